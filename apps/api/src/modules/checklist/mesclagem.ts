import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checklistConteudo } from '../../db/schema/index.ts';

/**
 * The catalogue's merge of a duplicate content (`de`) into the one kept (`para`): each student's flags
 * and notes move to the content kept; a student with entries on both keeps every flag set on either and
 * both notes.
 */
export async function mesclarConteudoDoChecklist(tx: DbOrTx, de: number, para: number): Promise<void> {
  const d = sql.identifier('d');
  await tx
    .update(checklistConteudo)
    .set({
      estudoTeorico: sql`${checklistConteudo.estudoTeorico} or ${d}.estudo_teorico`,
      resolucaoQuestao: sql`${checklistConteudo.resolucaoQuestao} or ${d}.resolucao_questao`,
      revisao: sql`${checklistConteudo.revisao} or ${d}.revisao`,
      observacoes: sql`trim(concat_ws(E'\n', nullif(${checklistConteudo.observacoes}, ''), nullif(${d}.observacoes, '')))`,
    })
    .from(sql`${checklistConteudo} as ${d}`)
    .where(
      and(
        eq(checklistConteudo.conteudoId, para),
        sql`${d}.conteudo_id = ${de} and ${d}.checklist_id = ${checklistConteudo.checklistId}`,
      ),
    );
  await tx
    .delete(checklistConteudo)
    .where(
      and(
        eq(checklistConteudo.conteudoId, de),
        sql`${checklistConteudo.checklistId} in (select checklist_id from checklist_conteudo where conteudo_id = ${para})`,
      ),
    );
  await tx.update(checklistConteudo).set({ conteudoId: para }).where(eq(checklistConteudo.conteudoId, de));
}
