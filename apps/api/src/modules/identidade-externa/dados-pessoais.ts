import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entradaExterna, identidadeExterna } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * The Google and Facebook accounts linked to the person (never a provider's token: none is kept), and
 * her pending sign-ins. The deletion removes both.
 */
export function dadosPessoaisIdentidadeExterna(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'identidadesExternas',
        identidadeExterna,
        {
          provedor: identidadeExterna.provedor,
          email: identidadeExterna.email,
          vinculadaEm: identidadeExterna.criadoEm,
        },
        [asc(identidadeExterna.criadoEm)],
      ),
      secaoDoTitular(
        db,
        'entradasExternasPendentes',
        entradaExterna,
        { provedor: entradaExterna.provedor, expiraEm: entradaExterna.expiraEm },
        [asc(entradaExterna.expiraEm)],
      ),
    ],
    async apagar(tx, u) {
      await tx.delete(identidadeExterna).where(eq(identidadeExterna.usuarioId, u.id));
      await tx.delete(entradaExterna).where(eq(entradaExterna.usuarioId, u.id));
    },
  };
}
