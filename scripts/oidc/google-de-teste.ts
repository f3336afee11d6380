/**
 * A stand-in for Google's sign-in on loopback: a real OpenID provider (`oidc-provider`) with a simple
 * login page (a couple of demo people, or anyone typed in). The API suite, the journeys and
 * `npm run dev:oidc` point GOOGLE_ISSUER at it. Never for production: it signs anyone in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface PessoaGoogle {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
}

export interface ClienteOidc {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export const PESSOAS_DEMO: readonly PessoaGoogle[] = [
  { sub: 'demo-ana', name: 'Ana Google Demo', email: 'ana.google@exemplo.com.br', email_verified: true },
  {
    sub: 'demo-bruno',
    name: 'Bruno Sem Verificação',
    email: 'bruno.google@exemplo.com.br',
    email_verified: false,
  },
];

/** The subject of someone typed on the login page: the same e-mail is always the same person. */
export const sujeitoDoEmail = (email: string) =>
  `u-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

export interface GoogleDeTeste {
  issuer: string;
  server: Server;
  close(): Promise<void>;
}

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pagina(uid: string, cliente: string): string {
  const demos = PESSOAS_DEMO.map(
    (p) =>
      `<button name="sub" value="${escapar(p.sub)}">${escapar(p.name)} &lt;${escapar(p.email)}&gt;${
        p.email_verified ? '' : ' (e-mail não verificado)'
      }</button>`,
  ).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Google de teste</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button,input{display:block;width:100%;margin:.4rem 0;padding:.6rem;font-size:1rem;box-sizing:border-box}
label{display:block;margin-top:.6rem}.linha{display:flex;gap:.5rem;align-items:center}
.linha input{width:auto}</style></head><body>
<h1>Google de teste</h1><p>Entrar em <strong>${escapar(cliente)}</strong> como:</p>
<form method="post" action="/interaction/${uid}">${demos}</form>
<h2>Outra pessoa</h2>
<form method="post" action="/interaction/${uid}">
<label>Nome <input name="name" required autocomplete="off"></label>
<label>E-mail <input name="email" type="email" required autocomplete="off"></label>
<label class="linha"><input type="checkbox" name="email_verified" value="true" checked> E-mail verificado</label>
<button type="submit">Entrar</button></form>
<form method="post" action="/interaction/${uid}"><button name="cancelar" value="1">Cancelar</button></form>
</body></html>`;
}

async function lerFormulario(req: IncomingMessage): Promise<URLSearchParams> {
  let corpo = '';
  for await (const parte of req) {
    corpo += parte;
    if (corpo.length > 10_000) break;
  }
  return new URLSearchParams(corpo);
}

/**
 * Starts the provider on 127.0.0.1:`porta` (0: any free port) for the clients given; `pessoas` adds
 * people to the demo ones (a test's own, with the e-mail it needs).
 */
export async function iniciarGoogleDeTeste(opcoes: {
  porta?: number;
  clientes: ClienteOidc[];
}): Promise<GoogleDeTeste> {
  const pessoas = new Map(PESSOAS_DEMO.map((p) => [p.sub, p]));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(opcoes.porta ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(6).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: opcoes.clientes.map((c) => ({
      ...c,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(24).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the e-mail and name are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const pessoa = pessoas.get(sub);
      return pessoa ? { accountId: sub, claims: () => ({ ...pessoa }) } : undefined;
    },
  });
  const oidc = provider.callback();

  async function interacao(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pagina(details.uid, clientId));
      return;
    }
    const form = await lerFormulario(req);
    if (form.get('cancelar')) {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'A pessoa cancelou a entrada.',
      });
      return;
    }
    let pessoa = pessoas.get(form.get('sub') ?? '');
    if (!pessoa) {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!email) {
        res.writeHead(400).end('Informe o e-mail.');
        return;
      }
      pessoa = {
        sub: sujeitoDoEmail(email),
        name: (form.get('name') ?? '').trim() || email,
        email,
        email_verified: form.get('email_verified') === 'true',
      };
      pessoas.set(pessoa.sub, pessoa);
    }
    // Login and consent in one step: this stand-in grants what the client asked.
    const grant = new provider.Grant({ accountId: pessoa.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: pessoa.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interacao(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Interação inválida: ${(error as Error).message}`);
      });
      return;
    }
    oidc(req, res);
  });

  return {
    issuer,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
