import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mensagemSuporte, respostaSuporte } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular, secaoPorColuna } from '../../db/titular.ts';

/**
 * What suporte holds about a person: her messages, erased on deletion (with the replies to them) — only
 * her own: another student may have typed this address in theirs; and, for staff, the replies she wrote
 * and the messages she closed, which stay without her name or account.
 */
export function dadosPessoaisSuporte(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'mensagensSuporte',
        mensagemSuporte,
        {
          email: mensagemSuporte.email,
          assunto: mensagemSuporte.assunto,
          mensagem: mensagemSuporte.mensagem,
          criadoEm: mensagemSuporte.criadoEm,
          enviadaEm: mensagemSuporte.enviadaEm,
        },
        [asc(mensagemSuporte.criadoEm)],
      ),
      secaoPorColuna(
        db,
        'respostasSuporteEscritas',
        respostaSuporte,
        respostaSuporte.autorId,
        {
          mensagemId: respostaSuporte.mensagemId,
          texto: respostaSuporte.texto,
          criadoEm: respostaSuporte.criadoEm,
        },
        [asc(respostaSuporte.criadoEm)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(mensagemSuporte).where(eq(mensagemSuporte.usuarioId, id));
      await tx
        .update(respostaSuporte)
        .set({ autorId: null, autorNome: 'Equipe Aprovei' })
        .where(eq(respostaSuporte.autorId, id));
      await tx
        .update(mensagemSuporte)
        .set({ encerradaPorId: null })
        .where(eq(mensagemSuporte.encerradaPorId, id));
    },
  };
}
