import '@mantine/charts/styles.css';
import type { TDesempenhoSemanal } from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { BarChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import { RESULT_COLORS } from '../../../theme';

/** 'Desempenho Semanal': hits and errors per weekday of the last 7 days, today last. */
export function DesempenhoSemanal({ dados }: { dados: TDesempenhoSemanal }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="desempenho-semanal">
      <Title order={2} size="h4" id="desempenho-semanal" mb="md">
        Desempenho Semanal
      </Title>
      <BarChart
        h={260}
        data={dados.diasDaSemana}
        dataKey="dia"
        series={[
          { name: 'acertos', label: 'Acertos', color: RESULT_COLORS.correta },
          { name: 'erros', label: 'Erros', color: RESULT_COLORS.incorreta },
        ]}
        withLegend
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </Card>
  );
}
