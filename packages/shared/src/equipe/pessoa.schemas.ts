import { z } from 'zod';
import { zBodyId, zId } from '../common.schemas.ts';
import { ZPaginaAdmin, ZPapel, zPaginaDe } from './equipe.schemas.ts';

/** A person's page in the back office (admin only): who she is and her contracts. */
export const MENSAGENS_PESSOA_ADMIN = {
  naoEncontrada: 'Usuário não encontrado.',
  planoInvalido: 'Escolha um plano deste produto.',
  dataInvalida: 'Informe a data final da cortesia.',
  dataPassada: 'A data final da cortesia deve ser depois de hoje.',
  quantidadeEnvios: 'Informe de 1 a 100 envios.',
  motivoEnvios: 'Informe o motivo.',
  motivo: 'Informe o motivo.',
  contratoNaoEncontrado: 'Contrato não encontrado.',
  contratoJaEncerrado: 'Este contrato já está encerrado.',
  emailNaoEncontrado: 'E-mail não encontrado.',
  emailNaoReenviavel: 'Este e-mail não pode ser reenviado.',
  exclusaoEquipe: 'Contas da equipe são encerradas pela administração da plataforma.',
  confirmacaoExclusao: 'Digite EXCLUIR para confirmar a exclusão.',
} as const;

export const ZContratoPessoa = z.object({
  id: z.number(),
  planoId: z.number(),
  nomePlano: z.string(),
  plataformaId: z.number().nullable(),
  situacao: z.object({ codigo: z.number(), descricao: z.string() }),
  metodoPagamento: z.string().nullable(),
  valorPagoCentavos: z.number(),
  dataInicio: z.string(),
  dataValidadeAssinatura: z.string(),
  renovacaoAutomatica: z.boolean(),
  canceladaEm: z.string().nullable(),
  /** Gives access now (a situation with access, within validity). */
  vigente: z.boolean(),
});
export type TContratoPessoa = z.infer<typeof ZContratoPessoa>;

export const ZPessoaAdmin = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  /** Masked: staff never see a whole CPF. */
  cpf: z.string(),
  papel: ZPapel,
  criadoEm: z.string(),
  contratos: z.array(ZContratoPessoa),
  /** Past the wrong-password limit: each sign-in asks for the human check until the window ends. */
  bloqueada: z.boolean(),
  /** Extra open-question sends given or bought (packs), used ones included. */
  enviosExtras: z.number(),
});
export type TPessoaAdmin = z.infer<typeof ZPessoaAdmin>;

/** A plan that may be granted as a courtesy (the plans of the person's product). */
export const ZPlanoCortesia = z.object({
  id: z.number(),
  nomePlano: z.string(),
  plataformaId: z.number().nullable(),
  ativo: z.boolean(),
});
export type TPlanoCortesia = z.infer<typeof ZPlanoCortesia>;

/** A courtesy plan: no order, no payment; access until the end of `validaAte` (Brasília time). */
export const ZConcederCortesia = z.object({
  planoId: zBodyId(MENSAGENS_PESSOA_ADMIN.planoInvalido),
  validaAte: z.iso.date({ message: MENSAGENS_PESSOA_ADMIN.dataInvalida }),
  motivo: z.string().trim().max(500, 'Motivo longo demais.').optional(),
});
export type TConcederCortesia = z.infer<typeof ZConcederCortesia>;
export const ZCortesiaConcedida = z.object({ contratacaoId: z.number() });

/** Extra open-question sends given by the staff (a pack of origin CONCESSAO). */
export const ZConcederEnvios = z.object({
  quantidade: z.coerce
    .number({ message: MENSAGENS_PESSOA_ADMIN.quantidadeEnvios })
    .int(MENSAGENS_PESSOA_ADMIN.quantidadeEnvios)
    .min(1, MENSAGENS_PESSOA_ADMIN.quantidadeEnvios)
    .max(100, MENSAGENS_PESSOA_ADMIN.quantidadeEnvios),
  motivo: z.string().trim().min(1, MENSAGENS_PESSOA_ADMIN.motivoEnvios).max(500, 'Motivo longo demais.'),
});
export type TConcederEnvios = z.infer<typeof ZConcederEnvios>;

/** A reason that goes to the audit log with the action. */
const zMotivo = z.string().trim().min(1, MENSAGENS_PESSOA_ADMIN.motivo).max(500, 'Motivo longo demais.');

/** Ends a contract (a subscription or a courtesy) now: access stops at once. */
export const ZEncerrarContrato = z.object({ motivo: zMotivo });
export type TEncerrarContrato = z.infer<typeof ZEncerrarContrato>;
export const ZIdContratoParam = z.object({
  id: zId('Usuário inválido.'),
  contratoId: zId(MENSAGENS_PESSOA_ADMIN.contratoNaoEncontrado),
});

/** A page of one of the sections of a person's page, newest first. */
export const ZPaginaPessoa = ZPaginaAdmin.pick({ pagina: true, porPagina: true });
export type TPaginaPessoa = z.infer<typeof ZPaginaPessoa>;

/** A refund of an order, as the person's page shows it. */
export const ZEstornoPessoa = z.object({
  id: z.number(),
  valorCentavos: z.number(),
  motivo: z.string(),
  status: z.string(),
  criadoEm: z.string(),
});

/** An order of the person with its refunds (no card data, no Pix code). */
export const ZPedidoPessoa = z.object({
  id: z.number(),
  criadoEm: z.string(),
  tipo: z.string(),
  status: z.string(),
  metodoPagamento: z.string(),
  nomePlano: z.string().nullable(),
  valorTotalCentavos: z.number(),
  qtdParcelas: z.number(),
  estornos: z.array(ZEstornoPessoa),
});
export type TPedidoPessoa = z.infer<typeof ZPedidoPessoa>;
export const ZPaginaPedidosPessoa = zPaginaDe(ZPedidoPessoa);

/** A saved card: its brand and last four digits, nothing else. */
export const ZCartaoPessoa = z.object({
  id: z.number(),
  bandeira: z.string(),
  ultimosQuatroDigitos: z.string(),
});
export type TCartaoPessoa = z.infer<typeof ZCartaoPessoa>;

/** An open-question answer the person sent. */
export const ZEnvioPessoa = z.object({
  id: z.number(),
  numeroQuestao: z.number(),
  tituloQuestao: z.string(),
  enviadaEm: z.string(),
  /** 'P' awaiting correction, 'C' corrected. */
  situacao: z.enum(['P', 'C']),
  corrigidaEm: z.string().nullable(),
  notaDecimos: z.number().nullable(),
});
export type TEnvioPessoa = z.infer<typeof ZEnvioPessoa>;
/** The sends with the balance: the plans' quota plus the extra packs, less what was sent. */
export const ZEnviosPessoa = zPaginaDe(ZEnvioPessoa).extend({
  saldo: z.object({ doPlano: z.number(), extras: z.number(), enviadas: z.number(), disponiveis: z.number() }),
});
export type TEnviosPessoa = z.infer<typeof ZEnviosPessoa>;

/** Sign-ins (one per session started) and the failed password checks still on record. */
export const ZEntradasPessoa = z.object({
  bloqueada: z.boolean(),
  entradas: z.array(z.object({ em: z.string(), ativa: z.boolean() })),
  falhas: z.array(z.object({ em: z.string() })),
});
export type TEntradasPessoa = z.infer<typeof ZEntradasPessoa>;

/** An e-mail sent to the person: who, what and when, never its body. */
export const ZEmailPessoa = z.object({
  id: z.number(),
  assunto: z.string(),
  para: z.string(),
  criadoEm: z.string(),
  enviadoEm: z.string().nullable(),
  /** Carried a password code: resending sends a fresh code, never the stored one. */
  codigoSenha: z.boolean(),
});
export type TEmailPessoa = z.infer<typeof ZEmailPessoa>;
export const ZPaginaEmailsPessoa = zPaginaDe(ZEmailPessoa);
export const ZIdEmailParam = z.object({
  id: zId('Usuário inválido.'),
  emailId: zId(MENSAGENS_PESSOA_ADMIN.emailNaoEncontrado),
});

/** An erasure on the person's request: the reason and the typed confirmation. */
export const ZExclusaoPessoa = z.object({
  motivo: zMotivo,
  confirmacao: z
    .string()
    .trim()
    .refine((v) => v.toUpperCase() === 'EXCLUIR', MENSAGENS_PESSOA_ADMIN.confirmacaoExclusao),
});
export type TExclusaoPessoa = z.infer<typeof ZExclusaoPessoa>;
/** An export on the person's request: only the reason (it goes to the person's e-mail). */
export const ZExportacaoPessoa = z.object({ motivo: zMotivo });
export type TExportacaoPessoa = z.infer<typeof ZExportacaoPessoa>;
