import { useCallback, useSyncExternalStore } from 'react';
import { onStorageKey, storage } from '../../../lib/storage';

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: ReadonlySet<number> }>();

function ler(chave: string): ReadonlySet<number> {
  const raw = storage.get(chave);
  const antes = cache.get(chave);
  if (antes && antes.raw === raw) return antes.ids;
  let ids: ReadonlySet<number> = new Set();
  try {
    const lista: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(lista)) ids = new Set(lista.filter((x): x is number => Number.isInteger(x)));
  } catch {
    // A damaged value: no flags.
  }
  cache.set(chave, { raw, ids });
  return ids;
}

/**
 * The questions a student flagged for review in one attempt of a mock, kept on this device (browser
 * storage) under the user, the mock and the attempt's start: a new attempt (or another person on the same
 * browser) starts with none. The server never sees them; they only guide the student's own review.
 */
export function useMarcadasRevisao(usuario: string, idSimulado: number, iniciadoEm: string | null) {
  const chave = `simulado-revisao:${usuario}:${idSimulado}:${iniciadoEm ?? ''}`;
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      const off = onStorageKey(chave, listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
    [chave],
  );
  const marcadas = useSyncExternalStore(subscribe, () => ler(chave));
  const alternar = useCallback(
    (idQuestao: number) => {
      const ids = new Set(ler(chave));
      if (ids.has(idQuestao)) ids.delete(idQuestao);
      else ids.add(idQuestao);
      storage.set(chave, JSON.stringify([...ids]));
      for (const l of listeners) l();
    },
    [chave],
  );
  return { marcadas, alternar };
}
