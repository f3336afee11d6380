import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * An OpenID provider on loopback whose token endpoint answers the ID token a test crafts: signed by the
 * key it publishes (`publicada`) or by another (`estranha`), with any claims. It checks the PKCE
 * verifier against the challenge the test hands it, like a real provider.
 */
export async function iniciarGoogleForjado() {
  const publicada = await generateKeyPair('RS256');
  const estranha = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicada.publicKey)), kid: 'publicada', alg: 'RS256', use: 'sig' };
  let proximo: { desafio: string; claims: JWTPayload; chave: 'publicada' | 'estranha' } | undefined;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, corpo: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(corpo));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname !== '/token' || req.method !== 'POST') return json(404, { error: 'not_found' });
    let corpo = '';
    for await (const parte of req) corpo += parte;
    const form = new URLSearchParams(corpo);
    const pedido = proximo;
    proximo = undefined;
    const verificador = form.get('code_verifier') ?? '';
    if (!pedido || createHash('sha256').update(verificador).digest('base64url') !== pedido.desafio)
      return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    const chave = pedido.chave === 'publicada' ? publicada.privateKey : estranha.privateKey;
    const idToken = await new SignJWT(pedido.claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'publicada' })
      .sign(chave);
    return json(200, {
      access_token: 'acesso-forjado',
      token_type: 'Bearer',
      expires_in: 60,
      id_token: idToken,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** The ID token the next code exchange answers, for the authorisation request at `urlAutorizacao`. */
    forjar(urlAutorizacao: string, claims: JWTPayload, chave: 'publicada' | 'estranha' = 'publicada') {
      const desafio = new URL(urlAutorizacao).searchParams.get('code_challenge') ?? '';
      proximo = { desafio, claims, chave };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
