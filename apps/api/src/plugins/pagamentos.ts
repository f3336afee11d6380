import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentGateway, SANDBOX_WEBHOOK_PATH } from '../gateways/gateway-factory.ts';
import type { PaymentGateway } from '../gateways/payment-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway PAYMENT_GATEWAY names (apps/api/src/gateways); stopped when the app closes. */
    paymentGateway: PaymentGateway;
  }
}

/**
 * A `fetch` that hands a request to this app in-process (`app.inject`): the sandbox posts its signed
 * webhooks to our own route through the whole HTTP pipeline (signature check included) without
 * depending on the listen address, so it works the same in tests, behind a proxy and on any port.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode });
  }) as typeof fetch;
}

export interface PagamentosOptions {
  jwtSecret: string;
}

/** Builds the payment gateway once per app and closes it (the sandbox's poller) on close. */
export const pagamentosPlugin = fp(async (app: FastifyInstance, opts: PagamentosOptions) => {
  const gateway = createPaymentGateway(app.env, app.database.db, {
    jwtSecret: opts.jwtSecret,
    logger: app.log,
    ...(app.env.PAYMENT_GATEWAY === 'sandbox'
      ? { fetch: injectFetch(app), sandboxCallbackUrl: `http://aprovei.internal${SANDBOX_WEBHOOK_PATH}` }
      : {}),
  });
  app.decorate('paymentGateway', gateway);
  app.addHook('onClose', async () => gateway.close());
});
