import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { politicaAceite, politicaVersao } from '../../db/schema/index.ts';
import type { DadosPessoais } from '../../db/titular.ts';

/** What politica holds about a person: the versions of the legal texts she accepted, erased on deletion. */
export function dadosPessoaisPolitica(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'politica_aceite',
        secao: 'aceitesTextosLegais',
        ler: (u) =>
          db
            .select({
              texto: politicaVersao.tipo,
              versao: politicaVersao.versao,
              aceitoEm: politicaAceite.aceitoEm,
            })
            .from(politicaAceite)
            .innerJoin(politicaVersao, eq(politicaVersao.id, politicaAceite.versaoId))
            .where(eq(politicaAceite.usuarioId, u.id))
            .orderBy(asc(politicaAceite.aceitoEm), asc(politicaVersao.tipo)),
      },
    ],
    async apagar(tx, { id }) {
      await tx.delete(politicaAceite).where(eq(politicaAceite.usuarioId, id));
    },
  };
}
