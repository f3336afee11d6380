import { abrirEmNovaJanela } from './nova-janela';

/** base64 → Blob of type application/pdf. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Opens a base64 PDF that is still being fetched in a new window (see abrirEmNovaJanela). */
export function abrirPdfEmNovaJanela(carregar: () => Promise<string>, carregando = 'Carregando contrato…') {
  return abrirEmNovaJanela(async () => pdfBlob(await carregar()), carregando);
}
