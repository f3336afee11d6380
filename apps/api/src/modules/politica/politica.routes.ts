import {
  type TipoPolitica,
  ZAceiteBody,
  ZPendencias,
  ZPolitica,
} from '@aprovei/shared/politica/politica.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comDadosDaEmpresa, empresaDe } from '../../config/empresa.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { politicaService } from './politica.service.ts';

/** Terms of use and privacy policy: the current versions (public), and the signed-in person's acceptance. */
export const politicaModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const empresa = empresaDe(app.env);
  const servico = politicaService(db);

  const routes: { url: string; tipo: TipoPolitica; summary: string }[] = [
    { url: '/politica/termo-de-uso', tipo: 'TERMO_DE_USO', summary: 'Termos de uso (versão vigente)' },
    {
      url: '/politica/politica-privacidade',
      tipo: 'POLITICA_PRIVACIDADE',
      summary: 'Política de privacidade (versão vigente)',
    },
  ];

  for (const route of routes) {
    app.get(
      route.url,
      {
        schema: {
          tags: ['politica'],
          summary: route.summary,
          response: { 200: ZPolitica, ...errorsFor(400, 404, 500) },
        },
      },
      async () => {
        const v = await servico.vigente(route.tipo);
        return {
          textoPolitica: comDadosDaEmpresa(v.texto, empresa),
          versao: v.versao,
          publicadaEm: v.publicadaEm.toISOString(),
        };
      },
    );
  }

  app.get(
    '/politica/pendentes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['politica'],
        summary:
          'As versões vigentes dos textos legais que a pessoa ainda precisa aceitar (vazia: nada a aceitar)',
        security: bearer,
        response: { 200: ZPendencias, ...errorsFor(401, 500) },
      },
    },
    async (request) => ({ pendentes: await servico.pendentes(currentUser(request).id) }),
  );

  app.post(
    '/politica/aceitar',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['politica'],
        summary: 'Registra o aceite das versões vigentes informadas (409 se uma delas já foi substituída)',
        security: bearer,
        body: ZAceiteBody,
        response: { 200: ZPendencias, ...errorsFor(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await servico.aceitar(id, request.body.versoes);
      return { pendentes: await servico.pendentes(id) };
    },
  );
};
