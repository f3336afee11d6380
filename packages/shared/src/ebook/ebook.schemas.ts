/**
 * Wire contract of the e-book store and my e-books (spec doc 2 §3 E-book, §7 the e-book calls). The
 * purchase body and the e-book coupon query live in `assinatura/assinatura.schemas.ts`, beside the plan's.
 */
import { z } from 'zod';
import { MAX_INT, zBodyId, zId, zIdList, zPage, zPaging, zTexto } from '../common.schemas.ts';
import { EBOOKS_POR_PAGINA, type ItemCarrinho, MENSAGENS_EBOOK } from './ebook.rules.ts';

export const ORDENACOES_EBOOK = ['nome,asc', 'nome,desc'] as const;

/** A subject of the e-books (the catalogue's matéria). */
export const ZMateriaEbook = z.object({ id: z.number().int(), nome: z.string() });
export type TMateriaEbook = z.infer<typeof ZMateriaEbook>;

/**
 * E-book (spec doc 2 §3: id, nome, autor, capa, valor, numPaginas, descricao) plus its free pages, its
 * subject and whether the caller owns it (`adquirido`). `capa` is an image address (an SVG data URL).
 */
export const ZEbook = z.object({
  id: z.number().int(),
  nome: z.string(),
  autor: z.string(),
  capa: z.string(),
  valor: z.number(),
  numPaginas: z.number().int(),
  paginasGratis: z.number().int(),
  descricao: z.string(),
  materia: ZMateriaEbook,
  adquirido: z.boolean(),
});
export type TEbook = z.infer<typeof ZEbook>;

export const ZPaginaEbooks = zPage(ZEbook);
export type TPaginaEbooks = z.infer<typeof ZPaginaEbooks>;

/**
 * GET ebook/listar-ebook and ebook/listar-ebooks-usuario: page (0), size (9), sort by nome ascending or
 * descending, `nome` (part of the name, any case or accent), `idMateria`; `idEbooks` (the checkout's
 * e-books, `1,2`) restricts the list to those.
 */
export const ZListarEbooksQuery = z.object({
  ...zPaging(EBOOKS_POR_PAGINA, 50),
  sort: z
    .enum(ORDENACOES_EBOOK, { error: 'Ordenação inválida: use nome,asc ou nome,desc.' })
    .default('nome,asc'),
  nome: zTexto().trim().max(100, 'Pesquise com até 100 caracteres.').optional(),
  idMateria: zId('Matéria inválida.').optional(),
  idEbooks: zIdList(MENSAGENS_EBOOK.naoEncontrado).optional(),
});
export type TListarEbooksQuery = z.input<typeof ZListarEbooksQuery>;

/** ebook/busca-pdf-ebook and ebook/busca-paginas-gratis: ?idEbook= */
export const ZIdEbookQuery = z.object({ idEbook: zId(MENSAGENS_EBOOK.naoEncontrado) });
export type TIdEbookQuery = z.input<typeof ZIdEbookQuery>;

/** ebook/busca-parcelas-ebook?valorTotalEbooks= (reais, dot decimals: '59.90'). */
export const ZParcelasEbookQuery = z.object({
  valorTotalEbooks: zTexto()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, MENSAGENS_EBOOK.valorTotal)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((c) => c > 0, MENSAGENS_EBOOK.valorTotal),
});
export type TParcelasEbookQuery = z.input<typeof ZParcelasEbookQuery>;

/** The coupon applied to e-books (GET assinatura/aplicar-desconto-cupom-ebook): the total recomputed. */
export const ZCupomEbookAplicado = z.object({
  cupom: z.string(),
  valorTotalEbooks: z.number(),
  valorDesconto: z.number(),
  valorTotalComDesconto: z.number(),
  /** Instalments 1..N of the discounted total. */
  qtdMaximaParcelas: z.number().int(),
});
export type TCupomEbookAplicado = z.infer<typeof ZCupomEbookAplicado>;

/** A PDF in base64 (as the plan's contract travels). */
export const ZPdfBase64 = z.string();

/** The cart as the checkout address carries it (spec doc 2 §2: a JSON list of e-books, name, price, id). */
export const ZArryEbook = z
  .array(z.object({ id: z.number().int().positive(), nome: z.string(), preco: z.number() }))
  .min(1)
  .max(20);

/** `/assinatura-plano/null/{arryEbook}` of the cart. */
export function enderecoCheckoutEbooks(itens: readonly ItemCarrinho[]): string {
  return `/assinatura-plano/null/${encodeURIComponent(JSON.stringify(itens))}`;
}

/** The e-book ids of an `arryEbook` parameter (already URL-decoded); null when it is not such a list. */
export function idsDoArryEbook(arryEbook: string): number[] | null {
  try {
    const itens = ZArryEbook.safeParse(JSON.parse(arryEbook));
    return itens.success ? [...new Set(itens.data.map((e) => e.id))] : null;
  } catch {
    return null;
  }
}

/**
 * A new e-book, as the back office will send it beside its PDF (the page count comes from the file):
 * `capa` is the cover as an image URL (a data URL of the image); `paginasGratis`, how many first pages
 * anyone signed in may read (capped at the book's pages).
 */
export const ZEbookNovo = z.object({
  materiaId: zBodyId('Matéria inválida.'),
  nome: zTexto().trim().min(1, 'Informe o nome.').max(200, 'Nome muito longo.'),
  autor: zTexto().trim().min(1, 'Informe o autor.').max(200, 'Autor muito longo.'),
  descricao: zTexto().trim().min(1, 'Informe a descrição.').max(2000, 'Descrição muito longa.'),
  capa: zTexto()
    .max(500_000, 'Capa muito grande.')
    .regex(/^data:image\/(svg\+xml|png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, 'A capa deve ser uma imagem.'),
  valorCentavos: z
    .number({ message: 'Informe o preço.' })
    .int('Preço inválido.')
    .min(1, 'O preço deve ser maior que zero.')
    .max(MAX_INT, 'Preço inválido.'),
  paginasGratis: z
    .number({ message: 'Páginas grátis inválidas.' })
    .int('Páginas grátis inválidas.')
    .min(0, 'Páginas grátis inválidas.')
    .max(10_000, 'Páginas grátis inválidas.')
    .default(0),
  /** On sale in the store; a retired e-book stays readable by its owners. */
  ativo: z.boolean().default(true),
});

export type TEbookNovo = z.input<typeof ZEbookNovo>;
