import type { TAccessClaims } from '@aprovei/shared/auth/auth.schemas';

/** Decodes a JWT's payload (base64url JSON, UTF-8) without verifying it: the API verifies. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) throw new Error('Token sem payload.');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The claims the web app relies on; null when the token does not carry them. */
export function parseAccessClaims(payload: unknown): TAccessClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (!isString(p.sub) || typeof p.exp !== 'number' || !Number.isFinite(p.exp)) return null;
  const roles = Array.isArray(p.roles) ? p.roles.filter(isString) : [];
  return {
    sub: p.sub,
    email: isString(p.email) ? p.email : '',
    cpf: isString(p.cpf) ? p.cpf : '',
    preferred_username: isString(p.preferred_username) ? p.preferred_username : '',
    name: isString(p.name) ? p.name : '',
    tenant: isString(p.tenant) ? p.tenant : '',
    roles: roles as TAccessClaims['roles'],
    exp: p.exp,
    iat: typeof p.iat === 'number' ? p.iat : 0,
  };
}

/** First word of a person's name ('Maria Clara Souza' → 'Maria'). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
