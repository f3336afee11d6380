import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, porBanco } from '../../db/client.ts';
import { conteudo } from '../../db/schema/index.ts';
import type { ConsultaExtra } from '../acesso/index.ts';

/*
 * The dashboards read only the caller's rows, each statement through an index that starts with the user:
 * - hit rates count the latest answer to each question (`questao_usuario`, its index
 *   (usuario_id, plataforma_id, …, ultima_correta)), as the question search's modes do; per subject and per
 *   content, unfiltered, from the counters kept of them (`estatistica_materia_usuario`,
 *   `estatistica_conteudo_usuario`: one index range), filtered by institution or date from the states;
 * - the per-day charts count every answer (`resposta_questao`, one range of its index (usuario_id,
 *   plataforma_id, respondida_em, correta), the platform copied from the question); days are São Paulo
 *   calendar days.
 * Every statement is prepared once per database handle (porBanco).
 */

const FUSO = sql.raw(`'${FUSO_BRASIL}'`);
const usuario = sql.placeholder('usuarioId');
const plataforma = sql.placeholder('plataformaId');

/** Today's calendar date in São Paulo. */
const hoje = sql`(now() at time zone ${FUSO})::date`;
/** The start (an instant) of the São Paulo calendar day `dia` (a date expression). */
const inicioDoDia = (dia: SQL) => sql`((${dia})::timestamp at time zone ${FUSO})`;

type Contagem = { acertos: number; erros: number };
export type LinhaMateria = Contagem & { idMateria: number; nomeMateria: string };
export type LinhaConteudo = LinhaMateria & { idConteudo: number; nomeConteudo: string };

/** The filter of the statistics search; an empty list or a null date filters nothing (the home's calls). */
export interface FiltroTags {
  usuarioId: number;
  plataformaId: number;
  materias: number[];
  conteudos: number[];
  instituicoes: number[];
  dataInicial: string | null;
  dataFinal: string | null;
}

/** The user's latest-answer states on the platform within the filter (alias `e`), joined to tag link `l`. */
function estadosComTag(link: 'questao_materia' | 'questao_conteudo') {
  const materias = sql.placeholder('materias');
  const conteudos = sql.placeholder('conteudos');
  const instituicoes = sql.placeholder('instituicoes');
  const dataInicial = sql.placeholder('dataInicial');
  const dataFinal = sql.placeholder('dataFinal');
  const [coluna, ids] = link === 'questao_materia' ? ['materia_id', materias] : ['conteudo_id', conteudos];
  const tagDoLink = sql`(cardinality(${ids}::int[]) = 0 or l.${sql.raw(coluna)} = any(${ids}::int[]))`;
  // The states carry their question's institution: the user's states of the platform in the dates are one
  // range of questao_usuario_datas_idx (index-only; the bounds are written so that a generic plan uses them
  // too), filtered by institution, then each probes its question's links (index-only): no scan of every
  // link of the subjects (docs/performance/estatisticas.md).
  return sql`questao_usuario e join ${sql.raw(link)} l on l.questao_id = e.questao_id
    where e.usuario_id = ${usuario} and e.plataforma_id = ${plataforma} and ${tagDoLink}
      and (cardinality(${instituicoes}::int[]) = 0 or e.instituicao_id = any(${instituicoes}::int[]))
      and e.ultima_em >= coalesce(${inicioDoDia(sql`${dataInicial}::date`)}, '-infinity')
      and e.ultima_em < coalesce(${inicioDoDia(sql`${dataFinal}::date + 1`)}, 'infinity')`;
}

const contagem = {
  acertos: sql<number>`s.acertos`.mapWith(Number),
  erros: sql<number>`s.erros`.mapWith(Number),
};
const somas = sql`count(*) filter (where e.ultima_correta) as acertos, count(*) filter (where not e.ultima_correta) as erros`;

function prepararPorMateria(db: DbOrTx) {
  return db
    .select({ idMateria: sql<number>`m.id`, nomeMateria: sql<string>`m.nome`, ...contagem })
    .from(
      sql`(select l.materia_id, ${somas} from ${estadosComTag('questao_materia')} group by l.materia_id) s
          join materia m on m.id = s.materia_id`,
    )
    .prepare('estatisticas_por_materia');
}

function prepararPorConteudo(db: DbOrTx) {
  return db
    .select({
      idConteudo: sql<number>`c.id`,
      nomeConteudo: sql<string>`c.nome`,
      idMateria: sql<number>`m.id`,
      nomeMateria: sql<string>`m.nome`,
      ...contagem,
    })
    .from(
      sql`(select l.conteudo_id, ${somas} from ${estadosComTag('questao_conteudo')} group by l.conteudo_id) s
          join conteudo c on c.id = s.conteudo_id join materia m on m.id = c.materia_id`,
    )
    .prepare('estatisticas_por_conteudo');
}

/** Every subject of the user's answered questions on the platform, from the counters. */
function prepararContadoresMateria(db: DbOrTx) {
  return db
    .select({ idMateria: sql<number>`m.id`, nomeMateria: sql<string>`m.nome`, ...contagem })
    .from(sql`estatistica_materia_usuario s join materia m on m.id = s.materia_id`)
    .where(sql`s.usuario_id = ${usuario} and s.plataforma_id = ${plataforma} and s.acertos + s.erros > 0`)
    .prepare('estatisticas_contadores_materia');
}

/** Every content of the user's answered questions on the platform, from the counters. */
function prepararContadoresConteudo(db: DbOrTx) {
  return db
    .select({
      idConteudo: sql<number>`c.id`,
      nomeConteudo: sql<string>`c.nome`,
      idMateria: sql<number>`m.id`,
      nomeMateria: sql<string>`m.nome`,
      ...contagem,
    })
    .from(
      sql`estatistica_conteudo_usuario s join conteudo c on c.id = s.conteudo_id join materia m on m.id = c.materia_id`,
    )
    .where(sql`s.usuario_id = ${usuario} and s.plataforma_id = ${plataforma} and s.acertos + s.erros > 0`)
    .prepare('estatisticas_contadores_conteudo');
}

/** Hits and errors over every question of the platform the user answered (latest answer each), counted. */
function prepararAcertos(db: DbOrTx) {
  return db
    .select(contagem)
    .from(sql`estatistica_usuario s`)
    .where(sql`s.usuario_id = ${usuario} and s.plataforma_id = ${plataforma}`)
    .prepare('estatisticas_acertos');
}

/**
 * Questions of the platform the user answered: the counted total; a trainee's, of the pre-selected ones,
 * from the states (only one branch of the CASE runs).
 */
function prepararRespondidas(db: DbOrTx) {
  return db
    .select({
      n: sql<number>`case when ${sql.placeholder('somenteEstagiario')}::boolean
        then (select count(*) from questao_usuario e
              where e.usuario_id = ${usuario} and e.plataforma_id = ${plataforma}
                and exists (select 1 from questao q where q.id = e.questao_id and q.estagiario))
        else coalesce((select s.acertos + s.erros from estatistica_usuario s
                       where s.usuario_id = ${usuario} and s.plataforma_id = ${plataforma}), 0) end`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) x`)
    .prepare('estatisticas_respondidas');
}

/**
 * Questions of the platform a user may see (a trainee: the pre-selected ones), the same for everyone.
 * Only one branch of the CASE runs (its sub-select is an init plan, run on demand), each on its index.
 */
function prepararVisiveis(db: DbOrTx) {
  return db
    .select({
      n: sql<number>`case when ${sql.placeholder('somenteEstagiario')}::boolean
        then (select count(*) from questao q where q.plataforma_id = ${plataforma} and q.estagiario)
        else (select count(*) from questao q where q.plataforma_id = ${plataforma}) end`.mapWith(Number),
    })
    .from(sql`(select 1) x`)
    .prepare('estatisticas_visiveis');
}

/** The user's answers on the platform since the start of São Paulo day `hoje - dias + 1`, per day. */
const respostasPorDia = (dias: number) => sql`select (r.respondida_em at time zone ${FUSO})::date as dia,
      count(*) filter (where r.correta) as acertos, count(*) filter (where not r.correta) as erros
    from resposta_questao r
    where r.usuario_id = ${usuario} and r.plataforma_id = ${plataforma}
      and r.respondida_em >= ${inicioDoDia(sql`${hoje} - ${sql.raw(String(dias - 1))}`)}
    group by 1`;

export const DIAS_ULTIMOS_ACESSOS = 30;
type DiaComRespostas = Contagem & { dataResposta: string };

/** The days of the last 30 with answers on the platform, oldest first, and the latest answer there. */
function prepararUltimosAcessos(db: DbOrTx) {
  return db
    .select({
      dias: sql<DiaComRespostas[]>`(select coalesce(json_agg(json_build_object(
          'dataResposta', to_char(s.dia, 'YYYY-MM-DD'), 'acertos', s.acertos, 'erros', s.erros) order by s.dia), '[]'::json)
        from (${respostasPorDia(DIAS_ULTIMOS_ACESSOS)}) s)`,
      // The user's newest answer on the platform: one step down the same index.
      ultimaResposta: sql<string | null>`(select to_json(r.respondida_em)#>>'{}'
        from resposta_questao r where r.usuario_id = ${usuario} and r.plataforma_id = ${plataforma}
        order by r.respondida_em desc limit 1)`,
    })
    .from(sql`(select 1) x`)
    .prepare('estatisticas_ultimos_acessos');
}

/** The last 7 São Paulo days, today last, each with its weekday (0 = Sunday) and the answers given. */
function prepararSemana(db: DbOrTx) {
  return db
    .select({
      data: sql<string>`to_char(g.dia, 'YYYY-MM-DD')`,
      diaDaSemana: sql<number>`extract(dow from g.dia)`.mapWith(Number),
      acertos: sql<number>`coalesce(s.acertos, 0)`.mapWith(Number),
      erros: sql<number>`coalesce(s.erros, 0)`.mapWith(Number),
    })
    .from(
      sql`(select (${hoje} - k) as dia from generate_series(0, 6) k) g
          left join (${respostasPorDia(7)}) s on s.dia = g.dia`,
    )
    .orderBy(sql`g.dia`)
    .prepare('estatisticas_semana');
}

/**
 * Read with the entitlements, in their round trip (acessoService.forUserCom, `item` = the platform):
 * the platform's newest question, the version of the cached count of its questions (memo.ts), one step
 * down an index.
 */
export const VERSOES: ConsultaExtra = {
  nome: 'estatisticas_versoes',
  sql: ({ item }) => sql`select json_build_object(
      'questoes', (select max(q.id) from questao q where q.plataforma_id = ${item}))`,
};
export type Versoes = { questoes: number | null };

const preparados = porBanco<ReturnType<typeof preparar>>();
function preparar(db: DbOrTx) {
  return {
    porMateria: prepararPorMateria(db),
    porConteudo: prepararPorConteudo(db),
    contadoresMateria: prepararContadoresMateria(db),
    contadoresConteudo: prepararContadoresConteudo(db),
    acertos: prepararAcertos(db),
    respondidas: prepararRespondidas(db),
    visiveis: prepararVisiveis(db),
    ultimosAcessos: prepararUltimosAcessos(db),
    semana: prepararSemana(db),
  };
}

const parametrosFiltro = (f: FiltroTags) => ({
  usuarioId: f.usuarioId,
  plataformaId: f.plataformaId,
  materias: f.materias,
  conteudos: f.conteudos,
  instituicoes: f.instituicoes,
  dataInicial: f.dataInicial,
  dataFinal: f.dataFinal,
});

export function estatisticasRepository(db: DbOrTx) {
  const p = () => preparados(db, 'estatisticas', () => preparar(db));
  return {
    porMateria: (f: FiltroTags): Promise<LinhaMateria[]> => p().porMateria.execute(parametrosFiltro(f)),
    porConteudo: (f: FiltroTags): Promise<LinhaConteudo[]> => p().porConteudo.execute(parametrosFiltro(f)),
    /** Every subject (content) of the user's answered questions on the platform (the unfiltered aggregate). */
    todasMaterias: (usuarioId: number, plataformaId: number): Promise<LinhaMateria[]> =>
      p().contadoresMateria.execute({ usuarioId, plataformaId }),
    todosConteudos: (usuarioId: number, plataformaId: number): Promise<LinhaConteudo[]> =>
      p().contadoresConteudo.execute({ usuarioId, plataformaId }),
    async acertos(usuarioId: number, plataformaId: number): Promise<Contagem> {
      const [r] = await p().acertos.execute({ usuarioId, plataformaId });
      return r ?? { acertos: 0, erros: 0 };
    },
    async respondidas(usuarioId: number, plataformaId: number, somenteEstagiario: boolean): Promise<number> {
      const [r] = await p().respondidas.execute({ usuarioId, plataformaId, somenteEstagiario });
      return r?.n ?? 0;
    },
    async visiveis(plataformaId: number, somenteEstagiario: boolean): Promise<number> {
      const [r] = await p().visiveis.execute({ plataformaId, somenteEstagiario });
      return r?.n ?? 0;
    },
    async ultimosAcessos(usuarioId: number, plataformaId: number) {
      const [r] = await p().ultimosAcessos.execute({ usuarioId, plataformaId });
      return r!;
    },
    semana: (usuarioId: number, plataformaId: number) => p().semana.execute({ usuarioId, plataformaId }),
    /** The subject of each of the given contents (for the per-subject limit). */
    materiasDosConteudos: (conteudos: number[]) =>
      db
        .select({ idConteudo: conteudo.id, idMateria: conteudo.materiaId })
        .from(conteudo)
        .where(inArray(conteudo.id, conteudos)),
  };
}
