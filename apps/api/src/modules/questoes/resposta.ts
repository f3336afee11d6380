import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Answer registration for questions and fixation exercises, written once for both (as busca.ts is
 * for the search). Table and column names come from the two fixed configurations below, never from input.
 */
export interface RespostaTabelas<C extends string> {
  /** Every answer (append only). */
  resposta: 'resposta_questao' | 'resposta_exercicio';
  /** The latest answer per user and item. */
  estado: 'questao_usuario' | 'exercicio_usuario';
  /** The answered item: its search keys are copied onto the state (its composite foreign key). */
  item: 'questao' | 'exercicio';
  fk: 'questao_id' | 'exercicio_id';
  /** Answer columns copied into the latest state: answer column → state column. */
  campos: Record<C, string>;
}

export const RESPOSTA_QUESTAO: RespostaTabelas<'alternativa_id' | 'valor_somatoria'> = {
  resposta: 'resposta_questao',
  estado: 'questao_usuario',
  item: 'questao',
  fk: 'questao_id',
  campos: { alternativa_id: 'ultima_alternativa_id', valor_somatoria: 'ultima_somatoria' },
};

export const RESPOSTA_EXERCICIO: RespostaTabelas<'resposta'> = {
  resposta: 'resposta_exercicio',
  estado: 'exercicio_usuario',
  item: 'exercicio',
  fk: 'exercicio_id',
  campos: { resposta: 'ultima_resposta' },
};

/**
 * Appends the answer and moves the user's latest state (insert with the item's search keys, or update
 * with one more answer), in one statement: atomic on its own, so it needs no transaction and costs one round trip. Prepared once
 * per table pair and connection. Returns the answer's id.
 */
export async function registrarResposta<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  r: { usuarioId: number; itemId: number; correta: boolean; valores: Record<C, unknown> },
): Promise<number> {
  let porTabela = preparadas.get(db);
  if (!porTabela) {
    porTabela = new Map();
    preparadas.set(db, porTabela);
  }
  let consulta = porTabela.get(t.resposta);
  if (!consulta) {
    consulta = preparar(db, t);
    porTabela.set(t.resposta, consulta);
  }
  const valores: Record<string, unknown> = { usuarioId: r.usuarioId, itemId: r.itemId, correta: r.correta };
  for (const c of Object.keys(t.campos) as C[]) valores[c] = r.valores[c] ?? null;
  const [nova] = (await consulta.execute(valores)) as { id: number | string }[];
  return Number(nova!.id);
}

const preparadas = new WeakMap<DbOrTx, Map<string, ReturnType<typeof preparar>>>();

function preparar<C extends string>(db: DbOrTx, t: RespostaTabelas<C>) {
  const campos = Object.keys(t.campos) as C[];
  const estadoCols = campos.map((c) => t.campos[c]);
  const raw = (cs: string[]) => sql.raw(cs.join(', '));
  const p = (nome: string) => sql.placeholder(nome);
  const valores = sql.join(
    campos.map((c) => sql`${p(c)}`),
    sql`, `,
  );
  const nova = db.$with('nova', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${sql.raw(t.resposta)} (usuario_id, ${sql.raw(t.fk)}, correta, ${raw(campos)})
        values (${p('usuarioId')}, ${p('itemId')}, ${p('correta')}, ${valores}) returning id`,
  );
  const estado = db.$with('estado', { um: sql<number>`1`.as('um') }).as(
    sql`insert into ${sql.raw(t.estado)} as e (usuario_id, ${sql.raw(t.fk)}, plataforma_id, ano_id, numero_questao, ultima_correta, ${raw(estadoCols)})
        select ${p('usuarioId')}, i.id, i.plataforma_id, i.ano_id, i.numero_questao, ${p('correta')}, ${valores}
        from ${sql.raw(t.item)} i where i.id = ${p('itemId')}
        on conflict (usuario_id, ${sql.raw(t.fk)}) do update set ultima_correta = excluded.ultima_correta,
          ${raw(estadoCols.map((c) => `${c} = excluded.${c}`))},
          total_respostas = e.total_respostas + 1, ultima_em = now()
        returning 1`,
  );
  return db.with(nova, estado).select({ id: nova.id }).from(nova).prepare(`registrar_${t.resposta}`);
}
