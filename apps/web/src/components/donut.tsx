import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, getThemeColor, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { RESULT_COLORS, RESULT_TEXT_COLORS } from '../theme';

/** One slice; a hit or an error slice carries its result (icon and readable text colour in the legend). */
export interface Fatia {
  name: string;
  value: number;
  color: string;
  /** The legend's text after 'name: ' (default: the value). */
  legenda?: string;
  resultado?: 'correta' | 'incorreta';
}

/** The hit and error slices, with the legend's texts when they are more than the counts. */
export function fatiasAcertosErros(
  acertos: number,
  erros: number,
  legenda?: { acertos: string; erros: string },
): Fatia[] {
  return [
    {
      name: 'Acertos',
      value: acertos,
      color: RESULT_COLORS.correta,
      legenda: legenda?.acertos,
      resultado: 'correta',
    },
    {
      name: 'Erros',
      value: erros,
      color: RESULT_COLORS.incorreta,
      legenda: legenda?.erros,
      resultado: 'incorreta',
    },
  ];
}

function Legenda({ fatia }: { fatia: Fatia }) {
  const theme = useMantineTheme();
  const Icone = fatia.resultado === 'correta' ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={4} wrap="nowrap">
      {fatia.resultado ? (
        <Icone size={18} color={fatia.color} aria-hidden />
      ) : (
        <ColorSwatch color={getThemeColor(fatia.color, theme)} size={12} aria-hidden />
      )}
      <Text size="sm" fw={600} c={fatia.resultado ? RESULT_TEXT_COLORS[fatia.resultado] : undefined}>
        {`${fatia.name}: ${fatia.legenda ?? fatia.value}`}
      </Text>
    </Group>
  );
}

/**
 * The one donut of the app: the chart with a tooltip per slice, and its legend as text (the chart itself
 * is hidden from screen readers): side by side for two slices, one per line for more. Lazy modules only: it brings the charts library.
 */
export function Donut({
  fatias,
  size = 160,
  rotulo,
  formato,
}: {
  fatias: readonly Fatia[];
  size?: number;
  /** The text in the hole. */
  rotulo?: string;
  /** How the slice tooltips show a value. */
  formato?: (valor: number) => string;
}) {
  return (
    <Stack gap="xs" align="center">
      <DonutChart
        data={[...fatias]}
        size={size}
        thickness={Math.round(size / 5.7)}
        chartLabel={rotulo}
        valueFormatter={formato}
        tooltipDataSource="segment"
        aria-hidden
      />
      {fatias.length > 2 ? (
        <Stack gap={4} w="100%">
          {fatias.map((f) => (
            <Legenda key={f.name} fatia={f} />
          ))}
        </Stack>
      ) : (
        <Group gap="md" justify="center">
          {fatias.map((f) => (
            <Legenda key={f.name} fatia={f} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** A card with a centred title (and an optional line below it) over a donut. */
export function DonutCard({
  titulo,
  subtitulo,
  rotulo = subtitulo ? `${titulo}: ${subtitulo}` : titulo,
  fatias,
  size = 150,
}: {
  titulo: string;
  subtitulo?: string;
  /** The card's accessible name. */
  rotulo?: string;
  fatias: readonly Fatia[];
  size?: number;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={rotulo}>
      <Stack gap="xs" align="center">
        <Title order={3} size="h6" ta="center">
          {titulo}
        </Title>
        {subtitulo && (
          <Text fw={600} ta="center">
            {subtitulo}
          </Text>
        )}
        <Donut fatias={fatias} size={size} />
      </Stack>
    </Card>
  );
}
