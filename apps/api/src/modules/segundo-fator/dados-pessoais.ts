import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codigoRecuperacao, desafioSegundoFator, segundoFator } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';
import { segundoFatorRepository } from './segundo-fator.repository.ts';

/**
 * What segundo-fator holds about a person (LGPD export and erasure): when the two-step sign-in was set
 * up, when her recovery codes and sign-in challenges were used. Never the secret, the codes or their hashes.
 */
export function dadosPessoaisSegundoFator(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(db, 'verificacaoDuasEtapas', segundoFator, {
        configuradaEm: segundoFator.criadoEm,
        ativadaEm: segundoFator.ativadoEm,
      }),
      secaoDoTitular(db, 'codigosRecuperacao', codigoRecuperacao, { usadoEm: codigoRecuperacao.usadoEm }, [
        asc(codigoRecuperacao.id),
      ]),
      secaoDoTitular(
        db,
        'desafiosEntrada',
        desafioSegundoFator,
        { expiraEm: desafioSegundoFator.expiraEm, usadoEm: desafioSegundoFator.usadoEm },
        [asc(desafioSegundoFator.expiraEm)],
      ),
    ],
    async apagar(tx, u) {
      await segundoFatorRepository(tx).remover(u.id);
    },
  };
}
