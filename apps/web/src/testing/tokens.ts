import type { TAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import { getSession, type Session, saveTokens, sessionKey } from '../lib/session';

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeClaims(overrides: Partial<TAccessClaims> = {}): TAccessClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '42',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    preferred_username: '52998224725',
    name: 'Maria Conceição Souza',
    tenant: 'aprovei',
    roles: ['ALUNO'],
    iat: now,
    exp: now + 15 * 60,
    ...overrides,
  };
}

/** An unsigned JWT carrying `claims` (the web app only decodes it). */
export function makeAccessToken(overrides: Partial<TAccessClaims> = {}): string {
  return `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url(makeClaims(overrides))}.assinatura`;
}

let counter = 0;

export function makeTokenResponse(overrides: Partial<TAccessClaims> = {}) {
  counter += 1;
  return {
    access_token: makeAccessToken(overrides),
    refresh_token: `refresh-${counter}`,
    token_type: 'Bearer' as const,
    expires_in: 900,
  };
}

/** Stores a session as if the user had signed in `ageMs` ago (just now by default). */
export function signInAs(
  overrides: Partial<TAccessClaims> = {},
  { ageMs = 0 }: { ageMs?: number } = {},
): Session {
  const session = saveTokens(makeTokenResponse(overrides));
  if (ageMs === 0) return session;
  window.localStorage.setItem(
    sessionKey(),
    JSON.stringify({ ...session, obtainedAt: session.obtainedAt - ageMs }),
  );
  return getSession() ?? session;
}
