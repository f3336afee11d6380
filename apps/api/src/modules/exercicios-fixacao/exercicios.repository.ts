import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import type { ConsultaExtra } from '../acesso/acesso.service.ts';
import { RESPOSTA_EXERCICIO, registrarResposta } from '../questoes/resposta.ts';
import { resumoReacoesSql } from '../reacoes/reacoes.sql.ts';

type Tag = { id: number; nome: string };

export interface ExercicioDetalheRow {
  id: number;
  numero_questao: number;
  contexto: string;
  afirmativa: string;
  ano_id: number;
  ano: number;
  instituicao_id: number;
  instituicao_nome: string;
  materias: Tag[];
  conteudos: Tag[];
  ultima_resposta: boolean | null;
  total_comentarios: number;
  reacoes: TResumoReacoes;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((v) => sql`${v}`),
    sql`, `,
  );

/** An exercise as answering needs it: scalar JSON sub-select (null when there is no such exercise). */
export interface ExercicioParaResponder {
  id: number;
  plataformaId: number;
  certo: boolean;
  explicacao: string;
  estagiario: boolean;
}
export const EXERCICIO_PARA_RESPONDER: ConsultaExtra = {
  nome: 'exercicio_para_responder',
  sql: ({
    item,
  }) => sql`select json_build_object('id', x.id, 'plataformaId', x.plataforma_id, 'certo', x.certo,
        'explicacao', x.explicacao, 'estagiario', x.estagiario)
      from exercicio x where x.id = ${item}`,
};

export function exerciciosRepository(db: DbOrTx) {
  return {
    detalhes(ids: number[], usuarioId: number): Promise<ExercicioDetalheRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return rows<ExercicioDetalheRow>(
        db,
        sql`select x.id, x.numero_questao, x.contexto, x.afirmativa,
              a.id as ano_id, a.ano, i.id as instituicao_id, i.nome as instituicao_nome,
              (select coalesce(json_agg(json_build_object('id', m.id, 'nome', m.nome) order by m.nome), '[]'::json)
                 from exercicio_materia l join materia m on m.id = l.materia_id where l.exercicio_id = x.id) as materias,
              (select coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome) order by c.nome), '[]'::json)
                 from exercicio_conteudo l join conteudo c on c.id = l.conteudo_id where l.exercicio_id = x.id) as conteudos,
              eu.ultima_resposta,
              (select count(*)::int from comentario c where c.exercicio_id = x.id) as total_comentarios,
              ${resumoReacoesSql('EXERCICIO_FIXACAO', sql`x.id`, usuarioId)} as reacoes
            from exercicio x
            join ano a on a.id = x.ano_id
            join instituicao i on i.id = x.instituicao_id
            left join exercicio_usuario eu on eu.exercicio_id = x.id and eu.usuario_id = ${usuarioId}
            where x.id in (${idList(ids)})`,
      );
    },

    /** Store the answer and move the user's latest state, in one statement (see questoes/resposta.ts). */
    registrarResposta(r: {
      usuarioId: number;
      exercicioId: number;
      resposta: boolean;
      correta: boolean;
    }): Promise<number> {
      return registrarResposta(db, RESPOSTA_EXERCICIO, {
        usuarioId: r.usuarioId,
        itemId: r.exercicioId,
        correta: r.correta,
        valores: { resposta: r.resposta },
      });
    },

    async estatistica(exercicioId: number) {
      const [r] = await rows<{ total: number; acertos: number; certo: number; errado: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where correta))::int as acertos,
                   (count(*) filter (where resposta))::int as certo, (count(*) filter (where not resposta))::int as errado
            from resposta_exercicio where exercicio_id = ${exercicioId}`,
      );
      return r ?? { total: 0, acertos: 0, certo: 0, errado: 0 };
    },
  };
}
