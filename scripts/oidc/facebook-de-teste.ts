/**
 * A stand-in for Facebook Login on loopback: the login dialog (`/dialog/oauth`), the code exchange
 * (`/oauth/access_token`, with PKCE) and the Graph profile call (`/me?fields=id,name,email`), as the
 * real endpoints answer them. For the API suite, the journeys and `npm run dev:oidc`; it signs anyone in.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PessoaFacebook {
  id: string;
  name: string;
  email?: string;
}

export interface AppFacebook {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export const PESSOAS_FACEBOOK_DEMO: readonly PessoaFacebook[] = [
  { id: '10001', name: 'Carla Facebook Demo', email: 'carla.facebook@exemplo.com.br' },
];

export const idFacebookDoEmail = (email: string) =>
  String(BigInt(`0x${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12)}`));

export interface FacebookDeTeste {
  /** Graph base (FACEBOOK_GRAPH_URL); the dialog is `${base}/dialog/oauth` (FACEBOOK_DIALOG_URL). */
  base: string;
  server: Server;
  close(): Promise<void>;
}

interface Codigo {
  app: AppFacebook;
  redirectUri: string;
  desafio: string;
  pessoa: PessoaFacebook;
  expira: number;
}

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function erro(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'OAuthException', code: 100 } }));
}

async function lerCorpo(req: IncomingMessage): Promise<URLSearchParams> {
  let corpo = '';
  for await (const parte of req) {
    corpo += parte;
    if (corpo.length > 10_000) break;
  }
  return new URLSearchParams(corpo);
}

function pagina(query: string, app: string): string {
  const demos = PESSOAS_FACEBOOK_DEMO.map(
    (p) =>
      `<button name="id" value="${escapar(p.id)}">${escapar(p.name)} &lt;${escapar(p.email ?? '')}&gt;</button>`,
  ).join('');
  const acao = `/dialog/oauth?${escapar(query)}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Facebook de teste</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button,input{display:block;width:100%;margin:.4rem 0;padding:.6rem;font-size:1rem;box-sizing:border-box}
label{display:block;margin-top:.6rem}</style></head><body>
<h1>Facebook de teste</h1><p>Continuar no app <strong>${escapar(app)}</strong> como:</p>
<form method="post" action="${acao}">${demos}</form>
<h2>Outra pessoa</h2>
<form method="post" action="${acao}">
<label>Nome <input name="name" required autocomplete="off"></label>
<label>E-mail <input name="email" type="email" required autocomplete="off"></label>
<button type="submit">Continuar</button></form>
<form method="post" action="${acao}"><button name="cancelar" value="1">Cancelar</button></form>
</body></html>`;
}

export async function iniciarFacebookDeTeste(opcoes: {
  porta?: number;
  apps: AppFacebook[];
}): Promise<FacebookDeTeste> {
  const pessoas = new Map(PESSOAS_FACEBOOK_DEMO.map((p) => [p.id, p]));
  const codigos = new Map<string, Codigo>();
  const tokens = new Map<string, { pessoa: PessoaFacebook; app: AppFacebook }>();
  const appDe = (id: string | null) => opcoes.apps.find((a) => a.client_id === id);

  async function dialogo(req: IncomingMessage, res: ServerResponse, url: URL) {
    const q = url.searchParams;
    const app = appDe(q.get('client_id'));
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!app?.redirect_uris.includes(redirectUri)) {
      erro(res, 400, 'Invalid client_id or redirect_uri');
      return;
    }
    if (
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge')
    ) {
      erro(res, 400, 'This stand-in needs response_type=code and a S256 code_challenge');
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pagina(url.search.slice(1), app.client_id));
      return;
    }
    const form = await lerCorpo(req);
    const volta = new URL(redirectUri);
    const state = q.get('state');
    if (form.get('cancelar')) {
      volta.searchParams.set('error', 'access_denied');
      volta.searchParams.set('error_reason', 'user_denied');
    } else {
      let pessoa = pessoas.get(form.get('id') ?? '');
      if (!pessoa) {
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!email) {
          res.writeHead(400).end('Informe o e-mail.');
          return;
        }
        pessoa = { id: idFacebookDoEmail(email), name: (form.get('name') ?? '').trim() || email, email };
        pessoas.set(pessoa.id, pessoa);
      }
      const code = randomBytes(16).toString('base64url');
      codigos.set(code, {
        app,
        redirectUri,
        desafio: q.get('code_challenge')!,
        pessoa,
        expira: Date.now() + 60_000,
      });
      volta.searchParams.set('code', code);
    }
    if (state) volta.searchParams.set('state', state);
    res.writeHead(302, { location: volta.toString() }).end();
  }

  async function trocarCodigo(req: IncomingMessage, res: ServerResponse, url: URL) {
    const p = req.method === 'POST' ? await lerCorpo(req) : url.searchParams;
    const codigo = codigos.get(p.get('code') ?? '');
    codigos.delete(p.get('code') ?? '');
    const app = appDe(p.get('client_id'));
    if (!app || app.client_secret !== p.get('client_secret'))
      return erro(res, 400, 'Error validating client secret.');
    if (!codigo || codigo.expira < Date.now() || codigo.app !== app)
      return erro(res, 400, 'Invalid verification code format.');
    if (codigo.redirectUri !== p.get('redirect_uri'))
      return erro(res, 400, 'Error validating verification code.');
    const verificador = p.get('code_verifier') ?? '';
    if (createHash('sha256').update(verificador).digest('base64url') !== codigo.desafio)
      return erro(res, 400, 'Invalid code verifier.');
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { pessoa: codigo.pessoa, app });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 5_183_944 }));
  }

  function perfil(req: IncomingMessage, res: ServerResponse, url: URL) {
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : (url.searchParams.get('access_token') ?? '');
    const sessao = tokens.get(token);
    if (!sessao) return erro(res, 401, 'Invalid OAuth access token.');
    const prova = url.searchParams.get('appsecret_proof');
    if (prova && prova !== createHmac('sha256', sessao.app.client_secret).update(token).digest('hex'))
      return erro(res, 400, 'Invalid appsecret_proof provided in the API argument');
    const campos = (url.searchParams.get('fields') ?? 'id,name').split(',');
    const { pessoa } = sessao;
    const corpo: Record<string, string> = {};
    for (const campo of campos) {
      const valor = pessoa[campo as keyof PessoaFacebook];
      if (valor !== undefined) corpo[campo] = valor;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(corpo));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const tratar =
      url.pathname === '/dialog/oauth'
        ? dialogo(req, res, url)
        : url.pathname === '/oauth/access_token'
          ? trocarCodigo(req, res, url)
          : url.pathname === '/me'
            ? Promise.resolve(perfil(req, res, url))
            : Promise.resolve(erro(res, 404, 'Unknown path'));
    tratar.catch(() => {
      if (!res.headersSent) erro(res, 400, 'Bad request');
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opcoes.porta ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
