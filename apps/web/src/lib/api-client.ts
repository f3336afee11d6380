import type { TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { API_URL, currentTenant } from '../config/env';
import { ROUTES, routeKeyForPath } from '../config/paths';
import { buildErrorText } from './errors';
import { currentPath, navigateToLogin } from './navigation';
import { clearSession, getSession, type Session, saveTokens, subscribeSession } from './session';

/** A non-2xx answer: the status and the parsed body (normally `{ codigo, mensagem, errors? }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(buildErrorText(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The body's `codigo`, when there is one. */
  get codigo(): string | undefined {
    const codigo = (this.body as { codigo?: unknown } | null)?.codigo;
    return typeof codigo === 'string' ? codigo : undefined;
  }
}

/** Refresh threshold and clock skew of spec doc 1 §9. */
export const REFRESH_THRESHOLD_S = 60;
export const CLOCK_SKEW_S = 5;

/**
 * True when a token expiring at `expSeconds` (JWT `exp`) must be refreshed at `nowMs`: when fewer than
 * `thresholdS` seconds are left, counting the client clock as up to `skewS` seconds behind the server's.
 */
export function needsRefresh(
  expSeconds: number,
  nowMs: number,
  thresholdS: number = REFRESH_THRESHOLD_S,
  skewS: number = CLOCK_SKEW_S,
): boolean {
  return expSeconds * 1000 - nowMs <= (thresholdS + skewS) * 1000;
}

/** A pair younger than this is never refreshed again (guards against loops with very short tokens). */
export const MIN_REFRESH_INTERVAL_MS = 10_000;

/** needsRefresh for a stored session, on the server's clock. */
export function sessionNeedsRefresh(session: Session, nowMs: number = Date.now()): boolean {
  if (nowMs - session.obtainedAt < MIN_REFRESH_INTERVAL_MS) return false;
  return needsRefresh(session.claims.exp, nowMs + session.clockOffsetMs);
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const url = `${API_URL}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

let transporte: typeof fetch = (input, init) => fetch(input, init);

/** The server's render of a public page (src/entry-server.tsx) answers the calls inside the API process. */
export function definirTransporte(novo: typeof fetch): void {
  transporte = novo;
}

async function send(path: string, options: RequestOptions, session: Session | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Tenant': currentTenant() };
  // The JSON content type goes with every body. A body-less request does not declare one: a server
  // is entitled to refuse "application/json" with an empty body (Fastify does, with a 400). A FormData
  // body (an upload) goes as it is: the browser writes its multipart type and boundary.
  const formulario = options.body instanceof FormData;
  if (options.body !== undefined && !formulario) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Bearer ${session.access_token}`;
  return transporte(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : formulario
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

// ---------------------------------------------------------------------------------------------
// Token refresh: single-flight in this tab; across tabs through the Web Locks API when present,
// re-reading storage first so a pair another tab just rotated is reused instead of refreshed
// again (a reused refresh token would revoke the whole session on the server).

let inFlight: Promise<Session> | null = null;

async function requireSession(): Promise<Session> {
  const latest = getSession();
  if (!latest) throw new ApiError(401, { codigo: 'NAO_AUTENTICADO', mensagem: 'Sessão encerrada.' });
  return latest;
}

async function exchange(staleAccessToken: string): Promise<Session> {
  const latest = await requireSession();
  if (latest.access_token !== staleAccessToken && !sessionNeedsRefresh(latest)) return latest;
  const response = await send(
    'auth/refresh',
    { method: 'POST', body: { refresh_token: latest.refresh_token } },
    null,
  );
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return saveTokens(body as TTokenResponse);
}

/**
 * Ends the session after a refused refresh. On an authenticated screen the user goes to the login page
 * (with `?redirect=` back here); a public page simply shows the signed-out state.
 */
function expireSession(): void {
  clearSession();
  const key = routeKeyForPath(currentPath());
  if (key === null || ROUTES[key].access === 'auth') navigateToLogin();
}

/**
 * Exchanges the refresh token for a new pair; concurrent callers share one request. A refusal by the
 * server (4xx) ends the session and leads to the login page; a network or server failure leaves the
 * session alone (the next call tries again) and rejects.
 */
export function refreshSession(): Promise<Session> {
  if (inFlight) return inFlight;
  const stale = getSession()?.access_token ?? '';
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = () => exchange(stale);
  // LockManager.request resolves with the callback's own (awaited) result.
  const attempt = locks
    ? (locks.request(`aprovei:refresh:${currentTenant()}`, run) as unknown as Promise<Session>)
    : run();
  inFlight = attempt
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) expireSession();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** 401 codes that mean "signed in but not allowed" or "wrong password": a refresh would not help. */
const NO_RETRY_401 = new Set(['SEM_ACESSO', 'CREDENCIAIS_INVALIDAS']);

/**
 * Calls `/api/<path>` with the JSON content type, the `X-Tenant` header and the bearer token, refreshing
 * the token first when it expires within 60 s and once more (then retrying) on a 401. Resolves with the
 * parsed body (undefined for 204); rejects with ApiError for non-2xx answers.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedFetch(path, options);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** A file the API streams (a PDF, an image): the same call as apiRequest, answered as a Blob. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(path, { signal });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response.blob();
}

async function authorizedFetch(path: string, options: RequestOptions): Promise<Response> {
  const authCall = /^\/?auth\//.test(path);
  let session = getSession();
  if (session && !authCall && sessionNeedsRefresh(session)) session = await refreshSession();

  let response = await send(path, options, session);
  if (response.status === 401 && session && !authCall) {
    const body = await readBody(response);
    const codigo = (body as { codigo?: unknown } | null)?.codigo;
    if (typeof codigo === 'string' && NO_RETRY_401.has(codigo)) throw new ApiError(401, body);
    const latest = getSession();
    session =
      latest && latest.access_token !== session.access_token && !sessionNeedsRefresh(latest)
        ? latest
        : await refreshSession();
    response = await send(path, options, session);
  }
  return response;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) =>
    apiRequest<T>(path, { method: 'POST', body, query }),
  put: <T>(path: string, body?: unknown, query?: Query) =>
    apiRequest<T>(path, { method: 'PUT', body, query }),
  delete: <T>(path: string, query?: Query) => apiRequest<T>(path, { method: 'DELETE', query }),
  /** A multipart upload (the fields first, then the file); PUT unless told otherwise. */
  upload: <T>(path: string, form: FormData, method: 'PUT' | 'POST' = 'PUT') =>
    apiRequest<T>(path, { method, body: form }),
  blob: apiBlob,
};

/**
 * Refreshes the token about a minute before it expires while the app is open (spec doc 1 §4). A small
 * random delay keeps several open tabs from all trying at the same instant. Returns a stop function.
 */
export function startProactiveRefresh(options: { jitterMs?: number; retryMs?: number } = {}): () => void {
  const jitterMs = options.jitterMs ?? 3000;
  const retryMs = options.retryMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const session = getSession();
    if (!session) return;
    const now = Date.now();
    const dueMs =
      (session.claims.exp - REFRESH_THRESHOLD_S - CLOCK_SKEW_S) * 1000 - (now + session.clockOffsetMs);
    const earliestMs = session.obtainedAt + MIN_REFRESH_INTERVAL_MS - now;
    const delay = Math.min(Math.max(0, dueMs, earliestMs) + Math.random() * jitterMs, 2 ** 31 - 1);
    timer = setTimeout(() => {
      const current = getSession();
      if (!current) return;
      if (!sessionNeedsRefresh(current)) return schedule();
      refreshSession().catch((error: unknown) => {
        // Refused: the session is over (handled in refreshSession). Otherwise try again a bit later.
        if (!(error instanceof ApiError && error.status < 500)) timer = setTimeout(schedule, retryMs);
      });
    }, delay);
  };

  schedule();
  const unsubscribe = subscribeSession(schedule);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
