import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailEnviado } from '../db/schema/comunicacao.ts';

/** The queue whose jobs deliver one row of the outbox each (`{ emailId }`). */
export const FILA_ENVIAR_EMAIL = 'enviar-email';
/** The schedule that queues again what no job carries (a crash between the row and its job). */
export const FILA_EMAILS_PENDENTES = 'emails-pendentes';

/** One job per message at a time: the dedup key of `enviar-email` (an `exclusive` queue). */
export const chaveEmail = (emailId: number) => `email-${emailId}`;

/** What is kept of a message that carried a secret once it went out through SMTP. */
export const CONTEUDO_OMITIDO = 'Conteúdo não guardado: a mensagem continha um código de acesso.';

/** How long an unsent message is still worth sending (a receipt a day late is still a receipt). */
const PENDENTE_ATE_MS = 24 * 3_600_000;
/** A message younger than this is still in the hands of its own job. */
const PENDENTE_DESDE_MS = 2 * 60_000;

/**
 * Writes a message to the outbox (`email_enviado`, whose only writer is this folder: src/db/donos.ts);
 * answers its id, which the delivery job carries.
 */
export async function guardarNaCaixaDeSaida(
  db: Db,
  mensagem: typeof emailEnviado.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(emailEnviado).values(mensagem).returning({ id: emailEnviado.id });
  return row!.id;
}

/**
 * The delivery of the outbox (`email_enviado`) through SMTP, one message per job. A message already
 * sent is never sent again; a refusal throws, and the queue tries again later with back-off.
 */
export function entregaDeEmails(db: Db, transport: Transporter) {
  return {
    async entregar(emailId: number): Promise<'enviado' | 'ja-enviado'> {
      const [row] = await db.select().from(emailEnviado).where(eq(emailEnviado.id, emailId));
      if (!row || row.enviadoEm) return 'ja-enviado';
      await transport.sendMail({
        to: row.para,
        subject: row.assunto,
        text: row.texto,
        html: row.html,
        ...(row.responderPara ? { replyTo: row.responderPara } : {}),
      });
      await db
        .update(emailEnviado)
        .set({
          enviadoEm: new Date(),
          // A database reader must not find working codes: the secret goes once it is delivered.
          ...(row.sensivel ? { texto: CONTEUDO_OMITIDO, html: `<p>${CONTEUDO_OMITIDO}</p>` } : {}),
        })
        .where(and(eq(emailEnviado.id, emailId), isNull(emailEnviado.enviadoEm)));
      return 'enviado';
    },

    /** Unsent messages of the last day old enough to have lost their job. */
    async pendentes(agora = new Date()): Promise<number[]> {
      const rows = await db
        .select({ id: emailEnviado.id })
        .from(emailEnviado)
        .where(
          and(
            isNull(emailEnviado.enviadoEm),
            gt(emailEnviado.criadoEm, new Date(agora.getTime() - PENDENTE_ATE_MS)),
            lt(emailEnviado.criadoEm, new Date(agora.getTime() - PENDENTE_DESDE_MS)),
          ),
        )
        .orderBy(asc(emailEnviado.id))
        .limit(1000);
      return rows.map((r) => r.id);
    },
  };
}
