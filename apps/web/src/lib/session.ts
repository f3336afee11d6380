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
  /** Client time (ms) when this pair arrived. */
  readonly obtainedAt: number;
  /**
   * Server clock minus client clock (ms), estimated from the token's `iat` on arrival, so that a
   * client clock set minutes wrong neither expires tokens early nor refreshes them in a loop.
   */
  readonly clockOffsetMs: number;
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
    if (!claims) return null;
    return {
      access_token: value.access_token,
      refresh_token: value.refresh_token,
      claims,
      obtainedAt: typeof value.obtainedAt === 'number' ? value.obtainedAt : 0,
      clockOffsetMs: typeof value.clockOffsetMs === 'number' ? value.clockOffsetMs : 0,
    };
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
  const now = Date.now();
  const session: Session = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    claims,
    obtainedAt: now,
    clockOffsetMs: claims.iat > 0 ? claims.iat * 1000 - now : 0,
  };
  storage.set(sessionKey(), JSON.stringify(session));
  endReason = null;
  notify();
  return getSession() ?? session;
}

/** Why the last session of this tab ended: the user signed out, or it expired / ended elsewhere. */
export type SessionEndReason = 'logout' | 'expired';
let endReason: SessionEndReason | null = null;

export function clearSession(reason: SessionEndReason = 'expired'): void {
  endReason = reason;
  storage.remove(sessionKey());
  notify();
}

export function sessionEndReason(): SessionEndReason | null {
  return endReason;
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
