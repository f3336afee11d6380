import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from './config/env.ts';
import { resolveVapid } from './config/secrets.ts';
import type { Database } from './db/client.ts';
import { type HTTP_SERVER_OPTIONS, serverOptions } from './http/server-options.ts';
import { createTokenKeys } from './lib/tokens.ts';
import { type LoggerDestination, loggerOptions } from './logger.ts';
import { acessoModule } from './modules/acesso/acesso.routes.ts';
import { acessoService } from './modules/acesso/acesso.service.ts';
import { assinaturaModule } from './modules/assinatura/assinatura.routes.ts';
import { eventosDeContratos } from './modules/assinatura/eventos.ts';
import { authModule } from './modules/auth/auth.routes.ts';
import { sessoesDoSegundoFator } from './modules/auth/index.ts';
import { calculadoraModule } from './modules/calculadora/calculadora.routes.ts';
import { cartaoCreditoModule } from './modules/cartao-credito/cartao-credito.routes.ts';
import { eventosDeCartoes } from './modules/cartao-credito/eventos.ts';
import { catalogoModule } from './modules/catalogo/catalogo.routes.ts';
import { catalogoAdminModule } from './modules/catalogo-admin/catalogo-admin.routes.ts';
import { checklistModule } from './modules/checklist/checklist.routes.ts';
import { checkoutModule } from './modules/checkout/checkout.routes.ts';
import { cuponsAdminModule } from './modules/checkout/cupons-admin.routes.ts';
import { financeiroAdminModule } from './modules/checkout/financeiro-admin.routes.ts';
import { pedidosModule } from './modules/checkout/pedidos.routes.ts';
import { comentariosModule } from './modules/comentarios/comentarios.routes.ts';
import { relatosModule } from './modules/comentarios/relatos.routes.ts';
import { consultaCepModule } from './modules/consulta-cep/consulta-cep.routes.ts';
import { contaModule } from './modules/conta/conta.routes.ts';
import { contaAdminModule } from './modules/conta/conta-admin.routes.ts';
import { conteudoPublicoModule } from './modules/conteudo-publico/conteudo-publico.routes.ts';
import { conteudoPublicoAdminModule } from './modules/conteudo-publico/conteudo-publico-admin.routes.ts';
import { depoimentosModule } from './modules/depoimentos/depoimentos.routes.ts';
import { depoimentosAdminModule } from './modules/depoimentos/depoimentos-admin.routes.ts';
import { divulgacaoModule } from './modules/divulgacao/divulgacao.routes.ts';
import { divulgacaoAdminModule } from './modules/divulgacao/divulgacao-admin.routes.ts';
import { ebookModule } from './modules/ebook/ebook.routes.ts';
import { equipeModule } from './modules/equipe/equipe.routes.ts';
import { vigiarAuditoria } from './modules/equipe/index.ts';
import { estatisticasModule } from './modules/estatisticas/estatisticas.routes.ts';
import { exerciciosModule } from './modules/exercicios-fixacao/exercicios.routes.ts';
import { exerciciosAdminModule } from './modules/exercicios-fixacao/exercicios-admin.routes.ts';
import { healthModule } from './modules/health/health.routes.ts';
import { identidadeExternaModule } from './modules/identidade-externa/identidade-externa.routes.ts';
import { imagensModule } from './modules/imagens/imagens.routes.ts';
import { importacaoModule } from './modules/importacao/importacao.routes.ts';
import { notificacoesPushModule } from './modules/notificacoes-push/notificacoes-push.routes.ts';
import { notificacoesPush } from './modules/notificacoes-push/notificacoes-push.service.ts';
import { paginaPublica } from './modules/pagina-publica/rotas-do-site.ts';
import { perguntaUsuarioModule } from './modules/pergunta-usuario/pergunta-usuario.routes.ts';
import { planosModule } from './modules/planos/planos.routes.ts';
import { planosAdminModule } from './modules/planos/planos-admin.routes.ts';
import { plataformaModule } from './modules/plataforma/plataforma.routes.ts';
import { politicaModule } from './modules/politica/politica.routes.ts';
import { textosLegaisAdminModule } from './modules/politica/textos-legais-admin.routes.ts';
import { privacidadeModule } from './modules/privacidade/privacidade.routes.ts';
import { privacidadeAdminModule } from './modules/privacidade/privacidade-admin.routes.ts';
import { produtosModule } from './modules/produtos/produtos.routes.ts';
import { produtosAdminModule } from './modules/produtos/produtos-admin.routes.ts';
import { projecaoModule } from './modules/projecao/projecao.routes.ts';
import { questaoAbertaModule } from './modules/questao-aberta/questao-aberta.routes.ts';
import { questaoAbertaAdminModule } from './modules/questao-aberta/questao-aberta-admin.routes.ts';
import { questoesModule } from './modules/questoes/questoes.routes.ts';
import { questoesAdminModule } from './modules/questoes/questoes-admin.routes.ts';
import { reacoesModule } from './modules/reacoes/reacoes.routes.ts';
import { relatoriosModule } from './modules/relatorios/relatorios.routes.ts';
import { relogioTesteModule } from './modules/relogio-teste/relogio-teste.routes.ts';
import { revisaoModule } from './modules/revisao/revisao.routes.ts';
import { segundoFatorModule } from './modules/segundo-fator/segundo-fator.routes.ts';
import { simuladosModule } from './modules/simulados/simulados.routes.ts';
import { suporteModule } from './modules/suporte/suporte.routes.ts';
import { suporteAdminModule } from './modules/suporte/suporte-admin.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { captchaPlugin, resolveCaptchaSecret } from './plugins/captcha.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { paymentGatewayPlugin } from './plugins/payment-gateway.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { storagePlugin } from './plugins/storage.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

import { tenantPlugin } from './plugins/tenant.ts';

z.config(z.locales.ptBR());

export interface AppDeps {
  env: Env;
  database: Database;
  /** Secret for signing access tokens (from JWT_SECRET or the data folder). */
  jwtSecret: string;
  logDestination?: LoggerDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Every route the modules registered, with its module: docs/api-index.md is written from it. */
    routeIndex: readonly RouteIndexEntry[];
  }
}

export interface RouteIndexEntry {
  method: string;
  url: string;
  /** Name of the plugin that registered the route: a module's, such as `questoesModule`. */
  module: string;
  summary?: string;
}

export type App = FastifyInstance;

/** Builds the whole application; used by the server and by the tests. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.env, deps.logDestination),
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Starting the jobs (pg-boss's schema and schedules) can pass Fastify's 10 s default on a loaded machine.
    pluginTimeout: 60_000,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    clientErrorHandler,
    // HTTP/2 changes the raw request and reply types, not the API the modules use: one instance type.
    ...(serverOptions(deps.env) as { http: typeof HTTP_SERVER_OPTIONS }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', deps.env);
  app.decorate('database', deps.database);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(tenantPlugin);
  const acesso = acessoService(deps.database.db);
  await app.register(authPlugin, {
    keys: createTokenKeys(deps.jwtSecret),
    sessaoViva: (usuarioId, sid) => acesso.sessaoViva(usuarioId, sid),
  });
  await app.register(paymentGatewayPlugin, { jwtSecret: deps.jwtSecret });
  await app.register(jobsPlugin);
  // After the jobs: its messages leave through the queue `enviar-email`.
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  // Uploads (multipart/form-data): each route reads its file with its own limits (request.file()).
  await app.register(multipart);
  await app.register(captchaPlugin, {
    secret: resolveCaptchaSecret(deps.env.CAPTCHA_SECRET, deps.jwtSecret),
  });

  // Web push: built here and handed to its module and to the modules that notify.
  const push = notificacoesPush({
    db: deps.database.db,
    jobs: app.jobs,
    vapid: resolveVapid(deps.env),
    log: app.log,
    enderecoLocal: deps.env.NODE_ENV === 'test',
  });

  const routeIndex: RouteIndexEntry[] = [];
  app.decorate('routeIndex', { getter: () => Object.freeze([...routeIndex]) });
  app.addHook('onRoute', function (route) {
    for (const method of [route.method].flat()) {
      routeIndex.push({ method, url: route.url, module: this.pluginName, summary: route.schema?.summary });
    }
  });

  vigiarAuditoria(app, { estrito: deps.env.NODE_ENV === 'test' });

  // Modules that announce and modules that listen meet here, so neither imports the other.
  const cartoes = eventosDeCartoes();
  const contratos = eventosDeContratos();
  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(authModule);
      await api.register(identidadeExternaModule);
      await api.register(plataformaModule);
      await api.register(politicaModule);
      await api.register(catalogoModule);
      await api.register(catalogoAdminModule);
      await api.register(checklistModule);
      await api.register(notificacoesPushModule, { push });
      await api.register(revisaoModule, { push });
      await api.register(projecaoModule);
      await api.register(acessoModule);
      await api.register(assinaturaModule, { eventos: contratos });
      await api.register(contaModule);
      await api.register(perguntaUsuarioModule);
      await api.register(questoesModule);
      await api.register(questoesAdminModule);
      await api.register(exerciciosAdminModule);
      await api.register(imagensModule);
      await api.register(exerciciosModule);
      await api.register(estatisticasModule);
      await api.register(simuladosModule);
      await api.register(comentariosModule);
      await api.register(relatosModule);
      await api.register(reacoesModule);
      await api.register(suporteModule);
      await api.register(planosModule);
      await api.register(checkoutModule, { cartoes, contratos });
      await api.register(pedidosModule);
      await api.register(planosAdminModule);
      await api.register(produtosAdminModule);
      await api.register(cuponsAdminModule);
      await api.register(textosLegaisAdminModule);
      await api.register(financeiroAdminModule);
      await api.register(ebookModule);
      await api.register(depoimentosModule);
      await api.register(depoimentosAdminModule);
      await api.register(divulgacaoModule);
      await api.register(divulgacaoAdminModule);
      await api.register(conteudoPublicoModule);
      await api.register(conteudoPublicoAdminModule);
      await api.register(privacidadeModule);
      await api.register(segundoFatorModule, {
        sessoes: sessoesDoSegundoFator(api.database.db, deps.env, api.tokenKeys, api.captcha),
      });
      await api.register(calculadoraModule);
      await api.register(consultaCepModule);
      await api.register(cartaoCreditoModule, { eventos: cartoes });
      await api.register(questaoAbertaModule, { push });
      await api.register(questaoAbertaAdminModule);
      await api.register(produtosModule);
      await api.register(equipeModule);
      await api.register(contaAdminModule);
      await api.register(privacidadeAdminModule);
      await api.register(suporteAdminModule);
      await api.register(importacaoModule);
      await api.register(relatoriosModule);
      // The end-to-end tests' clock: never outside NODE_ENV=test (app.test.ts proves it absent).
      if (deps.env.NODE_ENV === 'test') await api.register(relogioTesteModule);
    },
    { prefix: '/api' },
  );

  const paginas = paginaPublica(app);
  await app.register(paginas.modulo);
  await app.register(spaPlugin, {
    cabecalhoDaPagina: paginas.cabecalhoDaPagina,
    corpoDaPagina: paginas.corpoDaPagina,
  });
  return app;
}
