import type { TAlteracaoGabarito } from '@aprovei/shared/questoes/admin.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { alteracaoGabarito } from '../../db/schema/index.ts';

/** The item whose key changed: a question or a fixation exercise. */
export type AlvoGabarito = { questaoId: number } | { exercicioId: number };

/**
 * Records a key change of a published item (who, the key before and after, why). Call it in the
 * transaction that changes the key.
 */
export async function registrarAlteracaoGabarito(
  tx: DbOrTx,
  alvo: AlvoGabarito,
  mudanca: { antes: string; depois: string; motivo: string; autorId: number },
): Promise<void> {
  await tx.insert(alteracaoGabarito).values({ ...alvo, ...mudanca });
}

/**
 * JSON sub-select of the item's latest key change (`{ motivo, em }`) or null, over the item alias
 * `alias`: students see 'Gabarito alterado' with it beside the answer feedback.
 */
export function gabaritoAlteradoSql(fk: 'questao_id' | 'exercicio_id', alias = 'q'): SQL {
  return sql.raw(`(select json_build_object('motivo', g.motivo, 'em', g.criado_em) from alteracao_gabarito g
     where g.${fk} = ${alias}.id order by g.criado_em desc, g.id desc limit 1)`);
}

/** Every key change of an item, newest first, with its author's name. */
export function historicoGabarito(
  db: DbOrTx,
  fk: 'questao_id' | 'exercicio_id',
  id: number,
): Promise<TAlteracaoGabarito[]> {
  return rows<TAlteracaoGabarito>(
    db,
    sql`select g.antes, g.depois, g.motivo, u.nome as autor, to_json(g.criado_em)#>>'{}' as em
        from alteracao_gabarito g left join usuario u on u.id = g.autor_id
        where g.${sql.raw(fk)} = ${id} order by g.criado_em desc, g.id desc`,
  );
}
