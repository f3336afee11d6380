import { createHash, createSecretKey, randomBytes, type webcrypto } from 'node:crypto';
import { type Papel, type TAccessClaims, ZAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenKeys {
  /** The raw secret (other HMACs derive from it, e.g. the password-reset codes). */
  secret: Uint8Array;
  /** The HS256 key of the access tokens, imported once. */
  key: webcrypto.CryptoKey;
}

/**
 * Imports the HMAC key once for every sign and verify. Given the raw secret (or a secret KeyObject, which
 * it exports back to bytes), `jose` imports a WebCrypto key on every call: that import was ~12–15 % of
 * the API's CPU under answer load (docs/performance/questoes-busca.md).
 */
export function createTokenKeys(secret: string): TokenKeys {
  const bytes = new TextEncoder().encode(secret);
  const key = createSecretKey(bytes).toCryptoKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return { secret: bytes, key };
}

export interface AccessSubject {
  id: number;
  email: string;
  cpf: string;
  nome: string;
  tenant: string;
  roles: Papel[];
  /** Refresh-token family of the sign-in this token belongs to ('sid'): lets "other sessions" be ended. */
  sessao: string;
}

const ISSUER = 'aprovei';

export async function signAccessToken(
  keys: TokenKeys,
  subject: AccessSubject,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    email: subject.email,
    cpf: subject.cpf,
    preferred_username: subject.cpf,
    name: subject.nome,
    tenant: subject.tenant,
    roles: subject.roles,
    sid: subject.sessao,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setAudience(subject.tenant)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.key);
}

/** Verifies signature, expiry, issuer and that the token was issued for this tenant. */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  tenant: string,
): Promise<TAccessClaims> {
  const { payload } = await jwtVerify(token, keys.key, {
    issuer: ISSUER,
    audience: tenant,
    algorithms: ['HS256'],
  });
  return ZAccessClaims.parse(payload);
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Decodes the tenant claim without verifying, only to tell "wrong product" from "invalid". */
export function peekTenant(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.tenant === 'string' ? payload.tenant : undefined;
  } catch {
    return undefined;
  }
}
