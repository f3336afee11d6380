/**
 * The images a statement or an explanation may show (uploaded in the back office), decided by their
 * first bytes: PNG, JPEG, WebP (`RIFF…WEBP`) and GIF. The API checks every upload with it; the web the
 * file an editor picks, for an early message.
 */
export const TIPOS_IMAGEM = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type TipoImagem = keyof typeof TIPOS_IMAGEM;

/** Bytes enough to recognise every type above. */
export const BYTES_ASSINATURA_IMAGEM = 12;

const comeca = (b: Uint8Array, bytes: number[], desde = 0) =>
  b.length >= desde + bytes.length && bytes.every((x, i) => b[desde + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the bytes begin with, or null when they are none of TIPOS_IMAGEM. */
export function tipoDeImagem(inicio: Uint8Array): TipoImagem | null {
  if (comeca(inicio, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (comeca(inicio, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (comeca(inicio, ascii('RIFF')) && comeca(inicio, ascii('WEBP'), 8)) return 'image/webp';
  if (comeca(inicio, ascii('GIF87a')) || comeca(inicio, ascii('GIF89a'))) return 'image/gif';
  return null;
}
