import { AppError } from '@aprovei/shared/errors';
import {
  ALTERNATIVAS_MINIMAS_CSV,
  COLUNAS_EXERCICIO,
  COLUNAS_QUESTAO_FIM,
  COLUNAS_QUESTAO_INICIO,
  colunaAlternativa,
  colunaExplicacao,
  LETRAS,
  listaDaCelula,
  SEPARADOR_LISTA,
  simOuNao,
  type TipoImportacao,
} from '@aprovei/shared/importacao/importacao.rules';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The CSV format (RFC 4180, docs/importacao.md): one row per item under a header naming the columns
 * (any order, case ignored), `;` or `,` as the separator (the header's tells which), UTF-8 with or
 * without BOM. Cells are read into the JSON format's shape, so both formats meet the same checks.
 */

/** One item of a file before its checks: its position, its CSV line, its JSON shape and its problems so far. */
export interface ItemLido {
  item: number;
  linha: number | null;
  registro: unknown;
  erros: { campo: string; mensagem: string }[];
}

const MENSAGENS_CSV: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'aspas abertas e não fechadas',
  CSV_INVALID_CLOSING_QUOTE: 'aspas no meio de um campo (use "" para aspas dentro do texto)',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'texto depois das aspas que fecham o campo',
};

function colunasDe(tipo: TipoImportacao): string[] {
  if (tipo === 'exercicios') return [...COLUNAS_EXERCICIO];
  const alternativas = [...LETRAS].flatMap((_, p) => [colunaAlternativa(p), colunaExplicacao(p)]);
  return [...COLUNAS_QUESTAO_INICIO, ...alternativas, ...COLUNAS_QUESTAO_FIM];
}
const OBRIGATORIAS: Record<TipoImportacao, string[]> = {
  questoes: ['plataforma', 'materias', 'instituicao', 'ano', 'enunciado', 'alternativa_a', 'explicacao'],
  exercicios: ['plataforma', 'materias', 'instituicao', 'ano', 'afirmativa', 'gabarito', 'explicacao'],
};

/** The separator the header uses: the header's names hold neither. */
function separadorDe(texto: string): ';' | ',' {
  const cabecalho = texto.slice(0, texto.search(/\r?\n|$/));
  return (cabecalho.match(/;/g)?.length ?? 0) > (cabecalho.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** A catalogue reference in a cell: digits are an id, anything else a name; empty is missing. */
const referencia = (celula: string) => {
  const v = celula.trim();
  if (v === '') return undefined;
  return /^\d{1,9}$/.test(v) ? Number(v) : v;
};
/** A whole number in a cell; what is not one stays text, for the schema to refuse with its message. */
const numero = (celula: string) => {
  const v = celula.trim();
  if (v === '') return undefined;
  return /^-?\d{1,9}$/.test(v) ? Number(v) : v;
};
const booleano = (celula: string) => simOuNao(celula) ?? celula;
const opcional = (celula: string) => (celula.trim() === '' ? undefined : celula.trim());

/** The JSON shape of one row (`c` reads a column; a missing column reads as empty). */
function registro(tipo: TipoImportacao, c: (coluna: string) => string): Record<string, unknown> {
  const classificacao = {
    plataforma: referencia(c('plataforma')),
    curso: referencia(c('curso')) ?? null,
    materias: listaDaCelula(c('materias')).map(referencia),
    conteudos: listaDaCelula(c('conteudos')).map(referencia),
    instituicao: referencia(c('instituicao')),
    banca: referencia(c('banca')) ?? null,
    ano: numero(c('ano')),
    explicacao: c('explicacao'),
    estagiario: booleano(c('estagiario')),
    situacao: opcional(c('situacao'))?.toUpperCase(),
  };
  if (tipo === 'exercicios')
    return {
      ...classificacao,
      contexto: c('contexto'),
      afirmativa: c('afirmativa'),
      gabarito: c('gabarito'),
    };
  // The alternatives up to the last letter with a text or an explanation; a gap is an empty alternative.
  const ultima = [...LETRAS].findLastIndex(
    (_, p) => c(colunaAlternativa(p)).trim() !== '' || c(colunaExplicacao(p)).trim() !== '',
  );
  return {
    ...classificacao,
    subConteudos: listaDaCelula(c('subConteudos')).map(referencia),
    enunciado: c('enunciado'),
    alternativas: Array.from({ length: ultima + 1 }, (_, p) => ({
      texto: c(colunaAlternativa(p)),
      explicacao: c(colunaExplicacao(p)),
    })),
    gabarito: c('gabarito'),
    somatoria: booleano(c('somatoria')),
    soma: numero(c('soma')) ?? null,
  };
}

/** The rows of a CSV file as items, each with its line (where the row starts) and its problems. */
export function lerCsv(tipo: TipoImportacao, texto: string, maxItens: number): ItemLido[] {
  let registros: { record: string[]; info: { lines: number } }[];
  try {
    registros = parse(texto, {
      bom: true,
      delimiter: separadorDe(texto.replace(/^\uFEFF/, '')),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // One more than the limit: enough to know the file passes it.
      to: maxItens + 2,
    }) as unknown as typeof registros;
  } catch (error) {
    if (error instanceof CsvError) {
      const motivo = MENSAGENS_CSV[error.code] ?? 'formato inválido';
      throw new AppError(
        'VALIDACAO',
        `CSV inválido na linha ${(error as CsvError & { lines?: number }).lines ?? '?'}: ${motivo}.`,
      );
    }
    throw error;
  }
  const [cabecalho, ...linhas] = registros;
  if (!cabecalho) return [];
  const nomes = cabecalho.record.map((n) => n.trim());
  const conhecidas = new Map(colunasDe(tipo).map((n) => [n.toLowerCase(), n]));
  const desconhecidas = nomes.filter((n) => !conhecidas.has(n.toLowerCase()));
  if (desconhecidas.length > 0)
    throw new AppError('VALIDACAO', `Colunas desconhecidas no cabeçalho: ${desconhecidas.join(', ')}.`);
  const indice = new Map(nomes.map((n, i) => [conhecidas.get(n.toLowerCase())!, i]));
  const faltam = OBRIGATORIAS[tipo].filter((n) => !indice.has(n));
  if (faltam.length > 0)
    throw new AppError('VALIDACAO', `Colunas obrigatórias ausentes no cabeçalho: ${faltam.join(', ')}.`);

  return linhas.map(({ record, info }, i) => {
    const quebras = record.reduce((n, celula) => n + (celula.match(/\n/g)?.length ?? 0), 0);
    const linha = info.lines - quebras;
    const erros =
      record.length === nomes.length
        ? []
        : [
            {
              campo: 'linha',
              mensagem: `A linha tem ${record.length} colunas; o cabeçalho tem ${nomes.length}.`,
            },
          ];
    const c = (coluna: string) => {
      const posicao = indice.get(coluna);
      return posicao === undefined ? '' : (record[posicao] ?? '');
    };
    return { item: i + 1, linha, registro: registro(tipo, c), erros };
  });
}

/** A field's path in the JSON shape as the CSV names it: `alternativas.1.texto` is `alternativa_b`. */
export function colunaDoCampo(campo: string): string {
  const [raiz, posicao, sub] = campo.split('.');
  if (raiz === 'alternativas' && posicao !== undefined && /^\d+$/.test(posicao))
    return sub === 'explicacao' ? colunaExplicacao(Number(posicao)) : colunaAlternativa(Number(posicao));
  return raiz ?? campo;
}

/** Cells of exported items: lists joined by `|`, yes/no as sim/não, nothing as empty. */
export function celula(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'boolean') return valor ? 'sim' : 'não';
  if (Array.isArray(valor)) return valor.map(String).join(` ${SEPARADOR_LISTA} `);
  return String(valor);
}

/** The header of an export: the kind's columns, with as many alternatives as its longest question. */
export function cabecalhoCsv(tipo: TipoImportacao, alternativas: number): string[] {
  if (tipo === 'exercicios') return [...COLUNAS_EXERCICIO];
  const n = Math.max(ALTERNATIVAS_MINIMAS_CSV, alternativas);
  const colunas = Array.from({ length: n }, (_, p) => [colunaAlternativa(p), colunaExplicacao(p)]).flat();
  return [...COLUNAS_QUESTAO_INICIO, ...colunas, ...COLUNAS_QUESTAO_FIM];
}

/** Rows of an export: `;`-separated (as spreadsheets in Portuguese expect), quoted where needed, CRLF. */
export const linhasCsv = (linhas: string[][]) =>
  stringify(linhas, { delimiter: ';', record_delimiter: 'windows' });
