import { createHmac } from 'node:crypto';
import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_IDENTIDADE_EXTERNA as M,
  type Provedor,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import * as oidc from 'openid-client';
import type { Env } from '../../config/env.ts';

/** Who the provider says the person is. The provider's tokens are not kept. */
export interface PerfilExterno {
  sujeito: string;
  nome: string;
  email: string | null;
  /** Only an e-mail the provider vouches for may lead to an existing account (never merged silently). */
  emailVerificado: boolean;
}

/** What the sign-in kept on our side while the browser was at the provider. */
export interface Checagem {
  state: string;
  nonce: string;
  verificador: string;
}

interface Credenciais {
  id: string;
  segredo: string;
}

function credenciais(env: Env, provedor: Provedor, tenant: Tenant): Credenciais | undefined {
  const med = tenant === 'aprovei-med';
  const [id, segredo] =
    provedor === 'google'
      ? med
        ? [env.GOOGLE_MED_CLIENT_ID, env.GOOGLE_MED_CLIENT_SECRET]
        : [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET]
      : med
        ? [env.FACEBOOK_MED_APP_ID, env.FACEBOOK_MED_APP_SECRET]
        : [env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET];
  return id && segredo ? { id, segredo } : undefined;
}

/** The providers a product has settings for: only these show a button. */
export function provedoresConfigurados(env: Env, tenant: Tenant): Provedor[] {
  return (['google', 'facebook'] as const).filter((p) => credenciais(env, p, tenant));
}

/** Plain HTTP only towards this machine (the stand-ins of the tests and of `dev:oidc`). */
function loopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** Refusals of the provider or of the checks on its answer: the person tries again (400). */
function recusa(provedor: Provedor, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied')
    return new AppError('VALIDACAO', M.cancelada(provedor));
  return new AppError('VALIDACAO', M.falhaProvedor(provedor));
}

/**
 * Google as an OpenID Connect provider (discovery, ID token checked by openid-client: issuer, audience,
 * expiry, nonce, signature by the provider's published keys) and Facebook as OAuth 2 plus the Graph
 * profile call. Both with the authorisation code, PKCE (S256) and state.
 */
export function provedoresExternos(env: Env, log: { warn(obj: object, msg: string): void }) {
  const configuracoes = new Map<string, Promise<oidc.Configuration>>();

  function configuracao(provedor: Provedor, tenant: Tenant): Promise<oidc.Configuration> {
    const cred = credenciais(env, provedor, tenant);
    if (!cred) return Promise.reject(new AppError('NAO_ENCONTRADO', M.naoConfigurado));
    const chave = `${provedor}:${tenant}`;
    let config = configuracoes.get(chave);
    if (!config) {
      config =
        provedor === 'google'
          ? oidc
              .discovery(
                new URL(env.GOOGLE_ISSUER),
                cred.id,
                cred.segredo,
                undefined,
                loopback(env.GOOGLE_ISSUER) ? { execute: [oidc.allowInsecureRequests] } : undefined,
              )
              .then((config) => {
                // ID tokens from the token endpoint are checked against the provider's keys too.
                oidc.enableNonRepudiationChecks(config);
                return config;
              })
              .catch((error: unknown) => {
                // Not cached: the next sign-in asks again.
                configuracoes.delete(chave);
                log.warn({ err: error, provedor }, 'external provider discovery failed');
                throw new AppError('INDISPONIVEL', M.indisponivel(provedor));
              })
          : Promise.resolve(facebook(cred));
      configuracoes.set(chave, config);
    }
    return config;
  }

  function facebook(cred: Credenciais): oidc.Configuration {
    const config = new oidc.Configuration(
      {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: env.FACEBOOK_DIALOG_URL,
        token_endpoint: `${env.FACEBOOK_GRAPH_URL}/oauth/access_token`,
      },
      cred.id,
      cred.segredo,
    );
    if (loopback(env.FACEBOOK_GRAPH_URL)) oidc.allowInsecureRequests(config);
    return config;
  }

  async function perfilFacebook(
    config: oidc.Configuration,
    cred: Credenciais,
    accessToken: string,
  ): Promise<PerfilExterno> {
    const url = new URL(`${env.FACEBOOK_GRAPH_URL}/me`);
    url.searchParams.set('fields', 'id,name,email');
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', cred.segredo).update(accessToken).digest('hex'),
    );
    const res = await oidc.fetchProtectedResource(config, accessToken, url, 'GET');
    const corpo = (await res.json().catch(() => ({}))) as { id?: unknown; name?: unknown; email?: unknown };
    if (!res.ok || typeof corpo.id !== 'string' || corpo.id === '')
      throw new Error(`Graph /me answered ${res.status}`);
    const email =
      typeof corpo.email === 'string' && corpo.email.includes('@') ? corpo.email.toLowerCase() : null;
    return {
      sujeito: corpo.id,
      nome: typeof corpo.name === 'string' && corpo.name.trim() ? corpo.name.trim() : (email ?? ''),
      email,
      // Facebook says nothing on whether the e-mail was confirmed: it never links to an existing account.
      emailVerificado: false,
    };
  }

  return {
    async urlDeAutorizacao(
      provedor: Provedor,
      tenant: Tenant,
      pedido: { redirectUri: string; state: string; nonce: string; desafio: string },
    ): Promise<string> {
      const config = await configuracao(provedor, tenant);
      const comuns = {
        redirect_uri: pedido.redirectUri,
        response_type: 'code',
        state: pedido.state,
        code_challenge: pedido.desafio,
        code_challenge_method: 'S256',
      };
      const params =
        provedor === 'google'
          ? { ...comuns, scope: 'openid email profile', nonce: pedido.nonce }
          : { ...comuns, scope: 'email,public_profile' };
      return oidc.buildAuthorizationUrl(config, params).href;
    },

    /** Exchanges the code (with the PKCE verifier) and answers who the person is; refusals are 400. */
    async perfil(
      provedor: Provedor,
      tenant: Tenant,
      urlAtual: URL,
      checagem: Checagem,
    ): Promise<PerfilExterno> {
      const config = await configuracao(provedor, tenant);
      try {
        if (provedor === 'google') {
          const tokens = await oidc.authorizationCodeGrant(config, urlAtual, {
            pkceCodeVerifier: checagem.verificador,
            expectedState: checagem.state,
            expectedNonce: checagem.nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims();
          if (!claims) throw new Error('no ID token');
          const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
          const nome = typeof claims.name === 'string' ? claims.name.trim() : '';
          return {
            sujeito: claims.sub,
            nome: nome || (email ?? ''),
            email,
            emailVerificado: email !== null && claims.email_verified === true,
          };
        }
        const tokens = await oidc.authorizationCodeGrant(config, urlAtual, {
          pkceCodeVerifier: checagem.verificador,
          expectedState: checagem.state,
        });
        return await perfilFacebook(config, credenciais(env, provedor, tenant)!, tokens.access_token);
      } catch (error) {
        log.warn({ err: error, provedor }, 'external sign-in refused');
        throw recusa(provedor, error);
      }
    },
  };
}
