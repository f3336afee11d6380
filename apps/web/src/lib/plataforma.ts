import {
  type PlataformaId,
  parsePlataforma,
  plataformaEfetiva,
} from '@aprovei/shared/plataforma/plataforma.rules';
import { useSyncExternalStore } from 'react';
import { isMedical } from '../config/env';
import { plataformaDoServidor } from './hidratacao';
import { onStorageKey, storage } from './storage';

/** The platform id kept in browser storage (spec doc 1 §1; default 1); the medical address means 3. */
export const PLATAFORMA_KEY = 'plataforma';

const listeners = new Set<() => void>();

export function getPlataforma(): PlataformaId {
  return plataformaEfetiva(parsePlataforma(storage.get(PLATAFORMA_KEY)), isMedical());
}

/** The cookie that tells the server which platform to render a public page with (a year). */
const COOKIE_DA_PLATAFORMA = (plataforma: PlataformaId) =>
  `${PLATAFORMA_KEY}=${plataforma}; Path=/; Max-Age=31536000; SameSite=Lax`;

export function setPlataforma(plataforma: PlataformaId): void {
  storage.set(PLATAFORMA_KEY, String(plataforma));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = COOKIE_DA_PLATAFORMA(plataforma);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const off = onStorageKey(PLATAFORMA_KEY, listener);
  return () => {
    listeners.delete(listener);
    off();
  };
}

/** On the server and while hydrating, the platform the server rendered with; then the stored one. */
const getServerPlataforma = (): PlataformaId => plataformaDoServidor() ?? getPlataforma();

export function usePlataforma(): PlataformaId {
  return useSyncExternalStore(subscribe, getPlataforma, getServerPlataforma);
}
