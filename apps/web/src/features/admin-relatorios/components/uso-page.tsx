import {
  type Agrupamento,
  MINIMO_RESPOSTAS_PADRAO,
  type TLinhaQuestaoDificil,
} from '@aprovei/shared/relatorios/relatorios.schemas';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { ADMIN_ROUTES } from '../../../config/admin-paths';
import { questoesDificeisQueryOptions, relatorioQueryOptions } from '../api/relatorios.api';
import {
  BotaoCsv,
  CartaoRelatorio,
  FiltrosPeriodo,
  percentual,
  rotuloPeriodo,
  useFiltroPeriodo,
} from './relatorio';

const caminhoQuestao = (id: number) => ADMIN_ROUTES.questao.path.replace(':id', String(id));
const decimal = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { minimumFractionDigits: 2 });

/** The hardest questions, paged on the server; each row opens the question's editor. */
function QuestoesDificeis() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'acerto', direcao: 'asc' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(['minimoRespostas'] as const);
  const navigate = useNavigate();
  const busca = {
    ...estado,
    ordem: estado.ordem as 'acerto',
    minimoRespostas: (filtros.minimoRespostas ?? String(MINIMO_RESPOSTAS_PADRAO)) as never,
  };
  const lista = useQuery(questoesDificeisQueryOptions(busca));
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} fz="h4">
              Questões mais difíceis
            </Title>
            {lista.data?.atualizadoEm ? (
              <Text size="sm" c="dimmed">
                Números calculados em {formatarDataHora(lista.data.atualizadoEm)} (atualizados a cada hora).
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm" align="flex-end">
            <NumberInput
              label="Mínimo de respostas"
              min={1}
              max={100_000}
              w={170}
              defaultValue={Number(busca.minimoRespostas)}
              onBlur={(e) => mudarFiltros({ minimoRespostas: e.currentTarget.value.replace(/\D/g, '') })}
            />
            <BotaoCsv caminho="questoes-dificeis" filtro={busca} />
          </Group>
        </Group>
        <TabelaAdmin<TLinhaQuestaoDificil>
          registros={lista.data?.linhas}
          total={lista.data?.total ?? 0}
          estado={estado}
          onEstado={mudarEstado}
          carregando={lista.isFetching}
          chave="questaoId"
          onLinha={(l) => navigate(caminhoQuestao(l.questaoId))}
          vazio="Nenhuma questão com respostas suficientes."
          colunas={[
            {
              accessor: 'questaoId',
              title: 'Questão',
              render: (l) => (
                <Anchor
                  component={Link}
                  to={caminhoQuestao(l.questaoId)}
                  onClick={(e) => e.stopPropagation()}
                >
                  nº {l.numeroQuestao} (id {l.questaoId})
                </Anchor>
              ),
            },
            { accessor: 'plataforma', title: 'Plataforma' },
            { accessor: 'respostas', title: 'Respostas', sortable: true, textAlign: 'right' },
            {
              accessor: 'acerto',
              title: 'Acerto',
              sortable: true,
              textAlign: 'right',
              render: (l) => percentual(l.acertoPercentual),
            },
            {
              accessor: 'discriminacao',
              title: 'Discriminação',
              sortable: true,
              textAlign: 'right',
              render: (l) => decimal(l.discriminacao),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Usage reports (area conteudo): questions answered, the hardest questions, mock participation. */
export function UsoPage() {
  const [filtro, mudar] = useFiltroPeriodo();
  const respostas = useQuery(relatorioQueryOptions('respostas', filtro));
  const simulados = useQuery(relatorioQueryOptions('simulados', filtro));
  const agrupar = (respostas.data?.agrupar ?? filtro.agrupar ?? 'dia') as Agrupamento;
  const periodo = (p: string) => rotuloPeriodo(p, agrupar);
  const linhas = respostas.data?.linhas ?? [];
  const plataformas = [...new Set(linhas.map((l) => l.plataforma))];
  const porPeriodo = new Map<string, Record<string, string | number>>();
  for (const l of linhas) {
    const ponto = porPeriodo.get(l.periodo) ?? { chave: periodo(l.periodo) };
    ponto[l.plataforma] = l.respostas;
    porPeriodo.set(l.periodo, ponto);
  }
  const cores = ['brand.6', 'teal.6', 'orange.6', 'grape.6'];

  return (
    <PaginaAdmin
      titulo="Relatórios de uso"
      descricao={
        respostas.data
          ? `De ${rotuloPeriodo(respostas.data.de, 'dia')} a ${rotuloPeriodo(respostas.data.ate, 'dia')}, dias no horário de Brasília.`
          : undefined
      }
    >
      <FiltrosPeriodo filtro={filtro} mudar={mudar} />
      <Stack gap="lg">
        <CartaoRelatorio
          titulo="Questões respondidas"
          caminho="respostas"
          filtro={filtro}
          carregando={respostas.isFetching}
          linhas={respostas.data?.linhas}
          chave={(l) => `${l.periodo}-${l.plataformaId}`}
          grafico={
            <BarChart
              h={260}
              type="stacked"
              data={[...porPeriodo.values()]}
              dataKey="chave"
              series={plataformas.map((p, i) => ({ name: p, color: cores[i % cores.length]! }))}
              withLegend
            />
          }
          colunas={[
            { titulo: 'Período', valor: (l) => periodo(l.periodo) },
            { titulo: 'Plataforma', valor: (l) => l.plataforma },
            { titulo: 'Respostas', valor: (l) => l.respostas.toLocaleString('pt-BR'), numero: true },
            { titulo: 'Certas', valor: (l) => l.corretas.toLocaleString('pt-BR'), numero: true },
          ]}
        />
        <QuestoesDificeis />
        <CartaoRelatorio
          titulo="Participação nos simulados"
          caminho="simulados"
          filtro={filtro}
          carregando={simulados.isFetching}
          linhas={simulados.data?.linhas}
          chave={(l) => String(l.simuladoId)}
          grafico={
            <BarChart
              h={240}
              data={(simulados.data?.linhas ?? []).slice(0, 15)}
              dataKey="nome"
              series={[
                { name: 'iniciadas', label: 'Iniciadas', color: 'brand.6' },
                { name: 'finalizadas', label: 'Finalizadas', color: 'teal.6' },
              ]}
              withLegend
            />
          }
          colunas={[
            { titulo: 'Simulado', valor: (l) => l.nome },
            { titulo: 'Iniciadas', valor: (l) => l.iniciadas, numero: true },
            { titulo: 'Finalizadas', valor: (l) => l.finalizadas, numero: true },
            { titulo: 'Pontuação média', valor: (l) => decimal(l.mediaPontuacao), numero: true },
          ]}
        />
      </Stack>
    </PaginaAdmin>
  );
}
