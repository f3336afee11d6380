import type { TipoImportacao } from '@aprovei/shared/importacao/importacao.rules';
import type {
  TFiltroExportacaoQuery,
  TResultadoImportacao,
  TSimulacaoImportacao,
} from '@aprovei/shared/importacao/importacao.schemas';
import { api, apiRequest } from '../../../lib/api-client';

const formulario = (arquivo: File) => {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return form;
};

/** Checks a file without writing anything: every item's problems. */
export const simularImportacao = (tipo: TipoImportacao, arquivo: File) =>
  apiRequest<TSimulacaoImportacao>(`admin/importacao/${tipo}/simulacao`, {
    method: 'POST',
    body: formulario(arquivo),
  });

/** Imports the whole file or nothing (400 with `erros` when any item is wrong). */
export const importarArquivo = (tipo: TipoImportacao, arquivo: File) =>
  apiRequest<TResultadoImportacao>(`admin/importacao/${tipo}`, { method: 'POST', body: formulario(arquivo) });

/** The filtered items as a file, in the import's format. */
export function exportarItens(tipo: TipoImportacao, filtro: TFiltroExportacaoQuery): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [nome, valor] of Object.entries(filtro)) {
    const texto = Array.isArray(valor) ? valor.join(',') : valor === undefined ? '' : String(valor);
    if (texto !== '') params.set(nome, texto);
  }
  return api.blob(`admin/exportacao/${tipo}?${params.toString()}`);
}
