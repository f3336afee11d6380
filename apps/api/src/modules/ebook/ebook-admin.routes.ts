import type { TEbookNovo } from '@aprovei/shared/ebook/ebook.schemas';
import {
  camposDoEbook,
  MENSAGENS_EBOOK_ADMIN,
  ZBuscaEbooksAdmin,
  ZEbookAdminDetalhe,
  ZEbookCriado,
  ZEbookForm,
  ZIdEbookParam,
  ZPaginaEbooksAdmin,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { ebookService } from './ebook.service.ts';
import { lerFormularioEbook } from './upload-ebook.ts';

const FORMULARIO =
  'multipart/form-data: os campos materiaId, nome, autor, descricao, valorCentavos, paginasGratis e ativo ' +
  '(true/false), depois os arquivos `pdf` (PDF de até 20 MB) e `capa` (PNG, JPEG ou WebP de até 350 KB), ' +
  'com o tipo decidido pelo conteúdo: 413 acima do tamanho, 415 de outro tipo.';

/** What the audit log keeps of an e-book (not its cover: a data URL of up to 350 KB). */
const paraAuditoria = ({ capa: _, ...e }: { capa: string } & Record<string, unknown>) => e;

/**
 * The back office's e-books (issue 21 §6, area `conteudo`): the list, one e-book, create with its PDF and
 * cover, edit (a new PDF or cover, price, free pages…) and retire from the store. Every write is audited
 * in its transaction.
 */
export function rotasAdminEbook(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'conteudo');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  r.get(
    '/admin/ebooks',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'E-books do produto, à venda e retirados, por nome ou autor, uma página',
        querystring: ZBuscaEbooksAdmin,
        response: { 200: ZPaginaEbooksAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => ebookService(db).listarAdmin(req.tenant, req.query),
  );

  r.get(
    '/admin/ebooks/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Um e-book, com a descrição e a capa',
        params: ZIdEbookParam,
        response: { 200: ZEbookAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => ebookService(db).detalheAdmin(req.tenant, req.params.id),
  );

  r.post(
    '/admin/ebooks',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um e-book com o PDF e a capa',
        description: FORMULARIO,
        consumes: ['multipart/form-data'],
        response: { 201: ZEbookCriado, ...errorsFor(400, 401, 403, 409, 413, 415, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const form = await lerFormularioEbook(req);
      const dados = validarEntrada(ZEbookForm, camposDoEbook(form.campos));
      if (!form.pdf) throw semArquivo('pdf', MENSAGENS_EBOOK_ADMIN.semPdf);
      if (!form.capa) throw semArquivo('capa', MENSAGENS_EBOOK_ADMIN.semCapa);
      const { pdf, capa } = form;
      const id = await db.transaction(async (tx) => {
        const novo: TEbookNovo = { ...dados, capa };
        const service = ebookService(tx, app.fileStorage);
        const id = await service.cadastrar(req.tenant, novo, pdf);
        const depois = await service.detalheAdmin(req.tenant, id);
        await auditar(tx, autor, {
          acao: 'criar',
          entidade: 'ebook',
          entidadeId: id,
          depois: paraAuditoria(depois),
        });
        return id;
      });
      return reply.code(201).send({ id });
    },
  );

  r.put(
    '/admin/ebooks/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um e-book: os campos e, se enviados, um novo PDF ou uma nova capa',
        description: `${FORMULARIO} Sem \`pdf\` ou \`capa\`, ficam os atuais.`,
        consumes: ['multipart/form-data'],
        params: ZIdEbookParam,
        response: { 200: ZEbookAdminDetalhe, ...errorsFor(400, 401, 403, 404, 409, 413, 415, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      const form = await lerFormularioEbook(req);
      const dados = validarEntrada(ZEbookForm, camposDoEbook(form.campos));
      return db.transaction(async (tx) => {
        const { antes, depois } = await ebookService(tx, app.fileStorage).editar(
          req.tenant,
          req.params.id,
          dados,
          {
            pdf: form.pdf,
            capa: form.capa,
          },
        );
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'ebook',
          entidadeId: req.params.id,
          antes: paraAuditoria(antes),
          depois: {
            ...paraAuditoria(depois),
            capaTrocada: form.capa !== undefined,
            pdfTrocado: form.pdf !== undefined,
          },
        });
        return depois;
      });
    },
  );

  r.post(
    '/admin/ebooks/:id/retirar',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Retira um e-book da loja (quem o comprou continua a lê-lo)',
        params: ZIdEbookParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      await db.transaction(async (tx) => {
        const estavaAVenda = await ebookService(tx).retirar(req.tenant, req.params.id);
        if (estavaAVenda)
          await auditar(tx, autor, {
            acao: 'retirar',
            entidade: 'ebook',
            entidadeId: req.params.id,
            antes: { ativo: true },
            depois: { ativo: false },
          });
      });
      return reply.code(204).send(null);
    },
  );
}

function semArquivo(campo: string, mensagem: string) {
  return new AppError('VALIDACAO', mensagem, [{ campo, mensagem }]);
}
