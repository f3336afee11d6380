import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A back-office screen: its title, an optional line under it, its actions on the right, the content. */
export function PaginaAdmin({
  titulo,
  descricao,
  acoes,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  acoes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {titulo}
          </Title>
          {descricao && (
            <Text c="dimmed" size="sm">
              {descricao}
            </Text>
          )}
        </Stack>
        {acoes && <Group gap="sm">{acoes}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
