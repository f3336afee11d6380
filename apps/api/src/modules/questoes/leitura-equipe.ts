import type { TItemDoRelato } from '@aprovei/shared/comentarios/relatos.schemas';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alternativa, questao } from '../../db/schema/index.ts';

/**
 * A question whole, as the staff read it (whatever its state): statement, alternatives with the key
 * and their explanations, the general explanation. Undefined when it does not exist.
 */
export async function questaoParaEquipe(
  db: DbOrTx,
  id: number,
): Promise<Extract<TItemDoRelato, { tipo: 'QUESTAO' }> | undefined> {
  const [q] = await db
    .select({
      id: questao.id,
      plataformaId: questao.plataformaId,
      numeroQuestao: questao.numeroQuestao,
      situacao: questao.situacao,
      enunciado: questao.enunciado,
      explicacao: questao.explicacao,
      somatoria: questao.questaoSomatoria,
      somaCorreta: questao.somaCorreta,
    })
    .from(questao)
    .where(eq(questao.id, id));
  if (!q) return undefined;
  const alternativas = await db
    .select({
      ordem: alternativa.ordem,
      enunciado: alternativa.enunciado,
      correta: alternativa.correta,
      explicacao: alternativa.explicacao,
    })
    .from(alternativa)
    .where(eq(alternativa.questaoId, id))
    .orderBy(asc(alternativa.ordem));
  return { tipo: 'QUESTAO', ...q, alternativas };
}
