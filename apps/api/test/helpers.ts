import type { TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { App } from '../src/app.ts';
import { SEGUNDO_FATOR_DEMO } from '../src/demo/segundo-fator.seed.ts';
import { SENHA_DEMO } from '../src/demo/usuarios.seed.ts';
import { deBase32, PASSO_SEGUNDOS, passoDe, totp } from '../src/modules/segundo-fator/totp.ts';

/** The demo accounts, for the tests about the demo content itself (the others build users with factories). */
export const DEMO = {
  aluno: { login: 'aluno@aprovei.dev', tenant: 'aprovei' },
  estagiario: { login: 'estagiario@aprovei.dev', tenant: 'aprovei' },
  admin: { login: 'admin@aprovei.dev', tenant: 'aprovei' },
  professor: { login: 'professor@aprovei.dev', tenant: 'aprovei' },
  alunoMed: { login: 'aluno.med@aprovei.dev', tenant: 'aprovei-med' },
} as const satisfies Record<string, { login: string; tenant: Tenant }>;

/** Per app and demo account: the last TOTP step used and the recovery codes not used yet. */
const segundosFatores = new WeakMap<App, Map<string, { ultimoPasso: number; codigos: string[] }>>();

/**
 * A code of a demo staff account's second factor: the app's code of the current step, or of the next one
 * (one step of drift is accepted) when this step's was used; past that, a recovery code.
 */
function codigoDemo(app: App, login: string): string {
  const demo = SEGUNDO_FATOR_DEMO[login];
  if (!demo) throw new Error(`${login} não tem segundo fator na demo`);
  const porConta = segundosFatores.get(app) ?? new Map();
  segundosFatores.set(app, porConta);
  const estado = porConta.get(login) ?? { ultimoPasso: 0, codigos: [...demo.codigos] };
  porConta.set(login, estado);
  const agora = passoDe(Date.now());
  const passo = Math.max(agora, estado.ultimoPasso + 1);
  if (passo <= agora + 1) {
    estado.ultimoPasso = passo;
    return totp(deBase32(demo.segredo), passo * PASSO_SEGUNDOS * 1000);
  }
  const codigo = estado.codigos.shift();
  if (!codigo) throw new Error(`os códigos de recuperação de ${login} acabaram neste arquivo de testes`);
  return codigo;
}

/** Signs a demo account in; the staff ones pass the second step with their published secret. */
export async function login(app: App, who: keyof typeof DEMO): Promise<TTokenResponse> {
  const { login: l, tenant } = DEMO[who];
  let res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { login: l, senha: SENHA_DEMO },
  });
  if (res.statusCode === 200 && 'desafio' in res.json())
    res = await app.inject({
      method: 'POST',
      url: '/api/auth/segundo-fator',
      headers: { 'x-tenant': tenant },
      payload: { desafio: res.json().desafio, codigo: codigoDemo(app, l) },
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
