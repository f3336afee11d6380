import {
  type PlataformaId,
  parsePlataforma,
  plataformaEfetiva,
} from '@aprovei/shared/plataforma/plataforma.rules';
import { useSyncExternalStore } from 'react';
import { isMedical } from '../config/env';
import { onStorageKey, storage } from './storage';

/** The platform id kept in browser storage (spec doc 1 §1; default 1); the medical address means 3. */
export const PLATAFORMA_KEY = 'plataforma';

const listeners = new Set<() => void>();

export function getPlataforma(): PlataformaId {
  return plataformaEfetiva(parsePlataforma(storage.get(PLATAFORMA_KEY)), isMedical());
}

export function setPlataforma(plataforma: PlataformaId): void {
  storage.set(PLATAFORMA_KEY, String(plataforma));
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

export function usePlataforma(): PlataformaId {
  return useSyncExternalStore(subscribe, getPlataforma, getPlataforma);
}
