/**
 * Natural batching of one statement ("group commit" in the application): a call made while
 * `emVoo` batches are already running waits, and the calls that waited go together as the next batch
 * when one finishes. An idle server therefore runs each call alone, at once (no timer, no added
 * latency); a busy one sends one statement for many calls, which saves the round trips, the wake-ups
 * of PostgreSQL's backends and the socket writes that dominate the answer path's CPU here
 * (docs/performance/questoes-busca.md).
 *
 * `executar` gets the entries in call order and must return one result per entry, in the same
 * order. If a batch of several fails, each of its entries is run again alone, so one bad entry (a row
 * deleted meanwhile, say) fails only its own call.
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
      if (lote.length === 1) lote[0]!.reject(erro);
      else for (const p of lote) await rodar([p]);
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
