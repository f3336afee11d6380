import {
  MAX_ITENS_DONUT,
  MENSAGEM_POUCAS_RESPOSTAS_MATERIA,
} from '@aprovei/shared/estatisticas/estatisticas.rules';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AcertosErrosBars } from '../../../components/acertos-erros-bars';
import { ChartTitle } from '../../../components/chart-title';
import { Donut, type Fatia, fatiasAcertosErros } from '../../../components/donut';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatPercent, formatTime } from '../../../lib/formatters';
import { RESULT_COLORS } from '../../../theme';
import {
  acertosErrosQueryOptions,
  ERRO_DASHBOARD,
  melhoresMateriasQueryOptions,
  pioresMateriasQueryOptions,
  porConteudoQueryOptions,
  porMateriaQueryOptions,
  questoesFeitasQueryOptions,
  ultimosAcessosQueryOptions,
} from '../api/dashboard.api';
import { ALTURA_CARTAO, ALTURA_CARTAO_LARGO, COLUNAS, EsqueletoCartao } from './dashboard-skeleton';

/** Slice colours of the top-5 donuts (theme palette indices). */
const CORES = ['brand.6', 'teal.6', 'grape.6', 'yellow.6', 'cyan.6'] as const;

/** A card with its title and the tooltip explaining the chart; a skeleton until its data loads. */
function DashboardCard<T>({
  titulo,
  ajuda,
  query,
  erro,
  altura = ALTURA_CARTAO,
  children,
}: {
  titulo: string;
  ajuda: string;
  query: UseQueryResult<T>;
  erro: string;
  altura?: number;
  children: (dados: T) => ReactNode;
}) {
  useErrorDialog(query.error, erro);
  if (query.isPending) return <EsqueletoCartao h={altura} />;
  if (query.isError) return null;
  return (
    <Card withBorder radius="md" padding="lg" mih={altura} component="section" aria-label={titulo}>
      <Stack gap="sm">
        <ChartTitle order={3} size="h5" ajuda={ajuda}>
          {titulo}
        </ChartTitle>
        {children(query.data)}
      </Stack>
    </Card>
  );
}

const SemRespostas = () => <Text c="dimmed">Sem respostas ainda.</Text>;

/** The best or worst subjects; none when no subject has the answers to be compared (the API's rule). */
function Barras({ itens }: { itens: readonly { nome: string; percentual: number }[] }) {
  if (itens.length === 0) return <Text c="dimmed">{MENSAGEM_POUCAS_RESPOSTAS_MATERIA}</Text>;
  return (
    <Stack gap="sm">
      {itens.slice(0, MAX_ITENS_DONUT).map((item) => (
        <Stack key={item.nome} gap={2}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{item.nome}</Text>
            <Text size="sm" fw={600}>
              {formatPercent(item.percentual)}
            </Text>
          </Group>
          <Progress value={item.percentual} aria-label={`${item.nome}: ${formatPercent(item.percentual)}`} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A donut, or the no-answers text when every slice is zero. */
function DonutOuVazio({ fatias, rotulo }: { fatias: readonly Fatia[]; rotulo?: string }) {
  if (fatias.every((f) => f.value === 0)) return <SemRespostas />;
  return <Donut fatias={fatias} rotulo={rotulo} />;
}

/** The slices of a top-5 donut: the hits of each subject or content. */
const maisAcertos = <T extends { numeroAcertos: number }>(
  itens: readonly T[],
  nome: (i: T) => string,
): Fatia[] =>
  itens
    .slice(0, MAX_ITENS_DONUT)
    .map((i, n) => ({ name: nome(i), value: i.numeroAcertos, color: CORES[n % CORES.length] ?? 'brand.6' }));

const porMateriaItens = (m: { nomeMateria: string; percentualAcerto: number }) => ({
  nome: m.nomeMateria,
  percentual: m.percentualAcerto,
});

/** 'yyyy-mm-dd' → 'DD/MM' (a calendar day: no time zone to apply). */
const diaMes = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

/**
 * The metrics home's cards (spec doc 3 "Dashboards and statistics"), each from its own
 * `estatisticas/*` call and shown once that call answers; a student without answers gets an invitation
 * to the question search instead. Lazy module: it brings the charts.
 */
export default function Dashboard({ idPlataforma, buscaPath }: { idPlataforma: number; buscaPath: string }) {
  const acertos = useQuery(acertosErrosQueryOptions(idPlataforma));
  const melhores = useQuery(melhoresMateriasQueryOptions(idPlataforma));
  const piores = useQuery(pioresMateriasQueryOptions(idPlataforma));
  const porMateria = useQuery(porMateriaQueryOptions(idPlataforma));
  const porConteudo = useQuery(porConteudoQueryOptions(idPlataforma));
  const feitas = useQuery(questoesFeitasQueryOptions(idPlataforma));
  const acessos = useQuery(ultimosAcessosQueryOptions(idPlataforma));

  if (acertos.data?.totalRespostas === 0) {
    return (
      <Alert color="brand" title="Seu primeiro dia por aqui!">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Você ainda não respondeu nenhuma questão. Responda algumas e seus gráficos de desempenho aparecem
            aqui.
          </Text>
          <Button component={Link} to={buscaPath}>
            Pesquisar questões
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={COLUNAS}>
        <DashboardCard
          titulo="Melhor matéria"
          ajuda="As matérias em que você tem o maior percentual de acertos."
          query={melhores}
          erro={ERRO_DASHBOARD.estatisticas}
        >
          {(dados) => <Barras itens={dados.map(porMateriaItens)} />}
        </DashboardCard>
        <DashboardCard
          titulo="Pior matéria"
          ajuda="As matérias em que você tem o menor percentual de acertos: bons pontos para revisar."
          query={piores}
          erro={ERRO_DASHBOARD.estatisticas}
        >
          {(dados) => <Barras itens={dados.map(porMateriaItens)} />}
        </DashboardCard>
        <DashboardCard
          titulo="Matérias com mais acertos"
          ajuda="As matérias em que você mais acertou questões (até 5)."
          query={porMateria}
          erro={ERRO_DASHBOARD.estatisticas}
        >
          {(dados) => <DonutOuVazio fatias={maisAcertos(dados, (m) => m.nomeMateria)} />}
        </DashboardCard>
        <DashboardCard
          titulo="Acertos e erros"
          ajuda="Quantas questões você acertou e errou, pela sua última resposta a cada uma."
          query={acertos}
          erro={ERRO_DASHBOARD.estatisticas}
        >
          {(dados) => (
            <DonutOuVazio
              rotulo={formatPercent(dados.percentualAcertos)}
              fatias={fatiasAcertosErros(dados.numeroAcertos, dados.numeroErros)}
            />
          )}
        </DashboardCard>
        <DashboardCard
          titulo="Questões feitas"
          ajuda="Quantas das questões disponíveis para você já foram respondidas e quantas faltam."
          query={feitas}
          erro={ERRO_DASHBOARD.questoesFeitas}
        >
          {(dados) => (
            <DonutOuVazio
              fatias={[
                { name: 'Concluídas', value: dados.totalQuestoesRespondidas, color: RESULT_COLORS.correta },
                {
                  name: 'Não concluídas',
                  value: dados.totalQuestoesNaoRespondidas,
                  color: RESULT_COLORS.naoIniciado,
                },
              ]}
            />
          )}
        </DashboardCard>
        <DashboardCard
          titulo="Conteúdos com mais acertos"
          ajuda="Os conteúdos em que você mais acertou questões (até 5)."
          query={porConteudo}
          erro={ERRO_DASHBOARD.conteudos}
        >
          {(dados) => <DonutOuVazio fatias={maisAcertos(dados, (c) => c.nomeConteudo)} />}
        </DashboardCard>
      </SimpleGrid>
      <DashboardCard
        titulo="Últimos acessos"
        ajuda="Suas respostas de cada dia dos últimos 30 dias, acertos e erros, e quando foi a sua última resposta."
        query={acessos}
        erro={ERRO_DASHBOARD.ultimoAcesso}
        altura={ALTURA_CARTAO_LARGO}
      >
        {(dados) =>
          dados.ultimaResposta === null ? (
            <SemRespostas />
          ) : (
            <Stack gap="xs">
              <Text size="sm">
                {`Última resposta: ${formatDate(dados.ultimaResposta)} às ${formatTime(dados.ultimaResposta)}`}
              </Text>
              {dados.dias.length === 0 ? (
                <Text c="dimmed">Nenhuma resposta nos últimos 30 dias.</Text>
              ) : (
                <AcertosErrosBars
                  dados={dados.dias.map((d) => ({ ...d, dia: diaMes(d.dataResposta) }))}
                  chave="dia"
                  h={200}
                  empilhadas
                />
              )}
            </Stack>
          )
        }
      </DashboardCard>
    </Stack>
  );
}
