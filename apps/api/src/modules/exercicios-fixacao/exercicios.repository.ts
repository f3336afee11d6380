import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { exercicio, exercicioUsuario, respostaExercicio } from '../../db/schema/index.ts';
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

    async paraResponder(exercicioId: number) {
      const [x] = await db
        .select({
          id: exercicio.id,
          plataformaId: exercicio.plataformaId,
          certo: exercicio.certo,
          explicacao: exercicio.explicacao,
          estagiario: exercicio.estagiario,
        })
        .from(exercicio)
        .where(eq(exercicio.id, exercicioId));
      return x;
    },

    /** Stores the answer and moves the user's latest state; call inside a transaction. */
    async registrarResposta(r: {
      usuarioId: number;
      exercicioId: number;
      resposta: boolean;
      correta: boolean;
    }) {
      const [saved] = await db.insert(respostaExercicio).values(r).returning({ id: respostaExercicio.id });
      await db
        .insert(exercicioUsuario)
        .values({
          usuarioId: r.usuarioId,
          exercicioId: r.exercicioId,
          ultimaCorreta: r.correta,
          ultimaResposta: r.resposta,
        })
        .onConflictDoUpdate({
          target: [exercicioUsuario.usuarioId, exercicioUsuario.exercicioId],
          set: {
            ultimaCorreta: r.correta,
            ultimaResposta: r.resposta,
            totalRespostas: sql`${exercicioUsuario.totalRespostas} + 1`,
            ultimaEm: sql`now()`,
          },
        });
      return saved!.id;
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
