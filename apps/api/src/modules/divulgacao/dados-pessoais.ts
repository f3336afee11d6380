import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { divulgacao, divulgacaoVista } from '../../db/schema/index.ts';
import type { DadosPessoais } from '../../db/titular.ts';

/** What divulgacao holds about a person: the popups she dismissed, erased on deletion. */
export function dadosPessoaisDivulgacao(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'divulgacao_vista',
        secao: 'divulgacoesVistas',
        ler: (u) =>
          db
            .select({ titulo: divulgacao.tituloTexto, vistaEm: divulgacaoVista.vistaEm })
            .from(divulgacaoVista)
            .innerJoin(divulgacao, eq(divulgacao.id, divulgacaoVista.divulgacaoId))
            .where(eq(divulgacaoVista.usuarioId, u.id))
            .orderBy(asc(divulgacaoVista.vistaEm)),
      },
    ],
    async apagar(tx, { id }) {
      await tx.delete(divulgacaoVista).where(eq(divulgacaoVista.usuarioId, id));
    },
  };
}
