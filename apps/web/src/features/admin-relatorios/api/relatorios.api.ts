import type {
  TBuscaQuestoesDificeis,
  TLinhaQuestaoDificil,
  TRelatorioAssinaturas,
  TRelatorioCupons,
  TRelatorioRespostas,
  TRelatorioSimulados,
  TRelatorioVendas,
} from '@aprovei/shared/relatorios/relatorios.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The period filters as the URL holds them (empty: the API's default, the last 30 days by day). */
export interface FiltroPeriodo {
  de?: string;
  ate?: string;
  agrupar?: string;
}

export interface Relatorios {
  vendas: TRelatorioVendas;
  assinaturas: TRelatorioAssinaturas;
  cupons: TRelatorioCupons;
  respostas: TRelatorioRespostas;
  simulados: TRelatorioSimulados;
}
export type NomeRelatorio = keyof Relatorios;

/** Query parameters without the unset ones. */
const consulta = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const relatoriosKeys = {
  all: ['relatorios'] as const,
  periodo: (nome: NomeRelatorio, f: FiltroPeriodo) => [...relatoriosKeys.all, nome, f] as const,
  questoesDificeis: (f: Partial<TBuscaQuestoesDificeis>) =>
    [...relatoriosKeys.all, 'questoes-dificeis', f] as const,
};

export const relatorioQueryOptions = <N extends NomeRelatorio>(nome: N, f: FiltroPeriodo) =>
  queryOptions({
    queryKey: relatoriosKeys.periodo(nome, f),
    queryFn: ({ signal }) => api.get<Relatorios[N]>(`admin/relatorios/${nome}`, consulta(f), signal),
    placeholderData: keepPreviousData,
  });

export const questoesDificeisQueryOptions = (f: Partial<TBuscaQuestoesDificeis>) =>
  queryOptions({
    queryKey: relatoriosKeys.questoesDificeis(f),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TLinhaQuestaoDificil[]; total: number; atualizadoEm: string | null }>(
        'admin/relatorios/questoes-dificeis',
        consulta(f),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The same report's rows as a CSV file. */
export const relatorioCsv = (caminho: string, f: object) =>
  api.blob(`admin/relatorios/${caminho}?${new URLSearchParams({ ...consulta(f), formato: 'csv' })}`);
