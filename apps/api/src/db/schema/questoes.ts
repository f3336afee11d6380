import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ano, banca, conteudo, instituicao, materia, subConteudo } from './catalogo.ts';
import { usuario } from './conta.ts';
import { plataforma } from './plataforma.ts';

/*
 * Study items — questions and fixation exercises (and mock exams' questions, schema/simulados.ts) — share one shape, built
 * by the helpers below: the item with its search keys (platform, year, number), its tag links, every answer
 * (append only) and each user's latest answer. Each kind adds only its own columns and rules.
 */

/** The columns every kind of study item has; statements (each kind's own columns) are sanitised HTML. */
export const colunasItem = () => ({
  id: serial().primaryKey(),
  plataformaId: integer()
    .notNull()
    .references(() => plataforma.id),
  numeroQuestao: integer().notNull(),
  anoId: integer()
    .notNull()
    .references(() => ano.id),
  instituicaoId: integer()
    .notNull()
    .references(() => instituicao.id),
  bancaId: integer().references(() => banca.id),
  explicacao: text().notNull().default(''),
  /** One of the items a trainee may see on this platform. */
  estagiario: boolean().notNull().default(false),
  /** SITUACOES_ITEM (@aprovei/shared/itens-estudo/situacao): students search only published ones. */
  situacao: text().notNull().default('PUBLICADA'),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

type Colunas<K extends string> = Record<K, AnyPgColumn>;

/** An item's search indexes (see docs/performance/questoes-busca.md). */
export const indicesItem = (
  nome: string,
  t: Colunas<'id' | 'plataformaId' | 'anoId' | 'numeroQuestao' | 'situacao'>,
) => [
  check(`${nome}_situacao_ck`, sql`${t.situacao} in ('RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA')`),
  // Year filter already in page order (numero_questao).
  index(`${nome}_plataforma_ano_numero_idx`).on(t.plataformaId, t.anoId, t.numeroQuestao, t.id),
  index(`${nome}_plataforma_id_idx`).on(t.plataformaId, t.id),
  // The few items students must not find (drafts; with the filter, annulled and outdated ones too): the
  // search leaves them out as one small hashed set per platform, read from this index alone.
  index(`${nome}_nao_publicada_idx`)
    .on(t.plataformaId, t.situacao, t.id)
    .where(sql`${t.situacao} <> 'PUBLICADA'`),
  // Target of the answered states' composite foreign key (their copy of the search keys).
  unique(`${nome}_chaves_busca_uq`).on(t.id, t.plataformaId, t.anoId, t.numeroQuestao),
];

/** Multiple-choice questions (spec doc 3 §3 "Question"). */
export const questao = pgTable(
  'questao',
  {
    ...colunasItem(),
    enunciado: text().notNull(),
    questaoSomatoria: boolean().notNull().default(false),
    /** Correct sum of a sum-type question. */
    somaCorreta: integer(),
  },
  (t) => [
    ...indicesItem('questao', t),
    index('questao_estagiario_idx').on(t.plataformaId, t.id).where(sql`${t.estagiario}`),
    // The statistics search by institution checks each matched state's question from the index alone.
    index('questao_instituicao_idx').on(t.id, t.instituicaoId),
    check(
      'questao_soma_ck',
      sql`(${t.questaoSomatoria} and ${t.somaCorreta} > 0) or (not ${t.questaoSomatoria} and ${t.somaCorreta} is null)`,
    ),
  ],
);

/** The columns of a multiple-choice alternative after its question's key. */
export const colunasAlternativa = () => ({
  /** 1-based position: a = 1. */
  ordem: smallint().notNull(),
  enunciado: text().notNull(),
  correta: boolean().notNull().default(false),
  /** Why this alternative is right or wrong (sanitised HTML; empty when the editor gave none). */
  explicacao: text().notNull().default(''),
});

export const alternativa = pgTable(
  'alternativa',
  {
    id: serial().primaryKey(),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    ...colunasAlternativa(),
  },
  (t) => [index('alternativa_questao_idx').on(t.questaoId, t.ordem)],
);

/** True/false fixation exercises (spec doc 3 "Fixation exercises"). */
export const exercicio = pgTable(
  'exercicio',
  {
    ...colunasItem(),
    contexto: text().notNull().default(''),
    afirmativa: text().notNull(),
    certo: boolean().notNull(),
  },
  (t) => indicesItem('exercicio', t),
);

/** A kind of item as its links, answers and states refer to it: table name, key name, the table. */
export interface Tipo<N extends string, K extends string> {
  nome: N;
  chave: K;
  tabela: Colunas<'id' | 'plataformaId' | 'anoId' | 'numeroQuestao'>;
}
const deQuestao = { nome: 'questao', chave: 'questaoId', tabela: questao } as const;
const deExercicio = { nome: 'exercicio', chave: 'exercicioId', tabela: exercicio } as const;

const chaveNaoNula = () => integer().notNull();
/** One not-null integer column under a key chosen by the caller (the item's or the tag's id). */
const coluna = <K extends string>(chave: K, c: ReturnType<typeof chaveNaoNula>) =>
  ({ [chave]: c }) as Record<K, ReturnType<typeof chaveNaoNula>>;

/**
 * The item's search keys copied onto each of its tag links (platform, year, number), so "tag ∩ year" is one
 * range of the link's `*_busca_idx`, already in page order, instead of a join of every link of the tag with
 * every item of the year (docs/performance/questoes-busca.md). Never written by the application: database
 * triggers (migration 0006) fill them from the item on insert or update of a link, and copy an item's new
 * platform, year or number to its links, so every writer (seed, bench generator, back office) keeps them
 * right. Nullable only so writers need not pass them; the trigger always sets them.
 */
const chavesBusca = () => ({
  plataformaId: integer(),
  anoId: integer(),
  numeroQuestao: integer(),
});

/** A many-to-many link of items to a tag (subject, content, sub-content), keyed for filtering by the tag. */
export function vinculo<N extends string, K extends string, TN extends string, TK extends string>(
  item: Tipo<N, K>,
  tag: { nome: TN; chave: TK; id: () => AnyPgColumn },
) {
  const nome: `${N}_${TN}` = `${item.nome}_${tag.nome}`;
  return pgTable(
    nome,
    {
      ...coluna(tag.chave, chaveNaoNula().references(tag.id)),
      ...coluna(
        item.chave,
        chaveNaoNula().references(() => item.tabela.id, { onDelete: 'cascade' }),
      ),
      ...chavesBusca(),
    },
    (t) => [
      primaryKey({ columns: [t[tag.chave], t[item.chave]] }),
      // The item's tags, index-only: the statistics search probes it once per matched state.
      index(`${nome}_${item.nome}_idx`).on(t[item.chave], t[tag.chave]),
      index(`${nome}_busca_idx`).on(t[tag.chave], t.plataformaId, t.anoId, t.numeroQuestao, t[item.chave]),
    ],
  );
}
export const aMateria = { nome: 'materia', chave: 'materiaId', id: () => materia.id } as const;
export const aConteudo = { nome: 'conteudo', chave: 'conteudoId', id: () => conteudo.id } as const;
const aSubConteudo = { nome: 'sub_conteudo', chave: 'subConteudoId', id: () => subConteudo.id } as const;

export const questaoMateria = vinculo(deQuestao, aMateria);
export const questaoConteudo = vinculo(deQuestao, aConteudo);
export const questaoSubConteudo = vinculo(deQuestao, aSubConteudo);
export const exercicioMateria = vinculo(deExercicio, aMateria);
export const exercicioConteudo = vinculo(deExercicio, aConteudo);

/**
 * Every answer to an item, with its time (dashboards, rankings and spaced review derive from it).
 * Never updated; the per-user state below is derived from it on write. `proprias`: the answer given.
 */
export function tabelaResposta<
  N extends string,
  K extends string,
  C extends Record<string, PgColumnBuilderBase>,
>(item: Tipo<N, K>, proprias: C) {
  const nome: `resposta_${N}` = `resposta_${item.nome}`;
  return pgTable(
    nome,
    {
      id: bigserial({ mode: 'number' }).primaryKey(),
      usuarioId: integer()
        .notNull()
        .references(() => usuario.id, { onDelete: 'cascade' }),
      ...coluna(
        item.chave,
        chaveNaoNula().references(() => item.tabela.id, { onDelete: 'cascade' }),
      ),
      ...proprias,
      correta: boolean().notNull(),
      respondidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
      /**
       * The id the client drew for the answer (docs/decisions/026-respostas-offline.md): a repeat of it by
       * the same user is the same answer, never a second one. Null for callers that send none.
       */
      idCliente: uuid(),
    },
    (t) => [
      uniqueIndex(`${nome}_cliente_uq`).on(t.usuarioId, t.idCliente).where(sql`${t.idCliente} is not null`),
      // The user's answers in time order, covering the item and the result: the per-day dashboards read
      // a period of them index-only (docs/performance/estatisticas.md).
      index(`${nome}_usuario_idx`).on(t.usuarioId, t.respondidaEm, t[item.chave], t.correta),
      index(`${nome}_${item.nome}_idx`).on(t[item.chave]),
      // Where `proprias` has the item's platform: the user's answers on one platform in time order,
      // index-only for the per-day dashboards (one range, no probe of each answer's item for its platform).
      ...(plataformaDe(t)
        ? [
            index(`${nome}_plataforma_idx`).on(t.usuarioId, plataformaDe(t)!, t.respondidaEm, t.correta),
            // Everyone's answers in time order: the back office's answers-per-day report reads a period of
            // them index-only (modules/relatorios, docs/performance/relatorios.md).
            index(`${nome}_dia_idx`).on(t.respondidaEm, plataformaDe(t)!, t.correta),
          ]
        : []),
    ],
  );
}

const plataformaDe = (t: object) => (t as { plataformaId?: AnyPgColumn }).plataformaId;

export const respostaQuestao = tabelaResposta(deQuestao, {
  alternativaId: integer().references(() => alternativa.id),
  valorSomatoria: integer(),
  // The question's platform, set from the question by a trigger on every insert and carried on a change of
  // the question's (migration `resposta_plataforma`); whatever a writer passes is replaced.
  plataformaId: integer().notNull(),
});
export const respostaExercicio = tabelaResposta(deExercicio, { resposta: boolean().notNull() });

/**
 * The item's search keys copied onto a user's state (latest answer) row, so the search modes probe or
 * hash only the user's states of the searched platform and year (docs/performance/questoes-busca.md).
 * Unlike the links' (set by triggers, above), they are part of the state's composite foreign key to the
 * item with ON UPDATE CASCADE: the database refuses a state whose keys differ from its item's and
 * carries a change of the item's keys to its states, without a trigger lookup on every answer.
 */
const chavesEstado = () => ({
  plataformaId: integer().notNull(),
  anoId: integer().notNull(),
  numeroQuestao: integer().notNull(),
});

/** The latest answer of each user to each item: what the search modes filter on. `proprias`: that answer. */
export function tabelaEstado<
  N extends string,
  K extends string,
  C extends Record<string, PgColumnBuilderBase>,
>(item: Tipo<N, K>, proprias: C) {
  const nome: `${N}_usuario` = `${item.nome}_usuario`;
  const i = item.tabela;
  return pgTable(
    nome,
    {
      usuarioId: integer()
        .notNull()
        .references(() => usuario.id, { onDelete: 'cascade' }),
      ...coluna(item.chave, chaveNaoNula()),
      ...chavesEstado(),
      ultimaCorreta: boolean().notNull(),
      ...proprias,
      // The answer the columns above reflect: a batch committing after a newer answer's leaves them (null
      // only for states written before it was recorded and never answered since; migration `ultima_resposta`).
      ultimaRespostaId: bigint({ mode: 'number' }),
      totalRespostas: integer().notNull().default(1),
      ultimaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.usuarioId, t[item.chave]] }),
      foreignKey({
        name: `${nome}_${item.nome}_chaves_fk`,
        columns: [t[item.chave], t.plataformaId, t.anoId, t.numeroQuestao],
        foreignColumns: [i.id, i.plataformaId, i.anoId, i.numeroQuestao],
      })
        .onDelete('cascade')
        .onUpdate('cascade'),
      // The item's states: its deletion or new keys cascade here, and a (un)tagged question moves the
      // dashboards' counters of every student who answered it (migration `estatisticas_contadores`).
      index(`${nome}_${item.nome}_idx`).on(t[item.chave]),
      // The "wrong" mode probes only the user's wrong answers.
      index(`${nome}_incorretas_idx`).on(t.usuarioId, t[item.chave]).where(sql`not ${t.ultimaCorreta}`),
      index(`${nome}_busca_idx`).on(
        t.usuarioId,
        t.plataformaId,
        t.anoId,
        t.numeroQuestao,
        t[item.chave],
        t.ultimaCorreta,
      ),
      // Where `proprias` has the item's institution: the statistics search by institution and date reads
      // the user's states of a platform in time order, index-only (docs/performance/estatisticas.md).
      ...(instituicaoDe(t)
        ? [
            index(`${nome}_datas_idx`).on(
              t.usuarioId,
              t.plataformaId,
              t.ultimaEm,
              instituicaoDe(t)!,
              t[item.chave],
              t.ultimaCorreta,
            ),
          ]
        : []),
    ],
  );
}
const instituicaoDe = (t: object) => (t as { instituicaoId?: AnyPgColumn }).instituicaoId;

export const questaoUsuario = tabelaEstado(deQuestao, {
  ultimaAlternativaId: integer(),
  ultimaSomatoria: integer(),
  // The question's institution, set from the question by a trigger on every insert and carried on a change
  // of the question's (migration `resposta_plataforma`): the statistics search by institution and date
  // reads one index range of the user's states (questao_usuario_datas_idx), with no probe of each question.
  instituicaoId: integer(),
});
export const exercicioUsuario = tabelaEstado(deExercicio, { ultimaResposta: boolean().notNull() });

/** Per-user study preferences: random ordering (stable across pages through a seed). */
export const preferenciaEstudo = pgTable('preferencia_estudo', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  questoesAleatorias: boolean().notNull().default(false),
  exerciciosAleatorios: boolean().notNull().default(false),
  semente: integer().notNull().default(1),
});

/**
 * Every change of a published item's key, with the editor's reason: students see 'Gabarito alterado' and
 * the reason, and the statistics were recomputed from it. Exactly one of the two items.
 */
export const alteracaoGabarito = pgTable(
  'alteracao_gabarito',
  {
    id: serial().primaryKey(),
    questaoId: integer().references(() => questao.id, { onDelete: 'cascade' }),
    exercicioId: integer().references(() => exercicio.id, { onDelete: 'cascade' }),
    /** The key before and after, as the editor saw it (a letter, a sum, Certo/Errado). */
    antes: text().notNull(),
    depois: text().notNull(),
    motivo: text().notNull(),
    autorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alteracao_gabarito_questao_idx').on(t.questaoId, t.criadoEm),
    index('alteracao_gabarito_exercicio_idx').on(t.exercicioId, t.criadoEm),
    check('alteracao_gabarito_alvo_ck', sql`(${t.questaoId} is null) <> (${t.exercicioId} is null)`),
  ],
);
