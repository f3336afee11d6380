import type { TEmailPessoa, TPaginaPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailEnviado } from '../db/schema/comunicacao.ts';

/**
 * The e-mails sent to a person (the outbox rows about her account), newest first, one page: subject,
 * recipient and dates only, never the body (a password code may still be in it before delivery).
 */
export async function emailsDaPessoa(db: DbOrTx, usuarioId: number, p: TPaginaPessoa) {
  const onde = eq(emailEnviado.usuarioId, usuarioId);
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        id: emailEnviado.id,
        assunto: emailEnviado.assunto,
        para: emailEnviado.para,
        criadoEm: emailEnviado.criadoEm,
        enviadoEm: emailEnviado.enviadoEm,
        codigoSenha: emailEnviado.sensivel,
      })
      .from(emailEnviado)
      .where(onde)
      .orderBy(desc(emailEnviado.criadoEm), desc(emailEnviado.id))
      .limit(p.porPagina)
      .offset((p.pagina - 1) * p.porPagina),
    db.select({ n: count() }).from(emailEnviado).where(onde),
  ]);
  return {
    linhas: linhas.map(
      (l): TEmailPessoa => ({
        ...l,
        criadoEm: l.criadoEm.toISOString(),
        enviadoEm: l.enviadoEm?.toISOString() ?? null,
      }),
    ),
    total: total?.n ?? 0,
  };
}

/** One e-mail sent to the person, whole (to send it again); undefined when it is not hers. */
export async function emailDaPessoa(db: DbOrTx, usuarioId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailEnviado)
    .where(and(eq(emailEnviado.id, id), eq(emailEnviado.usuarioId, usuarioId)));
  return row;
}
