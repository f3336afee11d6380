import { somaCorreta } from '../questoes/questoes.rules.ts';

/**
 * Bulk import and export of study items (docs/importacao.md): the kinds, the limits, the columns of the
 * CSV format and the small rules both formats share (the key as letters, lists in one cell, yes/no).
 */
export const TIPOS_IMPORTACAO = ['questoes', 'exercicios'] as const;
export type TipoImportacao = (typeof TIPOS_IMPORTACAO)[number];
export const FORMATOS_EXPORTACAO = ['csv', 'json'] as const;
export type FormatoExportacao = (typeof FORMATOS_EXPORTACAO)[number];

/** At most this many bytes per file and items per import; past either, 413 and nothing read further. */
export const IMPORTACAO_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORTACAO_MAX_ITENS = 2000;
export const MENSAGEM_IMPORTACAO_GRANDE = 'O arquivo passa de 5 MB. Divida-o em arquivos menores.';
export const MENSAGEM_IMPORTACAO_ITENS_DEMAIS =
  'O arquivo tem mais de 2.000 itens. Divida-o em arquivos menores.';
export const MENSAGEM_IMPORTACAO_VAZIA = 'O arquivo não tem nenhum item.';
export const MENSAGEM_IMPORTACAO_SEM_ARQUIVO = 'Escolha o arquivo a importar.';
export const MENSAGEM_IMPORTACAO_COM_ERROS =
  'Nada foi importado: corrija os erros de cada linha e envie o arquivo de novo.';

/** The alternatives' letters: a question has at most ten. */
export const LETRAS = 'ABCDEFGHIJ';
/** Alternative columns the CSV export always writes (a to e), more when a question has more. */
export const ALTERNATIVAS_MINIMAS_CSV = 5;

/** The CSV columns of each kind, in the export's order (`alternativa_x`/`explicacao_x` per letter). */
export const COLUNAS_QUESTAO_INICIO = [
  'id',
  'plataforma',
  'curso',
  'materias',
  'conteudos',
  'subConteudos',
  'instituicao',
  'banca',
  'ano',
  'enunciado',
] as const;
export const COLUNAS_QUESTAO_FIM = [
  'gabarito',
  'somatoria',
  'soma',
  'explicacao',
  'estagiario',
  'situacao',
] as const;
export const COLUNAS_EXERCICIO = [
  'id',
  'plataforma',
  'curso',
  'materias',
  'conteudos',
  'instituicao',
  'banca',
  'ano',
  'contexto',
  'afirmativa',
  'gabarito',
  'explicacao',
  'estagiario',
  'situacao',
] as const;

export const colunaAlternativa = (posicao: number) => `alternativa_${LETRAS[posicao]!.toLowerCase()}`;
export const colunaExplicacao = (posicao: number) => `explicacao_${LETRAS[posicao]!.toLowerCase()}`;

/** The separator of a list in one CSV cell (subjects, contents…): names may hold commas. */
export const SEPARADOR_LISTA = '|';

export function listaDaCelula(celula: string): string[] {
  return celula
    .split(SEPARADOR_LISTA)
    .map((parte) => parte.trim())
    .filter((parte) => parte !== '');
}

/** `sim`/`não` (also s/n, true/false, 1/0, x, empty = não); null when it is neither. */
export function simOuNao(celula: string): boolean | null {
  const v = celula.trim().toLowerCase();
  if (['sim', 's', 'true', '1', 'x', 'verdadeiro'].includes(v)) return true;
  if (['não', 'nao', 'n', 'false', '0', 'falso', ''].includes(v)) return false;
  return null;
}

/** The key of a multiple-choice question as letters (`B`, `A, C`, `a;c`), 0-based positions; null if unreadable. */
export function posicoesDoGabarito(gabarito: string): number[] | null {
  const partes = gabarito
    .toUpperCase()
    .split(/[\s,;|]+/)
    .filter((p) => p !== '');
  const posicoes: number[] = [];
  for (const parte of partes) {
    const posicao = LETRAS.indexOf(parte);
    if (parte.length !== 1 || posicao < 0) return null;
    posicoes.push(posicao);
  }
  return posicoes;
}

/** Positions as the key is written: `B`, `A, C`. */
export function gabaritoEmLetras(posicoes: readonly number[]): string {
  return [...posicoes]
    .sort((a, b) => a - b)
    .map((p) => LETRAS[p])
    .join(', ');
}

/** The true propositions of a sum-type question from its correct sum (1 = a, 2 = b, 4 = c…). */
export function posicoesDaSoma(soma: number): number[] {
  const posicoes: number[] = [];
  for (let p = 0; p < LETRAS.length; p++) if (soma & (1 << p)) posicoes.push(p);
  return posicoes;
}

export const somaDoGabarito = (posicoes: readonly number[]) => somaCorreta(posicoes);

/** A fixation exercise's key: C (certo) or E (errado); also Certo/Errado, V/F. Null when it is neither. */
export function certoDoGabarito(gabarito: string): boolean | null {
  const v = gabarito.trim().toLowerCase();
  if (['c', 'certo', 'v', 'verdadeiro'].includes(v)) return true;
  if (['e', 'errado', 'f', 'falso'].includes(v)) return false;
  return null;
}
export const gabaritoDoCerto = (certo: boolean) => (certo ? 'C' : 'E');
