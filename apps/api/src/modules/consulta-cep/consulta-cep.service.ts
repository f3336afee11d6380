import type { TEnderecoCep } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { TItemNome, TMunicipio, TUf } from '@aprovei/shared/catalogo/catalogo.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { catalogoService } from '../catalogo/catalogo.service.ts';
import { criarEnderecoProvider, type EnderecoProvider } from './endereco-provider.ts';

export const CEP_NAO_ENCONTRADO = 'CEP não encontrado.';

const chave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * consulta-cep (spec doc 2 §7): the provider's address, with the município and UF of the IBGE list and
 * the street type of our TIPO_LOGRADOURO list (the street's first words). It is also what the card
 * service asks for the município and UF of a saved address: they never come from the client.
 */
export function consultaCepService(db: Db, provider: EnderecoProvider) {
  const catalogo = catalogoService(db);
  return {
    async buscar(cep: string): Promise<TEnderecoCep> {
      const endereco = await provider.buscar(cep);
      if (!endereco) throw new AppError('NAO_ENCONTRADO', CEP_NAO_ENCONTRADO);
      const ufs = (await catalogo.listar('UF')) as TUf[];
      const uf = ufs.find((u) => u.sigla === endereco.uf.toUpperCase());
      const municipio = uf
        ? (catalogo.municipiosDaUf(uf.sigla) as TMunicipio[]).find(
            (m) => chave(m.nome) === chave(endereco.localidade),
          )
        : undefined;
      if (!uf || !municipio) throw new AppError('NAO_ENCONTRADO', CEP_NAO_ENCONTRADO);
      const tipos = (await catalogo.listar('TIPO_LOGRADOURO')) as TItemNome[];
      const rua = chave(endereco.logradouro);
      const tipoLogradouro =
        tipos
          .filter((t) => rua === chave(t.nome) || rua.startsWith(`${chave(t.nome)} `))
          .sort((a, b) => b.nome.length - a.nome.length)[0] ?? null;
      return {
        cep,
        tipoLogradouro,
        logradouro: endereco.logradouro,
        bairro: endereco.bairro,
        complemento: endereco.complemento,
        municipio,
        uf,
      };
    },
  };
}
export type ConsultaCepService = ReturnType<typeof consultaCepService>;

/** The service over the provider CEP_PROVEDOR names (what other modules use). */
export function consultaCepDoAmbiente(db: Db, env: Env): ConsultaCepService {
  return consultaCepService(db, criarEnderecoProvider(env));
}
