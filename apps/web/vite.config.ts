/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineCssPerComponent } from './scripts/vite/mantine-css.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadFont } from './scripts/vite/preload-font.ts';
import { routePreloads } from './scripts/vite/route-preloads.ts';
import { sharedChunkGroups } from './scripts/vite/shared-chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** `BASE_PATH` (default '/') is the fixed base path the SPA is served under; always with both slashes. */
function basePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The browser build's page work: preloads in index.html, the service worker, compressed copies. */
function browserOnlyPlugins() {
  return [
    // The body text's weight: the first paint's largest text (src/main.tsx imports the four weights).
    preloadFont('inter-latin-400-normal.woff2'),
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    // The service worker (src/sw.ts): it stores on install only what the first page needs; the
    // manifest of each product is the API's (/manifest.webmanifest), so none is generated here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: [
          'assets/index-*.{js,css}',
          'assets/route-preloads-*.js',
          'assets/inter-latin-400-normal-*.woff2',
          'marca/*/icone*.{svg,png}',
          'offline.html',
        ],
      },
    }),
    precompress(),
  ];
}

/**
 * Two builds: the browser's (dist) and, with `--ssr src/entry-server.tsx`, the public pages' server render
 * (dist-ssr, loaded by the API: issue 25 §1). The server's build leaves out what only the browser's page
 * needs (index.html's preloads, the service worker, the compressed copies).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  base: basePath(process.env.BASE_PATH),
  ssr: {
    // The shared package is TypeScript source: bundled, not loaded by Node.
    noExternal: ['@aprovei/shared'],
  },
  plugins: [react(), mantineCssPerComponent(), ...(isSsrBuild ? [] : browserOnlyPlugins())],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the entry loads before the first render in one chunk (and so one stylesheet):
            // Rolldown otherwise splits the modules the entry shares with lazy routes into a handful of
            // small chunks (rolldown#10731), each one more request and render-blocking stylesheet on the
            // first page over HTTP/1.1. Lazy routes keep Rolldown's automatic splitting (merging their small
            // shared chunks blindly made fewer requests but larger downloads elsewhere:
            // docs/performance/web.md), except three families of parts Rolldown cut into 0.2–25 KB chunks
            // (one per set of routes using each part), each small chunk one more request on a phone, six at a
            // time: the sign-in page had eleven, a signed-in page thirty. In one chunk each, they are one request.
            // A group takes what its modules import too: the entry's goes first (what the first render needs
            // stays in it), then the families in the order their priorities give (shared-chunks.ts).
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], priority: 10 }, ...sharedChunkGroups],
            },
          },
        },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // Whole-app renders with lazy routes are slow on a loaded machine (testing-library waits up to 5 s).
    testTimeout: 15_000,
    unstubGlobals: true,
  },
}));
