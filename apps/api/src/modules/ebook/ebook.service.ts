import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pageOf } from '@aprovei/shared/common.schemas';
import { centavosParaReais } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { MENSAGENS_EBOOK, maxParcelasEbook, textoCarimbo } from '@aprovei/shared/ebook/ebook.rules';
import {
  type TEbook,
  type TEbookNovo,
  type TMateriaEbook,
  type TPaginaEbooks,
  ZEbookNovo,
  type ZListarEbooksQuery,
} from '@aprovei/shared/ebook/ebook.schemas';
import type {
  TEbookAdminDetalhe,
  TEbookForm,
  TPaginaEbooksAdmin,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMA, PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { type FileStorage, newStorageKey } from '../../storage/file-storage.ts';
import { type BuscaAdmin, ebookRepository } from './ebook.repository.ts';
import { carimbarPdf, paginasDoPdf, primeirasPaginas } from './ebook-pdf.ts';

type ListarQuery = z.output<typeof ZListarEbooksQuery>;

/** Spec doc 2 §2 and §6: the e-book store and my e-books are not offered on the medical variant. */
function conferirOferta(tenant: Tenant) {
  if ((PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(PLATAFORMA.MEDICINA)) {
    throw new AppError('NAO_ENCONTRADO', MENSAGENS_EBOOK.indisponivel);
  }
}

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_EBOOK.naoEncontrado);

/**
 * E-books (spec doc 2 "E-book store and my e-books"): the store and my e-books with their filters, the
 * instalment count of a total, the owner's stamped PDF and the free pages; and, for the checkout, the
 * prices of e-books on sale and the ownership a paid order grants. The PDFs live in the file storage.
 */
export function ebookService(db: DbOrTx, arquivos?: FileStorage) {
  const repo = ebookRepository(db);

  async function arquivoDe(tenant: Tenant, idEbook: number, tambemRetirado = false) {
    conferirOferta(tenant);
    const e = await repo.findById(tenant, idEbook, tambemRetirado);
    if (!e) throw naoEncontrado();
    const arquivo = await arquivos?.get(e.arquivo);
    if (!arquivo) throw new AppError('INDISPONIVEL', MENSAGENS_EBOOK.arquivoIndisponivel);
    // pdf-lib works on the whole document: a book is a few hundred kilobytes.
    return { ebook: e, bytes: new Uint8Array(await buffer(arquivo.body)) };
  }

  async function paginasDe(pdf: Uint8Array) {
    const numPaginas = await paginasDoPdf(pdf);
    if (numPaginas === null) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGENS_EBOOK.arquivoNaoPdf);
    return numPaginas;
  }

  async function conferirMateria(materiaId: number) {
    if (!(await repo.materiaExiste(materiaId))) {
      throw new AppError('VALIDACAO', MENSAGENS_EBOOK.materiaNaoEncontrada, [
        { campo: 'materiaId', mensagem: MENSAGENS_EBOOK.materiaNaoEncontrada },
      ]);
    }
  }

  async function detalheAdmin(tenant: Tenant, id: number): Promise<TEbookAdminDetalhe> {
    const e = await repo.detalheAdmin(tenant, id);
    if (!e) throw naoEncontrado();
    const { arquivo: _, ...detalhe } = e;
    return detalhe;
  }

  async function guardarPdf(pdf: Uint8Array) {
    if (!arquivos) throw new Error('ebookService precisa do armazenamento de arquivos');
    const arquivo = newStorageKey('ebooks', 'pdf');
    await arquivos.put(arquivo, Readable.from([Buffer.from(pdf)]), 'application/pdf');
    return arquivo;
  }

  return {
    conferirOferta,

    /** GET ebook/listar-ebook (somenteAdquiridos false) and ebook/listar-ebooks-usuario (true). */
    async listar(
      usuarioId: number,
      tenant: Tenant,
      q: ListarQuery,
      somenteAdquiridos: boolean,
    ): Promise<TPaginaEbooks> {
      conferirOferta(tenant);
      const { content, total } = await repo.listar({
        tenantId: tenant,
        usuarioId,
        somenteAdquiridos,
        nome: q.nome || undefined,
        idMateria: q.idMateria,
        idEbooks: q.idEbooks && q.idEbooks.length > 0 ? q.idEbooks : undefined,
        decrescente: q.sort === 'nome,desc',
        page: q.page,
        size: q.size,
      });
      const itens: TEbook[] = content.map(({ valorCentavos, ...e }) => ({
        ...e,
        valor: centavosParaReais(valorCentavos),
      }));
      return pageOf(itens, q.page, q.size, total);
    },

    /** GET ebook/listar-materias-ebooks and ebook/listar-materias-meus-ebooks (with the user). */
    async materias(tenant: Tenant, usuarioId?: number): Promise<TMateriaEbook[]> {
      conferirOferta(tenant);
      return repo.materias(tenant, usuarioId);
    },

    /** GET ebook/busca-parcelas-ebook: how many instalments (1..N) a total of e-books allows. */
    parcelas(tenant: Tenant, totalCentavos: number): number {
      conferirOferta(tenant);
      return maxParcelasEbook(totalCentavos);
    },

    /**
     * GET ebook/busca-pdf-ebook: the whole book, only to its owner, with the owner's name and masked CPF
     * stamped on every page (a leaked copy names who leaked it). Anyone else: 403.
     */
    async pdf(usuarioId: number, tenant: Tenant, idEbook: number): Promise<string> {
      conferirOferta(tenant);
      const [possui] = await repo.adquiridos(usuarioId, [idEbook]);
      if (possui === undefined) {
        if (!(await repo.findById(tenant, idEbook))) throw naoEncontrado();
        throw new AppError('PROIBIDO', MENSAGENS_EBOOK.naoAdquirido);
      }
      // An owner keeps reading a book retired from the store.
      const [{ bytes }, leitor] = await Promise.all([
        arquivoDe(tenant, idEbook, true),
        repo.leitor(usuarioId),
      ]);
      if (!leitor) throw new AppError('NAO_AUTENTICADO', 'Usuário não encontrado.');
      const copia = await carimbarPdf(bytes, textoCarimbo(leitor.nome, leitor.cpf));
      return Buffer.from(copia).toString('base64');
    },

    /** GET ebook/busca-paginas-gratis: a PDF of the book's free first pages only, to any signed-in student. */
    async paginasGratis(tenant: Tenant, idEbook: number): Promise<string> {
      const { ebook, bytes } = await arquivoDe(tenant, idEbook);
      if (ebook.paginasGratis < 1) throw new AppError('NAO_ENCONTRADO', MENSAGENS_EBOOK.semPaginasGratis);
      return Buffer.from(await primeirasPaginas(bytes, ebook.paginasGratis)).toString('base64');
    },

    /**
     * The e-books of a purchase priced from our table: refuses ids not on sale in the tenant and the
     * ones the buyer owns already.
     */
    async paraCompra(usuarioId: number, tenant: Tenant, ids: number[]) {
      conferirOferta(tenant);
      const aVenda = await repo.aVenda(tenant, ids);
      if (aVenda.length !== ids.length) throw naoEncontrado();
      if ((await repo.adquiridos(usuarioId, ids)).length > 0) {
        throw new AppError('CONFLITO', MENSAGENS_EBOOK.jaAdquirido);
      }
      return {
        ebooks: ids.map((id) => aVenda.find((e) => e.id === id)!),
        totalCentavos: aVenda.reduce((s, e) => s + e.valorCentavos, 0),
      };
    },

    /** A paid order's e-books become the buyer's (inside the checkout's transaction). */
    conceder(usuarioId: number, ids: number[], pedidoId: number | null, quando = new Date()) {
      return repo.conceder(usuarioId, ids, pedidoId, quando);
    },

    /** The names of e-books (a receipt's lines), in the order of `ids`. */
    async nomes(ids: number[]): Promise<string[]> {
      const rows = await repo.nomes(ids);
      return ids.flatMap((id) => rows.find((r) => r.id === id)?.nome ?? []);
    },

    /** A refunded or charged-back order takes its e-books back. */
    revogar(pedidoId: number) {
      return repo.revogar(pedidoId);
    },

    /**
     * Adds an e-book to the tenant's store (the back office's operation; the demo content adds its books
     * with it): the fields checked against ZEbookNovo, the file a PDF (its pages counted from it), the
     * subject existing and the name free in the tenant; the PDF goes to the file storage. Answers its id.
     */
    async cadastrar(tenant: Tenant, novo: TEbookNovo, pdf: Uint8Array) {
      const e = validarEntrada(ZEbookNovo, novo);
      const numPaginas = await paginasDe(pdf);
      await conferirMateria(e.materiaId);
      if (await repo.nomeEmUso(tenant, e.nome)) throw new AppError('CONFLITO', MENSAGENS_EBOOK.nomeEmUso);
      const arquivo = await guardarPdf(pdf);
      return repo.inserir({
        tenantId: tenant,
        materiaId: e.materiaId,
        nome: e.nome,
        autor: e.autor,
        descricao: e.descricao,
        capa: e.capa,
        valorCentavos: e.valorCentavos,
        numPaginas,
        paginasGratis: Math.min(e.paginasGratis, numPaginas),
        arquivo,
        ativo: e.ativo,
      });
    },

    /** The back office's list of the tenant's e-books, on sale and retired. */
    listarAdmin(tenant: Tenant, q: BuscaAdmin): Promise<TPaginaEbooksAdmin> {
      return repo.listarAdmin(tenant, q);
    },

    detalheAdmin,

    /**
     * Changes an e-book (the back office): the fields of the form, and a new PDF or cover when given.
     * The free pages are capped at the (new) book's pages. Answers the e-book before and after.
     */
    async editar(
      tenant: Tenant,
      id: number,
      dados: TEbookForm,
      novos: { pdf?: Uint8Array; capa?: string },
    ): Promise<{ antes: TEbookAdminDetalhe; depois: TEbookAdminDetalhe }> {
      const atual = await repo.detalheAdmin(tenant, id);
      if (!atual) throw naoEncontrado();
      const e = validarEntrada(ZEbookNovo, { ...dados, capa: novos.capa ?? atual.capa });
      const numPaginas = novos.pdf ? await paginasDe(novos.pdf) : atual.numPaginas;
      if (e.materiaId !== atual.materia.id) await conferirMateria(e.materiaId);
      if (await repo.nomeEmUso(tenant, e.nome, id)) throw new AppError('CONFLITO', MENSAGENS_EBOOK.nomeEmUso);
      const arquivo = novos.pdf ? await guardarPdf(novos.pdf) : atual.arquivo;
      await repo.atualizar(id, {
        materiaId: e.materiaId,
        nome: e.nome,
        autor: e.autor,
        descricao: e.descricao,
        capa: e.capa,
        valorCentavos: e.valorCentavos,
        numPaginas,
        paginasGratis: Math.min(e.paginasGratis, numPaginas),
        arquivo,
        ativo: e.ativo,
      });
      const { arquivo: _, ...antes } = atual;
      return { antes, depois: await detalheAdmin(tenant, id) };
    },

    /** Takes an e-book out of the store (its owners keep it). Answers whether it was on sale. */
    async retirar(tenant: Tenant, id: number): Promise<boolean> {
      const atual = await repo.detalheAdmin(tenant, id);
      if (!atual) throw naoEncontrado();
      if (atual.ativo) await repo.atualizar(id, { ativo: false });
      return atual.ativo;
    },

    /** The catalogue's merge of two subjects: the duplicate's e-books move to the subject kept. */
    mesclarMateria(de: number, para: number) {
      return repo.mudarMateria(de, para);
    },
  };
}

export type EbookService = ReturnType<typeof ebookService>;
