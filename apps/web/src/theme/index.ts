import type { TemaNome } from '@aprovei/shared/plataforma/plataforma.rules';
import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * The three platform themes of DESIGN.md. Each primary is a 10-shade palette with the platform colour
 * at index 6; `primaryShade` is the shade whose contrast with white text reaches WCAG AA (4.5:1):
 * teal #0b7285 5.59:1, indigo #4c3bcf 7.41:1; the forest green #2b8a3e reaches only 4.37:1, so the
 * concurso theme fills with shade 7 (#267937, 5.42:1).
 */

const teal: MantineColorsTuple = [
  '#d3e6e9',
  '#b1d2d8',
  '#8abbc4',
  '#63a5b1',
  '#3c8e9d',
  '#1f7d8f',
  '#0b7285',
  '#0a6475',
  '#085765',
  '#074955',
];
const amber: MantineColorsTuple = [
  '#fcead1',
  '#fadaad',
  '#f8c885',
  '#f5b55c',
  '#f3a333',
  '#f19514',
  '#f08c00',
  '#d37b00',
  '#b66a00',
  '#9a5a00',
];
const forest: MantineColorsTuple = [
  '#d9eadc',
  '#bbdac1',
  '#99c7a2',
  '#77b483',
  '#55a165',
  '#3c934d',
  '#2b8a3e',
  '#267937',
  '#21692f',
  '#1c5828',
];
const gold: MantineColorsTuple = [
  '#fdeed1',
  '#fce0ad',
  '#fad185',
  '#f9c25c',
  '#f7b233',
  '#f6a714',
  '#f59f00',
  '#d88c00',
  '#ba7900',
  '#9d6600',
];
const indigo: MantineColorsTuple = [
  '#dfdcf6',
  '#c6c0f0',
  '#a9a1e8',
  '#8c82e0',
  '#7062d9',
  '#5a4bd3',
  '#4c3bcf',
  '#4334b6',
  '#3a2d9d',
  '#312684',
];
const coral: MantineColorsTuple = [
  '#fbe1d3',
  '#f8cab1',
  '#f4af8a',
  '#f09563',
  '#ed7a3d',
  '#ea661f',
  '#e8590c',
  '#cc4e0b',
  '#b04409',
  '#943908',
];

/** Result colours, fixed across themes (always paired with an icon and a word). */
export const RESULT_COLORS = {
  correta: '#2f9e44',
  incorreta: '#e03131',
  emEstudo: '#7048e8',
  naoIniciado: '#868e96',
} as const;

/**
 * The result colours darkened to 75% for small text on white or on their own light tint (AA 4.5:1:
 * #237733 5.1:1 on the green tint, #a82525 6:1 on the red tint); icons and borders use RESULT_COLORS.
 */
export const RESULT_TEXT_COLORS = {
  correta: '#237733',
  incorreta: '#a82525',
} as const;

/** md is the spec's wide-layout breakpoint, 1131px (postcss.config.cjs repeats these values). */
export const BREAKPOINTS = { xs: '36em', sm: '48em', md: '70.6875em', lg: '75em', xl: '88em' } as const;

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function theme(
  brand: MantineColorsTuple,
  accent: MantineColorsTuple,
  primaryShade: 6 | 7,
): MantineThemeOverride {
  return createTheme({
    colors: { brand, accent },
    primaryColor: 'brand',
    primaryShade: { light: primaryShade, dark: primaryShade },
    autoContrast: true,
    fontFamily: FONT,
    headings: { fontFamily: FONT, fontWeight: '700' },
    defaultRadius: 'md',
    breakpoints: BREAKPOINTS,
    cursorType: 'pointer',
    respectReducedMotion: true,
    focusRing: 'auto',
    other: { results: RESULT_COLORS },
    components: {
      Card: { defaultProps: { shadow: 'sm', withBorder: true } },
      // Mantine keeps every closed dropdown of a Select/MultiSelect rendered (hidden), with all its
      // options, a scroll area and a floating-ui position kept up to date: on the question filters that
      // is most of the first render's work on a phone. Rendered when opened instead (the input points at
      // its list with aria-controls only while open).
      Combobox: { defaultProps: { keepMounted: false } },
      // Mantine's close button is an icon with no name: every dialog's says what it does.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
      Paper: { defaultProps: { shadow: 'sm' } },
    },
  });
}

export const THEMES: Record<TemaNome, MantineThemeOverride> = {
  aprovei_residencia: theme(teal, amber, 6),
  aprovei_concurso: theme(forest, gold, 7),
  aprovei_med: theme(indigo, coral, 6),
};

export function isTemaNome(value: unknown): value is TemaNome {
  return typeof value === 'string' && Object.hasOwn(THEMES, value);
}

/**
 * Mantine's default "dimmed" text (gray.6, #868e96) is 3.3:1 on white, below WCAG AA for body text;
 * gray.7 (#495057) gives 8:1 and still reads as secondary. Its field errors (red.6, #fa5252) are 3.3:1
 * in 12px text; red.9 (#c92a2a) gives 5.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
