import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mensagemSuporte } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What suporte holds about a person: her messages, erased on deletion — only her own: another student
 * may have typed this address in theirs.
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
    ],
    async apagar(tx, { id }) {
      await tx.delete(mensagemSuporte).where(eq(mensagemSuporte.usuarioId, id));
    },
  };
}
