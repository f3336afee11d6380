import type { TProjecaoTipo } from '@aprovei/shared/projecao/projecao.schemas';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChartTitle } from '../../../components/chart-title';
import { projecaoQueryOptions } from '../api/projecao.api';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const pontos = (x: number) => numero.format(x);

const AJUDA =
  'Estimativa da sua nota em um simulado deste tipo, a partir das suas respostas em cada matéria, com o peso que a matéria tem nos simulados. A faixa mostra onde a nota deve estar com 95% de confiança; o percentil compara com as notas de quem já finalizou esses simulados.';

/** Where the score and its band sit on the scale 0 … maximum: the band shaded, the score marked. */
function Escala({ p }: { p: TProjecaoTipo }) {
  const max = p.notaMaxima ?? 1;
  const pos = (x: number) => `${Math.min(100, Math.max(0, (100 * x) / max))}%`;
  return (
    <Box pos="relative" h={10} bg="gray.2" style={{ borderRadius: 5 }} aria-hidden>
      <Box
        pos="absolute"
        top={0}
        bottom={0}
        left={pos(p.faixaMinima ?? 0)}
        w={`calc(${pos(p.faixaMaxima ?? 0)} - ${pos(p.faixaMinima ?? 0)})`}
        bg="brand.2"
        style={{ borderRadius: 5 }}
      />
      <Box
        pos="absolute"
        top={-3}
        bottom={-3}
        left={pos(p.nota ?? 0)}
        w={4}
        bg="brand.7"
        style={{ borderRadius: 2, transform: 'translateX(-2px)' }}
      />
    </Box>
  );
}

function Tipo({ p, buscaPath }: { p: TProjecaoTipo; buscaPath: string }) {
  return (
    <Stack gap={6} role="group" aria-label={`Nota projetada ${p.tipo}`}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={700}>{p.tipo}</Text>
        {p.metodo === 'RASCH' && (
          <Badge variant="light" size="sm">
            Calibrada
          </Badge>
        )}
      </Group>
      {p.situacao === 'PROJETADA' && p.nota !== null ? (
        <>
          <Text size="xl" fw={700} lh={1.1}>
            {pontos(p.nota)}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              de {pontos(p.notaMaxima ?? 0)} pontos
            </Text>
          </Text>
          <Escala p={p} />
          <Text size="sm">
            Faixa provável: {pontos(p.faixaMinima ?? 0)} a {pontos(p.faixaMaxima ?? 0)}
          </Text>
          <Text size="sm" c={p.percentil === null ? 'dimmed' : undefined}>
            {p.percentil === null
              ? p.mensagem
              : `Percentil ${numero.format(p.percentil)}: acima de ${numero.format(p.percentil)}% de quem finalizou simulados ${p.tipo}.`}
          </Text>
        </>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {p.mensagem}
          </Text>
          <Button component={Link} to={buscaPath} variant="light" size="xs">
            Responder questões
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The /home card 'Nota projetada' (issue 24 §3): per national mock type with published mocks, the projected
 * score, its band and the percentile, or what is missing. Nothing for trainees (401), on failure, or on a
 * platform without national mocks. Lazy module (below the metrics cards): none of it weighs on the shell.
 */
export default function CartaoProjecao({
  idPlataforma,
  buscaPath,
}: {
  idPlataforma: number;
  buscaPath: string;
}) {
  const projecao = useQuery(projecaoQueryOptions(idPlataforma));
  const tipos = projecao.data?.tipos.filter((p) => p.situacao !== 'SEM_SIMULADOS') ?? [];
  if (tipos.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label="Nota projetada">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconTargetArrow size={28} aria-hidden />
          <ChartTitle order={3} size="h5" ajuda={AJUDA}>
            Nota projetada
          </ChartTitle>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: tipos.length }} spacing="lg">
          {tipos.map((p) => (
            <Tipo key={p.tipo} p={p} buscaPath={buscaPath} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
