import type { TCadastroResposta } from '@aprovei/shared/conta/conta.schemas';
import type {
  Provedor,
  TCadastroExternoBody,
  TIdentidadesResposta,
  TInicioResposta,
  TProvedoresResposta,
  TRetornoResposta,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import type {
  TDesafioSegundoFator,
  TRespostaEntrada,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Session, saveTokens } from '../../../lib/session';

const raiz = ['identidade-externa'] as const;
export const identidadeExternaKeys = {
  raiz,
  provedores: () => [...raiz, 'provedores'] as const,
  identidades: () => [...raiz, 'identidades'] as const,
};

/** The providers this product has settings for (none: no button). */
export const provedoresQueryOptions = () =>
  queryOptions({
    queryKey: identidadeExternaKeys.provedores(),
    queryFn: ({ signal }) => api.get<TProvedoresResposta>('auth/externo/provedores', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const identidadesQueryOptions = () =>
  queryOptions({
    queryKey: identidadeExternaKeys.identidades(),
    queryFn: ({ signal }) => api.get<TIdentidadesResposta>('auth/externo/identidades', undefined, signal),
  });

export type Intencao = 'entrar' | 'vincular';

/** What this tab keeps while it is at the provider: the key that binds the return to it, and where to go. */
interface Pendente {
  chave: string;
  intencao: Intencao;
  retorno: string | null;
}

const chavePendente = (provedor: Provedor) => `aprovei:entrada-externa:${provedor}`;

function lerPendente(provedor: Provedor): Pendente | null {
  try {
    const texto = window.sessionStorage.getItem(chavePendente(provedor));
    window.sessionStorage.removeItem(chavePendente(provedor));
    return texto ? (JSON.parse(texto) as Pendente) : null;
  } catch {
    return null;
  }
}

/** Goes to the provider (the page leaves). */
export async function iniciarEntradaExterna(
  provedor: Provedor,
  intencao: Intencao,
  retorno: string | null = null,
): Promise<void> {
  const { url, chave } = await api.post<TInicioResposta>(`auth/externo/${provedor}/inicio`, {
    intencao,
    retorno,
  });
  const pendente: Pendente = { chave, intencao, retorno };
  try {
    window.sessionStorage.setItem(chavePendente(provedor), JSON.stringify(pendente));
  } catch {
    // Without the key the return is refused with a clear message: the person tries again.
  }
  window.location.assign(url);
}

export type Retorno = { resposta: TRetornoResposta; intencao: Intencao; retorno: string | null };

/** The browser is back from the provider: the API finishes the sign-in (tokens never travel in the URL). */
export async function concluirEntradaExterna(provedor: Provedor, parametros: string): Promise<Retorno> {
  const pendente = lerPendente(provedor);
  const resposta = await api.post<TRetornoResposta>(`auth/externo/${provedor}/retorno`, {
    parametros,
    chave: pendente?.chave ?? '',
  });
  if (resposta.resultado === 'sessao') saveTokens(resposta);
  const doServidor =
    resposta.resultado === 'sessao' || resposta.resultado === 'segundo_fator' ? resposta.retorno : null;
  return { resposta, intencao: pendente?.intencao ?? 'entrar', retorno: pendente?.retorno ?? doServidor };
}

/** The newcomer's registration; she is signed in at once. Answers where to go next. */
export async function cadastrarExterno(body: TCadastroExternoBody): Promise<string> {
  const resposta = await api.post<TCadastroResposta>('auth/externo/cadastrar', body);
  saveTokens(resposta);
  return resposta.destino;
}

/** The owner confirmed with her password: signed in, or on to the second step when she has it on. */
export async function confirmarVinculo(
  ticket: string,
  senha: string,
): Promise<Session | TDesafioSegundoFator> {
  const resposta = await api.post<TRespostaEntrada>('auth/externo/confirmar', { ticket, senha });
  return 'desafio' in resposta ? resposta : saveTokens(resposta);
}

export const desvincular = (provedor: Provedor) =>
  api.delete<{ mensagem: string }>(`auth/externo/identidades/${provedor}`);
