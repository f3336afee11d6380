import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  pacoteQuestaoAberta,
  preferenciaQuestaoAberta,
  respostaQuestaoAberta,
} from '../../db/schema/index.ts';

/** What the open questions hold about a person, for the account's export and erasure (LGPD). */
export function dadosPessoaisRepository(db: DbOrTx) {
  return {
    /** Every answer of the user with its files' metadata (LGPD export). */
    respostasDoUsuario(usuarioId: number) {
      return rows<
        Record<string, unknown> & {
          arquivoChave: string;
          correcaoChave: string | null;
          questaoAbertaId: number;
        }
      >(
        db,
        sql`select r.questao_aberta_id as "questaoAbertaId", q.titulo, r.situacao, r.enviada_em as "enviadaEm",
                   r.arquivo_nome as "arquivoNome", r.arquivo_tipo as "arquivoTipo",
                   r.arquivo_bytes as "arquivoBytes", r.arquivo_chave as "arquivoChave",
                   r.corrigida_em as "corrigidaEm", r.comentario, r.nota_decimos / 10.0 as nota,
                   r.correcao_nome as "correcaoNome", r.correcao_tipo as "correcaoTipo",
                   r.correcao_bytes as "correcaoBytes", r.correcao_chave as "correcaoChave"
              from resposta_questao_aberta r join questao_aberta q on q.id = r.questao_aberta_id
             where r.usuario_id = ${usuarioId} order by r.enviada_em, r.id`,
      );
    },

    /** Erases the user's answers, packs and setting; answers the storage keys of their files. */
    async apagarDoUsuario(usuarioId: number): Promise<string[]> {
      const apagadas = await db
        .delete(respostaQuestaoAberta)
        .where(eq(respostaQuestaoAberta.usuarioId, usuarioId))
        .returning({
          arquivo: respostaQuestaoAberta.arquivoChave,
          correcao: respostaQuestaoAberta.correcaoChave,
        });
      await db.delete(pacoteQuestaoAberta).where(eq(pacoteQuestaoAberta.usuarioId, usuarioId));
      await db.delete(preferenciaQuestaoAberta).where(eq(preferenciaQuestaoAberta.usuarioId, usuarioId));
      return apagadas.flatMap((r) => (r.correcao ? [r.arquivo, r.correcao] : [r.arquivo]));
    },
  };
}
