import { AppError } from '@aprovei/shared/errors';
import {
  type FormatoExportacao,
  IMPORTACAO_MAX_ITENS,
  MENSAGEM_IMPORTACAO_ITENS_DEMAIS,
  MENSAGEM_IMPORTACAO_VAZIA,
  type TipoImportacao,
} from '@aprovei/shared/importacao/importacao.rules';
import { ZDocumentoImportacao } from '@aprovei/shared/importacao/importacao.schemas';
import { type ItemLido, lerCsv } from './formato-csv.ts';

const invalido = (mensagem: string) => new AppError('VALIDACAO', mensagem);

function lerJson(tipo: TipoImportacao, texto: string): ItemLido[] {
  let documento: unknown;
  try {
    documento = JSON.parse(texto);
  } catch (error) {
    throw invalido(`JSON inválido: ${(error as Error).message}.`);
  }
  const r = ZDocumentoImportacao.safeParse(documento);
  if (!r.success) throw invalido(r.error.issues[0]!.message);
  if (r.data.tipo !== tipo)
    throw invalido(`O arquivo traz ${r.data.tipo}, mas a importação escolhida é de ${tipo}.`);
  if (r.data.itens.length > IMPORTACAO_MAX_ITENS)
    throw new AppError('ARQUIVO_GRANDE', MENSAGEM_IMPORTACAO_ITENS_DEMAIS);
  return r.data.itens.map((registro, i) => ({ item: i + 1, linha: null, registro, erros: [] }));
}

/**
 * The items of an uploaded file: JSON when it starts with `{`, CSV otherwise. A file that cannot be read
 * at all (not UTF-8, broken JSON or quotes, unknown columns) is a 400 naming why; past the item limit, 413.
 */
export function lerArquivo(
  tipo: TipoImportacao,
  bytes: Buffer,
): { formato: FormatoExportacao; itens: ItemLido[] } {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalido('O arquivo não está em UTF-8. Salve-o como CSV UTF-8 ou JSON.');
  }
  const formato: FormatoExportacao = texto.trimStart().startsWith('{') ? 'json' : 'csv';
  const itens = formato === 'json' ? lerJson(tipo, texto) : lerCsv(tipo, texto, IMPORTACAO_MAX_ITENS);
  if (itens.length > IMPORTACAO_MAX_ITENS)
    throw new AppError('ARQUIVO_GRANDE', MENSAGEM_IMPORTACAO_ITENS_DEMAIS);
  if (itens.length === 0) throw invalido(MENSAGEM_IMPORTACAO_VAZIA);
  return { formato, itens };
}
