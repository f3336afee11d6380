import {
  type TBandeiraCartao,
  type TCartaoNovoBody,
  type TEnderecoCep,
  TEXTOS_CARTAO_CREDITO,
  type TFormularioCartao,
  type TTokenCartao,
  type TTokenCartaoBody,
  type TTokenizador,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { TItemNome, TMunicipio, TUf } from '@aprovei/shared/catalogo/catalogo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { pagamentoKeys } from './keys';

/**
 * GET bandeira-cartao/listar: the brands, their prefixes, lengths and marks. No card form opens without
 * them, so a failure says so wherever a form asked (the account's cards, the checkout); asking again
 * (choosing the card payment again, 'Adicionar cartão') retries.
 */
export const bandeirasQueryOptions = () =>
  queryOptions({
    queryKey: pagamentoKeys.bandeiras(),
    queryFn: ({ signal }) => api.get<TBandeiraCartao[]>('bandeira-cartao/listar', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { erro: TEXTOS_CARTAO_CREDITO.erroBandeiras },
  });

/**
 * GET consulta-cep/cep/{cep} (8 digits): the address, or an ApiError: 400 for a malformed CEP, 404 for
 * one the lookup does not know and 503 when the provider is down (both: the buyer fills it by hand).
 */
export const cepQueryOptions = (cep: string) =>
  queryOptions({
    queryKey: pagamentoKeys.cep(cep),
    queryFn: ({ signal }) => api.get<TEnderecoCep>(`consulta-cep/cep/${cep}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** GET listar/TIPO_LOGRADOURO. */
export const tiposLogradouroQueryOptions = () =>
  queryOptions({
    queryKey: pagamentoKeys.tiposLogradouro(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('listar/TIPO_LOGRADOURO', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET listar/UF: the 27 UFs of the IBGE list (for an address the CEP lookup did not fill). */
export const ufsQueryOptions = () =>
  queryOptions({
    queryKey: pagamentoKeys.ufs(),
    queryFn: ({ signal }) => api.get<TUf[]>('listar/UF', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET listar-com-filtro/MUNICIPIO/uf.sigla/{sigla}: the IBGE municipalities of a UF. */
export const municipiosQueryOptions = (sigla: string) =>
  queryOptions({
    queryKey: pagamentoKeys.municipios(sigla),
    queryFn: ({ signal }) =>
      api.get<TMunicipio[]>(`listar-com-filtro/MUNICIPIO/uf.sigla/${sigla}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Hands the card's number, CVV and expiry to the gateway's tokeniser (in Mercado Pago's shape,
 * `POST /v1/card_tokens`; the sandbox serves the same shape) and answers the body our API takes
 * (POST cartao-credito, `cartao` of a purchase): the token in their place. The only request that
 * ever carries a card number and CVV.
 */
export async function tokenizarCartao(cartao: TFormularioCartao): Promise<TCartaoNovoBody> {
  const { numero, cvv, mesValidade, anoValidade, ...resto } = cartao;
  const ano = Number(anoValidade);
  const body: TTokenCartaoBody = {
    card_number: numero,
    security_code: cvv,
    expiration_month: Number(mesValidade),
    expiration_year: ano < 100 ? 2000 + ano : ano,
    cardholder: { name: cartao.nome, identification: { type: 'CPF', number: cartao.cpf } },
  };
  const { url } = await api.get<TTokenizador>('cartao-credito/tokenizador');
  try {
    const token = /^https?:\/\//.test(url)
      ? await postarNaOperadora(url, body)
      : await api.post<TTokenCartao>(url, body);
    return { ...resto, token: token.id };
  } catch (error) {
    throw comCamposDoFormulario(error);
  }
}

/** The tokeniser's field names, as the card form names them. */
const CAMPOS_TOKENIZADOR: Record<string, string> = {
  card_number: 'numero',
  security_code: 'cvv',
  expiration_month: 'mesValidade',
  expiration_year: 'mesValidade',
  'cardholder.name': 'nome',
  'cardholder.identification.number': 'cpf',
};

/** A tokeniser refusal whose field errors land on the card form's fields (applyServerErrors). */
function comCamposDoFormulario(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body as { errors?: { campo?: string; mensagem?: string }[] } | null;
  if (!Array.isArray(body?.errors)) return error;
  const errors = body.errors.map((e) => ({ ...e, campo: CAMPOS_TOKENIZADOR[e.campo ?? ''] ?? e.campo }));
  return new ApiError(error.status, { ...body, errors });
}

/** The gateway's own address (Mercado Pago): a plain request, without our tenant or session headers. */
async function postarNaOperadora(url: string, body: TTokenCartaoBody): Promise<TTokenCartao> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const resposta: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, resposta);
  return resposta as TTokenCartao;
}
