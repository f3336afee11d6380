import type { TRespostasUsuarioSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';

type Estado = 'respondida' | 'nao-respondida' | 'certa' | 'errada' | 'em-branco';

const ESTILO: Record<Estado, { variant: string; color: string; rotulo: string }> = {
  respondida: { variant: 'filled', color: 'blue', rotulo: 'respondida' },
  'nao-respondida': { variant: 'default', color: 'gray', rotulo: 'não respondida' },
  certa: { variant: 'filled', color: 'green', rotulo: 'certa' },
  errada: { variant: 'filled', color: 'red', rotulo: 'errada' },
  'em-branco': { variant: 'default', color: 'gray', rotulo: 'em branco' },
};

function estado(r: TRespostasUsuarioSimulado[number], finalizado: boolean): Estado {
  if (finalizado) return r.idAlternativa === null ? 'em-branco' : r.correta ? 'certa' : 'errada';
  return r.idAlternativa === null ? 'nao-respondida' : 'respondida';
}

function Legenda({ finalizado }: { finalizado: boolean }) {
  const itens: Estado[] = finalizado ? ['certa', 'errada', 'em-branco'] : ['respondida', 'nao-respondida'];
  return (
    <Group gap="sm" aria-hidden>
      {itens.map((e) => (
        <Group key={e} gap={4} wrap="nowrap">
          <Box
            w={12}
            h={12}
            style={{
              borderRadius: 3,
              background:
                ESTILO[e].variant === 'filled' ? `var(--mantine-color-${ESTILO[e].color}-filled)` : undefined,
              border: '1px solid var(--mantine-color-gray-5)',
            }}
          />
          <Text size="xs">{ESTILO[e].rotulo}</Text>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <IconFlagFilled size={12} color="var(--mantine-color-orange-filled)" />
        <Text size="xs">marcada para revisão</Text>
      </Group>
    </Group>
  );
}

/**
 * Every question of the mock as a numbered button (one question per page: button n opens page n-1):
 * answered / unanswered while open, right / wrong / blank once finished, a flag on those marked for
 * review, the current one outlined.
 */
export function MapaQuestoes({
  respostas,
  atual,
  marcadas,
  finalizado,
  onIr,
}: {
  respostas: TRespostasUsuarioSimulado;
  atual: number;
  marcadas: ReadonlySet<number>;
  finalizado: boolean;
  onIr: (pagina: number) => void;
}) {
  const respondidas = respostas.filter((r) => r.idAlternativa !== null).length;
  return (
    <Stack gap="xs" component="nav" aria-label="Mapa de questões">
      <Title order={2} size="h5">
        Mapa de questões
      </Title>
      {!finalizado && <Text size="sm" c="dimmed">{`${respondidas} de ${respostas.length} respondidas`}</Text>}
      <SimpleGrid cols={{ base: 6, xs: 8, md: 5 }} spacing={6} verticalSpacing={6}>
        {respostas.map((r, i) => {
          const e = estado(r, finalizado);
          const marcada = marcadas.has(r.idQuestao);
          const descricao = [ESTILO[e].rotulo, marcada && 'marcada para revisão', i === atual && 'atual']
            .filter(Boolean)
            .join(', ');
          return (
            <Button
              key={r.idQuestao}
              size="compact-sm"
              h={34}
              px={0}
              variant={ESTILO[e].variant}
              color={ESTILO[e].color}
              aria-label={`Questão ${i + 1}: ${descricao}`}
              aria-current={i === atual ? 'step' : undefined}
              onClick={() => onIr(i)}
              style={{
                position: 'relative',
                outline: i === atual ? '2px solid var(--mantine-color-dark-4)' : undefined,
                outlineOffset: 1,
              }}
            >
              {i + 1}
              {marcada && (
                <IconFlagFilled
                  size={11}
                  color="var(--mantine-color-orange-filled)"
                  style={{ position: 'absolute', top: 1, right: 1 }}
                  aria-hidden
                />
              )}
            </Button>
          );
        })}
      </SimpleGrid>
      <Legenda finalizado={finalizado} />
    </Stack>
  );
}
