import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import { isTenant, TENANT_HEADER, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The product this request is for, from the X-Tenant header. */
    tenant: Tenant;
  }
}

const EXEMPT = /^\/api\/(health|docs|assinatura\/webhook|imagens)(\/|$)/;

/**
 * Every /api call names its product in X-Tenant, except health, the API docs, the gateways' webhooks and
 * the statement images (an `<img>` sends no header; their keys are random, of no product). Decided on the
 * route the router matched (`/%61pi/x` is routed as `/api/x`), never on the raw address.
 */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenant', 'aprovei');
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/') || EXEMPT.test(route)) return;
    const header = request.headers[TENANT_HEADER];
    if (header === undefined || header === '') throw new AppError('TENANT_INVALIDO', MENSAGENS.tenantAusente);
    if (!isTenant(header)) throw new AppError('TENANT_INVALIDO', MENSAGENS.tenantDesconhecido);
    request.tenant = header;
  });
});
