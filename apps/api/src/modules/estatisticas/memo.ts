/**
 * Results kept per key while the key's version is unchanged, for at most `ttlMs`: the dashboards' count of
 * a platform's visible questions is the same for every student and changes only when a question is added
 * (the version is the platform's newest question id); concurrent requests share one computation. The TTL
 * bounds what a version cannot see (a deleted or re-flagged question). At most `max` keys, the oldest
 * dropped first; one per database handle (porBanco), so per process.
 */
export function memo<T>(max = 5_000, ttlMs = 5 * 60_000) {
  const entradas = new Map<string, { versao: string; ate: number; valor: Promise<T> }>();
  return (chave: string, versao: string, calcular: () => Promise<T>): Promise<T> => {
    const e = entradas.get(chave);
    if (e && e.versao === versao && e.ate > Date.now()) return e.valor;
    const valor = calcular();
    entradas.delete(chave);
    entradas.set(chave, { versao, ate: Date.now() + ttlMs, valor });
    valor.catch(() => {
      if (entradas.get(chave)?.valor === valor) entradas.delete(chave);
    });
    if (entradas.size > max) entradas.delete(entradas.keys().next().value as string);
    return valor;
  };
}
