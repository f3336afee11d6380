import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emoji, reacao } from '../../db/schema/index.ts';
import type { DadosPessoais } from '../../db/titular.ts';
import { comentariosQueSaemComOAutor } from '../comentarios/index.ts';

/**
 * What reacoes holds about a person: her reactions. The deletion erases them, and the reactions of
 * others to her comments that leave with her (asked of comentarios before its own section runs: this
 * section comes first in the privacy list).
 */
export function dadosPessoaisReacoes(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'reacao',
        secao: 'reacoes',
        ler: (u) =>
          db
            .select({
              localReacao: reacao.localReacao,
              alvoId: reacao.alvoId,
              emoji: emoji.simbolo,
              criadoEm: reacao.criadoEm,
            })
            .from(reacao)
            .innerJoin(emoji, eq(emoji.id, reacao.emojiId))
            .where(eq(reacao.usuarioId, u.id))
            .orderBy(asc(reacao.criadoEm), asc(reacao.id)),
      },
    ],
    async apagar(tx, { id }) {
      await tx.delete(reacao).where(eq(reacao.usuarioId, id));
      const comentarios = await comentariosQueSaemComOAutor(tx, id);
      if (comentarios.length > 0)
        await tx
          .delete(reacao)
          .where(
            and(
              inArray(reacao.localReacao, ['COMENTARIO', 'COMENTARIO_EXERCICIO_FIXACAO']),
              inArray(reacao.alvoId, comentarios),
            ),
          );
    },
  };
}
