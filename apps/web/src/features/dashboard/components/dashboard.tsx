import '@mantine/charts/styles.css';
import { MAX_ITENS_DONUT } from '@aprovei/shared/estatisticas/estatisticas.rules';
import { DonutChart } from '@mantine/charts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatPercent } from '../../../lib/formatters';
import { RESULT_COLORS } from '../../../theme';
import {
  acertosErrosQueryOptions,
  ERRO_DASHBOARD,
  melhoresMateriasQueryOptions,
  pioresMateriasQueryOptions,
  porConteudoQueryOptions,
  porMateriaQueryOptions,
  questoesFeitasQueryOptions,
} from '../api/dashboard.api';

/** Slice colours of the top-5 donuts (theme palette indices). */
const CORES = ['brand.6', 'teal.6', 'grape.6', 'yellow.6', 'cyan.6'] as const;

/** A card with its title and the tooltip explaining the chart; a skeleton until its data loads. */
function DashboardCard<T>({
  titulo,
  ajuda,
  query,
  erro,
  children,
}: {
  titulo: string;
  ajuda: string;
  query: UseQueryResult<T>;
  erro: string;
  children: (dados: T) => ReactNode;
}) {
  useErrorDialog(query.error, erro);
  if (query.isPending) return <Skeleton h={260} radius="md" data-testid="dashboard-skeleton" />;
  if (query.isError) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={titulo}>
      <Group gap={4} wrap="nowrap" mb="sm">
        <Title order={3} size="h5">
          {titulo}
        </Title>
        <Tooltip label={ajuda} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Sobre o gráfico: ${ajuda}`}>
            <IconInfoCircle size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {children(query.data)}
    </Card>
  );
}

interface Fatia {
  name: string;
  value: number;
  color: string;
}

/** A donut with its legend as text (the chart itself is decorative for screen readers). */
function Donut({ fatias, rotulo }: { fatias: readonly Fatia[]; rotulo?: string }) {
  if (fatias.every((f) => f.value === 0)) return <Text c="dimmed">Sem respostas ainda.</Text>;
  return (
    <Stack align="center" gap="xs">
      <DonutChart
        data={[...fatias]}
        size={160}
        thickness={28}
        chartLabel={rotulo}
        tooltipDataSource="segment"
        aria-hidden
      />
      <Stack gap={2} w="100%">
        {fatias.map((f) => (
          <Group key={f.name} justify="space-between" wrap="nowrap">
            <Text size="sm">{f.name}</Text>
            <Text size="sm" fw={600}>
              {f.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function Barras({ itens }: { itens: readonly { nome: string; percentual: number }[] }) {
  if (itens.length === 0) return <Text c="dimmed">Sem respostas ainda.</Text>;
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

const top = <T,>(itens: readonly T[], nome: (i: T) => string, valor: (i: T) => number): Fatia[] =>
  itens
    .slice(0, MAX_ITENS_DONUT)
    .map((i, n) => ({ name: nome(i), value: valor(i), color: CORES[n % CORES.length] ?? 'brand.6' }));

/**
 * The metrics home's cards (spec doc 3 "Dashboards and statistics"), each from its own
 * `estatisticas/*` call; a student without answers gets an invitation to the question search instead.
 */
export function Dashboard({ idPlataforma, buscaPath }: { idPlataforma: number; buscaPath: string }) {
  const acertos = useQuery(acertosErrosQueryOptions(idPlataforma));
  const melhores = useQuery(melhoresMateriasQueryOptions(idPlataforma));
  const piores = useQuery(pioresMateriasQueryOptions(idPlataforma));
  const porMateria = useQuery(porMateriaQueryOptions(idPlataforma));
  const porConteudo = useQuery(porConteudoQueryOptions(idPlataforma));
  const feitas = useQuery(questoesFeitasQueryOptions(idPlataforma));

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

  const porMateriaItens = (m: { nomeMateria: string; percentualAcerto: number }) => ({
    nome: m.nomeMateria,
    percentual: m.percentualAcerto,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
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
        {(dados) => (
          <Donut
            fatias={top(
              dados,
              (m) => m.nomeMateria,
              (m) => m.numeroAcertos,
            )}
          />
        )}
      </DashboardCard>
      <DashboardCard
        titulo="Acertos e erros"
        ajuda="Quantas questões você acertou e errou, pela sua última resposta a cada uma."
        query={acertos}
        erro={ERRO_DASHBOARD.estatisticas}
      >
        {(dados) => (
          <Donut
            rotulo={formatPercent(dados.percentualAcertos)}
            fatias={[
              { name: 'Acertos', value: dados.numeroAcertos, color: RESULT_COLORS.correta },
              { name: 'Erros', value: dados.numeroErros, color: RESULT_COLORS.incorreta },
            ]}
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
          <Donut
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
        {(dados) => (
          <Donut
            fatias={top(
              dados,
              (c) => c.nomeConteudo,
              (c) => c.numeroAcertos,
            )}
          />
        )}
      </DashboardCard>
    </SimpleGrid>
  );
}
