import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';
import { cadastroCampos, cadastroExtras, zRespostasQuestionario } from '../conta/conta.schemas.ts';
import type { PerguntaNo } from '../conta/questionario.rules.ts';
import { ZRespostaEntrada } from '../segundo-fator/segundo-fator.schemas.ts';

/** Sign-in with Google and Facebook (issue 23 §1): the providers and their names on screen. */
export const PROVEDORES = ['google', 'facebook'] as const;
export type Provedor = (typeof PROVEDORES)[number];
export const NOME_PROVEDOR: Record<Provedor, string> = { google: 'Google', facebook: 'Facebook' };
export const ZProvedor = z.enum(PROVEDORES, { message: 'Provedor desconhecido. Use google ou facebook.' });

export const MENSAGENS_IDENTIDADE_EXTERNA = {
  naoConfigurado: 'Entrar por este provedor não está disponível neste site.',
  entradaInvalida: 'Esta entrada expirou ou já foi usada. Tente entrar novamente.',
  cancelada: (p: Provedor) => `A entrada pelo ${NOME_PROVEDOR[p]} foi cancelada.`,
  falhaProvedor: (p: Provedor) =>
    `Não foi possível confirmar sua identidade no ${NOME_PROVEDOR[p]}. Tente novamente.`,
  indisponivel: (p: Provedor) => `O ${NOME_PROVEDOR[p]} não respondeu agora. Tente novamente em instantes.`,
  ticketInvalido: 'Esta etapa expirou. Entre novamente pelo provedor.',
  jaVinculadaOutro: (p: Provedor) => `Esta conta do ${NOME_PROVEDOR[p]} já está vinculada a outro usuário.`,
  jaTemProvedor: (p: Provedor) =>
    `Sua conta já tem uma conta do ${NOME_PROVEDOR[p]} vinculada. Desvincule-a antes de vincular outra.`,
  vinculoDeOutroUsuario: 'Esta vinculação foi iniciada por outra conta. Entre novamente e tente outra vez.',
  senhaNaoConfere: 'A senha não confere.',
  semSenha:
    'Esta conta ainda não tem senha. Entre pelo provedor que você já usa e vincule este em Configurações, ou crie uma senha em "Esqueci minha senha" (o código vai para o e-mail da conta).',
  naoVinculada: (p: Provedor) => `Sua conta não tem uma conta do ${NOME_PROVEDOR[p]} vinculada.`,
  ultimaForma:
    'Esta é a única forma de entrar na sua conta. Crie uma senha (Configurações › Criar senha) antes de desvincular.',
  contaIndisponivel: 'Esta conta não está mais disponível.',
  vinculada: (p: Provedor) => `Conta do ${NOME_PROVEDOR[p]} vinculada com sucesso!`,
  desvinculada: (p: Provedor) => `Conta do ${NOME_PROVEDOR[p]} desvinculada.`,
} as const;

const zTicket = zTexto({ message: MENSAGENS_IDENTIDADE_EXTERNA.ticketInvalido })
  .min(1, MENSAGENS_IDENTIDADE_EXTERNA.ticketInvalido)
  .max(4000, MENSAGENS_IDENTIDADE_EXTERNA.ticketInvalido);

export const ZProvedoresResposta = z.object({ provedores: z.array(ZProvedor) });
export type TProvedoresResposta = z.infer<typeof ZProvedoresResposta>;

export const ZInicioBody = z.object({
  /** 'entrar': sign-in (or registration); 'vincular': the signed-in user links it (Configurações). */
  intencao: z.enum(['entrar', 'vincular']).default('entrar'),
  /** In-app path to go back to after signing in. */
  retorno: zTexto().max(500).nullish(),
});
export type TInicioBody = z.input<typeof ZInicioBody>;

export const ZInicioResposta = z.object({
  /** The provider's authorisation address the browser goes to. */
  url: z.string(),
  /** Kept by this browser tab and sent back with the return: binds the sign-in to it. */
  chave: z.string(),
});
export type TInicioResposta = z.infer<typeof ZInicioResposta>;

export const ZRetornoBody = z.object({
  /** The query string the provider sent the browser back with (`?code=…&state=…`). */
  parametros: zTexto().max(4000, MENSAGENS_IDENTIDADE_EXTERNA.entradaInvalida),
  chave: zTexto().max(200, MENSAGENS_IDENTIDADE_EXTERNA.entradaInvalida),
});
export type TRetornoBody = z.input<typeof ZRetornoBody>;

const zTokens = {
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
};

export const ZRetornoResposta = z.discriminatedUnion('resultado', [
  /** A known identity: signed in. */
  z.object({ resultado: z.literal('sessao'), retorno: z.string().nullable(), ...zTokens }),
  /** A known identity of an account with the two-step sign-in on: the code comes next (POST /auth/segundo-fator). */
  z.object({
    resultado: z.literal('segundo_fator'),
    retorno: z.string().nullable(),
    segundo_fator: z.literal('TOTP'),
    desafio: z.string(),
  }),
  /** A new person: the registration, with the name and (locked) e-mail the provider gave. */
  z.object({
    resultado: z.literal('cadastro'),
    provedor: ZProvedor,
    ticket: z.string(),
    nome: z.string(),
    email: z.string().nullable(),
  }),
  /** An account has the provider's verified e-mail: its owner confirms before linking. */
  z.object({
    resultado: z.literal('confirmar'),
    provedor: ZProvedor,
    ticket: z.string(),
    emailMascarado: z.string(),
  }),
  /** Linked to the signed-in user (from Configurações). */
  z.object({ resultado: z.literal('vinculado'), provedor: ZProvedor }),
]);
export type TRetornoResposta = z.infer<typeof ZRetornoResposta>;

const { senha: _senha, confirmarSenha: _confirmar, email: zEmailConta, ...camposSemSenha } = cadastroCampos;

/** The registration of a person who came through a provider: no password; the e-mail is the provider's. */
export const ZCadastroExternoBody = z.object({
  ...camposSemSenha,
  ...cadastroExtras,
  /** Only when the provider gave no e-mail. */
  email: zEmailConta.nullish(),
  ticket: zTicket,
});
export type TCadastroExternoBody = z.input<typeof ZCadastroExternoBody>;

/** The registration form of such a person (the e-mail shown locked when the provider gave one). */
export function ZCadastroExternoForm(perguntas: readonly Pick<PerguntaNo, 'id' | 'tipoResposta'>[]) {
  return z.object({
    ...camposSemSenha,
    email: zEmailConta,
    respostasPerguntaUsuario: zRespostasQuestionario(perguntas),
  });
}
export type TCadastroExternoForm = z.output<ReturnType<typeof ZCadastroExternoForm>>;

export const ZConfirmarVinculoBody = z.object({
  ticket: zTicket,
  senha: zTexto({ message: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128, 'Senha longa demais.'),
});
export type TConfirmarVinculoBody = z.input<typeof ZConfirmarVinculoBody>;

/** The confirmed link signs the owner in: the tokens, or the second step's challenge. */
export const ZSessaoResposta = ZRespostaEntrada;

export const ZIdentidadesResposta = z.object({
  identidades: z.array(z.object({ provedor: ZProvedor, email: z.string().nullable(), criadoEm: z.string() })),
  /** Whether the account has a password (an identity can then always be unlinked). */
  temSenha: z.boolean(),
});
export type TIdentidadesResposta = z.infer<typeof ZIdentidadesResposta>;

/** "fulano@exemplo.com" → "fu****@exemplo.com": enough for the owner to recognise it. */
export function mascararEmail(email: string): string {
  const [nome = '', dominio = ''] = email.split('@');
  const visivel = nome.slice(0, Math.min(2, Math.max(1, nome.length - 1)));
  return `${visivel}${'*'.repeat(Math.max(3, nome.length - visivel.length))}@${dominio}`;
}
