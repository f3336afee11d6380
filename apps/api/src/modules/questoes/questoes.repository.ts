import type { ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  alternativa,
  questao,
  questaoConteudo,
  questaoMateria,
  questaoSubConteudo,
} from '../../db/schema/index.ts';

/** A checked new question (ZQuestaoNova) with its number and its sum-type answer worked out. */
type QuestaoNovaLinha = z.output<typeof ZQuestaoNova> & { numeroQuestao: number; somaCorreta: number | null };

export function questoesRepository(db: DbOrTx) {
  return {
    /**
     * Answers per alternative (on sum-type questions, how many answers ticked each proposition), each
     * with the question's total of answers.
     */
    porAlternativa(questaoId: number, somatoria: boolean) {
      const marcada = somatoria
        ? sql`(r.valor_somatoria & (1 << (al.ordem - 1))) <> 0`
        : sql`r.alternativa_id = al.id`;
      return rows<{ ordem: number; total: number; respostas: number }>(
        db,
        sql`select al.ordem, (select count(*)::int from resposta_questao r where r.questao_id = ${questaoId} and ${marcada}) as total,
                   todas.respostas
            from alternativa al,
                 (select count(*)::int as respostas from resposta_questao where questao_id = ${questaoId}) todas
            where al.questao_id = ${questaoId} order by al.ordem`,
      );
    },

    /** New questions with their alternatives and tags, set-based (one insert per table); their ids in order. */
    async inserir(questoes: QuestaoNovaLinha[]): Promise<number[]> {
      const ids = (
        await db
          .insert(questao)
          .values(
            questoes.map((q) => ({
              plataformaId: q.plataformaId,
              numeroQuestao: q.numeroQuestao,
              enunciado: q.enunciado,
              anoId: q.anoId,
              instituicaoId: q.instituicaoId,
              bancaId: q.bancaId,
              questaoSomatoria: q.somatoria,
              somaCorreta: q.somaCorreta,
              explicacao: q.explicacao,
              estagiario: q.estagiario,
              situacao: q.situacao,
            })),
          )
          .returning({ id: questao.id })
      ).map((r) => r.id);
      const porQuestao = <T>(f: (q: QuestaoNovaLinha, questaoId: number) => T[]) =>
        questoes.flatMap((q, i) => f(q, ids[i]!));
      await db.insert(alternativa).values(
        porQuestao((q, questaoId) =>
          q.alternativas.map((enunciado, pos) => ({
            questaoId,
            ordem: pos + 1,
            enunciado,
            correta: q.corretas.includes(pos),
            explicacao: q.explicacoesAlternativas[pos] ?? '',
          })),
        ),
      );
      await db
        .insert(questaoMateria)
        .values(porQuestao((q, questaoId) => q.materias.map((materiaId) => ({ materiaId, questaoId }))));
      const conteudos = porQuestao((q, questaoId) =>
        q.conteudos.map((conteudoId) => ({ conteudoId, questaoId })),
      );
      if (conteudos.length > 0) await db.insert(questaoConteudo).values(conteudos);
      const subs = porQuestao((q, questaoId) =>
        q.subConteudos.map((subConteudoId) => ({ subConteudoId, questaoId })),
      );
      if (subs.length > 0) await db.insert(questaoSubConteudo).values(subs);
      return ids;
    },
  };
}
