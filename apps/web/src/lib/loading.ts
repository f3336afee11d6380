import { useSyncExternalStore } from 'react';

/**
 * Messages of the global loading overlay (spec doc 1 §2.2: it shows the latest one). Blocking operations
 * push a message and call the returned release function when done; the overlay hides when none is left.
 */
let entries: readonly { id: number; message: string }[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function pushLoading(message: string): () => void {
  const id = nextId++;
  entries = [...entries, { id, message }];
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entries = entries.filter((entry) => entry.id !== id);
    emit();
  };
}

/** The latest message, or null when nothing is loading. */
export function latestLoadingMessage(): string | null {
  return entries[entries.length - 1]?.message ?? null;
}

export async function withLoading<T>(message: string, work: () => Promise<T>): Promise<T> {
  const release = pushLoading(message);
  try {
    return await work();
  } finally {
    release();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingMessage(): string | null {
  return useSyncExternalStore(subscribe, latestLoadingMessage, latestLoadingMessage);
}
