/** Blob URLs live a while so the new window can load them, then are released. */
const URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens a file that is still being fetched in a new window (a PDF, an image). The window is opened at
 * once, inside the click (pop-up blockers allow that), and pointed at a Blob URL when the file arrives.
 * Resolves 'aberto'; or, when the browser blocked the window, the Blob URL for a link the user can
 * click; a failed fetch closes the window and rejects.
 */
export async function abrirEmNovaJanela(
  carregar: () => Promise<Blob>,
  carregando = 'Carregando…',
): Promise<{ status: 'aberto' } | { status: 'bloqueado'; url: string }> {
  const janela = window.open('', '_blank');
  if (janela) {
    janela.opener = null;
    try {
      janela.document.title = carregando;
      janela.document.body.textContent = carregando;
    } catch {
      // Some browsers do not let us write into the blank window; it just stays blank until loaded.
    }
  }
  let url: string;
  try {
    url = URL.createObjectURL(await carregar());
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
