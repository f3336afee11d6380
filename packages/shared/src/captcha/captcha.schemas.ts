import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';

/** Shown (field 'captcha') when the human check is missing, invalid, expired or already used. */
export const MENSAGEM_CAPTCHA = 'Confirme que você não é um robô.';

/**
 * The captcha field of a form body or query: the ALTCHA widget's payload (base64 JSON). Optional
 * in the schema on purpose: the captcha service answers a missing one with MENSAGEM_CAPTCHA.
 */
export const zCaptchaPayload = () => zTexto().max(8_000, MENSAGEM_CAPTCHA).nullish();

/** A proof-of-work challenge (ALTCHA v2 format) for the widget, from GET /api/captcha/desafio. */
export const ZDesafioCaptcha = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string(),
});
export type TDesafioCaptcha = z.infer<typeof ZDesafioCaptcha>;
