import { vi } from 'vitest';

/** A recorded call of the mocked fetch. */
export interface ApiCall {
  method: string;
  /** Path under /api, without the query ('auth/login'). */
  path: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body, or the FormData of an upload. */
  body: unknown;
}

export type MockReply = { status?: number; body?: unknown } | Response;
export type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

/** `reply(body)` → 200 JSON; `reply(body, 401)` → that status. */
export function reply(body?: unknown, status = 200): MockReply {
  return { status, body };
}

function toResponse(result: MockReply): Response {
  if (result instanceof Response) return result;
  const status = result.status ?? 200;
  if (status === 204 || result.body === undefined)
    return new Response(null, { status: status === 200 ? 204 : status });
  return new Response(JSON.stringify(result.body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch for a component test. Keys are 'METHOD path' ('GET parametro/listar');
 * values are a handler or a static JSON body. Unknown calls answer 404 with the API's error body.
 */
export type RouteValue =
  | Handler
  | MockReply
  | readonly unknown[]
  | { readonly [key: string]: unknown }
  | string
  | number
  | boolean
  | null;

export function mockApi(routes: Record<string, RouteValue>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path,
      url,
      headers: new Headers(init.headers),
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined) {
      return toResponse(reply({ codigo: 'NAO_ENCONTRADO', mensagem: 'Recurso não encontrado.' }, 404));
    }
    if (typeof route === 'function') return toResponse(await (route as Handler)(call));
    const isReply = typeof route === 'object' && route !== null && ('status' in route || 'body' in route);
    return toResponse(isReply ? (route as MockReply) : reply(route));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The public calls every screen makes, answered with realistic content. */
export const PUBLIC_API = {
  'GET parametro/listar': [
    { nomeParametro: 'POPUP_POLITICAS_PRIVACIDADE', valor: 'Usamos cookies para melhorar sua experiência.' },
    { nomeParametro: 'SUPORTE_CONTATO', valor: 'Suporte: contato@aprovei.dev · (11) 4002-8922' },
    {
      nomeParametro: 'REDES_SOCIAIS',
      valor: JSON.stringify([
        { rede: 'instagram', url: 'https://instagram.com/aprovei' },
        { rede: 'youtube', url: 'https://youtube.com/@aprovei' },
      ]),
    },
    { nomeParametro: 'DESENVOLVIDO_POR', valor: 'Desenvolvido por Equipe Aprovei' },
    { nomeParametro: 'EMPRESA_RAZAO_SOCIAL', valor: 'Aprovei Educação Ltda.' },
    { nomeParametro: 'EMPRESA_CNPJ', valor: '12.345.678/0001-95' },
    { nomeParametro: 'EMPRESA_ENDERECO', valor: 'Avenida Paulista, 1000, São Paulo - SP' },
  ],
  // The registration check every signed-in screen passes first (require-auth.tsx).
  'GET conta/verifica-existencia-usuario': true,
  // No legal text to accept again unless a test publishes one.
  'GET politica/pendentes': { pendentes: [] },
  // No promotional popup unless a test offers one.
  'GET divulgacao/carregar': {},
  'GET plataforma/buscar-plataforma/1': { id: 1, nome: 'Residência', tema: 'aprovei_residencia' },
  'GET plataforma/buscar-plataforma/2': { id: 2, nome: 'Concurso', tema: 'aprovei_concurso' },
  'GET plataforma/buscar-plataforma/3': { id: 3, nome: 'Medicina', tema: 'aprovei_med' },
} as const;
