import { ZBuscaAuditoria, ZPaginaAuditoria, ZPapel } from '@aprovei/shared/equipe/equipe.schemas';
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
import { equipeRepository } from './equipe.repository.ts';
import { exigirSegundoFator, rotaDaEquipe } from './guarda.ts';

const ZEu = z.object({
  id: z.number(),
  nome: z.string(),
  papel: ZPapel,
  areas: z.array(z.enum(Object.keys(AREAS_EQUIPE) as [AreaEquipe, ...AreaEquipe[]])),
});

/** Who the staff member is, and the audit log (people and their roles: conta-admin.routes.ts). */
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
        summary:
          'Quem é o membro da equipe e que áreas do back office pode abrir (403 para alunos; 403 SEGUNDO_FATOR_NECESSARIO para a equipe sem a verificação em duas etapas)',
        security: bearer,
        response: { 200: ZEu, ...errorsFor(401, 403, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      const pessoa = await repo.papelDe(user.id, r.tenant);
      if (!pessoa || !ehEquipe(pessoa.papel)) throw new AppError('PROIBIDO', MENSAGEM_SEM_PERMISSAO);
      exigirSegundoFator(pessoa.papel, user.claims);
      return { id: user.id, nome: pessoa.nome, papel: pessoa.papel, areas: areasDoPapel(pessoa.papel) };
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
