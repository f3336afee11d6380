import type { Plugin } from 'vite';

/**
 * A Mantine component's class-name module in the package's ESM build, e.g.
 * `@mantine/core/esm/components/Button/Button.module.mjs`: [package, component].
 */
const CLASS_MODULE = /[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet that goes with a class-name module: per component for core, one per other package. */
export function stylesheetOf(id: string): string | undefined {
  const match = CLASS_MODULE.exec(id.split('?')[0] ?? '');
  if (!match) return undefined;
  const [, pkg, component] = match;
  return pkg === 'core' ? `@mantine/core/styles/${component}.css` : `@mantine/${pkg}/styles.css`;
}

/**
 * Mantine's base rules (reset, default CSS variables, focus and helper classes), which every
 * component's rules must follow.
 */
const BASE_STYLES = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/default-css-variables.css',
  '@mantine/core/styles/global.css',
];

/** Every package stylesheet, for the dev server (which serves Mantine pre-bundled, modules unseen). */
const ALL_STYLES = [
  '@mantine/core/styles.css',
  '@mantine/notifications/styles.css',
  '@mantine/charts/styles.css',
];

/**
 * Mantine's CSS per component, in the chunk that uses the component. Mantine ships its styles apart
 * from its code; importing the whole `@mantine/core/styles.css` puts every component's rules (258 KB)
 * in front of the first paint. In the build, each component's class-name module imports its own
 * stylesheet, so a component's CSS lands beside its code in whichever chunk Vite puts it (a lazy
 * route's CSS loads with the route), after the CSS of the components it is built on (its code imports
 * them first), the order of Mantine's own full stylesheet. The base rules (baseline, CSS variables,
 * global) are imported first by the entry, src/main.tsx.
 *
 * The dev server pre-bundles Mantine, so its modules are not seen one by one: there index.html loads
 * the full stylesheets before the entry.
 */
export function mantineCssPerComponent(): Plugin[] {
  return [
    {
      name: 'aprovei:mantine-css-per-component',
      apply: 'build',
      transform(code, id) {
        const stylesheet = stylesheetOf(id);
        if (!stylesheet) return null;
        // Appended, not prepended: the module's lines keep their places (no source map needed).
        const imports = [...BASE_STYLES, stylesheet].map((s) => `import ${JSON.stringify(s)};`);
        return { code: `${code}\n${imports.join('\n')}\n`, map: null };
      },
    },
    {
      name: 'aprovei:mantine-css-dev',
      apply: 'serve',
      // 'pre': before Vite's own dev transform, which turns inline module scripts into modules it serves
      // (and so resolves their bare imports).
      transformIndexHtml: {
        order: 'pre',
        handler: () => [
          {
            tag: 'script',
            attrs: { type: 'module' },
            children: ALL_STYLES.map((s) => `import ${JSON.stringify(s)};`).join('\n'),
            injectTo: 'head',
          },
        ],
      },
    },
  ];
}
