import { z } from 'zod';
import { zBodyId, zTexto } from '../common.schemas.ts';
import { MENSAGENS_CONTA, UTM_KEYS } from './conta.messages.ts';
import { isValidCpf, onlyDigits } from './cpf.rules.ts';
import { EMAIL_MAX, zEmail } from './email.schemas.ts';
import { type PerguntaNo, problemaResposta, TIPOS_RESPOSTA } from './questionario.rules.ts';
import { MENSAGENS_SENHA, problemaSenha, SENHA_MAX } from './senha.rules.ts';
import { isValidTelefone } from './telefone.rules.ts';

export { EMAIL_MAX, MENSAGENS_CONTA };

export const NOME_MAX = 150;
export const APELIDO_MAX = 50;

export const zCpf = () =>
  zTexto({ message: MENSAGENS_CONTA.cpfAusente })
    .trim()
    .min(1, MENSAGENS_CONTA.cpfAusente)
    .max(14, MENSAGENS_CONTA.cpfInvalido)
    .transform(onlyDigits)
    .refine(isValidCpf, MENSAGENS_CONTA.cpfInvalido);

/** The account's e-mail: the one e-mail rule, stored lower-case. */
const zEmailConta = zEmail({
  ausente: MENSAGENS_CONTA.emailAusente,
  invalido: MENSAGENS_CONTA.emailInvalido,
}).transform((v) => v.toLowerCase());

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

/** The person's fields of the registration, shared by the body and the form (and the social one's). */
export const cadastroCampos = {
  nome: zNome,
  cpf: zCpf(),
  apelido: zApelido,
  telefone: zTelefone,
  email: zEmailConta,
  senha: zSenhaTexto,
  confirmarSenha: zSenhaTexto.optional(),
};

const senhaDoCadastro = (
  b: { senha?: string; confirmarSenha?: string; cpf?: string; email?: string; telefone?: string },
  ctx: z.RefinementCtx,
) => conferirSenha(b.senha, b.confirmarSenha, b, ctx, { senha: 'senha', confirmacao: 'confirmarSenha' });

/** What the registration body carries besides the person's fields. */
export const cadastroExtras = {
  respostasPerguntaUsuario: z.array(ZRespostaPergunta).max(50).default([]),
  utmParams: ZUtmParams.nullish(),
  plataformaId: z.number().int().min(1).max(3).nullish(),
  /** The plan chosen before registering (5 = trainee); decides where the client goes next. */
  idPlano: zBodyId('Plano não encontrado.').nullish(),
  captcha: zTexto().max(10_000).nullish(),
};

export const ZCadastroBody = z.object({ ...cadastroCampos, ...cadastroExtras }).superRefine(senhaDoCadastro);
export type TCadastroBody = z.input<typeof ZCadastroBody>;

/** A question asked on the registration, as the form needs it: its id and the kind of answer. */
type PerguntaFeita = Pick<PerguntaNo, 'id' | 'tipoResposta'>;

/**
 * The questionnaire answers of the registration form, by question id (`respostasPerguntaUsuario.<id>`,
 * the field the API names in its errors), checked against the questions asked now. Output: the
 * body's list, in asking order, trimmed.
 */
export function zRespostasQuestionario(perguntas: readonly PerguntaFeita[]) {
  return z
    .record(z.string(), z.string())
    .superRefine((respostas, ctx) => {
      for (const p of perguntas) {
        const problema = problemaResposta(p.tipoResposta, respostas[p.id]);
        if (problema) ctx.addIssue({ code: 'custom', path: [String(p.id)], message: problema });
      }
    })
    .transform((respostas) =>
      perguntas.map((p) => ({ idPerguntaUsuario: p.id, resposta: (respostas[p.id] ?? '').trim() })),
    );
}

/**
 * The registration form ('Cadastro de Usuário'): the body's person fields and the answers to the
 * questions asked now; the captcha and the campaign data are added when sending.
 */
export function ZCadastroForm(perguntas: readonly PerguntaFeita[]) {
  return z
    .object({ ...cadastroCampos, respostasPerguntaUsuario: zRespostasQuestionario(perguntas) })
    .superRefine(senhaDoCadastro);
}
export type TCadastroForm = z.output<ReturnType<typeof ZCadastroForm>>;

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

/**
 * The profile form ('Edição de Usuário') of an account with a password: the body, and a new password
 * asks for the current one. (The API asks it too, once it knows the account is not a social one.)
 */
export const ZAtualizarDadosForm = ZAtualizarDadosBody.superRefine((b, ctx) => {
  if (b.senha && !b.senhaAtual)
    ctx.addIssue({ code: 'custom', path: ['senhaAtual'], message: MENSAGENS_CONTA.senhaAtualAusente });
});
export type TAtualizarDadosForm = z.output<typeof ZAtualizarDadosForm>;

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
