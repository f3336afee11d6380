/**
 * Results kept per key while the key's version is unchanged, for at most `ttlMs`. Concurrent requests
 * share one computation; a failure is not kept. At most `max` keys, the oldest dropped first. The one
 * memo of the API: the dashboards' counts per platform (versioned by the newest question), and the small
 * operator-made lists (`memoTtl`).
 */
export function memo<T>(max = 5_000, ttlMs = 5 * 60_000, now: () => number = Date.now) {
  const entradas = new Map<string, { versao: string; ate: number; valor: Promise<T> }>();
  return (chave: string, versao: string, calcular: () => Promise<T>): Promise<T> => {
    const t = now();
    const e = entradas.get(chave);
    if (e && e.versao === versao && e.ate > t) return e.valor;
    const valor = calcular();
    entradas.delete(chave);
    entradas.set(chave, { versao, ate: t + ttlMs, valor });
    valor.catch(() => {
      if (entradas.get(chave)?.valor === valor) entradas.delete(chave);
    });
    if (entradas.size > max) entradas.delete(entradas.keys().next().value as string);
    return valor;
  };
}

/**
 * One value remembered for `ttlMs` (a memo of one key, one version): for small lists that change only
 * through an operator (years, institutions).
 */
export function memoTtl<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  const m = memo<T>(1, ttlMs, now);
  return () => m('', '', load);
}
