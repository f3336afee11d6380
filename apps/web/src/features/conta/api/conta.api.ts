import type {
  TAlterarSenhaBody,
  TAtualizarDadosBody,
  TCadastroBody,
  TCadastroResposta,
  TPerfil,
  TPerguntaUsuario,
} from '@aprovei/shared/conta/conta.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/session';
import { contaKeys } from './keys';

export const perfilQueryOptions = () =>
  queryOptions({
    queryKey: contaKeys.perfil(),
    queryFn: ({ signal }) => api.get<TPerfil>('conta/exibir-dados', undefined, signal),
  });

/** The questionnaire's fallbacks (spec doc 1 §8): its questions, and the sub-question an answer opens. */
export const ERRO_PERGUNTAS_USUARIO = 'Erro ao listar perguntas do usuário!. Tente novamente mais tarde.';
export const ERRO_INFORMACOES_NECESSARIAS =
  'Erro ao listar informações necessárias!. Tente novamente mais tarde.';

export const perguntasQueryOptions = () =>
  queryOptions({
    queryKey: contaKeys.perguntas(),
    queryFn: ({ signal }) =>
      api.get<TPerguntaUsuario[]>('pergunta-usuario/listar-perguntas', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The sub-question a SIM or NAO answer to question `id` opens (none: empty list). */
export const subPerguntaQueryOptions = (id: number, resposta: 'SIM' | 'NAO') =>
  queryOptions({
    queryKey: contaKeys.subPergunta(id, resposta),
    queryFn: ({ signal }) =>
      api.get<TPerguntaUsuario[]>(
        `pergunta-usuario/listar-sub-pergunta-${resposta === 'SIM' ? 'sim' : 'nao'}/${id}`,
        undefined,
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST conta/cadastrar; the new account is signed in at once. Answers where to go next. */
export async function cadastrar(body: TCadastroBody): Promise<string> {
  const resposta = await api.post<TCadastroResposta>('conta/cadastrar', body);
  saveTokens(resposta);
  return resposta.destino;
}

export const atualizarDados = (body: TAtualizarDadosBody) =>
  api.put<{ mensagem: string }>('conta/atualizar-dados', body);

export const gerarCodigoSenha = (cpf: string) =>
  api.post<{ mensagem: string }>('conta/gerar-codigo-recuperar-senha', { cpf });

export const alterarSenha = (body: TAlterarSenhaBody) =>
  api.put<{ mensagem: string }>('conta/alterar-senha', body);

/** GET conta/verifica-existencia-usuario with the token's own e-mail and CPF. */
export const existenciaUsuarioQueryOptions = (email: string, cpf: string) =>
  queryOptions({
    queryKey: contaKeys.existenciaUsuario(email, cpf),
    queryFn: ({ signal }) => api.get<boolean>('conta/verifica-existencia-usuario', { email, cpf }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** GET conta/verifica-usuario-existe/{cpf}: only whether an account has this CPF (ADR 011). */
export const verificarUsuarioExiste = (cpf: string) =>
  api.get<{ existe: boolean }>(`conta/verifica-usuario-existe/${cpf}`);
