import type {
  Agrupamento,
  TBuscaQuestoesDificeis,
  TLinhaAssinaturas,
  TLinhaCupons,
  TLinhaQuestaoDificil,
  TLinhaRespostas,
  TLinhaSimulados,
  TLinhaVendas,
} from '@aprovei/shared/relatorios/relatorios.schemas';
import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/**
 * The reports' reads: plain SQL across other modules' tables (ADR 020, "Consequences": a reader may join
 * them; this module writes only its own rollups, relatorios.agregados.ts). Every figure is of the caller's product (tenant), over the days
 * `de`..`ate` in Brazil's time (docs/performance/relatorios.md has what each statement costs).
 */

const FUSO = sql.raw(`'${FUSO_BRASIL}'`);
const UNIDADE: Record<Agrupamento, SQL> = {
  dia: sql.raw(`'day'`),
  semana: sql.raw(`'week'`),
  mes: sql.raw(`'month'`),
};
const INTERVALO: Record<Agrupamento, SQL> = {
  dia: sql.raw(`interval '1 day'`),
  semana: sql.raw(`interval '1 week'`),
  mes: sql.raw(`interval '1 month'`),
};

export interface Periodo {
  tenantId: string;
  /** 'AAAA-MM-DD', both included. */
  de: string;
  ate: string;
  agrupar: Agrupamento;
}

/**
 * The first instant of the São Paulo day `dia` and the first after the day `ate`: scalar subqueries, so
 * that the zone's conversion runs once per statement (an init plan), not once per row filtered.
 */
const inicioDe = (dia: string) => sql`(select (${dia}::date)::timestamp at time zone ${FUSO})`;
const fimDe = (dia: string) => sql`(select (${dia}::date + 1)::timestamp at time zone ${FUSO})`;
/** The period (its first day, 'AAAA-MM-DD') an instant falls in. */
const truncado = (instante: SQL, agrupar: Agrupamento) =>
  sql`date_trunc(${UNIDADE[agrupar]}, ${instante} at time zone ${FUSO})`;
/** Grouped by `truncado` of the same instant, so that the text is made once per group, not per row. */
const periodoDe = (instante: SQL, agrupar: Agrupamento) =>
  sql`to_char(${truncado(instante, agrupar)}, 'YYYY-MM-DD')`;

/** The rollups' names in relatorio_agregado (relatorios.agregados.ts refreshes them). */
export const AGREGADO_RESPOSTAS = 'respostas';
export const AGREGADO_QUESTOES = 'questoes';

/**
 * Per question and platform whose platform passes `onde` (a condition on the platform column given), over the students'
 * latest answers: how many, the share right (0–100) and the discrimination (share right of the top quarter
 * of students minus the bottom quarter's, students ranked per platform by their overall rate in
 * estatistica_usuario), both rounded to two decimals — the rows of relatorio_questao.
 */
export const estatisticasPorQuestao = (onde: (plataforma: SQL) => SQL) => sql`with ranking as (
    select usuario_id, plataforma_id,
      ntile(4) over (partition by plataforma_id order by acertos::float8 / (acertos + erros), usuario_id) as quarto
    from estatistica_usuario
    where acertos + erros > 0 and ${onde(sql`plataforma_id`)}
  )
  select qu.questao_id, qu.plataforma_id, count(*)::int as respostas,
    round(avg(qu.ultima_correta::int) * 100, 2) as acerto,
    round(avg(qu.ultima_correta::int) filter (where r.quarto = 4)
      - avg(qu.ultima_correta::int) filter (where r.quarto = 1), 2) as discriminacao
  from questao_usuario qu
  left join ranking r on r.usuario_id = qu.usuario_id and r.plataforma_id = qu.plataforma_id
  where ${onde(sql`qu.plataforma_id`)}
  group by qu.questao_id, qu.plataforma_id`;

/** Sums come back as text from PostgreSQL's bigint/numeric; a report's figures fit a JS number. */
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const nOuNulo = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function relatoriosRepository(db: DbOrTx) {
  return {
    /** The ledger's movements of the period by plan and payment method (a movement counts on the day it was booked). */
    async vendas(p: Periodo): Promise<TLinhaVendas[]> {
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`select ${periodoDe(sql`l.criado_em`, p.agrupar)} as periodo, pe.plano_id,
            coalesce(pl.nome_plano, case when cardinality(pe.produtos_ids) > 0
              then 'Produtos avulsos' else 'E-books' end) as nome_plano,
            pe.metodo_pagamento,
            count(*) filter (where l.tipo = 'COBRANCA') as vendas,
            coalesce(sum(l.valor_centavos) filter (where l.tipo = 'COBRANCA'), 0) as bruto,
            coalesce(sum(l.valor_centavos) filter (where l.tipo <> 'COBRANCA'), 0) as estornos,
            sum(l.valor_centavos) as liquido
          from lancamento_financeiro l
          join pedido pe on pe.id = l.pedido_id
          left join plano pl on pl.id = pe.plano_id
          where pe.tenant_id = ${p.tenantId}
            and l.criado_em >= ${inicioDe(p.de)} and l.criado_em < ${fimDe(p.ate)}
          group by ${truncado(sql`l.criado_em`, p.agrupar)}, 2, 3, 4
          order by 1, pe.plano_id is null, 3, 2, 4`,
      );
      return linhas.map((r) => ({
        periodo: String(r.periodo),
        planoId: nOuNulo(r.plano_id),
        plano: String(r.nome_plano),
        metodoPagamento: r.metodo_pagamento as TLinhaVendas['metodoPagamento'],
        vendas: n(r.vendas),
        brutoCentavos: n(r.bruto),
        estornosCentavos: n(r.estornos),
        liquidoCentavos: n(r.liquido),
      }));
    },

    /**
     * Contracts per period: in force at its start and end (a contract is in force from its start until
     * its validity; a refund ends it then, a cancellation keeps it to its end), new, cancelled, and the
     * renewal charges approved (booked) and declined. Every period of the range has a row.
     */
    async assinaturas(p: Periodo): Promise<TLinhaAssinaturas[]> {
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`with periodos as (
            select to_char(g, 'YYYY-MM-DD') as periodo
            from generate_series(date_trunc(${UNIDADE[p.agrupar]}, ${p.de}::date), ${p.ate}::date, ${INTERVALO[p.agrupar]}) g
          ), contratos as materialized (
            select c.data_inicio, c.data_validade_assinatura, c.cancelada_em
            from contratacao c join usuario u on u.id = c.usuario_id
            where u.tenant_id = ${p.tenantId}
          ), eventos as materialized (
            -- In force at T: started by T and not yet ended, i.e. the starts up to T minus the ends up to T.
            select data_inicio as em, 1 as d from contratos where data_validade_assinatura > data_inicio
            union all
            select data_validade_assinatura, -1 from contratos where data_validade_assinatura > data_inicio
          ), base as (
            select coalesce(sum(d), 0) as n from eventos where em < ${inicioDe(p.de)}
          ), deltas as (
            select ${periodoDe(sql`em`, p.agrupar)} as periodo, sum(d) as delta, count(*) filter (where d = 1) as novas
            from eventos
            where em >= ${inicioDe(p.de)} and em < least(${fimDe(p.ate)}, now())
            group by ${truncado(sql`em`, p.agrupar)}
          ), vigentes as (
            select pr.periodo, coalesce(x.novas, 0) as novas,
              (select n from base) + sum(coalesce(x.delta, 0)) over (order by pr.periodo) as no_fim,
              coalesce(x.delta, 0) as delta
            from periodos pr left join deltas x on x.periodo = pr.periodo
          ), canceladas as (
            select ${periodoDe(sql`c.cancelada_em`, p.agrupar)} as periodo, count(*) as n
            from contratos c
            where c.cancelada_em >= ${inicioDe(p.de)} and c.cancelada_em < ${fimDe(p.ate)}
            group by ${truncado(sql`c.cancelada_em`, p.agrupar)}
          ), renovadas as (
            select ${periodoDe(sql`l.criado_em`, p.agrupar)} as periodo, count(*) as n
            from lancamento_financeiro l join pedido pe on pe.id = l.pedido_id
            where pe.tenant_id = ${p.tenantId} and pe.tipo = 'RENOVACAO' and l.tipo = 'COBRANCA'
              and l.criado_em >= ${inicioDe(p.de)} and l.criado_em < ${fimDe(p.ate)}
            group by ${truncado(sql`l.criado_em`, p.agrupar)}
          ), recusadas as (
            select ${periodoDe(sql`pe.atualizado_em`, p.agrupar)} as periodo, count(*) as n
            from pedido pe
            where pe.tenant_id = ${p.tenantId} and pe.tipo = 'RENOVACAO' and pe.status = 'declined'
              and pe.atualizado_em >= ${inicioDe(p.de)} and pe.atualizado_em < ${fimDe(p.ate)}
            group by ${truncado(sql`pe.atualizado_em`, p.agrupar)}
          )
          select v.periodo, v.no_fim - v.delta as no_inicio, v.no_fim, v.novas, coalesce(c.n, 0) as canceladas,
            coalesce(r.n, 0) as renovadas, coalesce(x.n, 0) as recusadas
          from vigentes v
          left join canceladas c on c.periodo = v.periodo
          left join renovadas r on r.periodo = v.periodo
          left join recusadas x on x.periodo = v.periodo
          order by v.periodo`,
      );
      return linhas.map((r) => {
        const ativasNoInicio = n(r.no_inicio);
        const canceladas = n(r.canceladas);
        return {
          periodo: String(r.periodo),
          ativasNoInicio,
          ativasNoFim: n(r.no_fim),
          novas: n(r.novas),
          renovadas: n(r.renovadas),
          canceladas,
          renovacoesRecusadas: n(r.recusadas),
          churnPercentual:
            ativasNoInicio === 0 ? null : Math.round((canceladas / ativasNoInicio) * 10_000) / 100,
        };
      });
    },

    /** The ledger's movements of the period of the orders that carried each coupon (no grouping by period). */
    async cupons(p: Periodo): Promise<TLinhaCupons[]> {
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`select cu.id, cu.codigo,
            count(*) filter (where l.tipo = 'COBRANCA') as vendas,
            coalesce(sum(l.valor_centavos) filter (where l.tipo = 'COBRANCA'), 0) as bruto,
            sum(l.valor_centavos) as liquido,
            coalesce(sum(pe.desconto_centavos) filter (where l.tipo = 'COBRANCA'), 0) as desconto
          from lancamento_financeiro l
          join pedido pe on pe.id = l.pedido_id
          join cupom cu on cu.id = pe.cupom_id
          where pe.tenant_id = ${p.tenantId}
            and l.criado_em >= ${inicioDe(p.de)} and l.criado_em < ${fimDe(p.ate)}
          group by cu.id, cu.codigo
          order by liquido desc, cu.codigo`,
      );
      return linhas.map((r) => ({
        cupomId: n(r.id),
        codigo: String(r.codigo),
        vendas: n(r.vendas),
        receitaBrutaCentavos: n(r.bruto),
        receitaLiquidaCentavos: n(r.liquido),
        descontoCentavos: n(r.desconto),
      }));
    },

    /**
     * Questions answered per period and platform (every answer, not only the latest): the closed days the
     * rollup holds (relatorio_resposta_dia, up to its `ate`) plus the raw answers after them — today's
     * always, so today's figures are live.
     */
    async respostas(p: Periodo): Promise<TLinhaRespostas[]> {
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`with agregado as (
            select coalesce((select ate from relatorio_agregado where nome = ${AGREGADO_RESPOSTAS}), '-infinity'::date) as ate
          ), plataformas as (
            select id from plataforma where tenant_id = ${p.tenantId}
          ), dias as (
            select d.dia, d.plataforma_id, d.respostas::bigint as respostas, d.corretas::bigint as corretas
            from relatorio_resposta_dia d
            where d.dia >= ${p.de}::date and d.dia <= ${p.ate}::date and d.dia <= (select ate from agregado)
              and d.plataforma_id in (select id from plataformas)
            union all
            select (r.respondida_em at time zone ${FUSO})::date, r.plataforma_id,
              count(*), count(*) filter (where r.correta)
            from resposta_questao r
            where r.respondida_em >= greatest(${inicioDe(p.de)},
                ((select ate from agregado) + 1)::timestamp at time zone ${FUSO})
              and r.respondida_em < ${fimDe(p.ate)}
              and r.plataforma_id in (select id from plataformas)
            group by 1, 2
          )
          select to_char(x.inicio, 'YYYY-MM-DD') as periodo, x.plataforma_id, pl.nome, x.respostas, x.corretas
          from (
            select date_trunc(${UNIDADE[p.agrupar]}, dia) as inicio, plataforma_id,
              sum(respostas) as respostas, sum(corretas) as corretas
            from dias
            group by 1, 2
          ) x
          join plataforma pl on pl.id = x.plataforma_id
          order by 1, 2`,
      );
      return linhas.map((r) => ({
        periodo: String(r.periodo),
        plataformaId: n(r.plataforma_id),
        plataforma: String(r.nome),
        respostas: n(r.respostas),
        corretas: n(r.corretas),
      }));
    },

    /**
     * The questions of the product with at least `minimoRespostas` latest answers, by share right and
     * discrimination: from the rollup (relatorio_questao, as of its last refresh) once the job has filled
     * it, from the latest-answer states until then.
     */
    async questoesDificeis(
      tenantId: string,
      f: TBuscaQuestoesDificeis,
    ): Promise<{ linhas: TLinhaQuestaoDificil[]; total: number; atualizadoEm: string | null }> {
      const daPlataforma = (coluna: SQL) =>
        f.plataformaId === undefined ? sql`true` : sql`${coluna} = ${f.plataformaId}`;
      const ordem = {
        acerto: sql`pq.acerto`,
        discriminacao: sql`pq.discriminacao`,
        respostas: sql`pq.respostas`,
      }[f.ordem];
      const direcao = f.direcao === 'asc' ? sql.raw('asc') : sql.raw('desc');
      const [agregado] = await rows<{ em: string }>(
        db,
        sql`select to_char(atualizado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as em
          from relatorio_agregado where nome = ${AGREGADO_QUESTOES}`,
      );
      const fonte = agregado
        ? sql`relatorio_questao`
        : sql`(${estatisticasPorQuestao(
            (plataforma) => sql`${plataforma} in (select id from plataforma where tenant_id = ${tenantId})
              and ${daPlataforma(plataforma)}`,
          )})`;
      // The page is cut from the figures alone; only its rows meet the questions (a join of every row
      // before the sort cost ~0.8 s at the bench's scale).
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`with filtradas as materialized (
            select pq.questao_id, pq.plataforma_id, pq.respostas, pq.acerto, pq.discriminacao
            from ${fonte} pq
            where pq.plataforma_id in (select id from plataforma where tenant_id = ${tenantId})
              and ${daPlataforma(sql`pq.plataforma_id`)} and pq.respostas >= ${f.minimoRespostas}
          ), pagina as (
            select * from filtradas pq
            order by ${ordem} ${direcao} nulls last, pq.questao_id, pq.plataforma_id
            limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}
          )
          select pq.questao_id, q.numero_questao, pl.nome as plataforma, pq.respostas, pq.acerto,
            pq.discriminacao, (select count(*) from filtradas) as total
          from pagina pq
          join questao q on q.id = pq.questao_id
          join plataforma pl on pl.id = pq.plataforma_id
          order by ${ordem} ${direcao} nulls last, pq.questao_id, pq.plataforma_id`,
      );
      return {
        linhas: linhas.map((r) => ({
          questaoId: n(r.questao_id),
          numeroQuestao: n(r.numero_questao),
          plataforma: String(r.plataforma),
          respostas: n(r.respostas),
          acertoPercentual: n(r.acerto),
          discriminacao: nOuNulo(r.discriminacao),
        })),
        total: linhas.length > 0 ? n(linhas[0]!.total) : 0,
        atualizadoEm: agregado ? agregado.em : null,
      };
    },

    /** Attempts started in the period, per mock: started, finished, and the finished ones' average score. */
    async simulados(p: Periodo): Promise<TLinhaSimulados[]> {
      const linhas = await rows<Record<string, unknown>>(
        db,
        sql`select s.id, s.nome, count(*) as iniciadas, count(t.finalizado_em) as finalizadas,
            round(avg(t.pontuacao), 2) as media
          from simulado_tentativa t
          join simulado s on s.id = t.simulado_id
          join plataforma pl on pl.id = s.plataforma_id
          where pl.tenant_id = ${p.tenantId}
            and t.iniciado_em >= ${inicioDe(p.de)} and t.iniciado_em < ${fimDe(p.ate)}
          group by s.id, s.nome
          order by iniciadas desc, s.id`,
      );
      return linhas.map((r) => ({
        simuladoId: n(r.id),
        nome: String(r.nome),
        iniciadas: n(r.iniciadas),
        finalizadas: n(r.finalizadas),
        mediaPontuacao: nOuNulo(r.media),
      }));
    },
  };
}
