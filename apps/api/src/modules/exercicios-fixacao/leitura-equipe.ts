import type { TItemDoRelato } from '@aprovei/shared/comentarios/relatos.schemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exercicio } from '../../db/schema/index.ts';

/** An exercise whole, as the staff read it (whatever its state); undefined when it does not exist. */
export async function exercicioParaEquipe(
  db: DbOrTx,
  id: number,
): Promise<Extract<TItemDoRelato, { tipo: 'EXERCICIO' }> | undefined> {
  const [x] = await db
    .select({
      id: exercicio.id,
      plataformaId: exercicio.plataformaId,
      numeroQuestao: exercicio.numeroQuestao,
      situacao: exercicio.situacao,
      contexto: exercicio.contexto,
      afirmativa: exercicio.afirmativa,
      certo: exercicio.certo,
      explicacao: exercicio.explicacao,
    })
    .from(exercicio)
    .where(eq(exercicio.id, id));
  return x && { tipo: 'EXERCICIO', ...x };
}
