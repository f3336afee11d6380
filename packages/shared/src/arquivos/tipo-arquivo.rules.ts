/**
 * File types decided by their first bytes (magic numbers), never by the file's name or declared type:
 * the API checks every upload with them (apps/api/src/storage/content-type.ts) and the web the file a
 * student picks, for an early message.
 */
export const TIPOS_ARQUIVO = {
  'application/pdf': { extensao: 'pdf', assinatura: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  'image/jpeg': { extensao: 'jpg', assinatura: [0xff, 0xd8, 0xff] },
  'image/png': { extensao: 'png', assinatura: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;

export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

/** Bytes enough to recognise every type above. */
export const BYTES_ASSINATURA = 8;

/** The type the bytes begin with, or null when they are none of TIPOS_ARQUIVO. */
export function tipoPeloConteudo(inicio: Uint8Array): TipoArquivo | null {
  for (const tipo of Object.keys(TIPOS_ARQUIVO) as TipoArquivo[]) {
    const { assinatura } = TIPOS_ARQUIVO[tipo];
    if (inicio.length >= assinatura.length && assinatura.every((byte, i) => inicio[i] === byte)) return tipo;
  }
  return null;
}
