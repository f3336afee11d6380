import type { TipoSimulado } from '@aprovei/shared/simulados/simulados.rules';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/** A mock question's points: its part's weight in its mock. */
const pontosDaQuestao = sql`case q.parte when 'SUS' then s.peso_sus when 'ESPECIFICO' then s.peso_especifico
  when 'GERAL' then s.peso_geral when 'PORTUGUES' then s.peso_portugues else 0 end`;

/** The released, published mocks of a platform (the exams the projection is about). */
const simuladosLiberados = (plataformaId: number) =>
  sql`select s.id, s.tipo, s.peso_sus, s.peso_especifico, s.peso_geral, s.peso_portugues from simulado s
      where s.plataforma_id = ${plataformaId} and s.situacao = 'PUBLICADO' and s.data_liberacao <= now()`;

export interface LinhaExame {
  tipo: TipoSimulado;
  /** Null on the type's row of the whole mock (its average maximum score). */
  materiaId: number | null;
  nome: string | null;
  pontos: number;
}

export interface LinhaNotas {
  tipo: TipoSimulado;
  pontuacao: number;
  notaMaxima: number;
  participantes: number;
}

/*
 * Every read is the caller's rows or the platform's mocks, through an index that starts with them: the
 * subject counters (estatistica_materia_usuario, one range of its primary key), the student's answers to
 * finished mocks, the calibrated questions the student answered (questao_usuario_busca_idx, then
 * item_dificuldade's key), and the ranking's score counts (simulado_ranking_pontuacao, a few hundred rows a
 * mock). Measured in docs/projecao.md.
 */
export function projecaoRepository(db: DbOrTx) {
  return {
    /**
     * Per type: the average maximum score of its mocks (materiaId null) and each subject's average points
     * per mock, a question of several subjects split evenly among them.
     */
    exame(plataformaId: number): Promise<LinhaExame[]> {
      return rows<LinhaExame>(
        db,
        sql`with s as (${simuladosLiberados(plataformaId)}),
          q as (select s.tipo, q.id, ${pontosDaQuestao}::float8 as pontos
                from s join simulado_questao q on q.simulado_id = s.id),
          n as (select tipo, count(*)::float8 as simulados from s group by tipo),
          l as (select q.tipo, q.pontos, m.materia_id,
                       count(*) over (partition by m.simulado_questao_id) as materias
                from q join simulado_questao_materia m on m.simulado_questao_id = q.id)
          select q.tipo, null::int as "materiaId", null::text as nome, sum(q.pontos) / n.simulados as pontos
            from q join n on n.tipo = q.tipo group by q.tipo, n.simulados
          union all
          select l.tipo, l.materia_id, mt.nome, sum(l.pontos / l.materias) / n.simulados
            from l join n on n.tipo = l.tipo join materia mt on mt.id = l.materia_id
            group by l.tipo, l.materia_id, mt.nome, n.simulados
          order by 1, 2 nulls first`,
      );
    },

    /**
     * The student's latest answers per subject on the platform: the question bank's (the dashboards' counters)
     * and those of the mocks they finished (an open mock's answers are not shown right or wrong anywhere).
     */
    desempenho(usuarioId: number, plataformaId: number) {
      return rows<{ materiaId: number; respostas: number; acertos: number }>(
        db,
        sql`select materia_id as "materiaId", sum(respostas)::int as respostas, sum(acertos)::int as acertos
            from (
              select materia_id, acertos + erros as respostas, acertos from estatistica_materia_usuario
                where usuario_id = ${usuarioId} and plataforma_id = ${plataformaId}
              union all
              select m.materia_id, 1, e.ultima_correta::int
                from simulado_tentativa t
                join simulado_questao q on q.simulado_id = t.simulado_id
                join simulado_questao_usuario e on e.usuario_id = t.usuario_id and e.simulado_questao_id = q.id
                join simulado_questao_materia m on m.simulado_questao_id = q.id
                where t.usuario_id = ${usuarioId} and t.finalizado_em is not null and q.plataforma_id = ${plataformaId}
            ) x group by materia_id`,
      );
    },

    /** The student's latest answers to the platform's calibrated questions, with their difficulties. */
    respostasCalibradas(usuarioId: number, plataformaId: number) {
      return rows<{ dificuldade: number; certa: boolean }>(
        db,
        sql`select d.dificuldade, e.ultima_correta as certa
            from questao_usuario e join item_dificuldade d on d.questao_id = e.questao_id
            where e.usuario_id = ${usuarioId} and e.plataforma_id = ${plataformaId}`,
      );
    },

    /** Per subject: the mean P(right) at ability θ over its calibrated questions, and the mean P(1 − P). */
    acertoPorMateria(plataformaId: number, theta: number, materias: number[]) {
      return rows<{ materiaId: number; acerto: number; derivada: number }>(
        db,
        sql`select materia_id as "materiaId", avg(p) as acerto, avg(p * (1 - p)) as derivada
            from (select m.materia_id, 1 / (1 + exp(d.dificuldade - ${theta}::float8)) as p
                  from item_dificuldade d join questao_materia m on m.questao_id = d.questao_id
                  where d.plataforma_id = ${plataformaId}
                    and m.materia_id = any(${`{${materias.join(',')}}`}::int[])) x
            group by materia_id`,
      );
    },

    /**
     * The finished attempts of the platform's released mocks per type and score, with the mock's maximum
     * score, the caller's own attempts taken out (they are compared with the others).
     */
    notas(usuarioId: number, plataformaId: number): Promise<LinhaNotas[]> {
      return rows<LinhaNotas>(
        db,
        sql`with s as (${simuladosLiberados(plataformaId)}),
          maximo as (select s.id, sum(${pontosDaQuestao})::float8 as nota
                     from s join simulado_questao q on q.simulado_id = s.id group by s.id)
          select s.tipo, r.pontuacao, maximo.nota as "notaMaxima",
                 (r.participantes - (select count(*) from simulado_tentativa t
                    where t.simulado_id = r.simulado_id and t.usuario_id = ${usuarioId}
                      and t.pontuacao = r.pontuacao and t.finalizado_em is not null))::int as participantes
          from s join maximo on maximo.id = s.id
          join simulado_ranking_pontuacao r on r.simulado_id = s.id`,
      );
    },
  };
}
