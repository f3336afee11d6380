/** Test-only control of the page: its address (main or medical variant) and the viewport width. */

interface JsdomHandle {
  reconfigure(options: { url: string }): void;
}

export const MAIN_URL = 'http://localhost:3000/';
export const MEDICAL_URL = 'http://med.localhost:3000/';

export const viewport = { width: 1280 };

/** Changes the page address (Vitest's jsdom environment exposes the JSDOM instance as `jsdom`). */
export function setPageUrl(url: string): void {
  (globalThis as unknown as { jsdom: JsdomHandle }).jsdom.reconfigure({ url });
}

export function setViewportWidth(width: number): void {
  viewport.width = width;
}

export function resetTestEnvironment(): void {
  setPageUrl(MAIN_URL);
  viewport.width = 1280;
  window.localStorage.clear();
  document.title = '';
}
