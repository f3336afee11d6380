import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alteracaoGabarito, preferenciaEstudo } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular, secaoPorColuna } from '../../db/titular.ts';

/**
 * What itens-estudo holds about a person: her random-order settings, erased on deletion, and the key
 * changes she made as an editor, which stay (with their reasons) without her account.
 */
export function dadosPessoaisItensEstudo(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(db, 'preferenciasEstudo', preferenciaEstudo, {
        questoesAleatorias: preferenciaEstudo.questoesAleatorias,
        exerciciosAleatorios: preferenciaEstudo.exerciciosAleatorios,
      }),
      secaoPorColuna(
        db,
        'alteracoesDeGabarito',
        alteracaoGabarito,
        alteracaoGabarito.autorId,
        {
          questaoId: alteracaoGabarito.questaoId,
          exercicioId: alteracaoGabarito.exercicioId,
          antes: alteracaoGabarito.antes,
          depois: alteracaoGabarito.depois,
          motivo: alteracaoGabarito.motivo,
          criadoEm: alteracaoGabarito.criadoEm,
        },
        [asc(alteracaoGabarito.criadoEm)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(preferenciaEstudo).where(eq(preferenciaEstudo.usuarioId, id));
      await tx.update(alteracaoGabarito).set({ autorId: null }).where(eq(alteracaoGabarito.autorId, id));
    },
  };
}
