import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';

/**
 * A screen the plan does not include: what it is, the API's refusal (the spec's 401 text), what a plan
 * unlocks and the way to the plans.
 */
export function AcessoBloqueado({
  titulo,
  mensagem,
  beneficio,
}: {
  titulo: string;
  mensagem: string;
  beneficio: string;
}) {
  const id = useId();
  return (
    <Paper withBorder shadow="none" p="lg" radius="md" role="region" aria-labelledby={id}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconLock size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4" id={id}>
            {titulo}
          </Title>
          <Text size="sm" role="alert">
            {mensagem}
          </Text>
          <Text size="sm">{beneficio}</Text>
          <Group mt="xs">
            <Button component={Link} to="/planos">
              Conhecer os planos
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
