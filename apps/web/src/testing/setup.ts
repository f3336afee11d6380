import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetErrorDialogs } from '../components/error-dialog';
import { resetTestEnvironment, viewport } from './environment';

if (Number(process.versions.node.split('.')[0]) < 24) {
  throw new Error(`Os testes precisam do Node 24 (rodando ${process.version}); use npm test / npx vitest.`);
}

/** matchMedia that answers min-/max-width queries (px or em) against `viewport.width`. */
function matches(query: string): boolean {
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  return query.split(/\band\b/).every((part) => {
    const m = /(min|max)-width:\s*([\d.]+)(px|em|rem)/.exec(part);
    if (!m) return !/prefers-reduced-motion: reduce|prefers-color-scheme: dark/.test(part);
    const px = toPx(m[2] ?? '0', m[3] ?? 'px');
    return m[1] === 'min' ? viewport.width >= px : viewport.width <= px;
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => {}) as typeof window.scrollTo;
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView = () => {};

// Lazy route modules take longer than testing-library's default 1 s to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetTestEnvironment();
  resetErrorDialogs();
});

afterEach(() => {
  cleanup();
  resetTestEnvironment();
});
