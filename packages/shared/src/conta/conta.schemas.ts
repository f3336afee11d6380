import { z } from 'zod';
import { zBodyId, zTexto } from '../common.schemas.ts';
import { MENSAGENS_CONTA, UTM_KEYS } from './conta.messages.ts';
import { isValidCpf, onlyDigits } from './cpf.rules.ts';
import { TIPOS_RESPOSTA } from './questionario.rules.ts';
import { MENSAGENS_SENHA, problemaSenha, SENHA_MAX } from './senha.rules.ts';
import { isValidTelefone } from './telefone.rules.ts';

export { MENSAGENS_CONTA };

export const NOME_MAX = 150;
export const APELIDO_MAX = 50;
export const EMAIL_MAX = 254;

export const zCpf = () =>
  zTexto({ message: MENSAGENS_CONTA.cpfAusente })
    .trim()
    .min(1, MENSAGENS_CONTA.cpfAusente)
    .max(14, MENSAGENS_CONTA.cpfInvalido)
    .transform(onlyDigits)
    .refine(isValidCpf, MENSAGENS_CONTA.cpfInvalido);

const zEmail = zTexto({ message: MENSAGENS_CONTA.emailAusente })
  .trim()
  .min(1, MENSAGENS_CONTA.emailAusente)
  .max(EMAIL_MAX, MENSAGENS_CONTA.emailInvalido)
  .pipe(z.email({ message: MENSAGENS_CONTA.emailInvalido }))
  .transform((v) => v.toLowerCase());

const zNome = zTexto({ message: MENSAGENS_CONTA.nome })
  .trim()
  .min(2, MENSAGENS_CONTA.nome)
  .max(NOME_MAX, `O nome pode ter até ${NOME_MAX} caracteres.`);

const zApelido = zTexto()
  .trim()
  .max(APELIDO_MAX, `O apelido pode ter até ${APELIDO_MAX} caracteres.`)
  .nullish()
  .transform((v) => v || null);

const zTelefone = zTexto({ message: MENSAGENS_CONTA.telefoneAusente })
  .trim()
  .min(1, MENSAGENS_CONTA.telefoneAusente)
  .max(20, MENSAGENS_CONTA.telefoneInvalido)
  .transform(onlyDigits)
  .refine(isValidTelefone, MENSAGENS_CONTA.telefoneInvalido);

const zSenhaTexto = zTexto({ message: MENSAGENS_CONTA.senhaAusente }).max(SENHA_MAX, MENSAGENS_SENHA.longa);

export const ZUtmParams = z
  .object(Object.fromEntries(UTM_KEYS.map((k) => [k, zTexto().trim().max(200).nullish()])))
  .partial()
  .transform((o) => {
    const kept = Object.entries(o).filter(([, v]) => typeof v === 'string' && v !== '');
    return kept.length
      ? (Object.fromEntries(kept) as Partial<Record<(typeof UTM_KEYS)[number], string>>)
      : null;
  });

export const ZRespostaPergunta = z.object({
  idPerguntaUsuario: zBodyId('Pergunta inválida.'),
  resposta: zTexto({ message: 'Responda esta pergunta.' }).trim().max(500, 'Resposta longa demais.'),
});

/** Password + confirmation: the rule of senha.rules, checked against the person's own data. */
function conferirSenha(
  senha: string | undefined,
  confirmacao: string | undefined,
  pessoais: { cpf?: string; email?: string; telefone?: string },
  ctx: z.RefinementCtx,
  campos: { senha: string; confirmacao: string },
) {
  if (senha === undefined || senha === '') {
    ctx.addIssue({ code: 'custom', path: [campos.senha], message: MENSAGENS_CONTA.senhaAusente });
    return;
  }
  const problema = problemaSenha(senha, pessoais);
  if (problema) ctx.addIssue({ code: 'custom', path: [campos.senha], message: problema });
  if (senha !== confirmacao)
    ctx.addIssue({ code: 'custom', path: [campos.confirmacao], message: MENSAGENS_SENHA.confirmacao });
}

export const ZCadastroBody = z
  .object({
    nome: zNome,
    cpf: zCpf(),
    apelido: zApelido,
    telefone: zTelefone,
    email: zEmail,
    senha: zSenhaTexto,
    confirmarSenha: zSenhaTexto.optional(),
    respostasPerguntaUsuario: z.array(ZRespostaPergunta).max(50).default([]),
    utmParams: ZUtmParams.nullish(),
    plataformaId: z.number().int().min(1).max(3).nullish(),
    /** The plan chosen before registering (5 = trainee); decides where the client goes next. */
    idPlano: zBodyId('Plano não encontrado.').nullish(),
    captcha: zTexto().max(10_000).nullish(),
  })
  .superRefine((b, ctx) =>
    conferirSenha(b.senha, b.confirmarSenha, b, ctx, { senha: 'senha', confirmacao: 'confirmarSenha' }),
  );
export type TCadastroBody = z.input<typeof ZCadastroBody>;

export const ZCadastroResposta = z.object({
  id: z.number(),
  /** Where the client goes: /home, or the plan's checkout. */
  destino: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});
export type TCadastroResposta = z.infer<typeof ZCadastroResposta>;

export const ZAtualizarDadosBody = z
  .object({
    nome: zNome,
    apelido: zApelido,
    telefone: zTelefone,
    /** Locked fields: sent back unchanged by the form; any other value is refused. */
    cpf: zTexto().trim().max(14).optional(),
    email: zTexto().trim().max(EMAIL_MAX).optional(),
    /** Empty keeps the current password; a new one needs the current one too. */
    senha: zSenhaTexto.optional(),
    senhaAtual: zSenhaTexto.optional(),
    confirmarSenha: zSenhaTexto.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.senha)
      conferirSenha(b.senha, b.confirmarSenha, b, ctx, { senha: 'senha', confirmacao: 'confirmarSenha' });
  });
export type TAtualizarDadosBody = z.input<typeof ZAtualizarDadosBody>;

export const ZPerfil = z.object({
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  cpf: z.string(),
  apelido: z.string().nullable(),
  possuiMeiosPagamento: z.boolean(),
  /** Signed in through Google or Facebook: e-mail locked, no password fields. */
  loginSocial: z.boolean(),
});
export type TPerfil = z.infer<typeof ZPerfil>;

export const ZPerguntaUsuario = z.object({
  id: z.number(),
  pergunta: z.string(),
  tipoResposta: z.object({ tipoResposta: z.enum(TIPOS_RESPOSTA) }),
  idPerguntaUsuarioSim: z.number().nullable(),
  idPerguntaUsuarioNao: z.number().nullable(),
});
export type TPerguntaUsuario = z.infer<typeof ZPerguntaUsuario>;

export const ZGerarCodigoBody = z.object({ cpf: zCpf() });
export const ZAlterarSenhaBody = z
  .object({
    login: zCpf(),
    codigo: zTexto({ message: MENSAGENS_CONTA.codigoFormato })
      .trim()
      .regex(/^\d{6}$/, MENSAGENS_CONTA.codigoFormato),
    senhaNova: zSenhaTexto,
    confirmacaoSenhaNova: zSenhaTexto.optional(),
  })
  .superRefine((b, ctx) =>
    conferirSenha(b.senhaNova, b.confirmacaoSenhaNova, { cpf: b.login }, ctx, {
      senha: 'senhaNova',
      confirmacao: 'confirmacaoSenhaNova',
    }),
  );
export type TAlterarSenhaBody = z.input<typeof ZAlterarSenhaBody>;

export const ZMensagem = z.object({ mensagem: z.string() });
