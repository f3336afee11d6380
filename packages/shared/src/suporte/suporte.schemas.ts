import { z } from 'zod';
import { zCaptchaPayload } from '../captcha/captcha.schemas.ts';
import { zTexto } from '../common.schemas.ts';
import { zEmail } from '../conta/email.schemas.ts';

/** Maximum lengths of the support form (spec doc 3 §9). */
export const SUPORTE_MAX = { email: 250, assunto: 100, msg: 2000 } as const;

export const MENSAGENS_SUPORTE = {
  emailObrigatorio: 'Por favor digite seu e-mail',
  assuntoObrigatorio: 'Por favor digite o assunto',
  msgObrigatoria: 'Por favor digite sua mensagem',
  emailInvalido: 'Digite um e-mail válido.',
  emailLongo: `O e-mail deve ter no máximo ${SUPORTE_MAX.email} caracteres.`,
  assuntoLongo: `O assunto deve ter no máximo ${SUPORTE_MAX.assunto} caracteres.`,
  msgLonga: `A mensagem deve ter no máximo ${SUPORTE_MAX.msg} caracteres.`,
  sucesso: 'Mensagem enviada com sucesso!',
  falhaEnvio: 'Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.',
} as const;

const M = MENSAGENS_SUPORTE;

/** A required text: trimmed, the "required" message alone when empty, then the length limit. */
const texto = (obrigatorio: string, max: number, longo: string) =>
  zTexto({ error: obrigatorio })
    .trim()
    .min(1, { error: obrigatorio, abort: true })
    .max(max, { error: longo, abort: true });

/** The three fields of the support form. */
export const ZSuporteCampos = z.object({
  email: zEmail(
    { ausente: M.emailObrigatorio, invalido: M.emailInvalido, longo: M.emailLongo },
    SUPORTE_MAX.email,
  ),
  assunto: texto(M.assuntoObrigatorio, SUPORTE_MAX.assunto, M.assuntoLongo),
  msg: texto(M.msgObrigatoria, SUPORTE_MAX.msg, M.msgLonga),
});
export type TSuporteCampos = z.infer<typeof ZSuporteCampos>;

/**
 * POST /api/suporte/enviar-email-de-suporte body, and the query of the spec's
 * GET /api/suporte/enviarEmailDeSuporte: the fields plus the captcha payload.
 */
export const ZSuporteMensagem = ZSuporteCampos.extend({ captcha: zCaptchaPayload() });
export type TSuporteMensagem = z.infer<typeof ZSuporteMensagem>;

export const ZSuporteResposta = z.object({ mensagem: z.string() });
export type TSuporteResposta = z.infer<typeof ZSuporteResposta>;
