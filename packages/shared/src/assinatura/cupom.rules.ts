/**
 * Discount coupons (spec doc 2 §4–§5, `assinatura/aplicar-desconto-cupom`): the code's form, then the
 * coupon record against the purchase — CPF, plan, validity dates, global and per-CPF usage limits — and
 * the discount in centavos. Pure: the caller reads the record and the usage counts and records the use.
 */
import { isValidCpf } from '../conta/cpf.rules.ts';

export const CUPOM_MAX = 25;

export const MENSAGENS_CUPOM = {
  /** Spec doc 2 §5, word for word. */
  cpfAusente: "Informe o campo 'CPF' para aplicar o cupom.",
  /** Spec doc 2 §8: any failure the buyer cannot fix (the plan is reloaded). */
  falha: 'Não foi possível aplicar o cupom de desconto nesse momento. Tente novamente mais tarde.',
  // The spec names no text for the refusals below; these follow its wording.
  codigoAusente: 'Informe o cupom de desconto.',
  codigoInvalido: `O cupom tem até ${CUPOM_MAX} caracteres, apenas letras maiúsculas e espaços.`,
  cpfInvalido: 'CPF inválido.',
  naoEncontrado: 'Cupom de desconto não encontrado.',
  naoAplicavel: 'Este cupom não vale para esta compra.',
  naoIniciado: 'Este cupom ainda não está valendo.',
  expirado: 'Este cupom expirou.',
  esgotado: 'Este cupom atingiu o limite de usos.',
  limiteCpf: 'Este cupom já foi usado o número máximo de vezes para este CPF.',
} as const;

/**
 * What the buyer typed, as the coupon field keeps it: accents kept, uppercase, single inner spaces,
 * no leading or trailing space. Lower-case letters become upper-case rather than being refused.
 */
export function normalizarCodigoCupom(codigo: string): string {
  return codigo.toLocaleUpperCase('pt-BR').replace(/\s+/g, ' ').trim();
}

/** A normalised code: 1–25 characters, uppercase letters and spaces only. */
export function codigoCupomValido(codigo: string): boolean {
  return codigo.length <= CUPOM_MAX && /^\p{Lu}+( \p{Lu}+)*$/u.test(codigo);
}

/** A fixed amount off, or a percentage in basis points (1000 = 10 %, 10000 = 100 %). */
export type DescontoCupom =
  | { tipo: 'VALOR_FIXO'; valorCentavos: number }
  | { tipo: 'PERCENTUAL'; pontosBase: number };

/** The coupon record the rules need (the table may hold more). */
export interface Cupom {
  codigo: string;
  desconto: DescontoCupom;
  /** First instant of validity (inclusive). */
  validoDe: Date;
  /** Last instant of validity (inclusive); null: no end. */
  validoAte: Date | null;
  /** Uses allowed across all buyers; null: no limit. */
  limiteUsos: number | null;
  /** Uses allowed per CPF; null: no limit. */
  limiteUsosPorCpf: number | null;
  /** The plans it applies to; null: any plan, and e-books; empty: e-books only. */
  idsPlanos: readonly number[] | null;
}

export interface CompraComCupom {
  /** The price the coupon applies to, in centavos (the plan, or the e-books). */
  totalCentavos: number;
  /** The plan bought; null for e-books. */
  idPlano: number | null;
  /** The buyer's CPF (any format): required. */
  cpf: string | null | undefined;
  /** Confirmed uses of the coupon: by everyone, and by this CPF. */
  usos: { total: number; doCpf: number };
  agora: Date;
}

export type ResultadoCupom =
  | { ok: true; descontoCentavos: number; totalComDescontoCentavos: number }
  | { ok: false; mensagem: string };

/**
 * The discount of `desconto` on `totalCentavos`, never more than the total. A percentage is rounded
 * to the nearest centavo, half up (10 % of R$ 0,05 = 0,5 centavo → 1 centavo), in integer arithmetic.
 */
export function calcularDesconto(desconto: DescontoCupom, totalCentavos: number): number {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0) {
    throw new RangeError(`total em centavos inválido: ${totalCentavos}`);
  }
  const bruto =
    desconto.tipo === 'VALOR_FIXO'
      ? desconto.valorCentavos
      : Math.floor((totalCentavos * desconto.pontosBase + 5000) / 10000);
  if (!Number.isSafeInteger(bruto) || bruto < 0) throw new RangeError(`desconto inválido: ${bruto}`);
  return Math.min(bruto, totalCentavos);
}

/**
 * The form checks that need no record: CPF present and valid, code present and well formed. Returns
 * the refusal text, or null. The code is checked as given: normalise it first (normalizarCodigoCupom).
 */
export function problemaPedidoCupom(codigo: string, cpf: string | null | undefined): string | null {
  if (!cpf || cpf.trim() === '') return MENSAGENS_CUPOM.cpfAusente;
  if (!isValidCpf(cpf)) return MENSAGENS_CUPOM.cpfInvalido;
  if (codigo.trim() === '') return MENSAGENS_CUPOM.codigoAusente;
  if (!codigoCupomValido(codigo)) return MENSAGENS_CUPOM.codigoInvalido;
  return null;
}

/**
 * Applies a coupon to a purchase: the form checks, then the record (null: no coupon with that code),
 * the plan, the dates, the global limit, the per-CPF limit; then the discount. The first refusal wins.
 */
export function aplicarCupom(codigo: string, cupom: Cupom | null, compra: CompraComCupom): ResultadoCupom {
  const recusa = (mensagem: string): ResultadoCupom => ({ ok: false, mensagem });
  const problema = problemaPedidoCupom(codigo, compra.cpf);
  if (problema) return recusa(problema);
  if (!cupom || cupom.codigo !== codigo) return recusa(MENSAGENS_CUPOM.naoEncontrado);
  if (cupom.idsPlanos !== null) {
    const vale =
      compra.idPlano === null ? cupom.idsPlanos.length === 0 : cupom.idsPlanos.includes(compra.idPlano);
    if (!vale) return recusa(MENSAGENS_CUPOM.naoAplicavel);
  }
  const agora = compra.agora.getTime();
  if (agora < cupom.validoDe.getTime()) return recusa(MENSAGENS_CUPOM.naoIniciado);
  if (cupom.validoAte && agora > cupom.validoAte.getTime()) return recusa(MENSAGENS_CUPOM.expirado);
  if (cupom.limiteUsos !== null && compra.usos.total >= cupom.limiteUsos)
    return recusa(MENSAGENS_CUPOM.esgotado);
  if (cupom.limiteUsosPorCpf !== null && compra.usos.doCpf >= cupom.limiteUsosPorCpf) {
    return recusa(MENSAGENS_CUPOM.limiteCpf);
  }
  const descontoCentavos = calcularDesconto(cupom.desconto, compra.totalCentavos);
  return { ok: true, descontoCentavos, totalComDescontoCentavos: compra.totalCentavos - descontoCentavos };
}
