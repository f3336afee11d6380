import type { TAccessClaims, TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { useSyncExternalStore } from 'react';
import { currentTenant } from '../config/env';
import { decodeJwtPayload, parseAccessClaims } from './jwt';
import { onStorageKey, storage } from './storage';

/** The signed-in user's tokens and decoded claims, stored in localStorage per tenant. */
export interface Session {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly claims: TAccessClaims;
}

export function sessionKey(): string {
  return `aprovei:sessao:${currentTenant()}`;
}

const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; session: Session | null } | null = null;

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.access_token !== 'string' || typeof value.refresh_token !== 'string') return null;
    const claims = parseAccessClaims(value.claims);
    return claims ? { access_token: value.access_token, refresh_token: value.refresh_token, claims } : null;
  } catch {
    return null;
  }
}

/** Current session; the same object while storage is unchanged (a stable useSyncExternalStore snapshot). */
export function getSession(): Session | null {
  const key = sessionKey();
  const raw = storage.get(key);
  if (!cache || cache.key !== key || cache.raw !== raw) cache = { key, raw, session: parse(raw) };
  return cache.session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores a token pair from auth/login or auth/refresh; throws when the access token is unreadable. */
export function saveTokens(tokens: Pick<TTokenResponse, 'access_token' | 'refresh_token'>): Session {
  const claims = parseAccessClaims(decodeJwtPayload(tokens.access_token));
  if (!claims) throw new Error('Token de acesso inválido.');
  const session: Session = { access_token: tokens.access_token, refresh_token: tokens.refresh_token, claims };
  storage.set(sessionKey(), JSON.stringify(session));
  notify();
  return getSession() ?? session;
}

export function clearSession(): void {
  storage.remove(sessionKey());
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const off = onStorageKey(sessionKey, listener);
  return () => {
    listeners.delete(listener);
    off();
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
