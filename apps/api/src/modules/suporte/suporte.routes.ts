import { ZSuporteMensagem, ZSuporteResposta } from '@aprovei/shared/suporte/suporte.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { suporteService } from './suporte.service.ts';

/** Support messages per user in the window (ARCHITECTURE.md §6: support messages are rate limited). */
export const SUPORTE_LIMITE = { max: 5, timeWindow: '10 minutes' } as const;

/** The support form (spec doc 3 "Support form" and §7 support call). */
export const suporteModule: FastifyPluginAsyncZod = async (app) => {
  const service = suporteService(app.database.db, {
    mailer: app.mailer,
    captcha: app.captcha,
    suporteEmail: app.env.SUPORTE_EMAIL,
  });
  const response = { 200: ZSuporteResposta, ...errorsFor(400, 401, 429, 500, 503) };
  const tags = ['suporte'];
  // Counted after sign-in and validation (preHandler), per user: a forged token cannot use up
  // someone else's allowance, and a form with a typo does not count.
  const config = {
    rateLimit: {
      ...SUPORTE_LIMITE,
      hook: 'preHandler' as const,
      keyGenerator: (r: FastifyRequest) => `suporte:${r.tenant}:${r.user?.id ?? r.ip}`,
    },
  };
  const remetente = (r: FastifyRequest) => {
    const user = currentUser(r);
    return { id: user.id, nome: user.claims.name };
  };
  const description =
    'Verifica a verificação humana (captcha), guarda a mensagem e a envia por e-mail ao suporte com ' +
    'Reply-To do aluno. 200 só quando o servidor de e-mail aceitou; 503 quando falhou (a mensagem fica guardada).';

  app.get(
    '/suporte/enviarEmailDeSuporte',
    {
      preHandler: app.requireAuth,
      config,
      schema: {
        tags,
        summary: 'Envia uma mensagem ao suporte (forma do spec: assunto, email, msg e captcha na query)',
        description,
        security: bearer,
        querystring: ZSuporteMensagem,
        response,
      },
    },
    async (r) => {
      const { captcha, ...campos } = r.query;
      return service.enviar(remetente(r), r.tenant, campos, captcha);
    },
  );

  // The spec's path with the JSON body, and the same in kebab case.
  for (const caminho of ['/suporte/enviarEmailDeSuporte', '/suporte/enviar-email-de-suporte']) {
    app.post(
      caminho,
      {
        preHandler: app.requireAuth,
        config,
        schema: {
          tags,
          summary: 'Envia uma mensagem ao suporte (corpo JSON: assunto, email, msg, captcha)',
          description,
          security: bearer,
          body: ZSuporteMensagem,
          response,
        },
      },
      async (r) => {
        const { captcha, ...campos } = r.body;
        return service.enviar(remetente(r), r.tenant, campos, captcha);
      },
    );
  }
};
