import { z } from 'zod';
import { zId, zNumeroNoEndereco, zTexto } from '../common.schemas.ts';
import { PAPEIS } from './papeis.ts';

/** The back office's tables page on the server: which page, how many rows, by which column. */
export const POR_PAGINA_ADMIN = [10, 20, 50, 100] as const;
export const MENSAGEM_PAGINA = 'Página inválida.';
export const MENSAGEM_POR_PAGINA = `Linhas por página: ${POR_PAGINA_ADMIN.join(', ')}.`;

export const ZPaginaAdmin = z.object({
  pagina: zNumeroNoEndereco(MENSAGEM_PAGINA, 1, 100_000).default(1),
  porPagina: zNumeroNoEndereco(MENSAGEM_POR_PAGINA, 1, 100)
    .refine((n) => (POR_PAGINA_ADMIN as readonly number[]).includes(n), MENSAGEM_POR_PAGINA)
    .default(20),
  direcao: z.enum(['asc', 'desc'], { message: 'Direção inválida.' }).default('desc'),
});
export type TPaginaAdmin = z.infer<typeof ZPaginaAdmin>;

/** A page of a back-office table: its rows and how many rows the whole filtered list has. */
export const zPaginaDe = <T extends z.ZodType>(linha: T) =>
  z.object({ linhas: z.array(linha), total: z.number() });

// People and their roles (admin only).
export const ZPapel = z.enum(PAPEIS, { message: 'Papel inválido.' });

export const ZBuscaUsuariosAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  papel: ZPapel.optional(),
  ordem: z.enum(['nome', 'email', 'criadoEm'], { message: 'Ordem inválida.' }).default('criadoEm'),
});
export type TBuscaUsuariosAdmin = z.infer<typeof ZBuscaUsuariosAdmin>;

export const ZUsuarioAdmin = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  /** The CPF masked: staff lists never show it whole. */
  cpf: z.string(),
  papel: ZPapel,
  criadoEm: z.string(),
});
export type TUsuarioAdmin = z.infer<typeof ZUsuarioAdmin>;
export const ZPaginaUsuariosAdmin = zPaginaDe(ZUsuarioAdmin);

export const ZMudarPapel = z.object({ papel: ZPapel });
export const ZIdUsuarioParam = z.object({ id: zId('Usuário inválido.') });

// The audit log (admin only).
export const ZBuscaAuditoria = ZPaginaAdmin.extend({
  autorId: zId('Autor inválido.').optional(),
  entidade: zTexto().trim().max(60, 'Entidade inválida.').optional(),
  entidadeId: zTexto().trim().max(60, 'Identificador inválido.').optional(),
  acao: zTexto().trim().max(60, 'Ação inválida.').optional(),
  de: z.iso.date({ message: 'Data inicial inválida.' }).optional(),
  ate: z.iso.date({ message: 'Data final inválida.' }).optional(),
});
export type TBuscaAuditoria = z.infer<typeof ZBuscaAuditoria>;

export const ZRegistroAuditoria = z.object({
  id: z.number(),
  autorId: z.number().nullable(),
  autorNome: z.string(),
  acao: z.string(),
  entidade: z.string(),
  entidadeId: z.string(),
  antes: z.unknown(),
  depois: z.unknown(),
  motivo: z.string().nullable(),
  criadoEm: z.string(),
});
export type TRegistroAuditoria = z.infer<typeof ZRegistroAuditoria>;
export const ZPaginaAuditoria = zPaginaDe(ZRegistroAuditoria);
