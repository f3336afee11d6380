import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';

/**
 * A report's rows as a CSV download: the JSON rows' fields as the header, one line per row, values as the
 * JSON answers them (money in centavos), UTF-8 with a BOM so spreadsheets read the accents.
 */
export function enviarCsv(reply: FastifyReply, nome: string, linhas: readonly object[], colunas: string[]) {
  const corpo = stringify(
    linhas.map((l) => l as Record<string, unknown>),
    { header: true, columns: colunas, bom: true, cast: { boolean: (v) => (v ? 'sim' : 'não') } },
  );
  return enviarArquivo(
    reply,
    { tipo: 'text/csv; charset=utf-8', nome: `${nome}.csv`, corpo: Buffer.from(corpo, 'utf8') },
    { disposicao: 'attachment' },
  );
}
