import { ZExcluirContaBody, ZMeusDados } from '@aprovei/shared/privacidade/privacidade.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { cartaoCreditoService } from '../cartao-credito/index.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/index.ts';
import { privacidadeService } from './privacidade.service.ts';

/** LGPD self-service (beyond the spec): 'Baixar meus dados' and 'Excluir minha conta'. */
export const privacidadeModule: FastifyPluginAsyncZod = async (app) => {
  const service = privacidadeService(
    app.database.db,
    cartaoCreditoService(
      app.database.db,
      app.paymentGateway,
      consultaCepDoAmbiente(app.database.db, app.env),
    ),
    app.fileStorage,
  );
  // Counted per signed-in user, after authentication.
  const porUsuario = (max: number, timeWindow: string) => ({
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (r: FastifyRequest) => `${r.tenant}:${r.user?.id ?? r.ip}`,
    },
  });

  app.get(
    '/conta/meus-dados',
    {
      preHandler: app.requireAuth,
      config: porUsuario(5, '10 minutes'),
      schema: {
        tags: ['privacidade'],
        summary: 'Baixar meus dados: tudo o que a plataforma guarda sobre o usuário (JSON)',
        description:
          'Arquivo JSON (Content-Disposition: attachment) com o perfil (sem a senha), o questionário, ' +
          'contratos e produtos, respostas a questões e exercícios com horário, comentários, respostas, ' +
          'reações, divulgações vistas, mensagens ao suporte, e-mails enviados ao usuário, sessões e ' +
          'tentativas de entrada. `tabelas` diz quantas linhas de cada tabela entraram. Limite: 5 a cada 10 minutos.',
        security: bearer,
        response: { 200: ZMeusDados, ...errorsFor(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const dados = await service.meusDados(currentUser(request).id, request.tenant);
      const dia = dados.geradoEm.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="meus-dados-${request.tenant}-${dia}.json"`);
      reply.header('Cache-Control', 'no-store');
      return dados;
    },
  );

  app.delete(
    '/conta/minha-conta',
    {
      preHandler: app.requireAuth,
      config: porUsuario(5, '10 minutes'),
      schema: {
        tags: ['privacidade'],
        summary: 'Excluir minha conta (dados pessoais apagados ou anonimizados; sessões encerradas)',
        description:
          'Corpo: { senha } com a senha atual, ou { confirmacao: "EXCLUIR" } para contas sem senha (login ' +
          'social). Numa transação: anonimiza o cadastro, apaga questionário, códigos, sessões, respostas, ' +
          'reações, mensagens e e-mails; comentários com respostas de outros alunos ficam sem o texto; ' +
          'contratos e pagamentos são mantidos (LGPD art. 16, I). Senha errada: 401 CREDENCIAIS_INVALIDAS.',
        security: bearer,
        body: ZExcluirContaBody,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      await service.excluirConta(currentUser(request).id, request.tenant, request.body);
      return reply.status(204).send(null);
    },
  );
};
