import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartaoCredito } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What cartao-credito holds about a person: her saved cards (never a number or CVV: the gateway's
 * token). The deletion erases our rows; the cards at the gateway go first, before the transaction
 * (`excluirTodosNoGateway`).
 */
export function dadosPessoaisCartoes(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'cartoesCredito',
        cartaoCredito,
        {
          apelido: cartaoCredito.apelido,
          bandeira: cartaoCredito.bandeira,
          ultimosQuatroDigitos: cartaoCredito.ultimosQuatroDigitos,
          mesValidade: cartaoCredito.mesValidade,
          anoValidade: cartaoCredito.anoValidade,
          nomeTitular: cartaoCredito.nomeTitular,
          cpfTitular: cartaoCredito.cpfTitular,
          cep: cartaoCredito.cep,
          logradouro: cartaoCredito.logradouro,
          numeroLogradouro: cartaoCredito.numeroLogradouro,
          bairro: cartaoCredito.bairro,
          complemento: cartaoCredito.complemento,
          municipio: cartaoCredito.municipioNome,
          uf: cartaoCredito.siglaEstado,
          principal: cartaoCredito.principal,
          secundario: cartaoCredito.secundario,
          criadoEm: cartaoCredito.criadoEm,
        },
        [asc(cartaoCredito.criadoEm)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(cartaoCredito).where(eq(cartaoCredito.usuarioId, id));
    },
  };
}
