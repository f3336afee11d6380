import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  alternativa,
  preferenciaEstudo,
  questao,
  questaoUsuario,
  respostaQuestao,
} from '../../db/schema/index.ts';
import { resumoReacoesSql } from '../reacoes/reacoes.sql.ts';

type Tag = { id: number; nome: string };

export interface QuestaoDetalheRow {
  id: number;
  numero_questao: number;
  enunciado: string;
  questao_somatoria: boolean;
  ano_id: number;
  ano: number;
  instituicao_id: number;
  instituicao_nome: string;
  banca_id: number | null;
  banca_nome: string | null;
  materias: Tag[];
  conteudos: Tag[];
  sub_conteudos: Tag[];
  alternativas: { id: number; ordem: number; enunciado: string }[];
  respondida: boolean;
  ultima_correta: boolean | null;
  ultima_alternativa_id: number | null;
  ultima_somatoria: number | null;
  total_comentarios: number;
  reacoes: TResumoReacoes;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((v) => sql`${v}`),
    sql`, `,
  );

const tagsOf = (link: string, fk: string, table: string, col: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object('id', t.id, 'nome', t.nome) order by t.nome), '[]'::json) from ${link} l join ${table} t on t.id = l.${col} where l.${fk} = q.id)`,
  );

export function questoesRepository(db: DbOrTx) {
  return {
    /** Everything a card shows for the given ids, in one query (no N+1). Order not guaranteed. */
    detalhes(ids: number[], usuarioId: number): Promise<QuestaoDetalheRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return rows<QuestaoDetalheRow>(
        db,
        sql`select q.id, q.numero_questao, q.enunciado, q.questao_somatoria,
              a.id as ano_id, a.ano, i.id as instituicao_id, i.nome as instituicao_nome,
              b.id as banca_id, b.nome as banca_nome,
              ${tagsOf('questao_materia', 'questao_id', 'materia', 'materia_id')} as materias,
              ${tagsOf('questao_conteudo', 'questao_id', 'conteudo', 'conteudo_id')} as conteudos,
              ${tagsOf('questao_sub_conteudo', 'questao_id', 'sub_conteudo', 'sub_conteudo_id')} as sub_conteudos,
              (select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'enunciado', al.enunciado) order by al.ordem), '[]'::json)
                 from alternativa al where al.questao_id = q.id) as alternativas,
              (qu.usuario_id is not null) as respondida, qu.ultima_correta, qu.ultima_alternativa_id, qu.ultima_somatoria,
              (select count(*)::int from comentario c where c.questao_id = q.id) as total_comentarios,
              ${resumoReacoesSql('QUESTAO', sql`q.id`, usuarioId)} as reacoes
            from questao q
            join ano a on a.id = q.ano_id
            join instituicao i on i.id = q.instituicao_id
            left join banca b on b.id = q.banca_id
            left join questao_usuario qu on qu.questao_id = q.id and qu.usuario_id = ${usuarioId}
            where q.id in (${idList(ids)})`,
      );
    },

    async paraResponder(questaoId: number) {
      const [q] = await db
        .select({
          id: questao.id,
          plataformaId: questao.plataformaId,
          questaoSomatoria: questao.questaoSomatoria,
          somaCorreta: questao.somaCorreta,
          explicacao: questao.explicacao,
          estagiario: questao.estagiario,
        })
        .from(questao)
        .where(eq(questao.id, questaoId));
      if (!q) return undefined;
      const alternativas = await db
        .select({ id: alternativa.id, ordem: alternativa.ordem, correta: alternativa.correta })
        .from(alternativa)
        .where(eq(alternativa.questaoId, questaoId))
        .orderBy(asc(alternativa.ordem));
      return { ...q, alternativas };
    },

    async visibilidade(questaoId: number) {
      const [q] = await db
        .select({ plataformaId: questao.plataformaId, estagiario: questao.estagiario })
        .from(questao)
        .where(eq(questao.id, questaoId));
      return q;
    },

    /** Stores the answer and moves the user's latest state; call inside a transaction. */
    async registrarResposta(r: {
      usuarioId: number;
      questaoId: number;
      alternativaId: number | null;
      valorSomatoria: number | null;
      correta: boolean;
    }): Promise<number> {
      const [saved] = await db.insert(respostaQuestao).values(r).returning({ id: respostaQuestao.id });
      await db
        .insert(questaoUsuario)
        .values({
          usuarioId: r.usuarioId,
          questaoId: r.questaoId,
          ultimaCorreta: r.correta,
          ultimaAlternativaId: r.alternativaId,
          ultimaSomatoria: r.valorSomatoria,
        })
        .onConflictDoUpdate({
          target: [questaoUsuario.usuarioId, questaoUsuario.questaoId],
          set: {
            ultimaCorreta: r.correta,
            ultimaAlternativaId: r.alternativaId,
            ultimaSomatoria: r.valorSomatoria,
            totalRespostas: sql`${questaoUsuario.totalRespostas} + 1`,
            ultimaEm: sql`now()`,
          },
        });
      return saved!.id;
    },

    async acertos(questaoId: number): Promise<{ total: number; acertos: number }> {
      const [r] = await rows<{ total: number; acertos: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where correta))::int as acertos from resposta_questao where questao_id = ${questaoId}`,
      );
      return r ?? { total: 0, acertos: 0 };
    },

    /** Answers per alternative; on sum-type questions, how many answers ticked each proposition. */
    porAlternativa(questaoId: number, somatoria: boolean) {
      const marcada = somatoria
        ? sql`(r.valor_somatoria & (1 << (al.ordem - 1))) <> 0`
        : sql`r.alternativa_id = al.id`;
      return rows<{ ordem: number; total: number }>(
        db,
        sql`select al.ordem, (select count(*)::int from resposta_questao r where r.questao_id = ${questaoId} and ${marcada}) as total
            from alternativa al where al.questao_id = ${questaoId} order by al.ordem`,
      );
    },

    async preferencia(usuarioId: number) {
      const [p] = await db.select().from(preferenciaEstudo).where(eq(preferenciaEstudo.usuarioId, usuarioId));
      return p;
    },

    async salvarPreferencia(
      usuarioId: number,
      campo: 'questoesAleatorias' | 'exerciciosAleatorios',
      valor: boolean,
    ) {
      // A new seed each time random order is turned on gives a fresh shuffle.
      const semente = Math.floor(Math.random() * 1_000_000_000) + 1;
      await db
        .insert(preferenciaEstudo)
        .values({ usuarioId, [campo]: valor, semente })
        .onConflictDoUpdate({
          target: preferenciaEstudo.usuarioId,
          set: valor ? { [campo]: valor, semente } : { [campo]: valor },
        });
    },

    async existeAlternativa(questaoId: number, alternativaId: number) {
      const [a] = await db
        .select({ id: alternativa.id })
        .from(alternativa)
        .where(and(eq(alternativa.id, alternativaId), eq(alternativa.questaoId, questaoId)));
      return a !== undefined;
    },
  };
}
