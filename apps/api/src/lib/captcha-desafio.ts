import { createHmac } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The challenges of the human check (self-hosted ALTCHA), apart from the plugin so a bench that holds
 * the secret can sign its own (bench/checkout.ts).
 *
 * Proof-of-work settings: PBKDF2/SHA-256 with 1,000 iterations per attempt and a counter of
 * 300–1,000 attempts, i.e. about 0.65 M hash rounds on average — a fraction of a second on a phone
 * through Web Crypto in the widget's workers, and a single key check (HMAC) for the server.
 */
export const CAPTCHA_ALGORITMO = 'PBKDF2/SHA-256';
export const CAPTCHA_CUSTO = 1_000;
export const CAPTCHA_CONTADOR = { min: 300, max: 1_000 } as const;
export const CAPTCHA_VALIDADE_SEGUNDOS = 10 * 60;

/** The two HMAC keys of the challenges: their signature, and the signature of the expected key. */
export interface ChavesCaptcha {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

export function chavesCaptcha(secret: string): ChavesCaptcha {
  return {
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
  };
}

/**
 * A signed challenge, as GET /api/captcha/desafio hands it out. `counter` is the proof of work the
 * solver repeats (random in CAPTCHA_CONTADOR); only a holder of the secret can choose it (the
 * checkout bench, which needs many captchas and pays the browser's work on the server's machine).
 */
export async function novoDesafio(
  chaves: ChavesCaptcha,
  counter = randomInt(CAPTCHA_CONTADOR.max, CAPTCHA_CONTADOR.min),
) {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITMO,
    cost: CAPTCHA_CUSTO,
    counter,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_VALIDADE_SEGUNDOS,
    ...chaves,
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
}
