import fp from 'fastify-plugin';
import { createPaymentGateway } from '../gateways/gateway-factory.ts';
import type { PaymentGateway } from '../gateways/payment-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one gateway PAYMENT_GATEWAY chooses (sandbox by default); closed with the app. */
    paymentGateway: PaymentGateway;
  }
}

/** Builds the payment gateway once per process for the modules (cards, checkout). */
export const paymentGatewayPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const gateway = createPaymentGateway(app.env, app.database.db, { jwtSecret, logger: app.log });
    app.decorate('paymentGateway', gateway);
    app.addHook('onClose', async () => gateway.close());
  },
  { name: 'payment-gateway' },
);
