import type { TLoginBody, TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
// Types only: this file is in the landing's first chunk, where zod (the schemas' runtime) must not go.
import type {
  TDesafioSegundoFator,
  TRespostaEntrada,
  TSegundoPassoBody,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { api } from '../../../lib/api-client';
import { clearSession, getSession, type Session, saveTokens } from '../../../lib/session';

/**
 * POST auth/login: the new session, or, for an account with the two-step sign-in on, the challenge of
 * the second step (then `segundoPasso`).
 */
export async function signIn(body: TLoginBody): Promise<Session | TDesafioSegundoFator> {
  const resposta = await api.post<TRespostaEntrada>('auth/login', body);
  return 'desafio' in resposta ? resposta : saveTokens(resposta);
}

/** POST auth/segundo-fator: the app's code (or a recovery code) for the challenge, and keep the session. */
export async function segundoPasso(body: TSegundoPassoBody): Promise<Session> {
  return saveTokens(await api.post<TTokenResponse>('auth/segundo-fator', body));
}

/**
 * POST auth/logout (revokes the refresh token on the server) and forget the session locally. A failed
 * logout call still signs the user out of this browser.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  try {
    if (session) await api.post<void>('auth/logout', { refresh_token: session.refresh_token });
  } catch {
    // The server may already consider the session over; locally it ends regardless.
  } finally {
    clearSession('logout');
  }
}
