import { describe, expect, it } from 'vitest';
import { MEDICAL_URL, setPageUrl } from '../testing/environment';
import { makeAccessToken, makeTokenResponse, signInAs } from '../testing/tokens';
import { decodeJwtPayload, firstName, parseAccessClaims } from './jwt';
import { clearSession, getSession, saveTokens, sessionKey } from './session';

describe('JWT claims', () => {
  it('decodes a base64url UTF-8 payload', () => {
    const payload = decodeJwtPayload(makeAccessToken({ name: 'João Conceição', sub: '7' })) as {
      name: string;
      sub: string;
    };
    expect(payload.name).toBe('João Conceição');
    expect(payload.sub).toBe('7');
  });
  it('refuses tokens without sub or exp', () => {
    expect(parseAccessClaims({ exp: 1 })).toBeNull();
    expect(parseAccessClaims({ sub: 'x' })).toBeNull();
    expect(parseAccessClaims(null)).toBeNull();
  });
  it('takes the first name', () => {
    expect(firstName('  Maria Clara Souza ')).toBe('Maria');
    expect(firstName('')).toBe('');
    expect(firstName(undefined)).toBe('');
  });
});

describe('session storage', () => {
  it('stores tokens and claims under a per-tenant key', () => {
    const session = signInAs({ name: 'Ana Lima' });
    expect(sessionKey()).toBe('aprovei:sessao:aprovei');
    const stored = JSON.parse(window.localStorage.getItem('aprovei:sessao:aprovei') ?? '{}');
    expect(stored.refresh_token).toBe(session.refresh_token);
    expect(stored.claims.name).toBe('Ana Lima');
    expect(getSession()).toBe(getSession()); // stable snapshot
  });
  it('keeps the medical variant apart', () => {
    signInAs();
    setPageUrl(MEDICAL_URL);
    expect(sessionKey()).toBe('aprovei:sessao:aprovei-med');
    expect(getSession()).toBeNull();
  });
  it('clears', () => {
    saveTokens(makeTokenResponse());
    clearSession();
    expect(getSession()).toBeNull();
  });
  it('ignores a corrupted entry', () => {
    window.localStorage.setItem(sessionKey(), '{not json');
    expect(getSession()).toBeNull();
  });
  it('refuses an unreadable access token', () => {
    expect(() => saveTokens({ access_token: 'abc', refresh_token: 'r' })).toThrow();
  });
});
