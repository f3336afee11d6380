import type { TQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import type { ZQuestaoEdicao } from '@aprovei/shared/questoes/questoes.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, rows } from '../../db/client.ts';
import { alternativa, questao } from '../../db/schema/index.ts';

type Edicao = z.output<typeof ZQuestaoEdicao> & {
  somaCorreta: number | null;
  /** A draft's alternatives are replaced; a published one's are updated in place (answers point to them). */
  substituirAlternativas: boolean;
};

/** The back office's reads and writes of one question (the list is itens-estudo's listarAdmin). */
export function adminQuestoesRepository(db: DbOrTx) {
  return {
    async paraEditar(id: number): Promise<Omit<TQuestaoAdmin, 'historicoGabarito'> | null> {
      const [q] = await rows<Omit<TQuestaoAdmin, 'historicoGabarito'>>(
        db,
        sql`select q.id, q.numero_questao as numero, q.plataforma_id as "plataformaId", q.ano_id as "anoId",
                   q.instituicao_id as "instituicaoId", q.banca_id as "bancaId", q.explicacao, q.estagiario,
                   q.situacao, to_json(q.atualizado_em)#>>'{}' as "atualizadoEm", q.enunciado,
                   q.questao_somatoria as somatoria,
                   (select count(*)::int from resposta_questao r where r.questao_id = q.id) as respostas,
                   array(select materia_id from questao_materia where questao_id = q.id order by 1) as materias,
                   array(select conteudo_id from questao_conteudo where questao_id = q.id order by 1) as conteudos,
                   array(select sub_conteudo_id from questao_sub_conteudo where questao_id = q.id order by 1) as "subConteudos",
                   array(select a.enunciado from alternativa a where a.questao_id = q.id order by a.ordem) as alternativas,
                   array(select a.explicacao from alternativa a where a.questao_id = q.id order by a.ordem) as "explicacoesAlternativas",
                   array(select a.ordem - 1 from alternativa a where a.questao_id = q.id and a.correta order by a.ordem) as corretas
            from questao q where q.id = ${id}`,
      );
      return q ?? null;
    },

    async atualizar(id: number, e: Edicao): Promise<void> {
      await db
        .update(questao)
        .set({
          enunciado: e.enunciado,
          anoId: e.anoId,
          instituicaoId: e.instituicaoId,
          bancaId: e.bancaId,
          explicacao: e.explicacao,
          estagiario: e.estagiario,
          questaoSomatoria: e.somatoria,
          somaCorreta: e.somaCorreta,
          atualizadoEm: sql`now()`,
        })
        .where(eq(questao.id, id));
      const linhas = e.alternativas.map((enunciado, pos) => ({
        questaoId: id,
        ordem: pos + 1,
        enunciado,
        explicacao: e.explicacoesAlternativas[pos] ?? '',
        correta: e.corretas.includes(pos),
      }));
      if (e.substituirAlternativas) {
        await db.delete(alternativa).where(eq(alternativa.questaoId, id));
        await db.insert(alternativa).values(linhas);
        return;
      }
      for (const l of linhas)
        await db
          .update(alternativa)
          .set({ enunciado: l.enunciado, explicacao: l.explicacao, correta: l.correta })
          .where(and(eq(alternativa.questaoId, id), eq(alternativa.ordem, l.ordem)));
    },

    /**
     * After a key change: every answer to the question marked right or wrong again, and each student's
     * latest state with it (its triggers move the dashboards' counters: migration
     * estatisticas_contadores_gatilhos). Only the states that change are written.
     */
    async recorrigir(id: number): Promise<void> {
      const certa = sql`(case when q.questao_somatoria then r.valor_somatoria = q.soma_correta
                              else coalesce((select a.correta from alternativa a where a.id = r.alternativa_id), false) end)`;
      await db.execute(
        sql`update resposta_questao r set correta = ${certa}
            from questao q where q.id = r.questao_id and r.questao_id = ${id} and r.correta is distinct from ${certa}`,
      );
      const certaEstado = sql`(case when q.questao_somatoria then e.ultima_somatoria = q.soma_correta
                                    else coalesce((select a.correta from alternativa a where a.id = e.ultima_alternativa_id), false) end)`;
      await db.execute(
        sql`update questao_usuario e set ultima_correta = ${certaEstado}
            from questao q where q.id = e.questao_id and e.questao_id = ${id}
              and coalesce(e.ultima_somatoria, e.ultima_alternativa_id) is not null
              and e.ultima_correta is distinct from ${certaEstado}`,
      );
    },
  };
}
