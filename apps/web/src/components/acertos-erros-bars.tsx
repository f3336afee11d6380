import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { RESULT_COLORS } from '../theme';

/** One bar group per day (or weekday) of hits and errors; whole numbers on the count axis. */
export function AcertosErrosBars({
  dados,
  chave,
  h,
  empilhadas = false,
}: {
  dados: readonly ({ acertos: number; erros: number } & Record<string, string | number>)[];
  /** The field that names each group on the axis. */
  chave: string;
  h: number;
  empilhadas?: boolean;
}) {
  return (
    <BarChart
      h={h}
      data={[...dados]}
      dataKey={chave}
      type={empilhadas ? 'stacked' : 'default'}
      series={[
        { name: 'acertos', label: 'Acertos', color: RESULT_COLORS.correta },
        { name: 'erros', label: 'Erros', color: RESULT_COLORS.incorreta },
      ]}
      withLegend
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
