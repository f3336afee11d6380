import { ZChecklist, ZChecklistAtualizar } from '@aprovei/shared/checklist/checklist.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checklistService } from './checklist.service.ts';

const GATE = "401 sem a funcionalidade 'Checklist de estudos' no plano.";

/** The study checklist (spec doc 3 "Study guide", §7 "Checklist"): only the caller's own. */
export const checklistModule: FastifyPluginAsyncZod = async (app) => {
  const service = checklistService(app.database.db);
  const tags = ['checklist'];

  app.post(
    '/checklist/criar-checklist',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Cria a checklist do aluno a partir do catálogo (no primeiro acesso; sem efeito se já existe)',
        description: GATE,
        security: bearer,
        response: { 200: ZChecklist, ...errorsFor(401, 404, 500) },
      },
    },
    async (r) => service.criar(currentUser(r).id, r.tenant),
  );

  app.get(
    '/checklist/listar-checklists',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'A checklist do aluno: matérias, conteúdos e marcações, com a versão (404 antes de criada)',
        description: GATE,
        security: bearer,
        response: { 200: ZChecklist, ...errorsFor(401, 404, 500) },
      },
    },
    async (r) => service.listar(currentUser(r).id, r.tenant),
  );

  app.put(
    '/checklist/atualizar-checklist',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Salva a lista inteira lida na versão informada; 409 se outra aba salvou antes',
        description: GATE,
        security: bearer,
        body: ZChecklistAtualizar,
        response: { 200: ZChecklist, ...errorsFor(400, 401, 404, 409, 500) },
      },
    },
    async (r) => service.atualizar(currentUser(r).id, r.tenant, r.body),
  );
};
