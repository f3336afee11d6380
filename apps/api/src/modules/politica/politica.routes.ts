import { AppError } from '@aprovei/shared/errors';
import { ZPolitica } from '@aprovei/shared/politica/politica.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comDadosDaEmpresa, empresaDe } from '../../config/empresa.ts';
import { politica } from '../../db/schema/index.ts';
import { errorsFor } from '../../http/errors.schemas.ts';

/** Terms of use and privacy policy (public). */
export const politicaModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const empresa = empresaDe(app.env);

  const routes = [
    { url: '/politica/termo-de-uso', tipo: 'TERMO_DE_USO', summary: 'Termos de uso' },
    {
      url: '/politica/politica-privacidade',
      tipo: 'POLITICA_PRIVACIDADE',
      summary: 'Política de privacidade',
    },
  ] as const;

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
        const [row] = await db
          .select({ texto: politica.texto })
          .from(politica)
          .where(eq(politica.tipo, route.tipo));
        if (!row) throw new AppError('NAO_ENCONTRADO', 'Texto não cadastrado.');
        return { textoPolitica: comDadosDaEmpresa(row.texto, empresa) };
      },
    );
  }
};
