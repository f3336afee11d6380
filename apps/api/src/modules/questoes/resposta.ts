import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/**
 * Answer registration for questions and fixation exercises, written once for both (as busca.ts is
 * for the search). Table and column names come from the two fixed configurations below, never from input.
 */
export interface RespostaTabelas<C extends string> {
  /** Every answer (append only). */
  resposta: 'resposta_questao' | 'resposta_exercicio';
  /** The latest answer per user and item. */
  estado: 'questao_usuario' | 'exercicio_usuario';
  fk: 'questao_id' | 'exercicio_id';
  /** Answer columns copied into the latest state: answer column → state column. */
  campos: Record<C, string>;
}

export const RESPOSTA_QUESTAO: RespostaTabelas<'alternativa_id' | 'valor_somatoria'> = {
  resposta: 'resposta_questao',
  estado: 'questao_usuario',
  fk: 'questao_id',
  campos: { alternativa_id: 'ultima_alternativa_id', valor_somatoria: 'ultima_somatoria' },
};

export const RESPOSTA_EXERCICIO: RespostaTabelas<'resposta'> = {
  resposta: 'resposta_exercicio',
  estado: 'exercicio_usuario',
  fk: 'exercicio_id',
  campos: { resposta: 'ultima_resposta' },
};

/**
 * Appends the answer and moves the user's latest state (insert, or update with one more answer), in
 * one statement: atomic on its own, so it needs no transaction and costs one round trip. Returns the
 * answer's id.
 */
export async function registrarResposta<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  r: { usuarioId: number; itemId: number; correta: boolean; valores: Record<C, unknown> },
): Promise<number> {
  const campos = Object.keys(t.campos) as C[];
  const col = (c: string) => sql.raw(c);
  const lista = (cs: string[]) => sql.raw(cs.join(', '));
  const valores = sql.join(
    campos.map((c) => sql`${r.valores[c] ?? null}`),
    sql`, `,
  );
  const estadoCols = campos.map((c) => t.campos[c]);
  const [nova] = await rows<{ id: number | string }>(
    db,
    sql`with nova as (
          insert into ${col(t.resposta)} (usuario_id, ${col(t.fk)}, correta, ${lista(campos)})
          values (${r.usuarioId}, ${r.itemId}, ${r.correta}, ${valores}) returning id
        ), estado as (
          insert into ${col(t.estado)} as e (usuario_id, ${col(t.fk)}, ultima_correta, ${lista(estadoCols)})
          values (${r.usuarioId}, ${r.itemId}, ${r.correta}, ${valores})
          on conflict (usuario_id, ${col(t.fk)}) do update set ultima_correta = excluded.ultima_correta,
            ${lista(estadoCols.map((c) => `${c} = excluded.${c}`))},
            total_respostas = e.total_respostas + 1, ultima_em = now()
        )
        select id from nova`,
  );
  return Number(nova!.id);
}
