import type { TItemNome } from '@aprovei/shared/catalogo/catalogo.schemas';
import { MENSAGEM_ERRO_ARQUIVO } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import type {
  TContadorQuestaoAberta,
  TCorrecaoCampos,
  TEnvioResposta,
  TFilaCorrecao,
  TFiltroQuestoesAbertaInput,
  TListaQuestoesAberta,
  TPaginaCorrigidas,
  TProfessores,
  TSituacaoQuestaoAberta,
  TTitulos,
} from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import type { TPaginaQuestoesAbertasAdmin } from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import type { TOrdenacao } from '@aprovei/shared/questoes/questoes.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { questaoAbertaKeys } from './keys';

/** Fallbacks of the screens (spec doc 3 §8 "Open questions"; the listing's and the queue's are ours). */
export const ERRO_QUESTAO_ABERTA = {
  lista: 'Erro ao listar questões abertas. Tente novamente mais tarde.',
  ordenacao: 'Erro ao carregar randomização de questões',
  temas: 'Erro ao buscar temas existentes! Tente novamente mais tarde.',
  professores: 'Erro ao buscar professores existentes! Tente novamente mais tarde.',
  arquivo: 'Erro ao carregar o arquivo. Tente novamente mais tarde.',
  fila: 'Erro ao carregar a fila de correção. Tente novamente mais tarde.',
  corrigidas: 'Erro ao carregar as respostas corrigidas. Tente novamente mais tarde.',
  dosMeusTemas: 'Erro ao carregar as questões dos seus temas. Tente novamente mais tarde.',
  corrigir: 'Não foi possível enviar a correção. Tente novamente mais tarde.',
} as const;

/**
 * The fallback of a failed upload: 'Erro ao enviar arquivo' when the file did not reach the API (no
 * answer at all, or a proxy's 413 for its size), else the screen's own (`doServidor`). A message the
 * API sends is shown instead of either (showApiError).
 */
export function fallbackDoEnvio(error: unknown, doServidor: string): string {
  return !(error instanceof ApiError) || error.status === 413 ? MENSAGEM_ERRO_ARQUIVO : doServidor;
}

export const listaQueryOptions = (filtro: TFiltroQuestoesAbertaInput) =>
  queryOptions({
    queryKey: questaoAbertaKeys.lista(filtro),
    queryFn: ({ signal }) =>
      api.get<TListaQuestoesAberta>(
        'questoes/listar-questoes-aberta',
        filtro as Record<string, string | undefined>,
        signal,
      ),
    retry: false,
    placeholderData: (anterior) => anterior,
  });

/** Titles containing the typed text (busca-titulo): the title filter's suggestions. */
export const titulosQueryOptions = (titulo: string) =>
  queryOptions({
    queryKey: questaoAbertaKeys.titulos(titulo),
    queryFn: ({ signal }) => api.get<TTitulos>('questao-aberta/busca-titulo', { titulo }, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The random-order setting of the list (questoes/randomizar-questao-aberta). */
export const ordenacaoQueryOptions = () =>
  queryOptions({
    queryKey: questaoAbertaKeys.ordenacao(),
    queryFn: ({ signal }) => api.get<TOrdenacao>('questoes/randomizar-questao-aberta', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const salvarOrdenacao = (aleatoria: boolean) =>
  api.put<TOrdenacao>('questoes/randomizar-questao-aberta', { aleatoria });

export const contadorQueryOptions = () =>
  queryOptions({
    queryKey: questaoAbertaKeys.contador(),
    queryFn: ({ signal }) =>
      api.get<TContadorQuestaoAberta>('questao-aberta/contador/respondidas-disponiveis', undefined, signal),
    retry: false,
  });

export const situacaoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questaoAbertaKeys.situacao(id),
    queryFn: ({ signal }) =>
      api.get<TSituacaoQuestaoAberta>(`questao-aberta/carregar-situacao/${id}`, undefined, signal),
    retry: false,
  });

export const temasQueryOptions = () =>
  queryOptions({
    queryKey: questaoAbertaKeys.temas(),
    queryFn: ({ signal }) => api.get<TItemNome[]>('listar/TEMA_QUESTAO_ABERTA', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const professoresQueryOptions = () =>
  queryOptions({
    queryKey: questaoAbertaKeys.professores(),
    queryFn: ({ signal }) => api.get<TProfessores>('professor/busca-professor', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const arquivoQuestao = (id: number) => api.blob(`questao-aberta/carregar-arquivo-questao/${id}`);
export const arquivoCorrecao = (id: number) => api.blob(`questao-aberta/carregar-resposta/${id}`);

/** Sends the answer: the fields first, then the file (the API reads them in that order). */
export function enviarResposta(id: number, arquivo: File, idProfessor: number | null, reenviar: boolean) {
  const form = new FormData();
  if (idProfessor !== null) form.append('idProfessor', String(idProfessor));
  if (reenviar) form.append('reenviar', 'true');
  form.append('arquivo', arquivo);
  return api.upload<TEnvioResposta>(`questao-aberta/${id}`, form);
}

// ─── The teacher's side ────────────────────────────────────────────────────────────────────────

export const filaQueryOptions = () =>
  queryOptions({
    queryKey: questaoAbertaKeys.fila(),
    queryFn: ({ signal }) => api.get<TFilaCorrecao>('professor/correcoes', undefined, signal),
    retry: false,
  });

/** The answers the teacher already corrected, newest first (a page of 10). */
export const corrigidasQueryOptions = (page: number) =>
  queryOptions({
    queryKey: questaoAbertaKeys.corrigidas(page),
    queryFn: ({ signal }) =>
      api.get<TPaginaCorrigidas>('professor/correcoes/corrigidas', { page, size: 10 }, signal),
    retry: false,
  });

/** The open questions of the themes the teacher corrects (all of them when she has none), a page of 10. */
export const dosMeusTemasQueryOptions = (pagina: number) =>
  queryOptions({
    queryKey: questaoAbertaKeys.dosMeusTemas(pagina),
    queryFn: ({ signal }) =>
      api.get<TPaginaQuestoesAbertasAdmin>(
        'admin/correcao/questoes-abertas',
        { pagina, porPagina: 10, ordem: 'tema', direcao: 'asc' },
        signal,
      ),
    retry: false,
    placeholderData: (anterior) => anterior,
  });

export const arquivoQuestaoDoTema = (id: number) => api.blob(`admin/correcao/questoes-abertas/${id}/arquivo`);

export const arquivoResposta = (idResposta: number) => api.blob(`professor/correcoes/${idResposta}/arquivo`);

export function enviarCorrecao(idResposta: number, campos: TCorrecaoCampos, arquivo: File) {
  const form = new FormData();
  form.append('comentario', campos.comentario);
  form.append('nota', String(campos.nota));
  form.append('arquivo', arquivo);
  return api.upload<{ mensagem: string }>(`professor/correcoes/${idResposta}`, form);
}
