import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../src/app.ts';
import { TENANT } from './helpers.ts';

/** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: App): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/desafio', headers: TENANT });
  if (res.statusCode !== 200) throw new Error(`captcha challenge failed: ${res.statusCode} ${res.body}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
