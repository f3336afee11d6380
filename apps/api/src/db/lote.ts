/**
 * Natural batching of one statement ("group commit" in the application): a call made while
 * `emVoo` batches are already running waits, and the calls that waited go together as the next batch
 * when one finishes. An idle server therefore runs each call alone, at once (no timer, no added
 * latency); a busy one sends one statement for many calls, which saves the round trips, the wake-ups
 * of PostgreSQL's backends and the socket writes that dominate the answer path's CPU here
 * (docs/performance/questoes-busca.md).
 *
 * `executar` gets the entries in call order and must return one result per entry, in the same
 * order. If a batch of several fails with an error PostgreSQL reported (it then rolled the statement
 * back), each of its entries is run again alone, so one bad entry (a row deleted meanwhile, say) fails
 * only its own call. Any other failure (a lost connection: the statement may have committed) fails the
 * whole batch, never writing twice.
 */
export function emLote<E, S>(
  executar: (entradas: E[]) => Promise<S[]>,
  { emVoo = 2, maximo = 64 }: { emVoo?: number; maximo?: number } = {},
): (entrada: E) => Promise<S> {
  type Pedido = { entrada: E; resolve: (s: S) => void; reject: (e: unknown) => void };
  const fila: Pedido[] = [];
  let rodando = 0;

  async function rodar(lote: Pedido[]): Promise<void> {
    try {
      const saidas = await executar(lote.map((p) => p.entrada));
      if (saidas.length !== lote.length) {
        throw new Error(`emLote: ${saidas.length} results for ${lote.length} entries`);
      }
      for (const [i, p] of lote.entries()) p.resolve(saidas[i]!);
    } catch (erro) {
      if (lote.length === 1 || !reversivel(erro)) {
        for (const p of lote) p.reject(erro);
        return;
      }
      for (const p of lote) {
        try {
          const [saida] = await executar([p.entrada]);
          p.resolve(saida!);
        } catch (sozinho) {
          // Inside a transaction the batch's error aborted it: the retry's 25P02 would hide the cause.
          p.reject(sqlstate(sozinho) === '25P02' ? erro : sozinho);
        }
      }
    }
  }

  function proximo(): void {
    while (rodando < emVoo && fila.length > 0) {
      const lote = fila.splice(0, maximo);
      rodando++;
      void rodar(lote).finally(() => {
        rodando--;
        proximo();
      });
    }
  }

  return (entrada) =>
    new Promise<S>((resolve, reject) => {
      fila.push({ entrada, resolve, reject });
      proximo();
    });
}

/** The SQLSTATE of a database error, also when a query builder wrapped it (`cause`). */
function sqlstate(erro: unknown): string | undefined {
  for (let e = erro; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A statement PostgreSQL refused was rolled back: its entries can be run again. */
const reversivel = (erro: unknown) => sqlstate(erro) !== undefined;
