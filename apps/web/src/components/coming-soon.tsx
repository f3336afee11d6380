import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * PLACEHOLDER shared by every screen a later issue will build (question search, mocks, e-books,
 * calculators, checklist, settings, support, plans, checkout, registration, password recovery,
 * statistics…). Each of those issues replaces it for its route: see src/config/paths.ts.
 */
export function ComingSoon({ area, homeTo }: { area: string; homeTo: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconHourglass size={34} stroke={1.5} />
      </ThemeIcon>
      <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
        {area}
      </Text>
      <Title order={2}>Em breve</Title>
      <Text>Esta área está sendo preparada e estará disponível em breve.</Text>
      <Button component={Link} to={homeTo} variant="light">
        Ir para o Início
      </Button>
    </Stack>
  );
}
