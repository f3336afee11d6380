import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, porBanco, rows } from '../../db/client.ts';
import { alternativa, preferenciaEstudo } from '../../db/schema/index.ts';
import type { ConsultaExtra } from '../acesso/acesso.service.ts';
import { resumoReacoesSql } from '../reacoes/reacoes.sql.ts';
import { RESPOSTA_QUESTAO, registrarResposta } from './resposta.ts';

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

const tagsOf = (link: string, fk: string, table: string, col: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object('id', t.id, 'nome', t.nome) order by t.nome), '[]'::json) from ${link} l join ${table} t on t.id = l.${col} where l.${fk} = q.id)`,
  );

/** A question as answering needs it: scalar JSON sub-select (null when there is no such question). */
export interface QuestaoParaResponder {
  id: number;
  plataformaId: number;
  questaoSomatoria: boolean;
  somaCorreta: number | null;
  explicacao: string;
  estagiario: boolean;
  alternativas: { id: number; ordem: number; correta: boolean }[];
}
export const PARA_RESPONDER: ConsultaExtra = {
  nome: 'questao_para_responder',
  sql: ({
    item,
  }) => sql`select json_build_object('id', q.id, 'plataformaId', q.plataforma_id, 'questaoSomatoria', q.questao_somatoria,
        'somaCorreta', q.soma_correta, 'explicacao', q.explicacao, 'estagiario', q.estagiario,
        'alternativas', (select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'correta', al.correta) order by al.ordem), '[]'::json)
                           from alternativa al where al.questao_id = q.id))
      from questao q where q.id = ${item}`,
};

/** What deciding whether a user may see a question needs. */
export interface Visibilidade {
  plataformaId: number;
  estagiario: boolean;
}
export const VISIBILIDADE: ConsultaExtra = {
  nome: 'questao_visibilidade',
  sql: ({ item }) =>
    sql`select json_build_object('plataformaId', q.plataforma_id, 'estagiario', q.estagiario) from questao q where q.id = ${item}`,
};

/** The user's study preferences (random order and its seed), null when never set. */
export interface Preferencia {
  questoesAleatorias: boolean;
  exerciciosAleatorios: boolean;
  semente: number;
}
export const PREFERENCIA: ConsultaExtra = {
  nome: 'preferencia',
  sql: ({
    usuarioId,
  }) => sql`select json_build_object('questoesAleatorias', p.questoes_aleatorias, 'exerciciosAleatorios', p.exercicios_aleatorios, 'semente', p.semente)
      from preferencia_estudo p where p.usuario_id = ${usuarioId}`,
};

const detalhesPreparados = porBanco<ReturnType<typeof prepararDetalhes>>();

function prepararDetalhes(db: DbOrTx) {
  const usuarioId = sql.placeholder('usuarioId');
  const campo = <T>(s: SQL) => sql<T>`${s}`;
  return db
    .select({
      id: campo<number>(sql`q.id`),
      numero_questao: campo<number>(sql`q.numero_questao`),
      enunciado: campo<string>(sql`q.enunciado`),
      questao_somatoria: campo<boolean>(sql`q.questao_somatoria`),
      ano_id: campo<number>(sql`a.id`),
      ano: campo<number>(sql`a.ano`),
      instituicao_id: campo<number>(sql`i.id`),
      instituicao_nome: campo<string>(sql`i.nome`),
      banca_id: campo<number | null>(sql`b.id`),
      banca_nome: campo<string | null>(sql`b.nome`),
      materias: campo<Tag[]>(tagsOf('questao_materia', 'questao_id', 'materia', 'materia_id')),
      conteudos: campo<Tag[]>(tagsOf('questao_conteudo', 'questao_id', 'conteudo', 'conteudo_id')),
      sub_conteudos: campo<Tag[]>(
        tagsOf('questao_sub_conteudo', 'questao_id', 'sub_conteudo', 'sub_conteudo_id'),
      ),
      alternativas: campo<QuestaoDetalheRow['alternativas']>(
        sql`(select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'enunciado', al.enunciado) order by al.ordem), '[]'::json)
               from alternativa al where al.questao_id = q.id)`,
      ),
      respondida: campo<boolean>(sql`(qu.usuario_id is not null)`),
      ultima_correta: campo<boolean | null>(sql`qu.ultima_correta`),
      ultima_alternativa_id: campo<number | null>(sql`qu.ultima_alternativa_id`),
      ultima_somatoria: campo<number | null>(sql`qu.ultima_somatoria`),
      total_comentarios: campo<number>(
        sql`(select count(*)::int from comentario c where c.questao_id = q.id)`,
      ),
      reacoes: campo<TResumoReacoes>(resumoReacoesSql('QUESTAO', sql`q.id`, usuarioId)),
    })
    .from(
      sql`questao q
          join ano a on a.id = q.ano_id
          join instituicao i on i.id = q.instituicao_id
          left join banca b on b.id = q.banca_id
          left join questao_usuario qu on qu.questao_id = q.id and qu.usuario_id = ${usuarioId}`,
    )
    .where(sql`q.id = any(${sql.placeholder('ids')}::int[])`)
    .prepare('questao_detalhes');
}

export function questoesRepository(db: DbOrTx) {
  return {
    /**
     * Everything a card shows for the given ids, in one query (no N+1). Order not guaranteed.
     * Prepared once per connection (its planning costs about as much as its execution).
     */
    async detalhes(ids: number[], usuarioId: number): Promise<QuestaoDetalheRow[]> {
      if (ids.length === 0) return [];
      const consulta = detalhesPreparados(db, 'questao_detalhes', () => prepararDetalhes(db));
      return (await consulta.execute({ ids, usuarioId })) as QuestaoDetalheRow[];
    },

    /** Store the answer and move the user's latest state, in one statement (see resposta.ts). */
    registrarResposta(r: {
      usuarioId: number;
      questaoId: number;
      alternativaId: number | null;
      valorSomatoria: number | null;
      correta: boolean;
    }): Promise<number> {
      return registrarResposta(db, RESPOSTA_QUESTAO, {
        usuarioId: r.usuarioId,
        itemId: r.questaoId,
        correta: r.correta,
        valores: { alternativa_id: r.alternativaId, valor_somatoria: r.valorSomatoria },
      });
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
