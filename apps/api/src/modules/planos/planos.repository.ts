import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import { and, asc, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contratacao,
  funcionalidade,
  plano,
  planoFuncionalidade,
  planoParcela,
  tenant,
} from '../../db/schema/index.ts';

/** A plan this tenant sells: its own, or one valid in every tenant (such as the trainee plan). */
const planoDoTenant = (tenantId: string) => or(eq(plano.tenantId, tenantId), isNull(plano.tenantId));

/** What the plan cards and the checkout read of a plan (money in centavos). */
const colunasVitrine = {
  id: plano.id,
  nomePlano: plano.nomePlano,
  descricao: plano.descricao,
  descricaoDetalhada: plano.descricaoDetalhada,
  valorIntegralCentavos: plano.valorIntegralCentavos,
  valorOriginalCentavos: plano.valorOriginalCentavos,
  mensagemDesconto: plano.mensagemDesconto,
  ehDestaque: plano.ehDestaque,
  ordem: plano.ordem,
  tipoPlano: plano.tipoPlano,
  plataformaId: plano.plataformaId,
  planoEnare: plano.planoEnare,
  duracaoMeses: plano.duracaoMeses,
};

export interface FiltroVitrine {
  tenantId: string;
  /** Plans of this platform and those of every platform; every plan of the tenant when absent. */
  plataformaId?: number;
  /** A signed-in user: paid plans only, without the ones they hold a contract with access to now. */
  usuarioId?: number;
}

export function planosRepository(db: DbOrTx) {
  /** Instalment counts and features of the given plans, each list in its plan's order. */
  async function detalhes(ids: number[]) {
    if (ids.length === 0) return { parcelas: [], funcionalidades: [] };
    const [parcelas, funcionalidades] = await Promise.all([
      db
        .select({ planoId: planoParcela.planoId, qtdParcela: planoParcela.qtdParcela })
        .from(planoParcela)
        .where(inArray(planoParcela.planoId, ids))
        .orderBy(asc(planoParcela.qtdParcela)),
      db
        .select({
          planoId: planoFuncionalidade.planoId,
          id: funcionalidade.id,
          nome: funcionalidade.nome,
          descricao: funcionalidade.descricao,
          icone: funcionalidade.icone,
        })
        .from(planoFuncionalidade)
        .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.funcionalidadeId))
        .where(inArray(planoFuncionalidade.planoId, ids))
        .orderBy(asc(funcionalidade.id)),
    ]);
    return { parcelas, funcionalidades };
  }

  /** The plans' rows with their instalment counts and features attached. */
  async function comDetalhes<P extends { id: number }>(planos: P[]) {
    const { parcelas, funcionalidades } = await detalhes(planos.map((p) => p.id));
    return planos.map((p) => ({
      ...p,
      parcelas: parcelas.filter((x) => x.planoId === p.id).map((x) => x.qtdParcela),
      funcionalidades: funcionalidades
        .filter((f) => f.planoId === p.id)
        .map(({ id, nome, descricao, icone }) => ({ id, nome, descricao, icone })),
    }));
  }

  return {
    /** Active plans for the plan cards (spec doc 2 §4), by ordem. */
    async listarVitrine(filtro: FiltroVitrine) {
      const { usuarioId } = filtro;
      const contratoVigente = (id: number) =>
        db
          .select({ um: sql`1` })
          .from(contratacao)
          .where(
            and(
              eq(contratacao.usuarioId, id),
              eq(contratacao.planoId, plano.id),
              inArray(contratacao.situacaoCodigo, [...SITUACOES_COM_ACESSO]),
              gt(contratacao.dataValidadeAssinatura, sql`now()`),
            ),
          );
      const planos = await db
        .select(colunasVitrine)
        .from(plano)
        .where(
          and(
            eq(plano.ativo, true),
            planoDoTenant(filtro.tenantId),
            filtro.plataformaId === undefined
              ? undefined
              : or(eq(plano.plataformaId, filtro.plataformaId), isNull(plano.plataformaId)),
            usuarioId === undefined
              ? undefined
              : and(gt(plano.valorIntegralCentavos, 0), notExists(contratoVigente(usuarioId))),
          ),
        )
        .orderBy(asc(plano.ordem), asc(plano.id));
      return comDetalhes(planos);
    },

    /** An active plan of the tenant (or of every tenant) with its instalments and features. */
    async vitrinePorId(tenantId: string, id: number) {
      const planos = await db
        .select(colunasVitrine)
        .from(plano)
        .where(and(eq(plano.id, id), eq(plano.ativo, true), planoDoTenant(tenantId)));
      return (await comDetalhes(planos))[0];
    },

    listarFuncionalidades() {
      return db
        .select({
          id: funcionalidade.id,
          nome: funcionalidade.nome,
          descricao: funcionalidade.descricao,
          icone: funcionalidade.icone,
        })
        .from(funcionalidade)
        .orderBy(asc(funcionalidade.id));
    },

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
