import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ebook, ebookUsuario } from '../../db/schema/index.ts';
import { type DadosPessoais, nadaAApagar, secaoDoTitular } from '../../db/titular.ts';

/** What ebook holds about a person: the e-books she owns, kept on deletion (bought with paid orders). */
export function dadosPessoaisEbook(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'ebooks',
        ebookUsuario,
        {
          ebookId: ebookUsuario.ebookId,
          nome: sql<string>`(select ${ebook.nome} from ${ebook} where ${ebook.id} = ${ebookUsuario.ebookId})`,
          pedidoId: ebookUsuario.pedidoId,
          adquiridoEm: ebookUsuario.adquiridoEm,
        },
        [asc(ebookUsuario.adquiridoEm)],
      ),
    ],
    apagar: nadaAApagar,
  };
}
