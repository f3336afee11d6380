import { and, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { divulgacao, divulgacaoVista } from '../../db/schema/index.ts';

export function divulgacaoRepository(db: DbOrTx) {
  return {
    /** The newest active popup of the tenant inside its period that the user has not dismissed. */
    async atual(tenantId: string, usuarioId: number, agora: Date) {
      const [row] = await db
        .select({
          id: divulgacao.id,
          tituloTexto: divulgacao.tituloTexto,
          conteudoTexto: divulgacao.conteudoTexto,
          imagemUrl: divulgacao.imagemUrl,
        })
        .from(divulgacao)
        .where(
          and(
            eq(divulgacao.tenantId, tenantId),
            eq(divulgacao.ativo, true),
            lte(divulgacao.inicio, agora),
            or(isNull(divulgacao.fim), gt(divulgacao.fim, agora)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(divulgacaoVista)
                .where(
                  and(
                    eq(divulgacaoVista.divulgacaoId, divulgacao.id),
                    eq(divulgacaoVista.usuarioId, usuarioId),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(divulgacao.inicio), desc(divulgacao.id))
        .limit(1);
      return row;
    },

    async existeNoTenant(id: number, tenantId: string) {
      const [row] = await db
        .select({ id: divulgacao.id })
        .from(divulgacao)
        .where(and(eq(divulgacao.id, id), eq(divulgacao.tenantId, tenantId)));
      return row !== undefined;
    },

    /** Records it as seen; seeing it again changes nothing. */
    async marcarVista(usuarioId: number, divulgacaoId: number) {
      await db.insert(divulgacaoVista).values({ usuarioId, divulgacaoId }).onConflictDoNothing();
    },

    /** Writes a popup; the caller passes sanitised HTML. */
    async inserir(values: typeof divulgacao.$inferInsert) {
      const [row] = await db.insert(divulgacao).values(values).returning({ id: divulgacao.id });
      return row!.id;
    },
  };
}
