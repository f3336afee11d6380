import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comentario, comentarioResposta } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

export const TEXTO_COMENTARIO_REMOVIDO = '[comentário removido a pedido do autor]';

/** The person's comments no other student replied to: the deletion removes these (reacoes asks first). */
const semRespostaDeOutros = (db: DbOrTx, usuarioId: number) =>
  and(
    eq(comentario.usuarioId, usuarioId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(comentarioResposta)
        .where(
          and(
            eq(comentarioResposta.comentarioId, comentario.id),
            ne(comentarioResposta.usuarioId, usuarioId),
          ),
        ),
    ),
  );

/** The ids of the comments the deletion of `usuarioId` removes (their reactions go with them). */
export async function comentariosQueSaemComOAutor(db: DbOrTx, usuarioId: number): Promise<number[]> {
  const rows = await db
    .select({ id: comentario.id })
    .from(comentario)
    .where(semRespostaDeOutros(db, usuarioId));
  return rows.map((r) => r.id);
}

/**
 * What comentarios holds about a person: her comments and replies. The deletion erases her replies and
 * her comments, except those other students replied to, which keep their place in the thread with the
 * text removed (the author shown as the anonymised name).
 */
export function dadosPessoaisComentarios(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'comentarios',
        comentario,
        {
          id: comentario.id,
          questaoId: comentario.questaoId,
          exercicioId: comentario.exercicioId,
          tipo: comentario.tipo,
          texto: comentario.texto,
          criadoEm: comentario.criadoEm,
        },
        [asc(comentario.criadoEm), asc(comentario.id)],
      ),
      secaoDoTitular(
        db,
        'respostasComentarios',
        comentarioResposta,
        {
          comentarioId: comentarioResposta.comentarioId,
          texto: comentarioResposta.texto,
          criadoEm: comentarioResposta.criadoEm,
        },
        [asc(comentarioResposta.criadoEm), asc(comentarioResposta.id)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(comentarioResposta).where(eq(comentarioResposta.usuarioId, id));
      await tx.delete(comentario).where(semRespostaDeOutros(tx, id));
      await tx
        .update(comentario)
        .set({ texto: TEXTO_COMENTARIO_REMOVIDO })
        .where(eq(comentario.usuarioId, id));
    },
  };
}
