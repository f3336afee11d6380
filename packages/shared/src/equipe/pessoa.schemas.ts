import { z } from 'zod';
import { zBodyId } from '../common.schemas.ts';
import { ZPapel } from './equipe.schemas.ts';

/** A person's page in the back office (admin only): who she is and her contracts. */
export const MENSAGENS_PESSOA_ADMIN = {
  naoEncontrada: 'Usuário não encontrado.',
  planoInvalido: 'Escolha um plano deste produto.',
  dataInvalida: 'Informe a data final da cortesia.',
  dataPassada: 'A data final da cortesia deve ser depois de hoje.',
  quantidadeEnvios: 'Informe de 1 a 100 envios.',
  motivoEnvios: 'Informe o motivo.',
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
