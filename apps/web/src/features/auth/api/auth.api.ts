import type { TLoginBody, TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';
import { clearSession, getSession, type Session, saveTokens } from '../../../lib/session';

/** POST auth/login and keep the new session. */
export async function signIn(body: TLoginBody): Promise<Session> {
  const tokens = await api.post<TTokenResponse>('auth/login', body);
  return saveTokens(tokens);
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
