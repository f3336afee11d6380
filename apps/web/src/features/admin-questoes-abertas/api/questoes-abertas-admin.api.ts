import type {
  TBuscaQuestoesAbertasAdmin,
  TQuestaoAbertaAdmin,
  TQuestaoAbertaCampos,
  TTemaAdmin,
} from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type IdNome = { id: number; nome: string };

const raiz = ['admin-questoes-abertas'] as const;
export const questoesAbertasAdminKeys = {
  all: raiz,
  lista: (f: Partial<TBuscaQuestoesAbertasAdmin>) => [...raiz, 'lista', f] as const,
  uma: (id: number) => [...raiz, 'uma', id] as const,
  temas: () => [...raiz, 'temas'] as const,
  professores: () => [...raiz, 'professores'] as const,
};

/** Fallbacks of the error dialogs (the server's message wins when there is one). */
export const ERRO_QUESTOES_ABERTAS_ADMIN = {
  salvar: 'Não foi possível salvar a questão!',
  arquivo: 'Erro ao carregar o PDF da questão.',
  tema: 'Não foi possível salvar o tema.',
  excluirTema: 'Não foi possível excluir o tema.',
  professores: 'Não foi possível salvar os professores do tema.',
} as const;

export const questoesAbertasAdminQueryOptions = (f: Partial<TBuscaQuestoesAbertasAdmin>) =>
  queryOptions({
    queryKey: questoesAbertasAdminKeys.lista(f),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TQuestaoAbertaAdmin[]; total: number }>(
        'admin/questoes-abertas',
        Object.fromEntries(
          Object.entries(f)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const questaoAbertaAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questoesAbertasAdminKeys.uma(id),
    queryFn: ({ signal }) => api.get<TQuestaoAbertaAdmin>(`admin/questoes-abertas/${id}`, undefined, signal),
  });

export const temasAdminQueryOptions = () =>
  queryOptions({
    queryKey: questoesAbertasAdminKeys.temas(),
    queryFn: ({ signal }) => api.get<TTemaAdmin[]>('admin/temas', undefined, signal),
  });

/** The product's teachers (admin only: who corrects which theme is the people area's). */
export const professoresAdminQueryOptions = () =>
  queryOptions({
    queryKey: questoesAbertasAdminKeys.professores(),
    queryFn: ({ signal }) => api.get<IdNome[]>('admin/temas/professores', undefined, signal),
    staleTime: 60_000,
  });

/** A new question: its fields, then its PDF, in one multipart body. */
export const cadastrarQuestaoAberta = (form: FormData) =>
  api.upload<TQuestaoAbertaAdmin>('admin/questoes-abertas', form, 'POST');
export const editarQuestaoAberta = (id: number, campos: TQuestaoAbertaCampos) =>
  api.put<TQuestaoAbertaAdmin>(`admin/questoes-abertas/${id}`, campos);
export function trocarPdfQuestaoAberta(id: number, pdf: File) {
  const form = new FormData();
  form.append('arquivo', pdf);
  return api.upload<TQuestaoAbertaAdmin>(`admin/questoes-abertas/${id}/arquivo`, form);
}
export const pdfQuestaoAberta = (id: number) => api.blob(`admin/questoes-abertas/${id}/arquivo`);

export const criarTema = (nome: string) => api.post<TTemaAdmin>('admin/temas', { nome });
export const renomearTema = (id: number, nome: string) => api.put<TTemaAdmin>(`admin/temas/${id}`, { nome });
export const excluirTema = (id: number) => api.delete<null>(`admin/temas/${id}`);
export const definirProfessores = (id: number, professores: number[]) =>
  api.put<TTemaAdmin>(`admin/temas/${id}/professores`, { professores });
