import type { TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { plural } from '@aprovei/shared/texto/plural';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatters';
import { resumoParte, rotuloParte } from '../utils/partes';
import { OfertaSimulados } from './oferta-simulados';

/**
 * A mock on the list: unreleased (date, not openable), locked (a paid mock the student does not own: a
 * lock, no way in, and the plan that unlocks it with its price), released (open / statistics), finished
 * (hits and points per part, SUS included).
 */
export function SimuladoCard({ simulado }: { simulado: TSimulado }) {
  if (!simulado.liberado)
    return (
      <Card withBorder padding="md" aria-disabled>
        <Group gap="xs" wrap="nowrap">
          {simulado.bloqueado && <IconLock size={18} aria-label="Bloqueado" />}
          <Text fw={600} c="dimmed">
            {`${simulado.nome} - disponível ${formatDate(simulado.dataLiberacao)}`}
          </Text>
        </Group>
      </Card>
    );
  if (simulado.bloqueado)
    return (
      <Card withBorder padding="md" aria-label={`${simulado.nome} (bloqueado)`}>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconLock size={20} aria-hidden />
            <Title order={3} size="h4">
              {simulado.nome}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            Este simulado é pago. Adquira um plano com simulados nacionais para fazê-lo.
          </Text>
          <Button disabled leftSection={<IconLock size={16} />} w="fit-content">
            Ir para o simulado
          </Button>
          <OfertaSimulados contexto={simulado.nome} />
        </Stack>
      </Card>
    );
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Title order={3} size="h4">
            {simulado.nome}
          </Title>
          {simulado.duracaoMinutos && (
            <Badge variant="light" color="orange" leftSection={<IconClock size={12} />}>
              {plural(simulado.duracaoMinutos, 'minuto')}
            </Badge>
          )}
        </Group>
        {simulado.acabouSimulado && (
          <Stack gap={2}>
            <Text size="sm">{`Acertos: ${simulado.numeroAcertos ?? 0}/${simulado.totalQuestoes}`}</Text>
            {(simulado.partes ?? []).map((p) => (
              <Text key={p.parte} size="sm">
                {`${rotuloParte(p.parte, simulado.tipo)}: ${resumoParte(p)}`}
              </Text>
            ))}
            <Text size="sm" fw={600}>{`Pontuação: ${plural(simulado.pontuacao ?? 0, 'ponto')}`}</Text>
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
