/** base64 → Blob of type application/pdf. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Blob URLs live a while so the new window can load them, then are released. */
const URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens a PDF that is still being fetched in a new window. The window is opened at once, inside the
 * click (pop-up blockers allow that), and pointed at a Blob URL when the document arrives. Resolves
 * 'aberto'; or, when the browser blocked the window, the Blob URL for a link the user can click; a
 * failed fetch closes the window and rejects.
 */
export async function abrirPdfEmNovaJanela(
  carregar: () => Promise<string>,
  aguarde = 'Carregando contrato…',
): Promise<{ status: 'aberto' } | { status: 'bloqueado'; url: string }> {
  const janela = window.open('', '_blank');
  if (janela) {
    janela.opener = null;
    try {
      janela.document.title = aguarde;
      janela.document.body.textContent = aguarde;
    } catch {
      // Some browsers do not let us write into the blank window; it just stays blank until loaded.
    }
  }
  let url: string;
  try {
    url = URL.createObjectURL(pdfBlob(await carregar()));
  } catch (error) {
    janela?.close();
    throw error;
  }
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  if (janela && !janela.closed) {
    janela.location.href = url;
    return { status: 'aberto' };
  }
  return { status: 'bloqueado', url };
}
