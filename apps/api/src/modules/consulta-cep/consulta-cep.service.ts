import type { TEnderecoCep } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { TEXTOS_CARTAO_CREDITO } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { TItemNome, TMunicipio, TUf } from '@aprovei/shared/catalogo/catalogo.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { catalogoService } from '../catalogo/index.ts';
import { enderecoInformado } from './endereco-informado.ts';
import { criarEnderecoProvider, type EnderecoProvider } from './endereco-provider.ts';

export const CEP_NAO_ENCONTRADO = TEXTOS_CARTAO_CREDITO.cepNaoEncontrado;

const chave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * consulta-cep (spec doc 2 §7): the provider's address, with the município and UF of the IBGE list and
 * the street type of our TIPO_LOGRADOURO list (the street's first words). It is also what the card and
 * checkout services ask for the município and UF of an address they save (`resolver`, `salvarDoUsuario`).
 */
export function consultaCepService(db: Db, provider: EnderecoProvider) {
  const catalogo = catalogoService(db);

  /** The address of a CEP; null when unknown (or its city is not in the IBGE list); throws when down. */
  async function procurar(cep: string): Promise<TEnderecoCep | null> {
    const endereco = await provider.buscar(cep);
    if (!endereco) return null;
    const ufs = (await catalogo.listar('UF')) as TUf[];
    const uf = ufs.find((u) => u.sigla === endereco.uf.toUpperCase());
    const municipio = uf
      ? (catalogo.municipiosDaUf(uf.sigla) as TMunicipio[]).find(
          (m) => chave(m.nome) === chave(endereco.localidade),
        )
      : undefined;
    if (!uf || !municipio) return null;
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
      complemento: '',
      faixa: endereco.complemento,
      municipio,
      uf,
    };
  }

  const informado = enderecoInformado(db, {
    /** A provider that fails is a CEP not known now: the buyer fills the address by hand. */
    consultar: (cep) => procurar(cep).catch(() => null),
    municipiosDaUf: (sigla) => {
      try {
        return catalogo.municipiosDaUf(sigla) as TMunicipio[];
      } catch {
        return undefined; // not a UF
      }
    },
    tiposLogradouro: async () => (await catalogo.listar('TIPO_LOGRADOURO')) as TItemNome[],
  });

  return {
    /** GET consulta-cep/cep/{cep}: 404 for a CEP not known (fill by hand), 503 when the provider is down. */
    async buscar(cep: string): Promise<TEnderecoCep> {
      const endereco = await procurar(cep);
      if (!endereco) throw new AppError('NAO_ENCONTRADO', CEP_NAO_ENCONTRADO);
      return endereco;
    },
    ...informado,
  };
}
export type ConsultaCepService = ReturnType<typeof consultaCepService>;

/** The service over the provider CEP_PROVEDOR names (what other modules use). */
export function consultaCepDoAmbiente(db: Db, env: Env): ConsultaCepService {
  return consultaCepService(db, criarEnderecoProvider(env));
}
