import type { TBuscaAuditoria } from '@aprovei/shared/equipe/equipe.schemas';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditoria, usuario } from '../../db/schema/index.ts';

export function equipeRepository(db: DbOrTx) {
  return {
    /** The role and name of a living account of the product; undefined for another product's or an erased one. */
    async papelDe(id: number, tenantId: string): Promise<{ nome: string; papel: Papel } | undefined> {
      const [u] = await db
        .select({ nome: usuario.nome, papel: usuario.papel })
        .from(usuario)
        .where(and(eq(usuario.id, id), eq(usuario.tenantId, tenantId), isNull(usuario.excluidoEm)));
      return u as { nome: string; papel: Papel } | undefined;
    },

    /** The audit log of the product, newest first, filtered; one page. */
    async auditoria(tenantId: string, f: TBuscaAuditoria) {
      const filtros: (SQL | undefined)[] = [
        eq(auditoria.tenantId, tenantId),
        f.autorId ? eq(auditoria.autorId, f.autorId) : undefined,
        f.entidade ? eq(auditoria.entidade, f.entidade) : undefined,
        f.entidadeId ? eq(auditoria.entidadeId, f.entidadeId) : undefined,
        f.acao ? eq(auditoria.acao, f.acao) : undefined,
        // Days in the platform's time zone, the end day included.
        f.de
          ? gte(auditoria.criadoEm, sql`(${f.de}::date)::timestamp at time zone ${FUSO_BRASIL}`)
          : undefined,
        f.ate
          ? lt(auditoria.criadoEm, sql`(${f.ate}::date + 1)::timestamp at time zone ${FUSO_BRASIL}`)
          : undefined,
      ];
      const onde = and(...filtros);
      const ordem = f.direcao === 'asc' ? asc(auditoria.criadoEm) : desc(auditoria.criadoEm);
      const [linhas, [total]] = await Promise.all([
        db
          .select()
          .from(auditoria)
          .where(onde)
          .orderBy(ordem, f.direcao === 'asc' ? asc(auditoria.id) : desc(auditoria.id))
          .limit(f.porPagina)
          .offset((f.pagina - 1) * f.porPagina),
        db.select({ n: count() }).from(auditoria).where(onde),
      ]);
      return {
        linhas: linhas.map(({ tenantId: _, ...r }) => ({ ...r, criadoEm: r.criadoEm.toISOString() })),
        total: total?.n ?? 0,
      };
    },
  };
}
