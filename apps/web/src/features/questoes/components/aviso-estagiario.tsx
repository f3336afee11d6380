import { LIMITE_ESTAGIARIO } from '@aprovei/shared/questoes/questoes.rules';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';

export const ESTAGIARIO_TITULO = 'Você está no plano Estagiário';
export const ESTAGIARIO_TEXTO = `No plano gratuito você pode resolver ${LIMITE_ESTAGIARIO.questoes} questões e ${LIMITE_ESTAGIARIO.exercicios} exercícios de fixação selecionados. Assine um plano para liberar todo o banco de questões.`;

/** The trainee message (spec doc 3 §6): limits of the free plan and the way to the plans. */
export function AvisoEstagiario() {
  const id = useId();
  return (
    <Paper
      withBorder
      shadow="none"
      p="md"
      radius="md"
      bg="var(--mantine-primary-color-light)"
      aria-labelledby={id}
      role="region"
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
          <IconLock size={22} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={700} id={id}>
            {ESTAGIARIO_TITULO}
          </Text>
          <Text size="sm">{ESTAGIARIO_TEXTO}</Text>
          <Group>
            <Button component={Link} to="/planos" size="sm">
              Conhecer os planos
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
