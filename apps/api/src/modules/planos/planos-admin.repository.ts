import { opcoesParcelamento } from '@aprovei/shared/assinatura/parcelas.rules';
import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import type { TBuscaPlanosAdmin, TPlanoFormSaida } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  funcionalidade,
  plano,
  planoFuncionalidade,
  planoParcela,
  plataforma,
} from '../../db/schema/index.ts';

const doTenant = (tenantId: string) => or(eq(plano.tenantId, tenantId), isNull(plano.tenantId));
const maxParcelas = sql<number>`coalesce((select max(pp.qtd_parcela) from plano_parcela pp where pp.plano_id = plano.id), 1)::int`;

/** The back office's side of `plano` and its instalments and features (issue 22 §1). */
export function planosAdminRepository(db: DbOrTx) {
  /** The instalment rows 1x…Nx of a price, each parcel rounded down to the centavo as the checkout shows it. */
  async function gravarParcelas(planoId: number, valorCentavos: number, max: number) {
    await db.delete(planoParcela).where(eq(planoParcela.planoId, planoId));
    await db.insert(planoParcela).values(
      opcoesParcelamento(valorCentavos, max).map((o) => ({
        planoId,
        qtdParcela: o.qtdParcela,
        valorParceladoCentavos: o.valorParcelaCentavos,
      })),
    );
  }

  async function gravarFuncionalidades(planoId: number, ids: number[]) {
    await db.delete(planoFuncionalidade).where(eq(planoFuncionalidade.planoId, planoId));
    if (ids.length > 0)
      await db
        .insert(planoFuncionalidade)
        .values(ids.map((funcionalidadeId) => ({ planoId, funcionalidadeId })));
  }

  const colunas = (p: TPlanoFormSaida) => ({
    plataformaId: p.plataformaId,
    nomePlano: p.nomePlano,
    descricao: p.descricao,
    descricaoDetalhada: p.descricaoDetalhada,
    valorIntegralCentavos: p.valorIntegralCentavos,
    valorOriginalCentavos: p.valorOriginalCentavos,
    mensagemDesconto: p.mensagemDesconto || null,
    duracaoMeses: p.duracaoMeses,
    ordem: p.ordem,
    ehDestaque: p.ehDestaque,
    tipoPlano: p.tipoPlano,
    planoEnare: p.planoEnare,
    acessoCompleto: p.acessoCompleto,
    enviosQuestaoAberta: p.enviosQuestaoAberta,
    ativo: p.ativo,
  });

  return {
    async listar(tenantId: string, q: TBuscaPlanosAdmin) {
      const condicoes: SQL[] = [doTenant(tenantId)!];
      if (q.busca) condicoes.push(sql`lower(${plano.nomePlano}) like ${`%${q.busca.toLowerCase()}%`}`);
      if (q.plataformaId !== undefined) condicoes.push(eq(plano.plataformaId, q.plataformaId));
      if (q.ativo !== undefined) condicoes.push(eq(plano.ativo, q.ativo));
      const where = and(...condicoes);
      const coluna = {
        ordem: plano.ordem,
        nomePlano: plano.nomePlano,
        valorIntegralCentavos: plano.valorIntegralCentavos,
      }[q.ordem];
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            id: plano.id,
            nomePlano: plano.nomePlano,
            plataformaId: plano.plataformaId,
            plataforma: plataforma.nome,
            valorIntegralCentavos: plano.valorIntegralCentavos,
            maxParcelas,
            duracaoMeses: plano.duracaoMeses,
            ordem: plano.ordem,
            ehDestaque: plano.ehDestaque,
            tipoPlano: plano.tipoPlano,
            ativo: plano.ativo,
            assinantes: sql<number>`(select count(*) from contratacao c where c.plano_id = plano.id
              and c.situacao_codigo in (${sql.join(
                SITUACOES_COM_ACESSO.map((s) => sql`${s}`),
                sql`, `,
              )})
              and c.data_validade_assinatura > now())::int`,
          })
          .from(plano)
          .leftJoin(plataforma, eq(plataforma.id, plano.plataformaId))
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(coluna) : desc(coluna), asc(plano.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(plano).where(where),
      ]);
      return {
        linhas: linhas.map((l) => ({ ...l, tipoPlano: l.tipoPlano as 'N' | 'P' })),
        total: total?.n ?? 0,
      };
    },

    async detalhe(tenantId: string, id: number) {
      const [linha] = await db
        .select({ p: plano, maxParcelas })
        .from(plano)
        .where(and(eq(plano.id, id), doTenant(tenantId)));
      if (!linha) return undefined;
      const { tenantId: _, ...p } = linha.p;
      const funcs = await db
        .select({ id: planoFuncionalidade.funcionalidadeId })
        .from(planoFuncionalidade)
        .where(eq(planoFuncionalidade.planoId, id))
        .orderBy(asc(planoFuncionalidade.funcionalidadeId));
      return {
        ...p,
        maxParcelas: linha.maxParcelas,
        tipoPlano: p.tipoPlano as 'N' | 'P',
        funcionalidadesIds: funcs.map((f) => f.id),
      };
    },

    async criar(tenantId: string, p: TPlanoFormSaida): Promise<number> {
      const [novo] = await db
        .insert(plano)
        .values({ tenantId, ...colunas(p) })
        .returning({ id: plano.id });
      const id = novo!.id;
      await gravarParcelas(id, p.valorIntegralCentavos, p.maxParcelas);
      await gravarFuncionalidades(id, p.funcionalidadesIds);
      return id;
    },

    async editar(id: number, p: TPlanoFormSaida) {
      await db.update(plano).set(colunas(p)).where(eq(plano.id, id));
      await gravarParcelas(id, p.valorIntegralCentavos, p.maxParcelas);
      await gravarFuncionalidades(id, p.funcionalidadesIds);
    },

    plataformas(tenantId: string) {
      return db
        .select({ id: plataforma.id, nome: plataforma.nome })
        .from(plataforma)
        .where(eq(plataforma.tenantId, tenantId))
        .orderBy(asc(plataforma.id));
    },

    funcionalidades() {
      return db
        .select({ id: funcionalidade.id, nome: funcionalidade.nome })
        .from(funcionalidade)
        .orderBy(asc(funcionalidade.id));
    },

    async funcionalidadesExistem(ids: number[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const [r] = await db.select({ n: count() }).from(funcionalidade).where(inArray(funcionalidade.id, ids));
      return (r?.n ?? 0) === new Set(ids).size;
    },

    /** Serialises two edits of one plan (the instalments and features are rewritten whole). */
    async travar(id: number) {
      await db.execute(sql`select id from ${plano} where ${plano.id} = ${id} for update`);
    },
  };
}
