import type { TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { App } from '../src/app.ts';
import { SENHA_DEMO } from '../src/demo/usuarios.seed.ts';

/** The demo accounts, for the tests about the demo content itself (the others build users with factories). */
export const DEMO = {
  aluno: { login: 'aluno@aprovei.dev', tenant: 'aprovei' },
  estagiario: { login: 'estagiario@aprovei.dev', tenant: 'aprovei' },
  admin: { login: 'admin@aprovei.dev', tenant: 'aprovei' },
  professor: { login: 'professor@aprovei.dev', tenant: 'aprovei' },
  alunoMed: { login: 'aluno.med@aprovei.dev', tenant: 'aprovei-med' },
} as const satisfies Record<string, { login: string; tenant: Tenant }>;

export async function login(app: App, who: keyof typeof DEMO): Promise<TTokenResponse> {
  const { login: l, tenant } = DEMO[who];
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { login: l, senha: SENHA_DEMO },
  });
  if (res.statusCode !== 200) throw new Error(`login ${who} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Headers of a signed-in call for one of the demo accounts. */
export async function authHeaders(app: App, who: keyof typeof DEMO): Promise<Record<string, string>> {
  const tokens = await login(app, who);
  return { 'x-tenant': DEMO[who].tenant, authorization: `Bearer ${tokens.access_token}` };
}

export const TENANT = { 'x-tenant': 'aprovei' } as const;

export type Headers = Record<string, string>;

/** The listing (GET with a query string) and answering (POST) calls of one kind of study item, under /api/questoes. */
export function rotasDeItem(app: () => App, listarPath: string, responderPath: string) {
  return {
    listar: (headers: Headers, query: string) =>
      app().inject({ url: `/api/questoes/${listarPath}?${query}`, headers }),
    responder: (headers: Headers, payload: object) =>
      app().inject({ method: 'POST', url: `/api/questoes/${responderPath}`, headers, payload }),
  };
}
