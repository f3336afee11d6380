import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';

/** The back office's support inbox (admin only). */
export const MAX_RESPOSTA_SUPORTE = 5000;

export const MENSAGENS_SUPORTE_ADMIN = {
  naoEncontrada: 'Mensagem de suporte não encontrada.',
  respostaObrigatoria: 'Digite a resposta.',
  respostaLonga: `A resposta deve ter no máximo ${MAX_RESPOSTA_SUPORTE} caracteres.`,
  jaEncerrada: 'Esta mensagem já foi encerrada.',
} as const;

export const SITUACOES_MENSAGEM_SUPORTE = ['ABERTA', 'ENCERRADA'] as const;
export const ZSituacaoMensagemSuporte = z.enum(SITUACOES_MENSAGEM_SUPORTE, { message: 'Situação inválida.' });
export type TSituacaoMensagemSuporte = z.infer<typeof ZSituacaoMensagemSuporte>;

export const ZBuscaSuporteAdmin = ZPaginaAdmin.extend({
  situacao: ZSituacaoMensagemSuporte.optional(),
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  ordem: z.enum(['criadoEm', 'assunto', 'email'], { message: 'Ordem inválida.' }).default('criadoEm'),
});
export type TBuscaSuporteAdmin = z.infer<typeof ZBuscaSuporteAdmin>;

export const ZMensagemSuporteAdmin = z.object({
  id: z.number(),
  usuarioId: z.number().nullable(),
  nome: z.string().nullable(),
  email: z.string(),
  assunto: z.string(),
  criadoEm: z.string(),
  situacao: ZSituacaoMensagemSuporte,
  respostas: z.number(),
});
export type TMensagemSuporteAdmin = z.infer<typeof ZMensagemSuporteAdmin>;
export const ZPaginaSuporteAdmin = zPaginaDe(ZMensagemSuporteAdmin);

export const ZRespostaSuporte = z.object({
  id: z.number(),
  autorNome: z.string(),
  texto: z.string(),
  criadoEm: z.string(),
});

/** One message with its sender's account, the replies sent and the sender's earlier messages. */
export const ZDetalheSuporteAdmin = z.object({
  id: z.number(),
  email: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  criadoEm: z.string(),
  situacao: ZSituacaoMensagemSuporte,
  encerradaEm: z.string().nullable(),
  remetente: z.object({ id: z.number(), nome: z.string(), email: z.string() }).nullable(),
  respostas: z.array(ZRespostaSuporte),
  anteriores: z.array(ZMensagemSuporteAdmin),
});
export type TDetalheSuporteAdmin = z.infer<typeof ZDetalheSuporteAdmin>;

export const ZIdMensagemSuporteParam = z.object({ id: zId('Mensagem inválida.') });

export const ZResponderSuporte = z.object({
  texto: zTexto({ error: MENSAGENS_SUPORTE_ADMIN.respostaObrigatoria })
    .trim()
    .min(1, { error: MENSAGENS_SUPORTE_ADMIN.respostaObrigatoria, abort: true })
    .max(MAX_RESPOSTA_SUPORTE, { error: MENSAGENS_SUPORTE_ADMIN.respostaLonga, abort: true }),
});
export type TResponderSuporte = z.infer<typeof ZResponderSuporte>;
