import {
  ZBuscaAuditoria,
  ZBuscaUsuariosAdmin,
  ZIdUsuarioParam,
  ZMudarPapel,
  ZPaginaAuditoria,
  ZPaginaUsuariosAdmin,
  ZPapel,
} from '@aprovei/shared/equipe/equipe.schemas';
import {
  AREAS_EQUIPE,
  type AreaEquipe,
  areasDoPapel,
  ehEquipe,
  MENSAGEM_SEM_PERMISSAO,
} from '@aprovei/shared/equipe/papeis';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { definirPapel } from '../conta/index.ts';
import { auditar } from './auditoria.ts';
import { equipeRepository } from './equipe.repository.ts';
import { autorDe, rotaDaEquipe } from './guarda.ts';

const ZEu = z.object({
  id: z.number(),
  nome: z.string(),
  papel: ZPapel,
  areas: z.array(z.enum(Object.keys(AREAS_EQUIPE) as [AreaEquipe, ...AreaEquipe[]])),
});

/** The back office's own screens: who the staff member is, people and their roles, the audit log. */
export const equipeModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = equipeRepository(db);
  const negado = errorsFor(400, 401, 403, 500);

  app.get(
    '/admin/eu',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['equipe'],
        summary: 'Quem é o membro da equipe e que áreas do back office pode abrir (403 para alunos)',
        security: bearer,
        response: { 200: ZEu, ...errorsFor(401, 403, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      const pessoa = await repo.papelDe(user.id, r.tenant);
      if (!pessoa || !ehEquipe(pessoa.papel)) throw new AppError('PROIBIDO', MENSAGEM_SEM_PERMISSAO);
      return { id: user.id, nome: pessoa.nome, papel: pessoa.papel, areas: areasDoPapel(pessoa.papel) };
    },
  );

  const pessoas = rotaDaEquipe(app, 'pessoas');
  app.get(
    '/admin/usuarios',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Pessoas do produto por nome, e-mail ou CPF, com o papel (CPF mascarado), uma página',
        querystring: ZBuscaUsuariosAdmin,
        response: { 200: ZPaginaUsuariosAdmin, ...negado },
      },
    },
    async (r) => repo.usuarios(r.tenant, r.query),
  );

  app.put(
    '/admin/usuarios/:id/papel',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Dá um papel a uma pessoa (409 para tirar o último administrador)',
        params: ZIdUsuarioParam,
        body: ZMudarPapel,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const antes = await definirPapel(tx, r.tenant, r.params.id, r.body.papel);
        if (antes === null) throw new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');
        if (antes !== r.body.papel)
          await auditar(tx, autor, {
            acao: 'mudar-papel',
            entidade: 'usuario',
            entidadeId: r.params.id,
            antes: { papel: antes },
            depois: { papel: r.body.papel },
          });
      });
      return reply.code(204).send(null);
    },
  );

  const leitorDaAuditoria = rotaDaEquipe(app, 'auditoria');
  app.get(
    '/admin/auditoria',
    {
      onRequest: leitorDaAuditoria.onRequest,
      schema: {
        tags: leitorDaAuditoria.tags,
        security: leitorDaAuditoria.security,
        summary:
          'O registro de auditoria do back office, dos mais recentes, por autor, entidade, ação e período',
        querystring: ZBuscaAuditoria,
        response: { 200: ZPaginaAuditoria, ...negado },
      },
    },
    async (r) => repo.auditoria(r.tenant, r.query),
  );
};
