import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';

/**
 * Whether the session of an access token still lives: its user is not deleted and its sign-in (the
 * refresh-token family named by the token's `sid`) was not ended by sign-out, refresh-token reuse or a
 * new password. Every authenticated request is checked against the database (plugins/auth.ts):
 * by its own batched read, or, on the routes that read the entitlements anyway (the answer and search
 * paths), inside that same read, so they pay no extra round trip.
 */
export interface SessaoAConferir {
  usuarioId: number;
  sid: string;
  conferida: boolean;
}

const naLeitura = new AsyncLocalStorage<SessaoAConferir>();

/** Runs a route's handler with its session to be checked by the entitlement read (acesso.service.ts). */
export function conferirNaLeitura<T>(sessao: SessaoAConferir, handler: () => Promise<T>): Promise<T> {
  return naLeitura.run(sessao, handler);
}

/** The session an entitlement read of this user must check, when the running route left it to the read. */
export function sessaoAConferir(usuarioId: number): SessaoAConferir | undefined {
  const sessao = naLeitura.getStore();
  return sessao?.usuarioId === usuarioId ? sessao : undefined;
}

export const sessaoExpirada = () => new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
