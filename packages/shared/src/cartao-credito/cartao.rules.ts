/**
 * Card rules (spec doc 1 §5, doc 2 §4–§5): Luhn, brand detection from prefix rows, the expiry rule,
 * the holder name and the CVV. Pure: the card number and CVV are checked in the browser and go only to
 * the gateway's tokeniser (ARCHITECTURE.md §7); our API never receives them.
 *
 * Deviation (ADR 009): the spec says "16 digits" for every card, which no Amex (15) or Diners (14) can
 * have. Each brand carries its real lengths and CVV size instead; the spec's 16 stays the default.
 */
import { onlyDigits } from '../conta/cpf.rules.ts';
import { mesNoBrasil } from '../texto/datas.ts';

/**
 * A brand as `bandeira-cartao/listar` describes it (nome, sigla, prefixos; the API adds imagemBase64),
 * plus the lengths and CVV size this platform accepts for it.
 */
export interface BandeiraCartao {
  sigla: string;
  nome: string;
  /** Leading digits of the brand's numbers; the longest matching prefix wins (see detectarBandeira). */
  prefixos: readonly string[];
  /** Accepted numbers of digits, longest last. */
  comprimentos: readonly number[];
  /** Digits of the security code (Amex: 4). */
  tamanhoCvv: number;
}

/** The spec's card number length, used for every brand that has no other. */
export const COMPRIMENTO_CARTAO_PADRAO = 16;
/** The spec's CVV length. */
export const TAMANHO_CVV_PADRAO = 3;
/** The spec's 'max year 2100' for the expiry. */
export const ANO_VALIDADE_MAX = 2100;

export const MENSAGENS_CARTAO = {
  numeroAusente: "O campo 'Número do Cartão' é obrigatório.",
  cvvAusente: "O campo 'CVV' é obrigatório.",
  nomeAusente: "O campo 'Nome no Cartão' é obrigatório.",
  cpfTitularAusente: "O campo 'CPF do Titular' é obrigatório.",
  bandeiraAusente: "O campo 'Bandeira do Cartão' é obrigatório.",
  campoObrigatorio: 'O preenchimento deste campo é obrigatório',
  // The spec names no text for the cases below; these follow its wording.
  numeroInvalido: 'Número do cartão inválido. Confira os dígitos.',
  bandeiraInvalida: 'A bandeira escolhida não corresponde ao número do cartão.',
  cvvInvalido: 'CVV inválido.',
  nomeInvalido: 'O nome no cartão deve ter apenas letras maiúsculas e espaços.',
  cpfTitularInvalido: 'CPF do titular inválido.',
  validadeInvalida: 'Validade do cartão inválida.',
  validadeVencida: 'Cartão vencido. Confira a validade.',
} as const;

/** Luhn (mod 10) over the digits of `numero`; false when it has no digits or any other character. */
export function luhnValido(numero: string): boolean {
  const digitos = numero.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digitos)) return false;
  return somaLuhn(digitos, false) % 10 === 0;
}

/** The digit that makes `parcial + digit` pass Luhn (to build test numbers and sandbox cards). */
export function digitoVerificadorLuhn(parcial: string): string {
  if (!/^\d*$/.test(parcial)) throw new RangeError(`dígitos esperados: ${parcial}`);
  return String((10 - (somaLuhn(parcial, true) % 10)) % 10);
}

/** Sum of the digits from the right, doubling every second one (the first one too when `dobrarPrimeiro`). */
function somaLuhn(digitos: string, dobrarPrimeiro: boolean): number {
  let soma = 0;
  let dobrar = dobrarPrimeiro;
  for (let i = digitos.length - 1; i >= 0; i--) {
    let d = Number(digitos[i]);
    if (dobrar) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    soma += d;
    dobrar = !dobrar;
  }
  return soma;
}

/**
 * The fewest prefixes that cover every number whose leading digits lie in [inicio, fim] (same length):
 * 2221–2720 → 2221…2229, 223…229, 23…26, 270, 271, 2720.
 */
export function prefixosDoIntervalo(inicio: string, fim: string): string[] {
  if (!/^\d+$/.test(inicio) || inicio.length !== fim.length || inicio > fim) {
    throw new RangeError(`intervalo de prefixos inválido: ${inicio}–${fim}`);
  }
  const largura = inicio.length;
  const prefixos: string[] = [];
  let atual = Number(inicio);
  const ultimo = Number(fim);
  while (atual <= ultimo) {
    // Widen the block while it stays aligned and inside the range: 10, 100, … numbers per prefix.
    let bloco = 1;
    while (atual % (bloco * 10) === 0 && atual + bloco * 10 - 1 <= ultimo) bloco *= 10;
    const cortados = Math.log10(bloco);
    prefixos.push(
      String(atual)
        .padStart(largura, '0')
        .slice(0, largura - cortados),
    );
    atual += bloco;
  }
  return prefixos;
}

/** Prefix rows written as single prefixes ('4') or inclusive ranges (['2221', '2720']). */
function prefixos(...linhas: (string | readonly [string, string])[]): string[] {
  return linhas.flatMap((l) => (typeof l === 'string' ? [l] : prefixosDoIntervalo(l[0], l[1])));
}

/**
 * The default brand table (seeded into `bandeira-cartao`): prefixes as payments.md and the
 * credit-card-type library classify them.
 */
export const BANDEIRAS_PADRAO: readonly BandeiraCartao[] = [
  {
    sigla: 'VISA',
    nome: 'Visa',
    prefixos: prefixos('4'),
    comprimentos: [16],
    tamanhoCvv: 3,
  },
  {
    sigla: 'MASTERCARD',
    nome: 'Mastercard',
    prefixos: prefixos(['51', '55'], ['2221', '2720']),
    comprimentos: [16],
    tamanhoCvv: 3,
  },
  {
    sigla: 'ELO',
    nome: 'Elo',
    prefixos: prefixos(
      '401178',
      '401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631',
      '457632',
      '504175',
      ['506699', '506778'],
      ['509000', '509999'],
      '627780',
      '636297',
      '636368',
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650978'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ),
    comprimentos: [16],
    tamanhoCvv: 3,
  },
  {
    sigla: 'AMEX',
    nome: 'American Express',
    prefixos: prefixos('34', '37'),
    comprimentos: [15],
    tamanhoCvv: 4,
  },
  {
    sigla: 'HIPERCARD',
    nome: 'Hipercard',
    prefixos: prefixos('606282'),
    comprimentos: [16],
    tamanhoCvv: 3,
  },
  {
    sigla: 'DINERS',
    nome: 'Diners Club',
    prefixos: prefixos(['300', '305'], '36', '38', '39'),
    comprimentos: [14],
    tamanhoCvv: 3,
  },
];

export interface DeteccaoBandeira<B extends BandeiraCartao = BandeiraCartao> {
  /** The brands the selector offers. */
  habilitadas: B[];
  /** The brand chosen automatically (exactly one enabled), else null: the user picks. */
  escolhida: B | null;
  /** The selector is disabled until the number is complete, or when only one brand is enabled. */
  seletorDesabilitado: boolean;
  /** The most digits the number can take now: the longest length of the enabled brands (for the mask). */
  comprimentoMaximo: number;
}

/**
 * Brand detection of spec doc 2 §4:
 * 1. the brands with a prefix the number starts with; when several match, the one(s) with the longest
 *    matching prefix (a real BIN table is read by longest match: 401178… is Elo, not Visa);
 * 2. if none, partial-prefix matching: brands with a prefix that starts with what was typed so far;
 * 3. if still none, every brand is enabled.
 * Exactly one enabled brand is chosen. The selector stays disabled until the number reaches the
 * longest length of the enabled brands (the spec's 16, or 15 for Amex, 14 for Diners), or when one
 * brand is enabled.
 */
export function detectarBandeira<B extends BandeiraCartao>(
  numero: string,
  bandeiras: readonly B[],
): DeteccaoBandeira<B> {
  const digitos = onlyDigits(numero);
  let habilitadas = maisEspecificas(digitos, bandeiras);
  if (habilitadas.length === 0 && digitos !== '') {
    habilitadas = bandeiras.filter((b) => b.prefixos.some((p) => p.startsWith(digitos)));
  }
  if (habilitadas.length === 0) habilitadas = [...bandeiras];
  const maximo = habilitadas.length
    ? Math.max(...habilitadas.map((b) => Math.max(...comprimentosDe(b))))
    : COMPRIMENTO_CARTAO_PADRAO;
  return {
    habilitadas,
    escolhida: habilitadas.length === 1 ? (habilitadas[0] as B) : null,
    seletorDesabilitado: digitos.length < maximo || habilitadas.length === 1,
    comprimentoMaximo: maximo,
  };
}

function maisEspecificas<B extends BandeiraCartao>(digitos: string, bandeiras: readonly B[]): B[] {
  let melhor = 0;
  let escolhidas: B[] = [];
  if (digitos === '') return escolhidas;
  for (const b of bandeiras) {
    const tamanho = Math.max(0, ...b.prefixos.filter((p) => digitos.startsWith(p)).map((p) => p.length));
    if (tamanho === 0 || tamanho < melhor) continue;
    if (tamanho > melhor) escolhidas = [];
    melhor = tamanho;
    escolhidas.push(b);
  }
  return escolhidas;
}

/** A row without lengths takes the spec's 16. */
function comprimentosDe(b: BandeiraCartao): readonly number[] {
  return b.comprimentos.length ? b.comprimentos : [COMPRIMENTO_CARTAO_PADRAO];
}

/**
 * The first problem of a card number for the chosen brand, or null: present, digits only, the brand
 * among those its prefixes enable, one of the brand's lengths, Luhn-valid.
 */
export function problemaNumeroCartao<B extends BandeiraCartao>(
  numero: string,
  bandeira: B | null | undefined,
  bandeiras: readonly B[],
): string | null {
  const digitos = onlyDigits(numero);
  if (digitos === '') return MENSAGENS_CARTAO.numeroAusente;
  if (!bandeira) return MENSAGENS_CARTAO.bandeiraAusente;
  if (/[^\d\s-]/.test(numero)) return MENSAGENS_CARTAO.numeroInvalido;
  const { habilitadas } = detectarBandeira(digitos, bandeiras);
  if (!habilitadas.some((b) => b.sigla === bandeira.sigla)) return MENSAGENS_CARTAO.bandeiraInvalida;
  if (!comprimentosDe(bandeira).includes(digitos.length) || !luhnValido(digitos)) {
    return MENSAGENS_CARTAO.numeroInvalido;
  }
  return null;
}

/** The CVV has exactly the brand's number of digits (3, or 4 for Amex; 3 when no brand is known yet). */
export function cvvValido(cvv: string, bandeira?: Pick<BandeiraCartao, 'tamanhoCvv'> | null): boolean {
  const tamanho = bandeira?.tamanhoCvv ?? TAMANHO_CVV_PADRAO;
  return new RegExp(`^\\d{${tamanho}}$`).test(cvv);
}

/**
 * Holder name as embossed on the card: uppercase letters and single spaces between words. Cards
 * carry no accents, so A–Z only (normalizarNomeTitular turns 'José' into 'JOSE').
 */
export function nomeTitularValido(nome: string): boolean {
  return /^[A-Z]+( [A-Z]+)*$/.test(nome);
}

/** What the holder-name field keeps as the user types: accents dropped, uppercase, letters and spaces. */
export function normalizarNomeTitular(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ');
}

/** The calendar month in Brazil's time at `agora`: the expiry is a local date. */
export const mesCorrente = mesNoBrasil;

/**
 * The expiry rule of spec doc 2 §5, word for word: valid only if the year is after the current year,
 * or the same year with a month beyond the current month. `mes` is 1–12 ('01'–'12'), `ano` two digits
 * (20YY) or four, at most 2100. Returns the problem's text, or null when valid.
 */
export function problemaValidade(mes: string, ano: string, agora: Date = new Date()): string | null {
  if (mes.trim() === '' || ano.trim() === '') return MENSAGENS_CARTAO.campoObrigatorio;
  if (!/^\d{1,2}$/.test(mes) || !/^(\d{2}|\d{4})$/.test(ano)) return MENSAGENS_CARTAO.validadeInvalida;
  const m = Number(mes);
  const a = ano.length === 2 ? 2000 + Number(ano) : Number(ano);
  if (m < 1 || m > 12 || a > ANO_VALIDADE_MAX) return MENSAGENS_CARTAO.validadeInvalida;
  const hoje = mesCorrente(agora);
  const valida = a > hoje.ano || (a === hoje.ano && m > hoje.mes);
  return valida ? null : MENSAGENS_CARTAO.validadeVencida;
}

/** The last four digits, the most of a card number we keep or show besides the brand (PCI DSS 3.4.1). */
export function ultimosQuatroDigitos(numero: string): string {
  return onlyDigits(numero).slice(-4);
}
