import {
  ZIdEbookQuery,
  ZListarEbooksQuery,
  ZMateriaEbook,
  ZPaginaEbooks,
  ZParcelasEbookQuery,
  ZPdfBase64,
} from '@aprovei/shared/ebook/ebook.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { ebookService } from './ebook.service.ts';
import { rotasAdminEbook } from './ebook-admin.routes.ts';

/** A PDF travels as a JSON string of base64 (as the plan's contract): sent already serialised. */
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * The e-book calls (spec doc 2 §7): the store, my e-books, their subjects, the instalments of a total,
 * the owner's PDF and the free pages. Signed in; not offered on the medical variant (404).
 */
export const ebookModule: FastifyPluginAsyncZod = async (app) => {
  const service = ebookService(app.database.db, app.fileStorage);
  const tags = ['ebook'];

  app.get(
    '/ebook/listar-ebook',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Loja de e-books: página de 9, ordem por nome, busca por nome e filtro por matéria',
        description:
          'Cada e-book diz se o aluno já o possui (adquirido). idEbooks=1,2 restringe a lista a esses.',
        security: bearer,
        querystring: ZListarEbooksQuery,
        response: { 200: ZPaginaEbooks, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.listar(currentUser(request).id, request.tenant, request.query, false),
  );

  app.get(
    '/ebook/listar-ebooks-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Meus e-books: os e-books do aluno, com os mesmos filtros da loja',
        security: bearer,
        querystring: ZListarEbooksQuery,
        response: { 200: ZPaginaEbooks, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.listar(currentUser(request).id, request.tenant, request.query, true),
  );

  app.get(
    '/ebook/listar-materias-ebooks',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Matérias dos e-books à venda',
        security: bearer,
        response: { 200: z.array(ZMateriaEbook), ...errorsFor(401, 404, 500) },
      },
    },
    async (request) => service.materias(request.tenant),
  );

  app.get(
    '/ebook/listar-materias-meus-ebooks',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Matérias dos e-books do aluno',
        security: bearer,
        response: { 200: z.array(ZMateriaEbook), ...errorsFor(401, 404, 500) },
      },
    },
    async (request) => service.materias(request.tenant, currentUser(request).id),
  );

  app.get(
    '/ebook/busca-parcelas-ebook',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Quantas parcelas sem juros (1 a N) o total dos e-books permite',
        description:
          'valorTotalEbooks em reais (ponto decimal). Cada parcela é o total dividido pela quantidade, com os ' +
          'centavos que sobram na primeira. A compra recalcula tudo a partir dos e-books.',
        security: bearer,
        querystring: ZParcelasEbookQuery,
        response: { 200: z.number().int(), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.parcelas(request.tenant, request.query.valorTotalEbooks),
  );

  app.get(
    '/ebook/busca-pdf-ebook',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(30, '1 minute'),
      schema: {
        tags,
        summary: 'O PDF do e-book (base64), só para quem o possui, com nome e CPF mascarado em cada página',
        description: 'Quem não possui o e-book: 403.',
        security: bearer,
        querystring: ZIdEbookQuery,
        response: { 200: ZPdfBase64, ...errorsFor(400, 401, 403, 404, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(currentUser(request).id, request.tenant, request.query.idEbook);
      return reply.header('cache-control', 'no-store').type(JSON_UTF8).send(JSON.stringify(pdf));
    },
  );

  app.get(
    '/ebook/busca-paginas-gratis',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(60, '1 minute'),
      schema: {
        tags,
        summary: 'As páginas grátis do e-book, como um PDF (base64) só delas',
        security: bearer,
        querystring: ZIdEbookQuery,
        response: { 200: ZPdfBase64, ...errorsFor(400, 401, 404, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const pdf = await service.paginasGratis(request.tenant, request.query.idEbook);
      return reply.type(JSON_UTF8).send(JSON.stringify(pdf));
    },
  );

  rotasAdminEbook(app);
};
