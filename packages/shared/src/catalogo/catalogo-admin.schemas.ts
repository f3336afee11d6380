/**
 * The back office's catalogue (issue 21 §1): the study tree (course → subject → content → sub-content) the
 * filters and the checklist use, and the reference lists (institutions, bancas, years): list, create,
 * rename, and merge two duplicates into one without losing what points to either.
 */
import { z } from 'zod';
import { zBodyId, zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';

export const TIPOS_CATALOGO = [
  'curso',
  'materia',
  'conteudo',
  'subconteudo',
  'instituicao',
  'banca',
  'ano',
] as const;
export type TipoCatalogo = (typeof TIPOS_CATALOGO)[number];

/** What can be merged: everything but the years (a year is unique by its number: no duplicates). */
export const TIPOS_MESCLAVEIS = [
  'curso',
  'materia',
  'conteudo',
  'subconteudo',
  'instituicao',
  'banca',
] as const;
export type TipoMesclavel = (typeof TIPOS_MESCLAVEIS)[number];

export const ROTULOS_CATALOGO: Record<TipoCatalogo, { plural: string; singular: string }> = {
  curso: { plural: 'Cursos', singular: 'curso' },
  materia: { plural: 'Matérias', singular: 'matéria' },
  conteudo: { plural: 'Conteúdos', singular: 'conteúdo' },
  subconteudo: { plural: 'Subconteúdos', singular: 'subconteúdo' },
  instituicao: { plural: 'Instituições', singular: 'instituição' },
  banca: { plural: 'Bancas', singular: 'banca' },
  ano: { plural: 'Anos', singular: 'ano' },
};

/** The parent each kind of the tree hangs from (a course from a platform of the product). */
export const PAI_CATALOGO: Partial<Record<TipoCatalogo, 'plataforma' | TipoCatalogo>> = {
  curso: 'plataforma',
  materia: 'curso',
  conteudo: 'materia',
  subconteudo: 'conteudo',
};

export const MENSAGENS_CATALOGO_ADMIN = {
  tipo: 'Lista do catálogo desconhecida.',
  naoEncontrado: 'Item do catálogo não encontrado.',
  paiObrigatorio: 'Escolha onde o item fica no catálogo.',
  paiNaoEncontrado: 'O item acima deste no catálogo não foi encontrado.',
  nomeEmUso: 'Já existe um item com este nome aqui.',
  ano: 'Informe o ano com quatro dígitos.',
  anoNaoRenomeia: 'Um ano não é renomeado: cadastre o ano certo.',
  naoMescla: 'Anos não se repetem: não há o que mesclar.',
  mesmoItem: 'Escolha dois itens diferentes para mesclar.',
  outroPai: 'Só é possível mesclar itens que ficam no mesmo lugar do catálogo.',
  mesclado: 'Itens mesclados.',
} as const;

export const ZTipoCatalogoParam = z.object({
  tipo: z.enum(TIPOS_CATALOGO, { message: MENSAGENS_CATALOGO_ADMIN.tipo }),
});
export const ZItemCatalogoParams = ZTipoCatalogoParam.extend({
  id: zId(MENSAGENS_CATALOGO_ADMIN.naoEncontrado),
});

export const ZBuscaCatalogo = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  /** Only the children of this parent (the subjects of a course…). */
  paiId: zId(MENSAGENS_CATALOGO_ADMIN.paiNaoEncontrado).optional(),
  ordem: z.enum(['nome', 'id'], { message: 'Ordem inválida.' }).default('nome'),
  direcao: z.enum(['asc', 'desc'], { message: 'Direção inválida.' }).default('asc'),
});
export type TBuscaCatalogo = z.infer<typeof ZBuscaCatalogo>;

export const ZItemCatalogo = z.object({
  id: z.number(),
  nome: z.string(),
  paiId: z.number().nullable(),
  paiNome: z.string().nullable(),
});
export type TItemCatalogo = z.infer<typeof ZItemCatalogo>;
export const ZPaginaCatalogo = zPaginaDe(ZItemCatalogo);
export type TPaginaCatalogo = z.infer<typeof ZPaginaCatalogo>;

const zNome = () => zTexto().trim().min(1, 'Informe o nome.').max(200, 'Nome muito longo.');

/** A new item: its name (a year's four digits) and, in the tree, its parent. */
export const ZNovoItemCatalogo = z.object({
  nome: zNome(),
  paiId: zBodyId(MENSAGENS_CATALOGO_ADMIN.paiNaoEncontrado).optional(),
});
export type TNovoItemCatalogo = z.input<typeof ZNovoItemCatalogo>;

export const ZRenomearCatalogo = z.object({ nome: zNome() });
export type TRenomearCatalogo = z.input<typeof ZRenomearCatalogo>;

/** Merge: `removerId` (the duplicate) goes into `manterId`, which keeps its name and everything of both. */
export const ZMesclarCatalogo = z
  .object({
    manterId: zBodyId(MENSAGENS_CATALOGO_ADMIN.naoEncontrado),
    removerId: zBodyId(MENSAGENS_CATALOGO_ADMIN.naoEncontrado),
  })
  .refine((m) => m.manterId !== m.removerId, {
    message: MENSAGENS_CATALOGO_ADMIN.mesmoItem,
    path: ['removerId'],
  });
export type TMesclarCatalogo = z.input<typeof ZMesclarCatalogo>;

export const ZItemCriado = z.object({ id: z.number() });

/** The study tree of one course: its subjects, their contents and sub-contents. */
export const ZArvoreCatalogo = z.array(
  z.object({
    id: z.number(),
    nome: z.string(),
    conteudos: z.array(
      z.object({
        id: z.number(),
        nome: z.string(),
        subConteudos: z.array(z.object({ id: z.number(), nome: z.string() })),
      }),
    ),
  }),
);
export type TArvoreCatalogo = z.infer<typeof ZArvoreCatalogo>;
export const ZArvoreQuery = z.object({ cursoId: zId('Curso inválido.') });
