import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preenchimentoCalculadora } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/** What calculadora holds about a person: her last valid filling of each calculator, erased on deletion. */
export function dadosPessoaisCalculadora(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'calculadorasCurriculo',
        preenchimentoCalculadora,
        {
          calculadoraId: preenchimentoCalculadora.calculadoraId,
          linhas: preenchimentoCalculadora.linhas,
          atualizadoEm: preenchimentoCalculadora.atualizadoEm,
        },
        [asc(preenchimentoCalculadora.calculadoraId)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(preenchimentoCalculadora).where(eq(preenchimentoCalculadora.usuarioId, id));
    },
  };
}
