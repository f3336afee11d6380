import { z } from 'zod';
import { ZTokenResponse } from '../auth/auth.schemas.ts';
import { zTexto } from '../common.schemas.ts';

/**
 * Two-factor sign-in (issue 23 §2): TOTP (RFC 6238) from any authenticator app, plus ten single-use
 * recovery codes. Required for staff before any back-office call; optional for students.
 */

/** The `amr` value of an access token whose session passed the second factor (RFC 8176: one-time password). */
export const AMR_SEGUNDO_FATOR = 'otp';

/** Whether the claims of an access token carry the second factor. */
export const passouSegundoFator = (claims: { amr?: readonly string[] | undefined }): boolean =>
  claims.amr?.includes(AMR_SEGUNDO_FATOR) ?? false;

export const QUANTIDADE_CODIGOS_RECUPERACAO = 10;

export const MENSAGENS_SEGUNDO_FATOR = {
  codigoInvalido: 'Código inválido. Confira o código do aplicativo autenticador e tente de novo.',
  informeCodigo: 'Informe o código do aplicativo autenticador ou um código de recuperação.',
  codigoSeisDigitos: 'Informe os 6 dígitos do aplicativo autenticador.',
  desafioExpirado: 'O tempo para informar o código acabou. Entre novamente.',
  jaAtiva: 'A verificação em duas etapas já está ativa nesta conta.',
  naoAtiva: 'A verificação em duas etapas não está ativa nesta conta.',
  semConfiguracao: 'Comece a configuração de novo: o código QR expirou.',
  equipeNaoDesativa: 'A equipe não pode desativar a verificação em duas etapas.',
  redefinida: 'Verificação em duas etapas redefinida. A pessoa vai configurar de novo ao entrar.',
} as const;

const zCodigo = (mensagem: string) =>
  zTexto().trim().min(1, mensagem).max(32, MENSAGENS_SEGUNDO_FATOR.codigoInvalido);

/** A 6-digit TOTP (spaces ignored). */
export const zCodigoTotp = () =>
  zCodigo(MENSAGENS_SEGUNDO_FATOR.codigoSeisDigitos)
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^\d{6}$/.test(v), MENSAGENS_SEGUNDO_FATOR.codigoSeisDigitos);

/** The answer of a password sign-in when the account has the second factor on: the next step's challenge. */
export const ZDesafioSegundoFator = z.object({
  segundo_fator: z.literal('TOTP'),
  /** Opaque, single use, valid for a few minutes: goes with the code to POST /api/auth/segundo-fator. */
  desafio: z.string(),
});
export type TDesafioSegundoFator = z.infer<typeof ZDesafioSegundoFator>;

/** What a sign-in answers: the tokens, or the second step's challenge. */
export const ZRespostaEntrada = z.union([ZTokenResponse, ZDesafioSegundoFator]);
export type TRespostaEntrada = z.infer<typeof ZRespostaEntrada>;

export const ZSegundoPassoBody = z.object({
  desafio: zTexto()
    .min(1, MENSAGENS_SEGUNDO_FATOR.desafioExpirado)
    .max(128, MENSAGENS_SEGUNDO_FATOR.desafioExpirado),
  /** The app's 6 digits or a recovery code (XXXXX-XXXXX, hyphen and case free). */
  codigo: zCodigo(MENSAGENS_SEGUNDO_FATOR.informeCodigo),
});
export type TSegundoPassoBody = z.infer<typeof ZSegundoPassoBody>;

export const ZSituacaoSegundoFator = z.object({
  ativo: z.boolean(),
  /** Staff must have it on (and cannot turn it off). */
  obrigatorio: z.boolean(),
  /** Recovery codes not used yet (0 while off). */
  codigosRestantes: z.number().int(),
});
export type TSituacaoSegundoFator = z.infer<typeof ZSituacaoSegundoFator>;

export const ZConfiguracaoSegundoFator = z.object({
  /** The secret in base32, for typing it into the app by hand. */
  segredo: z.string(),
  otpauth: z.string(),
  /** The otpauth:// address as a QR code (an SVG document). */
  qrSvg: z.string(),
});
export type TConfiguracaoSegundoFator = z.infer<typeof ZConfiguracaoSegundoFator>;

export const ZCodigoBody = z.object({ codigo: zCodigoTotp() });
/** Turning it off: the app's code or a recovery code. */
export const ZDesativarBody = ZSegundoPassoBody.pick({ codigo: true });
export type TCodigoBody = z.infer<typeof ZCodigoBody>;

export const ZCodigosRecuperacao = z.object({
  /** Shown once: only their hashes are kept. */
  codigosRecuperacao: z.array(z.string()),
});
export type TCodigosRecuperacao = z.infer<typeof ZCodigosRecuperacao>;

/** Enabling answers the codes and the caller's session again, now with the second factor recorded. */
export const ZSegundoFatorAtivado = ZCodigosRecuperacao.extend({ sessao: ZTokenResponse });
export type TSegundoFatorAtivado = z.infer<typeof ZSegundoFatorAtivado>;

/** The back office's view of a person's second factor. */
export const ZSegundoFatorDaPessoa = z.object({ ativo: z.boolean() });
