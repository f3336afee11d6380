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

/**
 * Opens an external address that is still being fetched (a single sign-on link) in a new tab: the tab
 * opens inside the click and goes to the address when it arrives. Where the browser blocks the tab, the
 * current one goes there instead; a failed fetch closes the tab and rejects.
 */
export async function abrirEnderecoEmNovaJanela(carregar: () => Promise<string>, carregando = 'Carregando…') {
  const janela = window.open('', '_blank');
  if (janela) {
    janela.opener = null;
    try {
      janela.document.title = carregando;
      janela.document.body.textContent = carregando;
    } catch {
      // As above: a window we may not write into stays blank until it navigates.
    }
  }
  let url: string;
  try {
    url = await carregar();
  } catch (error) {
    janela?.close();
    throw error;
  }
  if (janela && !janela.closed) janela.location.href = url;
  else window.location.assign(url);
}
