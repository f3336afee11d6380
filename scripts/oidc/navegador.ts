/**
 * What a browser does at the stand-in providers, for the API suite: follows their redirects with their
 * cookies and submits their login page, up to the redirect back to the app (answered, not followed).
 */
export async function percorrerProvedor(
  urlAutorizacao: string,
  formulario: Record<string, string>,
  redirectUri: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  async function pedir(url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const par = c.split(';')[0] ?? '';
      const i = par.indexOf('=');
      cookies.set(par.slice(0, i), par.slice(i + 1));
    }
    return res;
  }
  let url = urlAutorizacao;
  let enviado = false;
  for (let passo = 0; passo < 10; passo++) {
    const res = await pedir(url, undefined);
    const destino = res.headers.get('location');
    if (destino) {
      url = new URL(destino, url).href;
      if (url.startsWith(redirectUri)) return url;
      continue;
    }
    if (res.status !== 200 || enviado)
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    // The login page: submitted to the address it is at.
    enviado = true;
    const volta = await pedir(url, formulario);
    const proximo = volta.headers.get('location');
    if (!proximo) throw new Error(`login page answered ${volta.status}: ${await volta.text()}`);
    url = new URL(proximo, url).href;
    if (url.startsWith(redirectUri)) return url;
  }
  throw new Error('too many redirects at the provider');
}
