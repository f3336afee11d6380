import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { registrarResposta } from '../itens-estudo/index.ts';
import { TABELAS_QUESTAO } from './tipo-questao.ts';

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

    /** One answer written as the API writes it (the demo seed's way in). */
    registrarResposta: (r: {
      usuarioId: number;
      questaoId: number;
      alternativaId: number | null;
      valorSomatoria: number | null;
      correta: boolean;
    }): Promise<number> =>
      registrarResposta(db, TABELAS_QUESTAO, {
        usuarioId: r.usuarioId,
        itemId: r.questaoId,
        correta: r.correta,
        valores: { alternativa_id: r.alternativaId, valor_somatoria: r.valorSomatoria },
      }),
  };
}
