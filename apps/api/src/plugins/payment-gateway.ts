import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentGateway, SANDBOX_WEBHOOK_PATH } from '../gateways/gateway-factory.ts';
import type { PaymentGateway } from '../gateways/payment-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one gateway PAYMENT_GATEWAY chooses (sandbox by default); closed with the app. */
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

/** Builds the payment gateway once per process for the modules (cards, checkout); closes it (the sandbox's poller) with the app. */
export const paymentGatewayPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const gateway = createPaymentGateway(app.env, app.database.db, {
      jwtSecret,
      logger: app.log,
      ...(app.env.PAYMENT_GATEWAY === 'sandbox'
        ? { fetch: injectFetch(app), sandboxCallbackUrl: `http://aprovei.internal${SANDBOX_WEBHOOK_PATH}` }
        : {}),
    });
    app.decorate('paymentGateway', gateway);
    app.addHook('onClose', async () => gateway.close());
  },
  { name: 'payment-gateway' },
);
