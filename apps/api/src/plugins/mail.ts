import { AppError } from '@aprovei/shared/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { emailEnviado } from '../db/schema/comunicacao.ts';
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
   * Carries a secret (a password code). With SMTP the stored copy keeps only the subject: a database
   * reader must not find working codes. Without SMTP (development) the outbox is the only delivery.
   */
  sensivel?: boolean;
}

export interface Mailer {
  /**
   * Records the message in email_enviado and delivers it through SMTP_URL. Without SMTP_URL
   * (development and test only) the message stays in the outbox shown at /dev/mailbox.
   * Throws AppError INDISPONIVEL (503) when the SMTP server refuses or cannot be reached.
   */
  enviar(message: EmailMessage): Promise<void>;
}

/** What is kept of a message that carried a secret once it went out through SMTP. */
export const CONTEUDO_OMITIDO = 'Conteúdo não guardado: a mensagem continha um código de acesso.';

export const MENSAGEM_FALHA_EMAIL = 'Não foi possível enviar o e-mail. Tente novamente mais tarde.';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Outgoing e-mail: nodemailer over SMTP (pooled), every message logged in email_enviado. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
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
  } else {
    app.log.warn('SMTP_URL não configurado: os e-mails ficam só na caixa de saída (/dev/mailbox)');
  }

  const mailer: Mailer = {
    async enviar(message) {
      const [row] = await db
        .insert(emailEnviado)
        .values({
          tenantId: message.tenantId ?? null,
          usuarioId: message.usuarioId ?? null,
          para: message.para,
          assunto: message.assunto,
          ...(transport && message.sensivel
            ? { texto: CONTEUDO_OMITIDO, html: `<p>${CONTEUDO_OMITIDO}</p>` }
            : { texto: message.texto, html: message.html }),
        })
        .returning({ id: emailEnviado.id });
      const id = row?.id;
      if (!transport) {
        app.log.info(
          { emailId: id, para: message.para, assunto: message.assunto },
          'e-mail guardado na caixa de saída (sem SMTP_URL); veja /dev/mailbox',
        );
        return;
      }
      try {
        await transport.sendMail({
          to: message.para,
          subject: message.assunto,
          text: message.texto,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } catch (error) {
        app.log.error({ err: error, emailId: id }, 'o servidor SMTP não aceitou o e-mail');
        throw new AppError('INDISPONIVEL', MENSAGEM_FALHA_EMAIL);
      }
      if (id !== undefined)
        await db.update(emailEnviado).set({ enviadoEm: new Date() }).where(eq(emailEnviado.id, id));
    },
  };
  app.decorate('mailer', mailer);

  // The outbox shows password codes: only outside production, and only when the server cannot be
  // reached from another machine (a demo in a container listening on 0.0.0.0 has none).
  if (env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)) {
    await app.register(mailboxRoutes);
  } else {
    if (env.NODE_ENV !== 'production') {
      app.log.warn({ host: env.HOST }, '/dev/mailbox desligada: o servidor não escuta só no endereço local');
    }
    // No developer pages: a plain 404, not the web app's history fallback.
    app.all('/dev/*', { schema: { hide: true } }, async (request, reply) =>
      reply
        .status(404)
        .send({ codigo: 'NAO_ENCONTRADO', mensagem: `Rota não encontrada: ${request.method} /dev` }),
    );
  }
});
