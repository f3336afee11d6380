import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { funcionalidade, plano, planoFuncionalidade, planoParcela, tenant } from '../../db/schema/index.ts';

/** A plan this tenant sells: its own, or one valid in every tenant (such as the trainee plan). */
const planoDoTenant = (tenantId: string) => or(eq(plano.tenantId, tenantId), isNull(plano.tenantId));

export function planosRepository(db: DbOrTx) {
  return {
    /** A plan of the tenant (or valid in every tenant), with what its contract needs. */
    async planoParaContrato(id: number, tenantId: string) {
      const [p] = await db
        .select({
          id: plano.id,
          nomePlano: plano.nomePlano,
          descricao: plano.descricao,
          descricaoDetalhada: plano.descricaoDetalhada,
          valorIntegralCentavos: plano.valorIntegralCentavos,
          duracaoMeses: plano.duracaoMeses,
          acessoCompleto: plano.acessoCompleto,
          planoEnare: plano.planoEnare,
        })
        .from(plano)
        .where(and(eq(plano.id, id), planoDoTenant(tenantId)));
      if (!p) return undefined;
      const [parcelas, funcs] = await Promise.all([
        db
          .select({
            qtdParcela: planoParcela.qtdParcela,
            valorParceladoCentavos: planoParcela.valorParceladoCentavos,
          })
          .from(planoParcela)
          .where(eq(planoParcela.planoId, id))
          .orderBy(asc(planoParcela.qtdParcela)),
        db
          .select({ nome: funcionalidade.nome })
          .from(planoFuncionalidade)
          .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.funcionalidadeId))
          .where(eq(planoFuncionalidade.planoId, id))
          .orderBy(asc(funcionalidade.id)),
      ]);
      return { ...p, parcelas, funcionalidades: funcs.map((f) => f.nome) };
    },

    /** An active plan the tenant sells (or a plan of every tenant, such as the trainee plan). */
    async disponivel(tenantId: string, planoId: number) {
      const [row] = await db
        .select({ id: plano.id, duracaoMeses: plano.duracaoMeses, valor: plano.valorIntegralCentavos })
        .from(plano)
        .where(and(eq(plano.id, planoId), eq(plano.ativo, true), planoDoTenant(tenantId)))
        .limit(1);
      return row;
    },

    async nomeTenant(tenantId: string) {
      const [t] = await db.select({ nome: tenant.nome }).from(tenant).where(eq(tenant.id, tenantId));
      return t?.nome;
    },
  };
}
