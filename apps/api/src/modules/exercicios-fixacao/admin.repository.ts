import type { TExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import type { ZExercicioEdicao } from '@aprovei/shared/questoes/questoes.schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, rows } from '../../db/client.ts';
import { exercicio } from '../../db/schema/index.ts';

/** The back office's reads and writes of one exercise (the list is itens-estudo's listarAdmin). */
export function adminExerciciosRepository(db: DbOrTx) {
  return {
    async paraEditar(id: number): Promise<Omit<TExercicioAdmin, 'historicoGabarito'> | null> {
      const [x] = await rows<Omit<TExercicioAdmin, 'historicoGabarito'>>(
        db,
        sql`select x.id, x.numero_questao as numero, x.plataforma_id as "plataformaId", x.ano_id as "anoId",
                   x.instituicao_id as "instituicaoId", x.banca_id as "bancaId", x.explicacao, x.estagiario,
                   x.situacao, to_json(x.atualizado_em)#>>'{}' as "atualizadoEm", x.contexto, x.afirmativa, x.certo,
                   (select count(*)::int from resposta_exercicio r where r.exercicio_id = x.id) as respostas,
                   array(select materia_id from exercicio_materia where exercicio_id = x.id order by 1) as materias,
                   array(select conteudo_id from exercicio_conteudo where exercicio_id = x.id order by 1) as conteudos
            from exercicio x where x.id = ${id}`,
      );
      return x ?? null;
    },

    async atualizar(id: number, e: z.output<typeof ZExercicioEdicao>): Promise<void> {
      await db
        .update(exercicio)
        .set({
          contexto: e.contexto,
          afirmativa: e.afirmativa,
          certo: e.certo,
          anoId: e.anoId,
          instituicaoId: e.instituicaoId,
          bancaId: e.bancaId,
          explicacao: e.explicacao,
          estagiario: e.estagiario,
          atualizadoEm: sql`now()`,
        })
        .where(eq(exercicio.id, id));
    },

    /**
     * After a key change: every answer and each student's latest state marked right or wrong again (a
     * state older than the record of its answer keeps its mark).
     */
    async recorrigir(id: number): Promise<void> {
      await db.execute(
        sql`update resposta_exercicio r set correta = (r.resposta = x.certo)
            from exercicio x where x.id = r.exercicio_id and r.exercicio_id = ${id} and r.correta <> (r.resposta = x.certo)`,
      );
      await db.execute(
        sql`update exercicio_usuario e set ultima_correta = (e.ultima_resposta = x.certo)
            from exercicio x where x.id = e.exercicio_id and e.exercicio_id = ${id} and e.ultima_resposta is not null
              and e.ultima_correta is distinct from (e.ultima_resposta = x.certo)`,
      );
    },
  };
}
