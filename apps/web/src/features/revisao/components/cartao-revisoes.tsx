import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contagemRevisoesQueryOptions } from '../api/revisao.api';

/** The /home card: how many reviews are due today, and the way to them. Nothing for trainees (401) or on failure. */
export function CartaoRevisoes({ idPlataforma }: { idPlataforma: number }) {
  const contagem = useQuery(contagemRevisoesQueryOptions(idPlataforma));
  if (!contagem.data) return null;
  const { total } = contagem.data;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label="Revisões de hoje">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <IconRepeat size={28} aria-hidden />
          <Stack gap={0}>
            <Title order={3} size="h4">
              Revisões de hoje
            </Title>
            <Text size="sm" c="dimmed">
              {total === 0
                ? 'Nada para revisar hoje.'
                : `Você tem ${total} ${total === 1 ? 'revisão' : 'revisões'} hoje.`}
            </Text>
          </Stack>
        </Group>
        {total > 0 && (
          <Button component={Link} to="/revisoes">
            Revisar agora
          </Button>
        )}
      </Group>
    </Paper>
  );
}
