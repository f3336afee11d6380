import type { TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatters';

/** Points per part shown on a finished mock (spec: ENARE SUS, específico, geral; FUVEST português, SUS, específico). */
function partes(s: TSimulado): { rotulo: string; acertos: number | null; pontos: number | null }[] {
  if (s.tipo === 'FUVEST')
    return [
      { rotulo: 'Português', acertos: s.acertosPortugues, pontos: s.pontosPortugues },
      { rotulo: 'SUS e políticas públicas', acertos: s.acertosSus, pontos: s.pontosSus },
      { rotulo: 'Específico', acertos: s.acertosEspecifico, pontos: s.pontosEspecifico },
    ];
  return [
    { rotulo: 'SUS', acertos: s.acertosSus, pontos: s.pontosSus },
    { rotulo: 'Específico', acertos: s.acertosEspecifico, pontos: s.pontosEspecifico },
    { rotulo: 'Geral', acertos: s.acertosGeral, pontos: s.pontosGeral },
  ];
}

/** A mock on the list: unreleased (date, not openable), released (open / statistics), finished (scores). */
export function SimuladoCard({ simulado }: { simulado: TSimulado }) {
  if (!simulado.liberado)
    return (
      <Card withBorder padding="md" aria-disabled>
        <Text fw={600} c="dimmed">
          {`${simulado.nome} - disponível ${formatDate(simulado.dataLiberacao)}`}
        </Text>
      </Card>
    );
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {simulado.nome}
        </Title>
        {simulado.acabouSimulado && (
          <Stack gap={2}>
            <Text size="sm">{`Acertos: ${simulado.numeroAcertos ?? 0}/${simulado.totalQuestoes}`}</Text>
            {partes(simulado).map((p) => (
              <Text key={p.rotulo} size="sm">
                {`${p.rotulo}: ${p.acertos ?? 0} acertos, ${p.pontos ?? 0} pontos`}
              </Text>
            ))}
            <Text size="sm" fw={600}>{`Pontuação: ${simulado.pontuacao ?? 0}`}</Text>
          </Stack>
        )}
        <Group gap="xs">
          <Button component={Link} to={`/SimuladoEnare/${simulado.id}`}>
            Ir para o simulado
          </Button>
          <Button component={Link} to={`/estatisticas-simulado-enare/${simulado.id}`} variant="light">
            Ver minhas estatisticas do simulado
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
