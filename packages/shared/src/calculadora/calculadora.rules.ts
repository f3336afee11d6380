/**
 * The curriculum calculator's arithmetic (spec doc 3 "Curriculum calculator", §4, §5); the operations
 * M, Q, L and D are defined in docs/glossary.md. Scores are computed in hundredths (integers) so that
 * sums never drift, and given back as numbers with two decimals.
 */

export const OPERACOES = ['M', 'Q', 'L', 'D'] as const;
export type Operacao = (typeof OPERACOES)[number];

/** A calculator's table as a notice defines it: the header row and the rows' cells (`dado`). */
export interface DefinicaoTabela {
  colunas: { titulo: string; tipo: 'TEXTO' | 'NUMERO'; operacao: Operacao | null }[];
  linhas: string[][];
}

export interface PreenchimentoLinha {
  linha: number;
  pontuacaoDigitadaAluno: number | null;
  colunaSelecionada: boolean;
}

export interface ErroLinha {
  linha: number;
  erro: string;
}

export const MENSAGEM_QUANTIDADE_NEGATIVA = 'A quantidade não pode ser negativa.';
export const MENSAGEM_QUANTIDADE_INTEIRA = 'Informe a quantidade em números inteiros.';
export const MENSAGEM_LINHA_NAO_SELECIONADA = "Marque 'Utilizar?' nesta linha para que ela conte na nota.";
export const MENSAGEM_LINHA_INEXISTENTE = 'Esta linha não existe na calculadora.';
export const MENSAGEM_ERROS_CALCULO = 'Corrija as linhas indicadas para calcular a nota.';
export const MENSAGEM_SEM_CALCULADORA =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
export const MENSAGEM_CALCULADORA_NAO_ENCONTRADA = 'Calculadora não encontrada.';
/** The fallback of a failed calculation (spec doc 3 §8). */
export const ERRO_CALCULAR_NOTA = 'Erro ao calcular nota!. Tente novamente mais tarde.';
export const TEXTO_LIMITE_ATINGIDO = '(limite máximo atingido)';
/** The plan feature that opens the calculator (reference data, seed). */
export const FUNCIONALIDADE_CALCULADORA = 'Calculadora de currículo';

export const mensagemQuantidadeMaxima = (maxima: number) =>
  `A quantidade máxima desta linha é ${formatarPontos(maxima)}.`;
export const mensagemSelecaoDupla = (valor: string) => `Apenas uma linha de '${valor}' pode ser utilizada.`;

/** A cell's number: '2', '0,5' or '0.5' in hundredths; null when the cell is not a number. */
export function centesimos(dado: string): number | null {
  const t = dado.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const paraPontos = (c: number) => c / 100;

/** A score as the screen shows it: comma decimals, no trailing zeros ('12,5'). */
export function formatarPontos(valor: number): string {
  return String(Math.round(valor * 100) / 100).replace('.', ',');
}

const colunasCom = (def: DefinicaoTabela, op: Operacao) =>
  def.colunas.flatMap((c, i) => (c.operacao === op ? [i] : []));

const valorDa = (def: DefinicaoTabela, linha: number, coluna: number) =>
  centesimos(def.linhas[linha]?.[coluna] ?? '');

/** The key of D: the first column's value when that column is D (trimmed, case-insensitive). */
export function chaveRepeticao(def: DefinicaoTabela, linha: number): string | null {
  if (def.colunas[0]?.operacao !== 'D') return null;
  const dado = def.linhas[linha]?.[0]?.trim();
  return dado ? dado.toLocaleLowerCase('pt-BR') : null;
}

/** The rows whose first-column value repeats in another row: they show 'Utilizar?'. */
export function linhasRepetidas(def: DefinicaoTabela): Set<number> {
  const porChave = new Map<string, number[]>();
  def.linhas.forEach((_, i) => {
    const chave = chaveRepeticao(def, i);
    if (chave !== null) porChave.set(chave, [...(porChave.get(chave) ?? []), i]);
  });
  return new Set([...porChave.values()].filter((ls) => ls.length > 1).flat());
}

/** 'Sua Quantidade' maximum of a row: its Q cell; null when there is none. */
export function quantidadeMaxima(def: DefinicaoTabela, linha: number): number | null {
  const [q] = colunasCom(def, 'Q');
  if (q === undefined) return null;
  const v = valorDa(def, linha, q);
  return v === null ? null : paraPontos(v);
}

/**
 * Choosing 'Utilizar?' on one row: it becomes the selected row of its group, the others of the group
 * are deselected and their quantities cleared (spec doc 3 "Curriculum calculator").
 */
export function selecionarLinha<T extends PreenchimentoLinha>(
  def: DefinicaoTabela,
  preenchimento: T[],
  linha: number,
): T[] {
  const chave = chaveRepeticao(def, linha);
  return preenchimento.map((p) => {
    if (p.linha === linha) return { ...p, colunaSelecionada: true };
    if (chave !== null && chaveRepeticao(def, p.linha) === chave)
      return { ...p, colunaSelecionada: false, pontuacaoDigitadaAluno: null };
    return p;
  });
}

/** The errors of each row as the student filled them (min 0, whole numbers, Q, the 'Utilizar?' rule). */
export function validarLinhas(def: DefinicaoTabela, preenchimento: PreenchimentoLinha[]): ErroLinha[] {
  const repetidas = linhasRepetidas(def);
  const selecionadaDoGrupo = new Map<string, number>();
  const erros: ErroLinha[] = [];
  for (const p of preenchimento) {
    const erro = erroDaLinha(def, repetidas, selecionadaDoGrupo, p);
    if (erro) erros.push({ linha: p.linha, erro });
  }
  return erros;
}

function erroDaLinha(
  def: DefinicaoTabela,
  repetidas: Set<number>,
  selecionadaDoGrupo: Map<string, number>,
  p: PreenchimentoLinha,
): string | null {
  if (!Number.isInteger(p.linha) || p.linha < 0 || p.linha >= def.linhas.length)
    return MENSAGEM_LINHA_INEXISTENTE;
  const q = p.pontuacaoDigitadaAluno;
  if (q !== null) {
    if (!Number.isInteger(q)) return MENSAGEM_QUANTIDADE_INTEIRA;
    if (q < 0) return MENSAGEM_QUANTIDADE_NEGATIVA;
    const maxima = quantidadeMaxima(def, p.linha);
    if (maxima !== null && q > maxima) return mensagemQuantidadeMaxima(maxima);
  }
  if (!repetidas.has(p.linha)) return null;
  const chave = chaveRepeticao(def, p.linha) as string;
  if (p.colunaSelecionada) {
    if (selecionadaDoGrupo.has(chave)) return mensagemSelecaoDupla(def.linhas[p.linha]![0]!.trim());
    selecionadaDoGrupo.set(chave, p.linha);
    return null;
  }
  return q !== null && q > 0 ? MENSAGEM_LINHA_NAO_SELECIONADA : null;
}

export interface ResultadoCalculo {
  linhasColunaTabela: {
    linha: number;
    pontuacaoDigitadaAluno: number | null;
    colunaSelecionada: boolean;
    somaPontuacaoAluno: number;
  }[];
  somatorioOperacoes: { coluna: number; soma: number }[];
  somaLinhas: number;
  total: number;
  limiteAtingido: boolean;
}

/**
 * Scores a valid filling (validarLinhas found no error): each row that counts scores the sum of
 * quantity × M, limited by its L; a repeated row counts only when selected. The total is the sum of
 * the rows, capped at the maximum score when the calculator has one (> 0).
 */
export function calcular(
  def: DefinicaoTabela,
  pontuacaoMaxima: number,
  preenchimento: PreenchimentoLinha[],
): ResultadoCalculo {
  const repetidas = linhasRepetidas(def);
  const m = colunasCom(def, 'M');
  const [q] = colunasCom(def, 'Q');
  const [l] = colunasCom(def, 'L');
  const somas = new Map<number, number>(
    def.colunas.flatMap((c, i) => (c.operacao && c.operacao !== 'D' ? [[i, 0] as [number, number]] : [])),
  );
  const somar = (coluna: number | undefined, valor: number) => {
    if (coluna !== undefined) somas.set(coluna, (somas.get(coluna) ?? 0) + valor);
  };
  let somaLinhas = 0;
  const porLinha = new Map(preenchimento.map((p) => [p.linha, p]));
  const linhasColunaTabela = def.linhas.map((_, linha) => {
    const p = porLinha.get(linha);
    const quantidade = p?.pontuacaoDigitadaAluno ?? null;
    const colunaSelecionada = p?.colunaSelecionada ?? false;
    const conta = quantidade !== null && quantidade > 0 && (!repetidas.has(linha) || colunaSelecionada);
    let pontos = 0;
    if (conta) {
      for (const coluna of m) {
        const parcela = quantidade * (valorDa(def, linha, coluna) ?? 0);
        somar(coluna, parcela);
        pontos += parcela;
      }
      const limite = l === undefined ? null : valorDa(def, linha, l);
      if (limite !== null) pontos = Math.min(pontos, limite);
      somar(q, quantidade * 100);
      somar(l, pontos);
      somaLinhas += pontos;
    }
    return {
      linha,
      pontuacaoDigitadaAluno: quantidade,
      colunaSelecionada,
      somaPontuacaoAluno: paraPontos(pontos),
    };
  });
  const maxima = Math.round(pontuacaoMaxima * 100);
  const total = maxima > 0 ? Math.min(somaLinhas, maxima) : somaLinhas;
  return {
    linhasColunaTabela,
    somatorioOperacoes: [...somas].map(([coluna, soma]) => ({ coluna, soma: paraPontos(soma) })),
    somaLinhas: paraPontos(somaLinhas),
    total: paraPontos(total),
    limiteAtingido: maxima > 0 && total === maxima,
  };
}
