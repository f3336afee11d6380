import type {
  TBandeiraCartao,
  TCartaoNovoBody,
  TEnderecoCep,
  TFormularioCartao,
  TTokenCartao,
  TTokenCartaoBody,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { TItemNome } from '@aprovei/shared/catalogo/catalogo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { pagamentoKeys } from './keys';

/** GET bandeira-cartao/listar: the brands, their prefixes, lengths and marks. */
export const bandeirasQueryOptions = () =>
  queryOptions({
    queryKey: pagamentoKeys.bandeiras(),
    queryFn: ({ signal }) => api.get<TBandeiraCartao[]>('bandeira-cartao/listar', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET consulta-cep/cep/{cep} (8 digits): the address, or an ApiError (404 for an unknown CEP). */
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

/**
 * The gateway's tokeniser, in Mercado Pago's shape (`POST /v1/card_tokens`); the sandbox serves it
 * at this path. The only request that ever carries a card number and CVV.
 */
export const CAMINHO_TOKENIZADOR = 'gateway-sandbox/v1/card_tokens';

/**
 * Hands the card's number, CVV and expiry to the gateway's tokeniser and answers the body our API
 * takes (POST cartao-credito, `cartao` of a purchase): the token in their place.
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
  try {
    const token = await api.post<TTokenCartao>(CAMINHO_TOKENIZADOR, body);
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
