import type { Plugin, Rolldown } from 'vite';

/**
 * `<link rel="preload" as="font">` for the one font file the first paint needs (the body text's),
 * found in the build by its source name and linked under its hashed name. Without it the browser
 * learns of the font only once the stylesheet is parsed and the text laid out.
 */
export function preloadFont(sourceName: string): Plugin {
  let base = '/';
  return {
    name: 'aprovei:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file): file is Rolldown.OutputAsset =>
            file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(`/${sourceName}`)),
        );
        if (!font) throw new Error(`preloadFont: ${sourceName} não está no build.`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
