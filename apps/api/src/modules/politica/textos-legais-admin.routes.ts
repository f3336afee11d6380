import {
  ZBuscaVersoes,
  ZIdVersao,
  ZListaVersoes,
  ZNovaVersaoForm,
  ZVersaoDetalhe,
} from '@aprovei/shared/politica/politica.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { politicaService } from './politica.service.ts';

/**
 * The back office's legal texts (issue 22 §3, area `negocio`): the versions of the terms of use and the
 * privacy policy with how many people accepted each, and the publication of a new version (audited).
 * Published versions are never edited: a change is a new version.
 */
export const textosLegaisAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/textos-legais',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Versões dos Termos de Uso e da Política de Privacidade, com os aceites de cada uma',
        querystring: ZBuscaVersoes,
        response: { 200: ZListaVersoes, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => politicaService(db).listar(req.query.tipo),
  );

  app.get(
    '/admin/textos-legais/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Uma versão de um texto legal, como foi escrita (somente leitura)',
        params: ZIdVersao,
        response: { 200: ZVersaoDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => politicaService(db).detalhe(req.params.id),
  );

  app.post(
    '/admin/textos-legais',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Publica uma nova versão de um texto legal: passa a valer e é pedida a quem já tem conta',
        body: ZNovaVersaoForm,
        response: { 201: ZVersaoDetalhe, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const nova = await db.transaction(async (tx) => {
        const v = await politicaService(tx).publicar(req.body);
        await auditar(tx, autor, {
          acao: 'publicar',
          entidade: 'politica_versao',
          entidadeId: v.id,
          depois: { tipo: v.tipo, versao: v.versao, resumo: v.resumo, texto: v.texto },
        });
        return v;
      });
      return reply.code(201).send(nova);
    },
  );
};
