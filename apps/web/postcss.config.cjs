// Mantine's PostCSS preset plus its breakpoints as variables for CSS modules ($mantine-breakpoint-md).
// md is the spec's wide-layout breakpoint: 1131px = 70.6875em (src/theme/index.ts uses the same values).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '70.6875em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
