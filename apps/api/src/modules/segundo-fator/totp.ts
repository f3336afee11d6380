import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HOTP (RFC 4226) and TOTP (RFC 6238) with HMAC-SHA1, as every authenticator app computes them: a 30 s
 * step counted from the Unix epoch, 6 digits.
 */
export const PASSO_SEGUNDOS = 30;
export const DIGITOS = 6;

/** RFC 4226 §5.3: the HMAC of the 8-byte big-endian counter, dynamically truncated to `digitos` digits. */
export function hotp(segredo: Buffer, contador: number, digitos = DIGITOS): string {
  const mensagem = Buffer.alloc(8);
  mensagem.writeBigUInt64BE(BigInt(contador));
  const hmac = createHmac('sha1', segredo).update(mensagem).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binario = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binario % 10 ** digitos).padStart(digitos, '0');
}

/** The time step of a moment (RFC 6238 §4.2: T = floor((now - T0) / X), T0 = 0). */
export const passoDe = (agoraMs: number) => Math.floor(agoraMs / 1000 / PASSO_SEGUNDOS);

export const totp = (segredo: Buffer, agoraMs: number, digitos = DIGITOS) =>
  hotp(segredo, passoDe(agoraMs), digitos);

/**
 * The step whose code `codigo` is, within one step either side of now (clock drift and typing time),
 * or null. The caller refuses a step at or before the last one it accepted (a code is used once).
 */
export function passoDoCodigo(segredo: Buffer, codigo: string, agoraMs: number): number | null {
  if (!/^\d{6}$/.test(codigo)) return null;
  const atual = passoDe(agoraMs);
  const dado = Buffer.from(codigo);
  for (const passo of [atual - 1, atual, atual + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(segredo, passo)), dado)) return passo;
  }
  return null;
}

// ─── Base32 (RFC 4648, no padding): how authenticator apps take a secret ──────────────────────────

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Buffer): string {
  let bits = 0;
  let valor = 0;
  let saida = '';
  for (const byte of bytes) {
    valor = (valor << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      saida += ALFABETO[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) saida += ALFABETO[(valor << (5 - bits)) & 31];
  return saida;
}

export function deBase32(texto: string): Buffer {
  const limpo = texto.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let valor = 0;
  const bytes: number[] = [];
  for (const c of limpo) {
    const i = ALFABETO.indexOf(c);
    if (i < 0) throw new Error(`caractere fora do base32: ${c}`);
    valor = (valor << 5) | i;
    bits += 5;
    if (bits >= 8) {
      bytes.push((valor >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length). */
export const novoSegredo = () => randomBytes(20);

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function enderecoOtpauth(segredo: Buffer, emissor: string, conta: string): string {
  const rotulo = `${encodeURIComponent(emissor)}:${encodeURIComponent(conta)}`;
  const params = new URLSearchParams({ secret: base32(segredo), issuer: emissor });
  return `otpauth://totp/${rotulo}?${params.toString().replace(/\+/g, '%20')}`;
}
