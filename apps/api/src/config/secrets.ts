import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/**
 * The access-token key: JWT_SECRET when set (required in production); otherwise a random key
 * generated once and kept in DATA_DIR, so sessions survive a restart of the embedded setup.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The server's VAPID identity for web push (base64url keys, as the `web-push` package takes them). */
export interface ChavesVapid {
  publica: string;
  privada: string;
  assunto: string;
}

/** A new P-256 pair in VAPID's encoding: the raw public point (0x04‖x‖y) and the private scalar. */
export function gerarChavesVapid(): { publica: string; privada: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const ponto = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publica: ponto.toString('base64url'), privada: jwk.d! };
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; in development a pair generated once and
 * kept in DATA_DIR (subscriptions survive a restart, as they are bound to the public key); in production
 * and in the tests none — push notifications are off (the caller logs it).
 */
export function resolveVapid(env: Env): ChavesVapid | null {
  const assunto = env.VAPID_SUBJECT ?? `mailto:${env.SUPORTE_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publica: env.VAPID_PUBLIC_KEY, privada: env.VAPID_PRIVATE_KEY, assunto };
  if (env.NODE_ENV !== 'development') return null;
  const file = path.join(env.DATA_DIR, 'vapid.json');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, JSON.stringify(gerarChavesVapid()), { mode: 0o600 });
  const chaves = JSON.parse(fs.readFileSync(file, 'utf8')) as { publica: string; privada: string };
  return { ...chaves, assunto };
}
