import type { PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DehydratedState } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';

/**
 * What the server rendered a public page with (issue 25 §1): the platform it showed and the queries'
 * data, written into the page as a JSON block (`<script type="application/json">`: the CSP runs no
 * inline script) so the hydration fetches nothing again and renders exactly what the HTML shows.
 */
export interface EstadoDoServidor {
  /** The address's path the server rendered (a page kept offline may be served for another). */
  caminho: string;
  plataforma: PlataformaId;
  consultas: DehydratedState;
}

export const ID_DO_ESTADO = 'estado-do-servidor';

/** The function the page's first script leaves on `window`: the taps it held while the app loaded. */
export const CLIQUES_GUARDADOS = '__aproveiCliques';

/** Does again, once the app has hydrated, the taps on controls made while it loaded. */
export function repetirCliquesDaCarga(): void {
  const guardados = (window as unknown as Record<string, (() => Element[]) | undefined>)[CLIQUES_GUARDADOS];
  for (const alvo of guardados?.() ?? []) if (alvo.isConnected && alvo instanceof HTMLElement) alvo.click();
}

/** True in the server's render (Node, no DOM). */
export const noServidor = typeof document === 'undefined';

let estado: EstadoDoServidor | undefined;

/**
 * Reads the server's state from the page once, at start; undefined for a page the server did not render
 * and for another address's page (offline, the service worker serves any page it kept: the app then
 * renders over it).
 */
export function lerEstadoDoServidor(): EstadoDoServidor | undefined {
  if (noServidor || estado) return estado;
  const bloco = document.getElementById(ID_DO_ESTADO);
  if (!bloco?.textContent) return undefined;
  const lido = JSON.parse(bloco.textContent) as EstadoDoServidor;
  if (lido.caminho !== window.location.pathname) return undefined;
  estado = lido;
  return estado;
}

const nadaAObservar = () => () => {};

/**
 * True for a component rendered on the server or first rendered by hydrating the server's HTML (React
 * hands the server snapshot to a component it hydrates, whenever that happens), and it stays so: such a
 * component starts as the server rendered it (the content, not a placeholder; final figures, not an
 * animation's first frame).
 */
export function useVeioDoServidor(): boolean {
  const hidratando = useSyncExternalStore(
    nadaAObservar,
    () => false,
    () => true,
  );
  const [veio] = useState(hidratando);
  return veio;
}

let plataformaNoServidor: PlataformaId | undefined;

/** The server's render sets the platform of the request (its cookie); the browser reads it from the page. */
export function definirPlataformaNoServidor(plataforma: PlataformaId): void {
  plataformaNoServidor = plataforma;
}

/** The platform the server rendered with, if it rendered this page. */
export function plataformaDoServidor(): PlataformaId | undefined {
  return noServidor ? plataformaNoServidor : estado?.plataforma;
}
