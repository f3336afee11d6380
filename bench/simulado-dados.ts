// A national mock at ranking scale, on top of bench/questoes-dados.ts: one released ENARE mock of 100
// questions (weights SUS 2, specific 1, general 1), `participantes` students with a finished attempt
// (scores and finish times spread, ties included), the dashboard student's own finished attempt in the
// middle of the ranking, and `finalizadores` students with every question answered and the attempt still
// open (the finishing bench finishes one per request). Set-based SQL with the triggers on (the ranking's
// counts and the answers' lock run as in production), one transaction, then VACUUM ANALYZE.
import type pg from 'pg';
import { FUNCAO_CPF_BENCH } from './questoes-dados.ts';

export interface VolumesSimulado {
  participantes: number;
  questoes: number;
  finalizadores: number;
}

export const NOME_SIMULADO_BENCH = 'Simulado ENARE de benchmark';

export async function gerarSimulado(
  client: pg.Client,
  v: VolumesSimulado,
  alunoPesadoId: number,
  log: (l: string) => void = console.log,
): Promise<{ simuladoId: number; finalizadores: { id: number; email: string }[] }> {
  const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  const [existente] = await q<{ id: number }>('select id from simulado where nome = $1', [
    NOME_SIMULADO_BENCH,
  ]);
  const finalizadoresDe = (simuladoId: number) =>
    q<{ id: number; email: string }>(
      `select u.id, u.email from simulado_tentativa t join usuario u on u.id = t.usuario_id
       where t.simulado_id = $1 and t.finalizado_em is null order by u.id`,
      [simuladoId],
    );
  if (existente) {
    log('  bench mock already present: generation skipped');
    return { simuladoId: existente.id, finalizadores: await finalizadoresDe(existente.id) };
  }
  const t0 = performance.now();
  await q('begin');
  try {
    await q(`set local statement_timeout = '10min'`);
    await q('select setseed(0.11)');
    await q(FUNCAO_CPF_BENCH);
    const [s] = await q<{ id: number }>(
      `insert into simulado (plataforma_id, nome, tipo, gratuito, data_liberacao, peso_sus, peso_especifico, peso_geral)
       values (1, $1, 'ENARE', true, now() - interval '10 days', 2, 1, 1) returning id`,
      [NOME_SIMULADO_BENCH],
    );
    const simuladoId = s!.id;
    // 20 SUS, 60 specific, 20 general questions, 5 alternatives each, one subject of platform 1 each.
    await q(
      `with cat as (select (select min(id) from ano) as ano, (select min(id) from instituicao) as inst,
                           (select array_agg(m.id order by m.id) from materia m join curso c on c.id = m.curso_id
                             where c.plataforma_id = 1) as mats),
       nq as (insert into simulado_questao (plataforma_id, simulado_id, numero_questao, ano_id, instituicao_id, parte, enunciado, explicacao)
              select 1, $1, n, cat.ano, cat.inst,
                     case when n <= $2 * 0.2 then 'SUS' when n <= $2 * 0.8 then 'ESPECIFICO' else 'GERAL' end,
                     '<p>Questão ' || n || ' do simulado de benchmark.</p>', 'Explicação da questão ' || n || '.'
              from cat, generate_series(1, $2::int) n returning id, numero_questao),
       na as (insert into simulado_alternativa (simulado_questao_id, ordem, enunciado, correta)
              select nq.id, o, 'Alternativa ' || o, o = 1 + nq.numero_questao % 5 from nq, generate_series(1, 5) o)
       insert into simulado_questao_materia (materia_id, simulado_questao_id)
       select cat.mats[1 + nq.numero_questao % cardinality(cat.mats)], nq.id from nq, cat`,
      [simuladoId, v.questoes],
    );
    const [base] = await q<{ u: number; hash: string }>(
      `select (select max(id) from usuario) as u, (select senha_hash from usuario where lower(email) = 'aluno@aprovei.dev') as hash`,
    );
    const total = v.participantes + v.finalizadores;
    await q(
      `insert into usuario (id, tenant_id, nome, cpf, apelido, email, senha_hash, papel, plataforma_id)
       select $1::int + n, 'aprovei', 'Participante Benchmark ' || n, pg_temp.cpf_bench(100000 + n), 'Part ' || n,
              'participante' || n || '@aprovei.dev', $2, 'ALUNO', 1
       from generate_series(1, $3::int) n`,
      [base!.u, base!.hash, total],
    );
    await q(`select setval(pg_get_serial_sequence('usuario', 'id'), (select max(id) from usuario))`);
    // Finished attempts: hits per part drawn around a skill; points = hits × weight; finishes over 10 days.
    await q(
      `insert into simulado_tentativa (simulado_id, usuario_id, iniciado_em, finalizado_em, pontuacao, acertos, resultado)
       select $1, uid, fim - interval '3 hours', fim, 2 * sus + esp + ger, sus + esp + ger,
              jsonb_build_object('SUS', jsonb_build_object('acertos', sus, 'total', ns, 'pontos', 2 * sus),
                                 'ESPECIFICO', jsonb_build_object('acertos', esp, 'total', ne, 'pontos', esp),
                                 'GERAL', jsonb_build_object('acertos', ger, 'total', ng, 'pontos', ger))
       from (select uid, fim, ns, ne, ng,
                    least(ns, floor(ns * (h + 0.15 * (random() - 0.5)))::int) as sus,
                    least(ne, floor(ne * (h + 0.15 * (random() - 0.5)))::int) as esp,
                    least(ng, floor(ng * (h + 0.15 * (random() - 0.5)))::int) as ger
             from (select uid, 0.1 + 0.8 * (random() + random()) / 2 as h,
                          now() - interval '10 days' + random() * interval '10 days' as fim,
                          ($2 * 0.2)::int as ns, ($2 * 0.8)::int - ($2 * 0.2)::int as ne, $2 - ($2 * 0.8)::int as ng
                   from (select $3::int + n as uid from generate_series(1, $4::int) n
                         union all select $5::int) u) x) y`,
      [simuladoId, v.questoes, base!.u, v.participantes, alunoPesadoId],
    );
    // The finishers: an open attempt with every question answered (through the answers' lock trigger).
    await q(
      `insert into simulado_tentativa (simulado_id, usuario_id, iniciado_em)
       select $1, $2::int + n, now() - interval '1 hour' from generate_series($3::int + 1, $3::int + $4::int) n`,
      [simuladoId, base!.u, v.participantes, v.finalizadores],
    );
    await q(
      `with r as (
         insert into resposta_simulado_questao (usuario_id, simulado_questao_id, alternativa_id, correta, respondida_em)
         select t.usuario_id, sq.id, a.id, a.correta, now() - interval '30 minutes'
         from simulado_tentativa t join simulado_questao sq on sq.simulado_id = t.simulado_id
         join lateral (select id, correta from simulado_alternativa a where a.simulado_questao_id = sq.id
                       order by (a.correta and random() < 0.6) desc, a.ordem limit 1) a on true
         where t.simulado_id = $1 and t.finalizado_em is null
         returning id, usuario_id, simulado_questao_id, alternativa_id, correta, respondida_em)
       insert into simulado_questao_usuario (usuario_id, simulado_questao_id, plataforma_id, ano_id, numero_questao,
                                             ultima_correta, ultima_alternativa_id, ultima_resposta_id, ultima_em)
       select r.usuario_id, sq.id, sq.plataforma_id, sq.ano_id, sq.numero_questao, r.correta, r.alternativa_id, r.id, r.respondida_em
       from r join simulado_questao sq on sq.id = r.simulado_questao_id`,
      [simuladoId],
    );
    await q('commit');
  } catch (error) {
    await q('rollback').catch(() => {});
    throw error;
  }
  for (const t of ['simulado_tentativa', 'simulado_ranking_pontuacao', 'simulado_questao_usuario', 'usuario'])
    await q(`vacuum (analyze) ${t}`);
  const [s] = await q<{ id: number }>('select id from simulado where nome = $1', [NOME_SIMULADO_BENCH]);
  log(
    `  mock: ${v.questoes} questions, ${v.participantes} finished attempts + the dashboard student's, ` +
      `${v.finalizadores} open attempts fully answered: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { simuladoId: s!.id, finalizadores: await finalizadoresDe(s!.id) };
}
