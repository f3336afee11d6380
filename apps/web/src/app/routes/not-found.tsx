import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { NOT_FOUND_TITLE } from '../../config/paths';

export function Component() {
  return (
    <PublicPage>
      <Stack align="center" ta="center" gap="md" py="xl">
        <Text fz={56} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={2}>{NOT_FOUND_TITLE}</Title>
        <Text>O endereço pode estar incorreto ou a página pode ter mudado de lugar.</Text>
        <Button component={Link} to="/">
          Ir para a página inicial
        </Button>
      </Stack>
    </PublicPage>
  );
}
