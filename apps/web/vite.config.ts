/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineCssPerComponent } from './scripts/vite/mantine-css.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadFont } from './scripts/vite/preload-font.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** `BASE_PATH` (default '/') is the fixed base path the SPA is served under; always with both slashes. */
function basePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * The modules the sign-in form shares with the other public forms and the signed-in pages (Mantine's
 * text and password inputs and what they are built on, with their stylesheets; the icon factory; the
 * public form layout; the auth calls): ~8 KB gzip that every one of those pages loads anyway.
 */
const FORM_FIELDS = new RegExp(
  [
    '/@mantine/core/esm/components/(Input|InputBase|TextInput|PasswordInput|Alert|CloseButton|ActionIcon)/',
    '/@mantine/core/styles/(Input|TextInput|PasswordInput|Alert|CloseButton|ActionIcon)\\.css$',
    '/@mantine/hooks/esm/use-(id|uncontrolled)/',
    '/@mantine/core/esm/core/(DirectionProvider|Box/get-style-object)/',
    '/@mantine/hooks/esm/use-(merged-ref|force-update)/',
    '/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs$',
    '/src/components/public-form-page\\.tsx$',
    '/src/features/auth/api/auth\\.api\\.ts$',
  ].join('|'),
);

/**
 * The modal and what it is built on (portal, focus trap, scroll lock, floating-ui): the modals and
 * notifications hosts load them on every page once the browser is idle, the signed-in shell at once.
 */
const OVERLAYS = new RegExp(
  [
    '/@mantine/core/esm/components/(Modal|ModalBase|ScrollArea|VisuallyHidden|FocusTrap|Portal)/',
    '/@mantine/core/styles/(Modal|ModalBase|ScrollArea|VisuallyHidden)\\.css$',
    '/@mantine/core/esm/core/(utils/is-element|utils/get-single-element-child)/',
    '/@mantine/hooks/esm/(utils/use-callback-ref|use-debounced-callback|use-focus-return|use-focus-trap|use-window-event)/',
    '/node_modules/(@floating-ui/[^/]+|tslib|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton)/',
  ].join('|'),
);

/** Parts of the signed-in shell (its menu) that some pages' content uses too: ~7 KB gzip. */
const SIGNED_IN = new RegExp(
  [
    '/@mantine/core/esm/components/(Checkbox|Collapse|NavLink|Accordion/AccordionChevron)',
    '/@mantine/core/styles/(Checkbox|CheckboxCard|CheckboxIndicator|NavLink|InlineInput)\\.css$',
    '/@mantine/core/esm/utils/(InlineInput|InputsGroupFieldset)/',
    '/@mantine/core/esm/core/utils/(get-breakpoint-value|get-sorted-breakpoints)/',
    '/@mantine/hooks/esm/use-collapse/',
  ].join('|'),
);

export default defineConfig({
  root,
  base: basePath(process.env.BASE_PATH),
  plugins: [
    react(),
    mantineCssPerComponent(),
    // The body text's weight: the first paint's largest text (src/main.tsx imports the four weights).
    preloadFont('inter-latin-400-normal.woff2'),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads before the first render in one chunk (and so one stylesheet):
        // Rolldown otherwise splits the modules the entry shares with lazy routes into a handful of
        // small chunks (rolldown#10731), each one more request and render-blocking stylesheet on the
        // first page over HTTP/1.1. Lazy routes keep Rolldown's automatic splitting (merging their small
        // shared chunks blindly made fewer requests but larger downloads elsewhere:
        // docs/performance/web.md), except three families of parts Rolldown cut into 0.2–25 KB chunks
        // (one per set of routes using each part), each small chunk one more request on a phone, six at a
        // time: the sign-in page had eleven, a signed-in page thirty. In one chunk each, they are one request.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'form-fields', test: FORM_FIELDS, priority: 1 },
            { name: 'overlays', test: OVERLAYS, priority: 1 },
            { name: 'signed-in', test: SIGNED_IN, priority: 1 },
          ],
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
});
