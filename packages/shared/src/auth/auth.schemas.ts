import { z } from 'zod';
import { zCaptchaPayload } from '../captcha/captcha.schemas.ts';
import { zTexto } from '../common.schemas.ts';
import { PAPEIS } from '../equipe/papeis.ts';

export const ZLoginBody = z.object({
  login: zTexto().trim().min(1, 'Informe o CPF ou e-mail.').max(254, 'CPF ou e-mail muito longo.'),
  senha: zTexto().min(1, 'Informe a senha.').max(256, 'Senha muito longa.'),
  /** The human check, asked only once the account is past its failure limit (codigo CAPTCHA_NECESSARIO). */
  captcha: zCaptchaPayload(),
});
export const ZRefreshBody = z.object({
  refresh_token: zTexto().min(1, 'Informe o refresh_token.').max(512, 'refresh_token inválido.'),
});
export const ZTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** Claims of our access token (OIDC-like names so an external issuer can replace it). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  email: z.string(),
  cpf: z.string(),
  preferred_username: z.string(),
  name: z.string(),
  tenant: z.string(),
  roles: z.array(z.enum(PAPEIS)),
  sid: z.string().optional(),
  /** How the session proved who it is (RFC 8176): 'pwd', plus 'otp' once the second factor passed. */
  amr: z.array(z.string()).optional(),
  exp: z.number(),
  iat: z.number(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;
