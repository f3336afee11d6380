/**
 * Pix BR Code (EMV QR Code, Merchant Presented Mode) as the Central Bank's "Manual de Padrões para
 * Iniciação do Pix" defines it; the facts and vectors are in shared/notes/payments.md. Each field is
 * ID (2 digits) + length (2 digits) + value; the last one, 63, is the CRC16-CCITT-FALSE of everything
 * before it, '6304' included.
 */

export const GUI_PIX = 'br.gov.bcb.pix';
/** Field 53: ISO 4217 code of the real. */
export const MOEDA_BRL = '986';
export const NOME_RECEBEDOR_MAX = 25;
export const CIDADE_RECEBEDOR_MAX = 15;
export const TXID_MAX = 25;
/** The txid of a code without one (and of every dynamic code, whose txid lives behind its URL). */
export const TXID_AUSENTE = '***';
/** Field 26 as a whole (GUI, key or URL, text) fits in 99 characters. */
const CONTA_MAX = 99;

/** A charge to encode: a key (static, may carry a txid and a text) or a location URL (dynamic). */
export type CobrancaPix = {
  nomeRecebedor: string;
  cidadeRecebedor: string;
  /** Omitted: the payer types the amount. */
  valorCentavos?: number;
  /** 8 digits (field 61), optional. */
  cepRecebedor?: string;
  /** Field 01 = '12': the code may be paid once. Dynamic codes are single-use unless told otherwise. */
  unicoUso?: boolean;
} & (
  | { chave: string; txid?: string; infoAdicional?: string; url?: never }
  | { url: string; chave?: never; txid?: never; infoAdicional?: never }
);

/** What lerBrCode reads back from a payload. */
export interface BrCodeLido {
  chave: string | null;
  url: string | null;
  infoAdicional: string | null;
  valorCentavos: number | null;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  cepRecebedor: string | null;
  txid: string;
  unicoUso: boolean;
  crc: string;
}

/** A payload that is not a well-formed Pix BR Code. */
export class BrCodeInvalido extends Error {
  override name = 'BrCodeInvalido';
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 uppercase hex digits. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A merchant name or city as a BR Code carries it: accents dropped (São Paulo → Sao Paulo), only
 * printable ASCII, spaces collapsed, cut to `max` characters.
 */
export function normalizarTextoPix(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** 12345 centavos → '123.45' (field 54: a dot, two decimals, no thousands separator). */
export function formatarValorPix(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) {
    throw new RangeError(`valor em centavos inválido: ${centavos}`);
  }
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new RangeError(`campo ${id} longo demais (${valor.length} caracteres)`);
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** The copy-and-paste code (and QR content) of a charge, CRC included. Throws RangeError on bad input. */
export function gerarBrCode(cobranca: CobrancaPix): string {
  const nome = normalizarTextoPix(cobranca.nomeRecebedor, NOME_RECEBEDOR_MAX);
  const cidade = normalizarTextoPix(cobranca.cidadeRecebedor, CIDADE_RECEBEDOR_MAX);
  if (!nome || !cidade) throw new RangeError('nome e cidade do recebedor são obrigatórios');
  const dinamico = cobranca.url !== undefined;
  const txid = cobranca.txid ?? TXID_AUSENTE;
  if (txid !== TXID_AUSENTE && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(txid)) {
    throw new RangeError(`txid inválido: ${txid}`);
  }
  if (cobranca.cepRecebedor !== undefined && !/^\d{8}$/.test(cobranca.cepRecebedor)) {
    throw new RangeError(`CEP inválido: ${cobranca.cepRecebedor}`);
  }

  let conta = campo('00', GUI_PIX);
  if (dinamico) {
    if (/^[a-z]+:\/\//i.test(cobranca.url) || cobranca.url === '') {
      throw new RangeError('a URL do Pix dinâmico vai sem o esquema (https://)');
    }
    conta += campo('25', cobranca.url);
  } else {
    if (!cobranca.chave) throw new RangeError('a chave Pix é obrigatória');
    conta += campo('01', cobranca.chave);
    const texto = normalizarTextoPix(cobranca.infoAdicional ?? '', 72);
    if (texto) conta += campo('02', texto);
  }
  if (conta.length > CONTA_MAX) throw new RangeError('chave, URL e texto passam de 99 caracteres');

  const payload = [
    campo('00', '01'),
    (cobranca.unicoUso ?? dinamico) ? campo('01', '12') : '',
    campo('26', conta),
    campo('52', '0000'),
    campo('53', MOEDA_BRL),
    cobranca.valorCentavos === undefined ? '' : campo('54', formatarValorPix(cobranca.valorCentavos)),
    campo('58', 'BR'),
    campo('59', nome),
    campo('60', cidade),
    cobranca.cepRecebedor ? campo('61', cobranca.cepRecebedor) : '',
    campo('62', campo('05', txid)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}

/** ID-length-value fields of one level, in order; throws on a truncated or malformed field. */
function lerCampos(texto: string): Map<string, string> {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = texto.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tamanho)) throw new BrCodeInvalido(`campo malformado em ${i}`);
    const valor = texto.slice(i + 4, i + 4 + Number(tamanho));
    if (valor.length !== Number(tamanho)) throw new BrCodeInvalido(`campo ${id} truncado`);
    if (campos.has(id)) throw new BrCodeInvalido(`campo ${id} repetido`);
    campos.set(id, valor);
    i += 4 + Number(tamanho);
  }
  return campos;
}

function obrigatorio(campos: Map<string, string>, id: string): string {
  const valor = campos.get(id);
  if (valor === undefined) throw new BrCodeInvalido(`campo ${id} ausente`);
  return valor;
}

/**
 * Reads a Pix BR Code back, checking its structure, the fixed fields and the CRC (uppercase, as
 * written). Throws BrCodeInvalido with the reason.
 */
export function lerBrCode(payload: string): BrCodeLido {
  if (!payload.startsWith('000201')) throw new BrCodeInvalido('o código não começa pelo campo 00 = 01');
  const crc = payload.slice(-4);
  if (payload.slice(-8, -4) !== '6304') throw new BrCodeInvalido('o campo 63 (CRC) não é o último');
  if (crc16(payload.slice(0, -4)) !== crc) throw new BrCodeInvalido('CRC inválido');
  const campos = lerCampos(payload);
  const conta = lerCampos(obrigatorio(campos, '26'));
  if (obrigatorio(conta, '00').toLowerCase() !== GUI_PIX) throw new BrCodeInvalido('não é um código Pix');
  const chave = conta.get('01') ?? null;
  const url = conta.get('25') ?? null;
  if ((chave === null) === (url === null)) throw new BrCodeInvalido('o código precisa de chave ou URL');
  if (obrigatorio(campos, '52') !== '0000' || obrigatorio(campos, '58') !== 'BR') {
    throw new BrCodeInvalido('campos fixos 52 e 58 inválidos');
  }
  if (obrigatorio(campos, '53') !== MOEDA_BRL) throw new BrCodeInvalido('moeda diferente do real');
  const valor = campos.get('54');
  if (valor !== undefined && !/^\d{1,10}\.\d{2}$/.test(valor)) throw new BrCodeInvalido('valor inválido');
  const adicionais = lerCampos(obrigatorio(campos, '62'));
  return {
    chave,
    url,
    infoAdicional: conta.get('02') ?? null,
    valorCentavos: valor === undefined ? null : Number(valor.replace('.', '')),
    nomeRecebedor: obrigatorio(campos, '59'),
    cidadeRecebedor: obrigatorio(campos, '60'),
    cepRecebedor: campos.get('61') ?? null,
    txid: obrigatorio(adicionais, '05'),
    unicoUso: campos.get('01') === '12',
    crc,
  };
}
