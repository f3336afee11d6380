import { describe, expect, it } from 'vitest';
import { emLote } from './lote.ts';

const adiado = () => {
  let resolve!: () => void;
  const promessa = new Promise<void>((r) => {
    resolve = r;
  });
  return { promessa, resolve };
};

describe('emLote', () => {
  it('runs a call alone at once when idle, and groups the calls that wait, in call order', async () => {
    const lotes: number[][] = [];
    const portao = adiado();
    const dobro = emLote<number, number>(
      async (xs) => {
        lotes.push(xs);
        if (lotes.length === 1) await portao.promessa;
        return xs.map((x) => x * 2);
      },
      { emVoo: 1 },
    );
    const primeira = dobro(1);
    expect(lotes).toEqual([[1]]); // at once, not on a timer
    const seguintes = [dobro(2), dobro(3), dobro(4)];
    expect(lotes).toEqual([[1]]); // they wait for the batch in flight
    portao.resolve();
    expect(await Promise.all([primeira, ...seguintes])).toEqual([2, 4, 6, 8]);
    expect(lotes).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps at most emVoo batches running and at most maximo entries per batch', async () => {
    let rodando = 0;
    let pico = 0;
    const tamanhos: number[] = [];
    const id = emLote<number, number>(
      async (xs) => {
        rodando++;
        pico = Math.max(pico, rodando);
        tamanhos.push(xs.length);
        await new Promise((r) => setTimeout(r, 5));
        rodando--;
        return xs;
      },
      { emVoo: 2, maximo: 3 },
    );
    const entradas = Array.from({ length: 20 }, (_, i) => i);
    expect(await Promise.all(entradas.map(id))).toEqual(entradas);
    expect(pico).toBe(2);
    expect(Math.max(...tamanhos)).toBe(3);
    expect(tamanhos.reduce((a, b) => a + b, 0)).toBe(20);
  });

  const erroSql = (code: string, message: string) =>
    // As a query builder wraps it: the driver's error, with its SQLSTATE, as the cause.
    Object.assign(new Error(`Failed query: ${message}`), {
      cause: Object.assign(new Error(message), { code }),
    });

  it('fails only the bad entry of a batch PostgreSQL refused: the others are run again alone', async () => {
    const portao = adiado();
    let chamadas = 0;
    const raiz = emLote<number, number>(
      async (xs) => {
        chamadas++;
        if (chamadas === 1) await portao.promessa;
        if (xs.includes(-1)) throw erroSql('22003', 'negativo');
        return xs.map(Math.sqrt);
      },
      { emVoo: 1 },
    );
    const primeira = raiz(4);
    const lote = [raiz(9), raiz(-1), raiz(16)].map((p) =>
      p.then(
        (v) => ({ v }),
        (e: Error) => ({ e: e.message }),
      ),
    );
    portao.resolve();
    expect(await primeira).toBe(2);
    expect(await Promise.all(lote)).toEqual([{ v: 3 }, { e: 'Failed query: negativo' }, { v: 4 }]);
    expect(chamadas).toBe(5); // the first, the batch of three, then each of the three alone
  });

  /**
   * A batcher whose first call holds the gate (so the next calls queue into one batch) and returns its
   * entries; the later calls run `depois` with their call number.
   */
  const aposPrimeira = (depois: (chamada: number, xs: number[]) => number[]) => {
    const portao = adiado();
    let chamadas = 0;
    const chamar = emLote<number, number>(
      async (xs) => {
        chamadas++;
        if (chamadas === 1) {
          await portao.promessa;
          return xs;
        }
        return depois(chamadas, xs);
      },
      { emVoo: 1 },
    );
    return { chamar, abrir: portao.resolve, chamadas: () => chamadas };
  };

  it('fails a whole batch, without running it again, when the statement may have committed', async () => {
    const gravar = aposPrimeira(() => {
      throw new Error('Connection terminated unexpectedly'); // no SQLSTATE: outcome unknown
    });
    const primeira = gravar.chamar(1);
    const lote = [gravar.chamar(2), gravar.chamar(3)].map((p) => p.catch((e: Error) => e.message));
    gravar.abrir();
    expect(await primeira).toBe(1);
    expect(await Promise.all(lote)).toEqual([
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    expect(gravar.chamadas()).toBe(2);
  });

  it('reports the batch’s own error when the retries only meet the transaction it aborted', async () => {
    const gravar = aposPrimeira((chamada) => {
      if (chamada === 2) throw erroSql('23503', 'violates foreign key constraint');
      throw erroSql('25P02', 'current transaction is aborted');
    });
    const primeira = gravar.chamar(1);
    const lote = [gravar.chamar(2), gravar.chamar(3)].map((p) => p.catch((e: Error) => e.message));
    gravar.abrir();
    expect(await primeira).toBe(1);
    expect(await Promise.all(lote)).toEqual([
      'Failed query: violates foreign key constraint',
      'Failed query: violates foreign key constraint',
    ]);
  });

  it('refuses a result list of the wrong length', async () => {
    const errado = emLote<number, number>(async () => []);
    await expect(errado(1)).rejects.toThrow(/0 results for 1 entries/);
  });
});
