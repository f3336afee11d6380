import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
  type webcrypto,
} from 'node:crypto';
import { type TAccessClaims, ZAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { AMR_SEGUNDO_FATOR } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { SignJWT } from 'jose';

export interface TokenKeys {
  /** The raw secret (other HMACs derive from it, e.g. the password-reset codes). */
  secret: Uint8Array;
  /** The HS256 key of the access tokens for signing with `jose`, imported once. */
  key: webcrypto.CryptoKey;
  /** The same secret as a node:crypto key, for the synchronous verification. */
  hmacKey: KeyObject;
}

/**
 * Imports the HMAC key once for every sign and verify. Given the raw secret (or a secret KeyObject, which
 * it exports back to bytes), `jose` imports a WebCrypto key on every call: that import was ~12–15 % of
 * the API's CPU under answer load (docs/performance/questoes-busca.md).
 */
export function createTokenKeys(secret: string): TokenKeys {
  const bytes = new TextEncoder().encode(secret);
  const hmacKey = createSecretKey(bytes);
  const key = hmacKey.toCryptoKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { secret: bytes, key, hmacKey };
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
  /** The sign-in passed the second factor (TOTP or a recovery code): claim `amr: ['otp']`. */
  segundoFator?: boolean;
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
    ...(subject.segundoFator ? { amr: [AMR_SEGUNDO_FATOR] } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setAudience(subject.tenant)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.key);
}

/** Why a token was refused (the auth plugin maps every refusal to the same 401). */
export class InvalidAccessToken extends Error {
  override name = 'InvalidAccessToken';
}

/** Unpadded base64url, nothing else (no '=', whitespace, '+' or '/'). */
const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** An HS256 signature: 32 bytes are 43 characters, whose last one carries 2 zero bits. */
const SIGNATURE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
/** Like jose: invalid UTF-8 is refused, a leading BOM dropped. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

function refuse(reason: string): never {
  throw new InvalidAccessToken(reason);
}

/** A base64url segment holding a JSON object (the header or the claims). */
function jsonObject(segment: string, what: string): Record<string, unknown> {
  if (segment.length % 4 === 1 || !BASE64URL.test(segment)) refuse(`${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(Buffer.from(segment, 'base64url')));
  } catch {
    refuse(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/**
 * Verifies signature, expiry, issuer and that the token was issued for this tenant; throws
 * `InvalidAccessToken` (or the zod error of the claims) otherwise.
 *
 * Synchronous node:crypto HMAC instead of jose's `jwtVerify`, whose WebCrypto job cost ~10 % of the
 * API's CPU under answer load. It accepts what `jwtVerify(token, key, { issuer, audience: tenant,
 * algorithms: ['HS256'] })` + `ZAccessClaims` accepted, except encodings and headers our signer never
 * produces, which jose tolerated: '=' padding, whitespace or non-canonical trailing bits in the base64url,
 * a `typ` other than 'JWT', any `crit`, a `b64` other than true. Async, as the callers await it.
 */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  tenant: string,
): Promise<TAccessClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) refuse('not three segments');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];

  const header = jsonObject(encodedHeader, 'header');
  if (header.alg !== 'HS256') refuse('alg is not HS256');
  if (Object.hasOwn(header, 'typ') && header.typ !== 'JWT') refuse('typ is not JWT');
  if (Object.hasOwn(header, 'crit')) refuse('crit is not supported');
  if (Object.hasOwn(header, 'b64') && header.b64 !== true) refuse('unencoded payload');

  // Checked before the HMAC so that the signing input is the ASCII string jose would sign.
  if (encodedPayload.length % 4 === 1 || !BASE64URL.test(encodedPayload)) refuse('payload is not base64url');
  if (!SIGNATURE.test(encodedSignature)) refuse('signature is not 32 bytes of base64url');
  const signature = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', keys.hmacKey).update(`${encodedHeader}.${encodedPayload}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) refuse('bad signature');

  const claims = jsonObject(encodedPayload, 'payload');
  if (claims.iss !== ISSUER) refuse('unexpected iss');
  const { aud } = claims;
  if (!(aud === tenant || (Array.isArray(aud) && aud.includes(tenant)))) refuse('unexpected aud');
  // Seconds, no clock tolerance, as jwtVerify with our options (which checks no age of iat, only its type).
  const now = Math.floor(Date.now() / 1000);
  if (claims.iat !== undefined && typeof claims.iat !== 'number') refuse('iat is not a number');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now))
    refuse('not yet valid');
  if (typeof claims.exp !== 'number' || claims.exp <= now) refuse('expired');
  return ZAccessClaims.parse(claims);
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
