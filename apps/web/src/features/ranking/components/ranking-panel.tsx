import type { TRankingEntrada } from '@aprovei/shared/simulados/simulados.schemas';
import { plural } from '@aprovei/shared/texto/plural';
import {
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { Pager } from '../../../components/pager';
import {
  destaqueQueryOptions,
  ERRO_RANKING,
  paginaRankingQueryOptions,
  simuladosRankingQueryOptions,
} from '../api/ranking.api';
import { RankingSkeleton } from './ranking-skeleton';

const LUGARES = [
  { chave: 'primeiroLugar', rotulo: '1º lugar', cor: 'yellow' },
  { chave: 'segundoLugar', rotulo: '2º lugar', cor: 'gray' },
  { chave: 'terceiroLugar', rotulo: '3º lugar', cor: 'orange' },
] as const;

function Linha({ entrada, voce = false }: { entrada: TRankingEntrada; voce?: boolean }) {
  return (
    <Table.Tr bg={voce ? 'var(--mantine-primary-color-light)' : undefined} fw={voce ? 700 : undefined}>
      <Table.Td>{`${entrada.posicao}º`}</Table.Td>
      <Table.Td>{voce ? `VOCÊ (${entrada.apelidoUsuario})` : entrada.apelidoUsuario}</Table.Td>
      <Table.Td ta="right">{entrada.pontuacao}</Table.Td>
    </Table.Tr>
  );
}

/** One mock's ranking: the podium (first page only), the page from 4th place and the student's own row. */
function RankingSimulado({ idSimulado }: { idSimulado: number }) {
  const [page, setPage] = useState(0);
  const destaque = useQuery(destaqueQueryOptions(idSimulado));
  const pagina = useQuery(paginaRankingQueryOptions(idSimulado, page));
  useErrorDialog(destaque.error ?? pagina.error, ERRO_RANKING);
  if (destaque.isPending || pagina.isPending) return <Skeleton h={220} data-testid="ranking-skeleton" />;
  if (destaque.isError || pagina.isError) return null;
  const d = destaque.data;
  const voce = d.voce;
  // On the page that holds the student's own position, that row is the highlighted one.
  const naPagina = pagina.data.content.some((e) => e.posicao === voce?.posicao);
  if (d.totalParticipantes === 0 || d.primeiroLugar === null)
    return <Text c="dimmed">Ninguém finalizou este simulado ainda. Seja o primeiro!</Text>;
  return (
    <Stack gap="md">
      {page === 0 && (
        <SimpleGrid cols={3} aria-label="Pódio">
          {LUGARES.map(({ chave, rotulo, cor }) => {
            const e = d[chave];
            return (
              <Paper key={chave} withBorder p="sm" ta="center" aria-label={rotulo}>
                <IconTrophy color={`var(--mantine-color-${cor}-6)`} aria-hidden />
                <Text size="sm" fw={700}>
                  {rotulo}
                </Text>
                <Text size="sm">{e ? e.apelidoUsuario : '—'}</Text>
                {e && (
                  // The label wraps in a narrow column (a phone's third) instead of being cut.
                  <Badge
                    variant="light"
                    h="auto"
                    maw="100%"
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4 } }}
                  >
                    {plural(e.pontuacao, 'ponto')}
                  </Badge>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <Table aria-label="Classificação">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Posição</Table.Th>
            <Table.Th>Apelido</Table.Th>
            <Table.Th ta="right">Pontos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voce && !naPagina && <Linha entrada={voce} voce />}
          {pagina.data.content.map((e) => (
            <Linha key={e.posicao} entrada={e} voce={e.posicao === voce?.posicao} />
          ))}
        </Table.Tbody>
      </Table>
      <Pager
        page={page}
        totalPages={pagina.data.totalPages}
        onChange={setPage}
        rotulo="Paginação do ranking"
      />
    </Stack>
  );
}

/**
 * The ranking panel of the home (spec doc 3 "Mock tests"): one tab per released mock the student owns.
 * Lazy module, loaded by the home after the shell.
 */
export default function RankingPanel() {
  const simulados = useQuery(simuladosRankingQueryOptions());
  useErrorDialog(simulados.error, ERRO_RANKING);
  if (simulados.isPending) return <RankingSkeleton />;
  if (simulados.isError || simulados.data.length === 0) return null;
  const primeiro = simulados.data[0];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Ranking dos simulados">
      <Group mb="sm">
        <Title order={3} size="h5">
          Ranking dos simulados
        </Title>
      </Group>
      <Tabs defaultValue={String(primeiro?.id)} keepMounted={false}>
        <Tabs.List>
          {simulados.data.map((s) => (
            <Tabs.Tab key={s.id} value={String(s.id)}>
              {s.nome}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {simulados.data.map((s) => (
          <Tabs.Panel key={s.id} value={String(s.id)} pt="md">
            <RankingSimulado idSimulado={s.id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
