import type { TEstatisticaAlternativa } from '@aprovei/shared/questoes/questoes.schemas';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ChartTitle } from '../../../components/chart-title';
import { Donut, fatiasAcertosErros } from '../../../components/donut';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatPercent } from '../../../lib/formatters';
import {
  acertoQuestaoQueryOptions,
  alternativasQuestaoQueryOptions,
  ERRO_ESTATISTICAS,
  estatisticaExercicioQueryOptions,
} from '../api/estatisticas.api';
import { type AlvoItem, TIPOS_DE_ITEM, type TipoDeItem } from '../utils/item';

/** Above this many alternatives the bar chart is taller (spec doc 3 §9). */
const ALTERNATIVAS_BAR_PADRAO = 7;

interface Acertos {
  totalRespostas: number;
  percentualAcertos: number;
  percentualErros: number;
}

function AcertosChart({ dados, sobre }: { dados: Acertos; sobre: string }) {
  const { percentualAcertos: acertos, percentualErros: erros } = dados;
  return (
    <Stack gap="xs" align="center">
      <ChartTitle ajuda={`Percentual de acertos e erros de todos os alunos que responderam ${sobre}.`}>
        Acertos e erros
      </ChartTitle>
      <Donut
        fatias={fatiasAcertosErros(acertos, erros, {
          acertos: formatPercent(acertos),
          erros: formatPercent(erros),
        })}
        formato={formatPercent}
        rotulo={`${dados.totalRespostas} ${dados.totalRespostas === 1 ? 'resposta' : 'respostas'}`}
      />
    </Stack>
  );
}

function AlternativasChart({
  alternativas,
  titulo,
  ajuda,
  rotulo,
}: {
  alternativas: readonly TEstatisticaAlternativa[];
  titulo: string;
  ajuda: string;
  rotulo: string;
}) {
  const data = [...alternativas]
    .sort((a, b) => a.ordem - b.ordem)
    .map((a) => ({ [rotulo]: a.descricao, percentual: a.percentual, total: a.total }));
  const alta = data.length > ALTERNATIVAS_BAR_PADRAO;
  return (
    <Stack gap="xs">
      <ChartTitle ajuda={ajuda}>{titulo}</ChartTitle>
      <BarChart
        h={alta ? 380 : 220}
        data={data}
        dataKey={rotulo}
        series={[{ name: 'percentual', label: 'Percentual', color: 'brand.6' }]}
        valueFormatter={formatPercent}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], tickFormatter: (v: number) => `${v}%` }}
        withBarValueLabel
        aria-hidden
      />
      <table className="visually-hidden">
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{rotulo}</th>
            <th scope="col">Percentual</th>
            <th scope="col">Respostas</th>
          </tr>
        </thead>
        <tbody>
          {data.map((linha) => (
            <tr key={String(linha[rotulo])}>
              <th scope="row">{linha[rotulo]}</th>
              <td>{formatPercent(linha.percentual)}</td>
              <td>{linha.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

function Carregando() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Carregando estatísticas">
      <Skeleton h={200} />
      <Skeleton h={200} />
    </SimpleGrid>
  );
}

function Vazio({ texto }: { texto: string }) {
  return (
    <Text c="dimmed" py="sm">
      {texto}
    </Text>
  );
}

/** What the panel shows of one item, and the texts of its kind. */
interface PainelProps {
  acerto: UseQueryResult<Acertos>;
  /** Answers per choice; undefined while they load or when they failed. */
  alternativas: readonly TEstatisticaAlternativa[] | undefined;
  carregandoAlternativas: boolean;
  textos: TipoDeItem['estatisticas'];
}

function Painel({ acerto, alternativas, carregandoAlternativas, textos }: PainelProps) {
  if (acerto.isPending) return <Carregando />;
  if (acerto.isError) return <Vazio texto={ERRO_ESTATISTICAS.acertos} />;
  if (acerto.data.totalRespostas <= 0) return <Vazio texto={textos.vazio} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <AcertosChart dados={acerto.data} sobre={textos.sobre} />
      {carregandoAlternativas && <Skeleton h={200} />}
      {alternativas && (
        <AlternativasChart
          alternativas={alternativas}
          titulo={textos.titulo}
          rotulo={textos.rotulo}
          ajuda={textos.ajuda}
        />
      )}
    </SimpleGrid>
  );
}

/** A question's statistics: hits and the answers per alternative come from two calls. */
function EstatisticasQuestao({ id }: { id: number }) {
  const acerto = useQuery(acertoQuestaoQueryOptions(id));
  const alternativas = useQuery(alternativasQuestaoQueryOptions(id));
  useErrorDialog(acerto.error, ERRO_ESTATISTICAS.acertos);
  useErrorDialog(alternativas.error, ERRO_ESTATISTICAS.alternativas);
  return (
    <Painel
      acerto={acerto}
      alternativas={alternativas.isSuccess ? alternativas.data : undefined}
      carregandoAlternativas={alternativas.isPending}
      textos={TIPOS_DE_ITEM.questao.estatisticas}
    />
  );
}

/** An exercise's statistics: one call answers both (Certo and Errado are its two choices). */
function EstatisticasExercicio({ id }: { id: number }) {
  const query = useQuery(estatisticaExercicioQueryOptions(id));
  useErrorDialog(query.error, ERRO_ESTATISTICAS.acertos);
  return (
    <Painel
      acerto={query}
      alternativas={query.data?.alternativas}
      carregandoAlternativas={false}
      textos={TIPOS_DE_ITEM.exercicio.estatisticas}
    />
  );
}

/** Statistics of a question or an exercise (lazy module: it brings the charts). */
export default function PainelEstatisticas({ alvo }: { alvo: AlvoItem }) {
  return alvo.tipo === 'questao' ? (
    <EstatisticasQuestao id={alvo.id} />
  ) : (
    <EstatisticasExercicio id={alvo.id} />
  );
}
