import { and, count, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { divulgacao, divulgacaoVista } from '../../db/schema/index.ts';

const colunasAdmin = {
  id: divulgacao.id,
  tituloTexto: divulgacao.tituloTexto,
  conteudoTexto: divulgacao.conteudoTexto,
  imagemUrl: divulgacao.imagemUrl,
  link: divulgacao.link,
  plataformaId: divulgacao.plataformaId,
  inicio: divulgacao.inicio,
  fim: divulgacao.fim,
  ativo: divulgacao.ativo,
};

export function divulgacaoRepository(db: DbOrTx) {
  return {
    /** The newest active popup of the tenant inside its period that the user has not dismissed. */
    async atual(tenantId: string, usuarioId: number, agora: Date, plataformaId?: number) {
      const [row] = await db
        .select({
          id: divulgacao.id,
          tituloTexto: divulgacao.tituloTexto,
          conteudoTexto: divulgacao.conteudoTexto,
          imagemUrl: divulgacao.imagemUrl,
          link: divulgacao.link,
        })
        .from(divulgacao)
        .where(
          and(
            eq(divulgacao.tenantId, tenantId),
            plataformaId === undefined
              ? undefined
              : or(isNull(divulgacao.plataformaId), eq(divulgacao.plataformaId, plataformaId)),
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

    /** The product's popups, newest first, with how many people dismissed each (the back office). */
    listar(tenantId: string, id?: number) {
      return db
        .select({ ...colunasAdmin, vistas: count(divulgacaoVista.usuarioId) })
        .from(divulgacao)
        .leftJoin(divulgacaoVista, eq(divulgacaoVista.divulgacaoId, divulgacao.id))
        .where(and(eq(divulgacao.tenantId, tenantId), id === undefined ? undefined : eq(divulgacao.id, id)))
        .groupBy(divulgacao.id)
        .orderBy(desc(divulgacao.inicio), desc(divulgacao.id));
    },
    async travar(tenantId: string, id: number) {
      const [row] = await db
        .select({ id: divulgacao.id })
        .from(divulgacao)
        .where(and(eq(divulgacao.id, id), eq(divulgacao.tenantId, tenantId)))
        .for('update');
      return row !== undefined;
    },
    /** Rewrites a popup; the caller passes sanitised HTML. */
    async alterar(id: number, values: Partial<typeof divulgacao.$inferInsert>) {
      await db.update(divulgacao).set(values).where(eq(divulgacao.id, id));
    },
    /** Deletes a popup and, with it, who dismissed it. */
    async excluir(id: number) {
      await db.delete(divulgacao).where(eq(divulgacao.id, id));
    },
    /** Writes a popup; the caller passes sanitised HTML. */
    async inserir(values: typeof divulgacao.$inferInsert) {
      const [row] = await db.insert(divulgacao).values(values).returning({ id: divulgacao.id });
      return row!.id;
    },
  };
}
