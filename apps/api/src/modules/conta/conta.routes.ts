import { zTexto } from '@aprovei/shared/common.schemas';
import {
  ZAlterarSenhaBody,
  ZAtualizarDadosBody,
  ZCadastroBody,
  ZCadastroResposta,
  ZGerarCodigoBody,
  ZMensagem,
  ZPerfil,
  zCpf,
} from '@aprovei/shared/conta/conta.schemas';
import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/index.ts';
import { authService } from '../auth/index.ts';
import { contaService } from './conta.service.ts';
import { senhaService } from './senha.service.ts';

/** Account (spec doc 1 §7 "Account"): registration, profile, password change and the access checks. */
export const contaModule: FastifyPluginAsyncZod = async (app) => {
  const acesso = acessoService(app.database.db);
  const contas = contaService(
    app.database.db,
    authService(app.database.db, app.env, app.tokenKeys, app.captcha),
  );
  const senhas = senhaService({
    db: app.database.db,
    mailer: app.mailer,
    segredo: app.tokenKeys.secret,
    log: app.log,
  });
  const response = { 200: z.boolean(), ...errorsFor(400, 401, 500) };
  const forUser = (request: Parameters<typeof currentUser>[0]) =>
    acesso.forUser(currentUser(request).id, request.tenant);
  const route = (summary: string) => ({
    preHandler: app.requireAuth,
    schema: { tags: ['conta'], summary, security: bearer, response },
  });

  app.get(
    '/conta/verifica-usuario-admin',
    route('Se o usuário é administrador'),
    async (r) => (await forUser(r)).admin,
  );
  app.get(
    '/conta/verifica-usuario-enare',
    route('Se o usuário tem um plano de simulados nacionais (ENARE/FUVEST) vigente'),
    async (r) => (await forUser(r)).planoEnare,
  );
  app.get(
    '/conta/verifica-se-usaurio-tem-contratacao',
    route('Se o usuário já contratou algum plano (caminho escrito como no produto)'),
    async (r) => acesso.temContratacao(currentUser(r).id),
  );
  app.get(
    '/conta/verificar-premicao-academy',
    route('Se o plano do usuário dá acesso à Aprovei Academy'),
    async (r) => (await forUser(r)).academy,
  );

  app.get(
    '/conta/redireciona-acesso-academy',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['conta'],
        summary: 'Endereço da Aprovei Academy para onde o usuário é levado',
        security: bearer,
        response: { 200: z.string(), ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (request, reply) => {
      if (!(await forUser(request)).academy) {
        throw new AppError('PROIBIDO', 'Seu plano não inclui acesso à Aprovei Academy.');
      }
      // A bare string would go out as text/plain; the client expects a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.env.ACADEMY_URL));
    },
  );

  app.get(
    '/conta/verifica-existencia-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['conta'],
        summary: 'Se existe cadastro para o e-mail e CPF do próprio usuário (os do token)',
        security: bearer,
        querystring: z.object({
          email: zTexto().trim().min(1, 'Informe o e-mail.').max(254, 'E-mail muito longo.'),
          cpf: zTexto().trim().min(1, 'Informe o CPF.').max(14, 'CPF inválido.'),
        }),
        response: { ...response, ...errorsFor(403) },
      },
    },
    async (request) => {
      const { claims } = currentUser(request);
      const email = request.query.email.toLowerCase();
      const cpf = onlyDigits(request.query.cpf);
      if (email !== claims.email.toLowerCase() || cpf !== claims.cpf)
        throw new AppError('PROIBIDO', MENSAGENS.proibido);
      return acesso.usuarioExiste(request.tenant, email, cpf);
    },
  );

  app.post(
    '/conta/cadastrar',
    {
      config: { rateLimit: { max: app.env.CADASTROS_POR_10_MINUTOS, timeWindow: '10 minutes' } },
      schema: {
        tags: ['conta'],
        summary: 'Cadastrar usuário (entra na conta e diz para onde seguir: /home ou o pagamento do plano)',
        body: ZCadastroBody,
        response: { 201: ZCadastroResposta, ...errorsFor(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      await app.captcha.verificar(request.body.captcha);
      return reply.status(201).send(await contas.cadastrar(request.tenant, request.body));
    },
  );

  app.get(
    '/conta/verifica-usuario-existe/:cpf',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['conta'],
        summary: 'Se já existe conta com o CPF (para o pagamento sem login pedir ou não a senha)',
        params: z.object({ cpf: zCpf() }),
        response: { 200: z.object({ existe: z.boolean() }), ...errorsFor(400, 429, 500) },
      },
    },
    async (request) => ({ existe: await contas.existeCpf(request.tenant, request.params.cpf) }),
  );

  app.get(
    '/conta/exibir-dados',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['conta'],
        summary: 'Dados do próprio usuário',
        security: bearer,
        response: { 200: ZPerfil, ...errorsFor(401, 500) },
      },
    },
    async (request) => contas.exibirDados(currentUser(request).id),
  );

  app.put(
    '/conta/atualizar-dados',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '10 minutes'),
      schema: {
        tags: ['conta'],
        summary: 'Atualizar os próprios dados (CPF e e-mail não mudam; senha nova encerra as outras sessões)',
        security: bearer,
        body: ZAtualizarDadosBody,
        response: { 200: ZMensagem, ...errorsFor(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return contas.atualizarDados(user.id, user.claims.sid, request.body);
    },
  );

  app.post(
    '/conta/gerar-codigo-recuperar-senha',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['conta'],
        summary:
          'Enviar um código de 6 dígitos ao e-mail da conta do CPF (a resposta é a mesma se o CPF não existir)',
        body: ZGerarCodigoBody,
        response: { 200: ZMensagem, ...errorsFor(400, 429, 500) },
      },
    },
    async (request) => senhas.gerarCodigo(request.tenant, request.body.cpf),
  );

  app.put(
    '/conta/alterar-senha',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['conta'],
        summary: 'Trocar a senha com o código recebido por e-mail (encerra as outras sessões)',
        body: ZAlterarSenhaBody,
        response: { 200: ZMensagem, ...errorsFor(400, 429, 500) },
      },
    },
    async (request) => {
      // Public route; a signed-in caller keeps the session it is using.
      if (request.headers.authorization) await app.requireAuth(request).catch(() => undefined);
      return senhas.alterarSenha(request.tenant, request.body, request.user?.claims.sid);
    },
  );
};
