import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';
import { MENSAGENS_PUSH } from './notificacoes-push.rules.ts';

/** The server's VAPID public key: the `applicationServerKey` of `pushManager.subscribe`. */
export const ZChavePublicaPush = z.object({ chavePublica: z.string() });
export type TChavePublicaPush = z.infer<typeof ZChavePublicaPush>;

const zBase64url = (bytes: number) =>
  zTexto()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, MENSAGENS_PUSH.endereco)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, MENSAGENS_PUSH.endereco);

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export const ZInscricaoPush = z.object({
  endpoint: zTexto()
    .max(2000, MENSAGENS_PUSH.endereco)
    .pipe(z.url({ protocol: /^https?$/, error: MENSAGENS_PUSH.endereco })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key (65 bytes) and auth secret (16 bytes). */
    p256dh: zBase64url(65),
    auth: zBase64url(16),
  }),
});
export type TInscricaoPush = z.infer<typeof ZInscricaoPush>;

/** A device of the person's list in 'Configurações' (never its endpoint or keys). */
export const ZAparelhoPush = z.object({
  id: z.number().int(),
  aparelho: z.string(),
  criadoEm: z.string(),
  ultimoEnvio: z.string().nullable(),
});
export type TAparelhoPush = z.infer<typeof ZAparelhoPush>;

export const ZAparelhosPush = z.array(ZAparelhoPush);
export type TAparelhosPush = z.infer<typeof ZAparelhosPush>;

export const ZIdAparelhoParams = z.object({ id: zId() });
