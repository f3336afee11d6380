import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preferenciaEstudo } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/** What itens-estudo holds about a person: her random-order settings, erased on deletion. */
export function dadosPessoaisItensEstudo(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(db, 'preferenciasEstudo', preferenciaEstudo, {
        questoesAleatorias: preferenciaEstudo.questoesAleatorias,
        exerciciosAleatorios: preferenciaEstudo.exerciciosAleatorios,
      }),
    ],
    async apagar(tx, { id }) {
      await tx.delete(preferenciaEstudo).where(eq(preferenciaEstudo.usuarioId, id));
    },
  };
}
