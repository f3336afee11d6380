import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import {
  CONTEUDO_OMITIDO,
  chaveEmail,
  entregaDeEmails,
  FILA_EMAILS_PENDENTES,
  FILA_ENVIAR_EMAIL,
  guardarNaCaixaDeSaida,
} from '../mail/entrega.ts';
import { isLoopbackHost, mailboxRoutes } from '../mail/mailbox.ts';

export interface EmailMessage {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  tenantId?: string | null;
  replyTo?: string;
  /** The account the message is about: found again by the LGPD export and deletion. */
  usuarioId?: number | null;
  /**
   * Carries a secret (a password code). With SMTP the stored copy keeps only the subject once it is
   * delivered: a database reader must not find working codes. Without SMTP (development) the outbox is
   * the only delivery.
   */
  sensivel?: boolean;
}

export interface Mailer {
  /**
   * Records the message in the outbox (email_enviado) and queues its delivery (job `enviar-email`,
   * ADR 017): it never waits for the SMTP server, and a refused message is sent again later. Without
   * SMTP_URL (development and test only) the message stays in the outbox shown at /dev/mailbox.
   */
  enviar(message: EmailMessage): Promise<void>;
}

export { CONTEUDO_OMITIDO };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Outgoing e-mail: every message is a row of the outbox; with SMTP_URL the queue `enviar-email` delivers
 * it through nodemailer (pooled), with retries and back-off. The queue is essential: it runs even where
 * JOBS_ATIVOS=false, so that a password code arrives in every environment.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const db = app.database.db;
    const transport = env.SMTP_URL
      ? nodemailer.createTransport(
          {
            url: env.SMTP_URL,
            pool: true,
            maxConnections: 5,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          },
          { from: env.MAIL_FROM },
        )
      : null;

    if (transport) {
      app.addHook('onClose', async () => transport.close());
      const entrega = entregaDeEmails(db, transport);
      app.jobs.registrar<{ emailId: number }>({
        fila: FILA_ENVIAR_EMAIL,
        politica: 'exclusive',
        retentativas: env.EMAIL_RETENTATIVAS,
        esperaSegundos: env.EMAIL_ESPERA_SEGUNDOS,
        essencial: true,
        executar: async ({ emailId }) => {
          try {
            if ((await entrega.entregar(emailId)) === 'enviado') app.log.info({ emailId }, 'e-mail entregue');
          } catch (error) {
            app.log.warn({ err: error, emailId }, 'o servidor SMTP não aceitou o e-mail (nova tentativa)');
            throw error;
          }
        },
      });
      app.jobs.registrar({
        fila: FILA_EMAILS_PENDENTES,
        cron: '*/5 * * * *',
        essencial: true,
        executar: async () => {
          for (const emailId of await entrega.pendentes())
            await app.jobs.enviar(FILA_ENVIAR_EMAIL, { emailId }, chaveEmail(emailId));
        },
      });
    } else {
      app.log.warn('SMTP_URL não configurado: os e-mails ficam só na caixa de saída (/dev/mailbox)');
    }

    const mailer: Mailer = {
      async enviar(message) {
        const emailId = await guardarNaCaixaDeSaida(db, {
          tenantId: message.tenantId ?? null,
          usuarioId: message.usuarioId ?? null,
          para: message.para,
          assunto: message.assunto,
          texto: message.texto,
          html: message.html,
          responderPara: message.replyTo ?? null,
          sensivel: message.sensivel ?? false,
        });
        if (!transport) {
          app.log.info(
            { emailId, para: message.para, assunto: message.assunto },
            'e-mail guardado na caixa de saída (sem SMTP_URL); veja /dev/mailbox',
          );
          return;
        }
        // The row is the promise: when the queue is not reachable now, the schedule queues it later.
        if (!app.jobs.iniciado) {
          app.log.warn({ emailId }, 'fila de e-mails parada: o e-mail sai na próxima verificação');
          return;
        }
        await app.jobs
          .enviar(FILA_ENVIAR_EMAIL, { emailId }, chaveEmail(emailId))
          .catch((error: unknown) =>
            app.log.error({ err: error, emailId }, 'e-mail não enfileirado: sai na próxima verificação'),
          );
      },
    };
    app.decorate('mailer', mailer);

    // The outbox shows password codes: only outside production, and only when the server cannot be
    // reached from another machine (a demo in a container listening on 0.0.0.0 has none).
    if (env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)) {
      await app.register(mailboxRoutes);
    } else {
      if (env.NODE_ENV !== 'production') {
        app.log.warn(
          { host: env.HOST },
          '/dev/mailbox desligada: o servidor não escuta só no endereço local',
        );
      }
      // No developer pages: a plain 404, not the web app's history fallback.
      app.all('/dev/*', { schema: { hide: true } }, async (request, reply) =>
        reply
          .status(404)
          .send({ codigo: 'NAO_ENCONTRADO', mensagem: `Rota não encontrada: ${request.method} /dev` }),
      );
    }
  },
  { name: 'mail', dependencies: ['jobs'] },
);
