import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enderecoUsuario } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/** What consulta-cep holds about a person: the address she gave at the checkout, erased on deletion. */
export function dadosPessoaisEndereco(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(db, 'endereco', enderecoUsuario, {
        cep: enderecoUsuario.cep,
        logradouro: enderecoUsuario.logradouro,
        numeroLogradouro: enderecoUsuario.numeroLogradouro,
        bairro: enderecoUsuario.bairro,
        complemento: enderecoUsuario.complemento,
        municipio: enderecoUsuario.municipio,
        uf: enderecoUsuario.uf,
      }),
    ],
    async apagar(tx, u) {
      await tx.delete(enderecoUsuario).where(eq(enderecoUsuario.usuarioId, u.id));
    },
  };
}
