import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rows } from '../../db/client.ts';
import { ajustarRasch } from './rasch.ts';

/** A question takes part in the calibration with at least this many students' answers (issue 24 §3). */
export const MIN_RESPOSTAS_ITEM = 250;
export const FILA_CALIBRACAO = 'projecao-calibracao';
/** Nightly, 03:40 São Paulo time: after the day's answers, away from the hourly jobs' minute. */
export const CRON_CALIBRACAO = '40 3 * * *';
/** Rows written per statement. */
const LOTE = 2000;

export interface Calibracao {
  plataformas: number;
  itens: number;
  /** Rows of item_dificuldade left because their question no longer qualifies. */
  removidos: number;
  /** False when another run held the lock (this one did nothing). */
  executada: boolean;
}

/**
 * The nightly Rasch calibration (docs/projecao.md): for each platform, the latest answer of each student to
 * each question with MIN_RESPOSTAS_ITEM answers or more, fitted by JML; the difficulties upserted into
 * item_dificuldade and the rows of questions that no longer qualify removed. One transaction under a
 * transaction-level advisory lock, taken without waiting: a second run at once (two API processes) does
 * nothing. Idempotent: the fit is deterministic, so a rerun over the same answers writes the same values.
 */
export async function calibrarDificuldades(db: Db, minimo = MIN_RESPOSTAS_ITEM): Promise<Calibracao> {
  return db.transaction(async (tx) => {
    const [trava] = await rows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${FILA_CALIBRACAO})) as ok`,
    );
    if (!trava?.ok) return { plataformas: 0, itens: 0, removidos: 0, executada: false };
    const itens = await rows<{ plataforma: number; questao: number }>(
      tx,
      sql`select plataforma_id as plataforma, questao_id as questao from questao_usuario
          group by plataforma_id, questao_id having count(*) >= ${minimo}
          order by 1, 2`,
    );
    const porPlataforma = new Map<number, number[]>();
    for (const i of itens)
      porPlataforma.set(i.plataforma, [...(porPlataforma.get(i.plataforma) ?? []), i.questao]);
    let gravados = 0;
    for (const [plataforma, questoes] of porPlataforma)
      gravados += await calibrarPlataforma(tx, plataforma, questoes);
    // Every row this run kept was stamped with this transaction's now(): the older ones no longer qualify.
    const removidos = await rows<{ questao_id: number }>(
      tx,
      sql`delete from item_dificuldade where calibrada_em < now() returning questao_id`,
    );
    return { plataformas: porPlataforma.size, itens: gravados, removidos: removidos.length, executada: true };
  });
}

/** Fits one platform's qualifying questions and upserts their difficulties, stamped with the transaction's now(). */
async function calibrarPlataforma(tx: DbOrTx, plataforma: number, questoes: number[]): Promise<number> {
  const respostas = await rows<{ u: number; q: number; c: boolean }>(
    tx,
    sql`select usuario_id as u, questao_id as q, ultima_correta as c from questao_usuario
        where plataforma_id = ${plataforma} and questao_id = any(${`{${questoes.join(',')}}`}::int[])
        order by usuario_id, questao_id`,
  );
  const indiceItem = new Map(questoes.map((q, i) => [q, i]));
  const indicePessoa = new Map<number, number>();
  const n = respostas.length;
  const pessoa = new Int32Array(n);
  const item = new Int32Array(n);
  const certa = new Uint8Array(n);
  for (const [k, r] of respostas.entries()) {
    let p = indicePessoa.get(r.u);
    if (p === undefined) {
      p = indicePessoa.size;
      indicePessoa.set(r.u, p);
    }
    pessoa[k] = p;
    item[k] = indiceItem.get(r.q)!;
    certa[k] = r.c ? 1 : 0;
  }
  const ajuste = ajustarRasch({ pessoa, item, certa }, indicePessoa.size, questoes.length);
  const linhas = questoes
    .map((questaoId, i) => ({
      questaoId,
      dificuldade: ajuste.dificuldade[i]!,
      erroPadrao: ajuste.erroPadrao[i]!,
      respostas: ajuste.respostas[i]!,
    }))
    .filter((l) => Number.isFinite(l.dificuldade) && Number.isFinite(l.erroPadrao));
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = JSON.stringify(linhas.slice(i, i + LOTE));
    await tx.execute(
      sql`insert into item_dificuldade (questao_id, plataforma_id, dificuldade, erro_padrao, respostas, calibrada_em)
          select d."questaoId", ${plataforma}, d.dificuldade, d."erroPadrao", d.respostas, now()
          from json_to_recordset(${lote}::json)
            as d("questaoId" int, dificuldade float8, "erroPadrao" float8, respostas int)
          on conflict (questao_id) do update set plataforma_id = excluded.plataforma_id,
            dificuldade = excluded.dificuldade, erro_padrao = excluded.erro_padrao,
            respostas = excluded.respostas, calibrada_em = excluded.calibrada_em`,
    );
  }
  return linhas.length;
}
