/**
 * Remembers the answer of `load` for `ttlMs`. Concurrent callers share one load; a failed load is
 * not remembered. For small lists that change only through an operator (years, institutions).
 */
export function memoTtl<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | null = null;
  return () => {
    const t = now();
    if (cached && cached.until > t) return cached.value;
    const value = load();
    cached = { value, until: t + ttlMs };
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  };
}
