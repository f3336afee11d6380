import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { AGREGADO_QUESTOES, AGREGADO_RESPOSTAS, estatisticasPorQuestao } from './relatorios.repository.ts';

const FUSO = sql.raw(`'${FUSO_BRASIL}'`);

export interface Atualizacao {
  /** The first and last day of relatorio_resposta_dia recomputed (null: none closed yet). */
  respostasDe: string | null;
  respostasAte: string | null;
  /** Rows of relatorio_questao written or removed (unchanged rows are not rewritten). */
  questoesMudadas: number;
}

/**
 * Refreshes the reports' rollups (the `relatorios-agregados` job, hourly; docs/performance/relatorios.md):
 *
 * - relatorio_resposta_dia: the closed São Paulo days from the day before its last refreshed day up to
 *   yesterday (normally yesterday and the day before; every day since the first answer on the first run, or
 *   after the rows were lost). The reports read the raw answers of the days after it, so a late run only
 *   costs time, never a wrong figure.
 * - relatorio_questao: recomputed whole (the students' quarters move with every answer), written as an
 *   upsert of the rows that changed and a delete of the questions no longer answered.
 *
 * One transaction under a transaction-level advisory lock: two runs at once (two API processes, a manual
 * run) take turns, and the second finds nothing to change. Idempotent: the rows are a function of the
 * source rows and the day.
 */
export async function atualizarAgregados(db: Db): Promise<Atualizacao> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('relatorios-agregados'))`);
    const [janela] = await rows<{ de: string | null; ate: string }>(
      tx,
      sql`with ontem as (select (now() at time zone ${FUSO})::date - 1 as dia)
        select to_char(coalesce(
            (select ate - 1 from relatorio_agregado where nome = ${AGREGADO_RESPOSTAS}),
            (select (min(respondida_em) at time zone ${FUSO})::date from resposta_questao)
          ), 'YYYY-MM-DD') as de,
          to_char((select dia from ontem), 'YYYY-MM-DD') as ate`,
    );
    const ate = janela!.ate;
    const de = janela!.de !== null && janela!.de <= ate ? janela!.de : null;
    if (de !== null) {
      await tx.execute(
        sql`insert into relatorio_resposta_dia (dia, plataforma_id, respostas, corretas)
          select (respondida_em at time zone ${FUSO})::date, plataforma_id, count(*), count(*) filter (where correta)
          from resposta_questao
          where respondida_em >= (${de}::date::timestamp at time zone ${FUSO})
            and respondida_em < ((${ate}::date + 1)::timestamp at time zone ${FUSO})
          group by 1, 2
          order by 1, 2
          on conflict (dia, plataforma_id) do update
            set respostas = excluded.respostas, corretas = excluded.corretas
            where (relatorio_resposta_dia.respostas, relatorio_resposta_dia.corretas)
              is distinct from (excluded.respostas, excluded.corretas)`,
      );
      // A day and platform whose answers are all gone (an erased account) leaves the rollup too.
      await tx.execute(
        sql`delete from relatorio_resposta_dia d
          where d.dia >= ${de}::date and d.dia <= ${ate}::date
            and not exists (select 1 from resposta_questao r
              where r.plataforma_id = d.plataforma_id
                and r.respondida_em >= (d.dia::timestamp at time zone ${FUSO})
                and r.respondida_em < ((d.dia + 1)::timestamp at time zone ${FUSO}))`,
      );
    }
    await tx.execute(
      sql`insert into relatorio_agregado (nome, ate, atualizado_em) values (${AGREGADO_RESPOSTAS}, ${ate}::date, now())
        on conflict (nome) do update set ate = excluded.ate, atualizado_em = excluded.atualizado_em`,
    );

    await tx.execute(
      sql`create temp table relatorio_questao_nova on commit drop as
        ${estatisticasPorQuestao(() => sql`true`)}`,
    );
    // Without statistics the planner may pick a nested-loop anti-join below (200,000² at full scale).
    await tx.execute(sql`analyze relatorio_questao_nova`);
    const [mudadas] = await rows<{ n: number }>(
      tx,
      sql`with gravadas as (insert into relatorio_questao (questao_id, plataforma_id, respostas, acerto, discriminacao)
        select questao_id, plataforma_id, respostas, acerto, discriminacao
        from relatorio_questao_nova
        order by questao_id, plataforma_id
        on conflict (questao_id, plataforma_id) do update
          set respostas = excluded.respostas, acerto = excluded.acerto, discriminacao = excluded.discriminacao
          where (relatorio_questao.respostas, relatorio_questao.acerto, relatorio_questao.discriminacao)
            is distinct from (excluded.respostas, excluded.acerto, excluded.discriminacao)
          returning 1
        ), removidas as (delete from relatorio_questao rq
          where not exists (select 1 from relatorio_questao_nova n
            where n.questao_id = rq.questao_id and n.plataforma_id = rq.plataforma_id)
          returning 1
        )
        select (select count(*) from gravadas)::int + (select count(*) from removidas)::int as n`,
    );
    await tx.execute(
      sql`insert into relatorio_agregado (nome, atualizado_em) values (${AGREGADO_QUESTOES}, now())
        on conflict (nome) do update set atualizado_em = excluded.atualizado_em`,
    );
    return {
      respostasDe: de,
      respostasAte: de === null ? null : ate,
      questoesMudadas: Number(mudadas!.n),
    };
  });
}
