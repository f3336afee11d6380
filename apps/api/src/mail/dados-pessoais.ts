import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailEnviado } from '../db/schema/comunicacao.ts';
import type { DadosPessoais, Titular } from '../db/titular.ts';

/** The e-mails about the person (codes, support copies: usuario_id) and any other sent to her address. */
const emailsDoTitular = (u: Titular) =>
  or(
    eq(emailEnviado.usuarioId, u.id),
    and(
      or(eq(emailEnviado.tenantId, u.tenantId), sql`${emailEnviado.tenantId} is null`),
      eq(sql`lower(${emailEnviado.para})`, u.email.toLowerCase()),
    ),
  );

/** What the outbox holds about a person: the e-mails sent to her or about her, erased on deletion. */
export function dadosPessoaisEmails(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'email_enviado',
        secao: 'emailsRecebidos',
        ler: (u) =>
          db
            .select({
              para: emailEnviado.para,
              assunto: emailEnviado.assunto,
              texto: emailEnviado.texto,
              criadoEm: emailEnviado.criadoEm,
              enviadoEm: emailEnviado.enviadoEm,
            })
            .from(emailEnviado)
            .where(emailsDoTitular(u))
            .orderBy(asc(emailEnviado.criadoEm)),
      },
    ],
    async apagar(tx, u) {
      await tx.delete(emailEnviado).where(emailsDoTitular(u));
    },
  };
}
