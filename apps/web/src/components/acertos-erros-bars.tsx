import '@mantine/charts/styles.css';
import { MAX_DATAS_COM_ROTULO } from '@aprovei/shared/estatisticas/estatisticas.rules';
import { BarChart } from '@mantine/charts';
import { RESULT_COLORS } from '../theme';

/**
 * One bar group per day (or weekday) of hits and errors; whole numbers on the count axis. Each bar's
 * value is written on it while there are at most 8 dates (spec doc 3 §9).
 */
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
      withBarValueLabel={dados.length <= MAX_DATAS_COM_ROTULO}
      // Mantine writes a label only through a formatter; an empty part of a bar gets none. Stacked
      // parts carry their value inside, where the part above would otherwise cover it.
      valueLabelProps={{
        formatter: (valor) => (Number(valor) > 0 ? String(valor) : null),
        ...(empilhadas && { position: 'inside', fill: 'var(--mantine-color-white)' }),
      }}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
