import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import { FUNCIONALIDADE_CALCULADORA } from '@aprovei/shared/calculadora/calculadora.rules';
import { FUNCIONALIDADE_CHECKLIST } from '@aprovei/shared/checklist/checklist.rules';
import { FUNCIONALIDADE_METRICAS } from '@aprovei/shared/estatisticas/estatisticas.rules';
import { and, eq, exists, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, porBanco } from '../../db/client.ts';
import { emLote } from '../../db/lote.ts';
import { contratacao, funcionalidade, plano, planoFuncionalidade, usuario } from '../../db/schema/index.ts';

export const FUNCIONALIDADE_ACADEMY = 'Aulas na Aprovei Academy';

export type ContratoVigente = {
  planoId: number;
  plataformaId: number | null;
  acessoCompleto: boolean;
  planoEnare: boolean;
  academy: boolean;
  /** The plan has the feature 'Métricas de resultados' (the statistics page). */
  metricas: boolean;
  /** The plan has the feature 'Calculadora de currículo'. */
  calculadora: boolean;
  /** The plan has the feature 'Checklist de estudos'. */
  checklist: boolean;
  /** Open-question answers a contract of the plan may send (ADR 013). */
  enviosQuestaoAberta: number;
};

/**
 * A value read together with the entitlements: a scalar sub-select (JSON for several fields) written
 * over the columns `usuarioId` and `item` it is given (the row of one request in the batch below).
 * `nome` names its prepared statement: one per fixed SQL.
 */
export interface ConsultaExtra {
  nome: string;
  sql: (colunas: { usuarioId: SQL; item: SQL }) => SQL;
}
const SEM_EXTRA: ConsultaExtra = { nome: 'nada', sql: () => sql`null` };

type LinhaAcesso<T> = {
  papel: string | null;
  contratos: ContratoVigente[] | null;
  extra: T | null;
  sessaoViva: boolean | null;
};
type PedidoAcesso = { usuarioId: number; sid: string | null; agora: Date; item: number | null };

/** The sign-in `sid` (a refresh-token family) of the user was not ended (see sessao.ts). */
const sessaoViva = (usuarioId: SQL, sid: SQL) =>
  sql`exists (select 1 from sessao_refresh s
              where s.familia = ${sid} and s.usuario_id = ${usuarioId} and s.revogado_em is null)`;

/** Whether the plan `p` of the statement below has the named feature. */
const temFuncionalidade = (nome: string) =>
  sql`exists (select 1 from plano_funcionalidade pf join funcionalidade f on f.id = pf.funcionalidade_id
              where pf.plano_id = p.id and f.nome = ${nome})`;

/**
 * The role, the contracts that give access at each request's time, the caller's extra and, when a
 * request names its session (`sid`), whether that session lives, for a batch of requests (one row
 * each, in the order given: `n`).
 */
function prepararAcesso(db: DbOrTx, extra: ConsultaExtra) {
  const usuarioId = sql`d.usuario_id`;
  return db
    .select({
      // Column names written out: inside select fields drizzle drops the table qualifiers.
      papel: sql<
        string | null
      >`(select u.papel from usuario u where u.id = ${usuarioId} and u.excluido_em is null)`,
      contratos: sql<ContratoVigente[] | null>`(select json_agg(json_build_object(
           'planoId', p.id, 'plataformaId', p.plataforma_id, 'acessoCompleto', p.acesso_completo,
           'planoEnare', p.plano_enare,
           'academy', ${temFuncionalidade(FUNCIONALIDADE_ACADEMY)},
           'metricas', ${temFuncionalidade(FUNCIONALIDADE_METRICAS)},
           'calculadora', ${temFuncionalidade(FUNCIONALIDADE_CALCULADORA)},
           'checklist', ${temFuncionalidade(FUNCIONALIDADE_CHECKLIST)},
           'enviosQuestaoAberta', p.envios_questao_aberta))
         from contratacao c join plano p on p.id = c.plano_id
         where c.usuario_id = ${usuarioId}
           and c.situacao_codigo in (${sql.raw(SITUACOES_COM_ACESSO.map(Number).join(', '))})
           and c.data_validade_assinatura > d.agora)`,
      extra: sql<unknown>`(${extra.sql({ usuarioId, item: sql`d.item` })})`,
      sessaoViva: sql<
        boolean | null
      >`case when d.sid is null then null else ${sessaoViva(usuarioId, sql`d.sid`)} end`,
    })
    .from(
      // JSON rather than unnest(arrays): PostgreSQL estimates unnest of a bound array by its length, so
      // a generic plan never looked as cheap as a custom one and every execution was planned again
      // (~1 ms); json_to_recordset is estimated alike both ways, so the generic plan is kept.
      sql`json_to_recordset(${sql.placeholder('pedidos')}::json) as d(usuario_id int, sid uuid, agora timestamptz, item int, n int)`,
    )
    .orderBy(sql`d.n`)
    .prepare(`acesso_${extra.nome}`);
}

export function acessoRepository(db: DbOrTx) {
  return {
    /**
     * The role and the contracts that give access now, plus one value of the caller's (`extra`), in
     * one round trip. Requests made while one is being read go together in one statement (db/lote.ts).
     * A prepared statement per kind of extra (planned once per connection: planning this query costs
     * several times its execution).
     */
    papelEContratos<T>(
      usuarioId: number,
      now: Date,
      extra: ConsultaExtra = SEM_EXTRA,
      item?: number,
      sid?: string,
    ): Promise<{
      papel: string | undefined;
      contratos: ContratoVigente[];
      extra: T | null;
      /** Whether the session `sid` lives (null when no sid was given). */
      sessaoViva: boolean | null;
    }> {
      return leitorDeAcesso(
        db,
        extra,
      )({ usuarioId, sid: sid ?? null, agora: now, item: item ?? null }).then((row) => ({
        papel: row.papel ?? undefined,
        contratos: row.contratos ?? [],
        extra: (row.extra ?? null) as T | null,
        sessaoViva: row.sessaoViva,
      }));
    },

    /**
     * Whether the user exists and the session `sid` lives: the check of a request that reads no
     * entitlements. Batched like the entitlements read.
     */
    sessaoViva(usuarioId: number, sid: string): Promise<boolean> {
      return porBancoSessao(db, 'sessao', () => novoLeitorDeSessao(db))({ usuarioId, sid });
    },

    /** Contracts that give access now: an access-giving situation and within validity. */
    contratosVigentes(usuarioId: number, now: Date): Promise<ContratoVigente[]> {
      const tem = (nome: string) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(planoFuncionalidade)
            .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.funcionalidadeId))
            .where(and(eq(planoFuncionalidade.planoId, plano.id), eq(funcionalidade.nome, nome))),
        );
      return db
        .select({
          planoId: plano.id,
          plataformaId: plano.plataformaId,
          acessoCompleto: plano.acessoCompleto,
          planoEnare: plano.planoEnare,
          academy: sql<boolean>`${tem(FUNCIONALIDADE_ACADEMY)}`.mapWith(Boolean),
          metricas: sql<boolean>`${tem(FUNCIONALIDADE_METRICAS)}`.mapWith(Boolean),
          calculadora: sql<boolean>`${tem(FUNCIONALIDADE_CALCULADORA)}`.mapWith(Boolean),
          checklist: sql<boolean>`${tem(FUNCIONALIDADE_CHECKLIST)}`.mapWith(Boolean),
          enviosQuestaoAberta: plano.enviosQuestaoAberta,
        })
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            inArray(contratacao.situacaoCodigo, [...SITUACOES_COM_ACESSO]),
            gt(contratacao.dataValidadeAssinatura, now),
          ),
        );
    },

    async temContratacao(usuarioId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(eq(contratacao.usuarioId, usuarioId))
        .limit(1);
      return row !== undefined;
    },

    async papel(usuarioId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ papel: usuario.papel })
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), isNull(usuario.excluidoEm)));
      return row?.papel;
    },

    async usuarioExiste(tenantId: string, email: string, cpf: string): Promise<boolean> {
      const [row] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            eq(usuario.cpf, cpf),
            eq(sql`lower(${usuario.email})`, email.toLowerCase()),
            isNull(usuario.excluidoEm),
          ),
        );
      return row !== undefined;
    },
  };
}

type Leitor = { sql: ConsultaExtra['sql']; ler: (p: PedidoAcesso) => Promise<LinhaAcesso<unknown>> };
const leitores = porBanco<Leitor>();

/** The batched reader of one kind of extra on one database handle. */
function leitorDeAcesso(db: DbOrTx, extra: ConsultaExtra) {
  const leitor = leitores(db, extra.nome, () => ({ sql: extra.sql, ler: novoLeitor(db, extra) }));
  // One name, one SQL: a prepared statement is looked up by its name.
  if (leitor.sql !== extra.sql)
    throw new Error(`ConsultaExtra "${extra.nome}" used with two different SQL texts`);
  return leitor.ler;
}

function novoLeitor(db: DbOrTx, extra: ConsultaExtra) {
  const consulta = prepararAcesso(db, extra);
  return emLote<PedidoAcesso, LinhaAcesso<unknown>>(
    async (lote) =>
      (await consulta.execute({
        pedidos: JSON.stringify(
          lote.map((p, n) => ({
            usuario_id: p.usuarioId,
            sid: p.sid,
            agora: p.agora.toISOString(),
            item: p.item,
            n,
          })),
        ),
      })) as LinhaAcesso<unknown>[],
  );
}

type PedidoSessao = { usuarioId: number; sid: string };
const porBancoSessao = porBanco<(p: PedidoSessao) => Promise<boolean>>();

function novoLeitorDeSessao(db: DbOrTx) {
  const usuarioId = sql`d.usuario_id`;
  const consulta = db
    .select({
      viva: sql<boolean>`(${sessaoViva(usuarioId, sql`d.sid`)}
        and exists (select 1 from usuario u where u.id = ${usuarioId} and u.excluido_em is null))`,
    })
    .from(sql`json_to_recordset(${sql.placeholder('pedidos')}::json) as d(usuario_id int, sid uuid, n int)`)
    .orderBy(sql`d.n`)
    .prepare('sessao_viva');
  return emLote<PedidoSessao, boolean>(async (lote) => {
    const linhas = (await consulta.execute({
      pedidos: JSON.stringify(lote.map((p, n) => ({ usuario_id: p.usuarioId, sid: p.sid, n }))),
    })) as { viva: boolean }[];
    return linhas.map((l) => l.viva === true);
  });
}
