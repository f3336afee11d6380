import {
  type ParteSimulado,
  QUESTAO_SIMULADO_ANULADA,
  type ResultadoParte,
  type TipoSimulado,
} from '@aprovei/shared/simulados/simulados.rules';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { simuladoTentativa } from '../../db/schema/index.ts';

/** A mock with what the lists show of it for one student: their attempt and whether they bought its package. */
export interface LinhaSimulado {
  id: number;
  plataformaId: number;
  pacoteId: number | null;
  nome: string;
  tipo: TipoSimulado;
  gratuito: boolean;
  pacoteGratuito: boolean;
  comprado: boolean;
  dataLiberacao: Date;
  duracaoMinutos: number | null;
  pesoSus: number;
  pesoEspecifico: number;
  pesoGeral: number;
  pesoPortugues: number;
  totalQuestoes: number;
  iniciadoEm: Date | null;
  finalizadoEm: Date | null;
  pontuacao: number | null;
  acertos: number | null;
  resultado: Partial<Record<ParteSimulado, ResultadoParte>> | null;
}

export interface FiltroSimulados {
  plataformas: readonly number[];
  id?: number;
  pacoteId?: number;
  /** Only mocks of no package. */
  semPacote?: boolean;
  gratuito?: boolean;
  liberadosAte?: Date;
}

/** Students read published mocks only. */
const PUBLICADO = sql`s.situacao = 'PUBLICADO'`;
/** Right for this student: an annulled question is right for everyone (docs/decisions/021-anulacao-simulado.md). */
const CERTA = sql`(q.situacao = ${QUESTAO_SIMULADO_ANULADA} or coalesce(e.ultima_correta, false))`;

const data = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

export interface EntradaRanking {
  usuarioId: number;
  apelido: string;
  pontuacao: number;
}

/** The ranking's order, exactly simulado_tentativa_ranking_idx's (DESC NULLS LAST as the index has it). */
const ORDEM_RANKING = sql`t.pontuacao desc nulls last, t.finalizado_em, t.usuario_id`;
const FINALIZADAS = sql`t.finalizado_em is not null`;
/** The nickname, else the first name (never the e-mail or the full name). */
const APELIDO = sql`coalesce(nullif(trim(u.apelido), ''), split_part(trim(u.nome), ' ', 1))`;

export function simuladosRepository(db: DbOrTx) {
  return {
    /** The published mocks the filter selects (a draft is the staff's: no student read ever sees it). */
    async listar(usuarioId: number, f: FiltroSimulados): Promise<LinhaSimulado[]> {
      const conds: SQL[] = [
        PUBLICADO,
        sql`s.plataforma_id in (${sql.join(
          f.plataformas.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ];
      if (f.id !== undefined) conds.push(sql`s.id = ${f.id}`);
      if (f.pacoteId !== undefined) conds.push(sql`s.pacote_id = ${f.pacoteId}`);
      if (f.semPacote) conds.push(sql`s.pacote_id is null`);
      if (f.gratuito !== undefined) conds.push(sql`s.gratuito = ${f.gratuito}`);
      if (f.liberadosAte) conds.push(sql`s.data_liberacao <= ${f.liberadosAte.toISOString()}`);
      const linhas = await rows<LinhaSimulado>(
        db,
        sql`select s.id, s.plataforma_id as "plataformaId", s.pacote_id as "pacoteId", s.nome, s.tipo, s.gratuito,
                   coalesce(p.gratuito, false) as "pacoteGratuito",
                   exists (select 1 from compra_pacote_simulado c where c.usuario_id = ${usuarioId} and c.pacote_id = s.pacote_id) as comprado,
                   s.data_liberacao as "dataLiberacao", s.duracao_minutos as "duracaoMinutos",
                   s.peso_sus as "pesoSus", s.peso_especifico as "pesoEspecifico", s.peso_geral as "pesoGeral",
                   s.peso_portugues as "pesoPortugues",
                   (select count(*)::int from simulado_questao q where q.simulado_id = s.id) as "totalQuestoes",
                   t.iniciado_em as "iniciadoEm", t.finalizado_em as "finalizadoEm", t.pontuacao, t.acertos, t.resultado
            from simulado s
            left join pacote_simulado p on p.id = s.pacote_id
            left join simulado_tentativa t on t.simulado_id = s.id and t.usuario_id = ${usuarioId}
            where ${sql.join(conds, sql` and `)}
            order by s.data_liberacao, s.id`,
      );
      return linhas.map((l) => ({
        ...l,
        dataLiberacao: data(l.dataLiberacao) as Date,
        iniciadoEm: data(l.iniciadoEm),
        finalizadoEm: data(l.finalizadoEm),
      }));
    },

    /** Whether the mock is published on one of the platforms (the ranking's check: one primary-key step). */
    async existe(id: number, plataformas: readonly number[]): Promise<boolean> {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from simulado s
            where s.id = ${id} and ${PUBLICADO} and s.plataforma_id = any(${`{${plataformas.join(',')}}`}::int[])`,
      );
      return r!.n > 0;
    },

    pacotes(usuarioId: number, plataformas: readonly number[]) {
      return rows<{ id: number; nome: string; gratuito: boolean; comprado: boolean }>(
        db,
        sql`select p.id, p.nome, p.gratuito,
                   exists (select 1 from compra_pacote_simulado c where c.usuario_id = ${usuarioId} and c.pacote_id = p.id) as comprado
            from pacote_simulado p
            where p.plataforma_id in (${sql.join(
              plataformas.map((x) => sql`${x}`),
              sql`, `,
            )})
            order by p.nome, p.id`,
      );
    },

    /** Opens the student's attempt (its start is when the time limit counts from); no-op when it exists. */
    async iniciar(simuladoId: number, usuarioId: number): Promise<Date> {
      await db.insert(simuladoTentativa).values({ simuladoId, usuarioId }).onConflictDoNothing();
      const [t] = await db
        .select({ iniciadoEm: simuladoTentativa.iniciadoEm })
        .from(simuladoTentativa)
        .where(and(eq(simuladoTentativa.simuladoId, simuladoId), eq(simuladoTentativa.usuarioId, usuarioId)));
      return t!.iniciadoEm;
    },

    /**
     * FOR KEY SHARE on the mock: finishers never wait for each other, only for an annulment (FOR UPDATE),
     * which in turn waits for the finishes in flight before it recomputes the finished attempts.
     */
    async travarContraAnulacao(simuladoId: number) {
      await db.execute(sql`select 1 from simulado where id = ${simuladoId} for key share`);
    },

    /** The attempt, locked until the transaction ends (finishing is decided under this lock). */
    async tentativaParaFinalizar(simuladoId: number, usuarioId: number) {
      const [t] = await rows<{ iniciadoEm: string; finalizadoEm: string | null }>(
        db,
        sql`select iniciado_em as "iniciadoEm", finalizado_em as "finalizadoEm" from simulado_tentativa
            where simulado_id = ${simuladoId} and usuario_id = ${usuarioId} for update`,
      );
      return t && { iniciadoEm: new Date(t.iniciadoEm), finalizadoEm: data(t.finalizadoEm) };
    },

    /**
     * Each question of the mock in order, with the student's current answer (null when blank; its id) and
     * whether it is annulled (right for everyone, answered or not).
     */
    respostas(simuladoId: number, usuarioId: number) {
      return rows<{
        idQuestao: number;
        parte: ParteSimulado;
        idAlternativa: number | null;
        correta: boolean | null;
        anulada: boolean;
        idResposta: number | null;
        plataformaId: number;
      }>(
        db,
        sql`select q.id as "idQuestao", q.parte, e.ultima_alternativa_id as "idAlternativa",
                   e.ultima_resposta_id::int8 as "idResposta", q.plataforma_id as "plataformaId",
                   case when q.situacao = ${QUESTAO_SIMULADO_ANULADA} then true else e.ultima_correta end as correta,
                   q.situacao = ${QUESTAO_SIMULADO_ANULADA} as anulada
            from simulado_questao q
            left join simulado_questao_usuario e on e.simulado_questao_id = q.id and e.usuario_id = ${usuarioId}
            where q.simulado_id = ${simuladoId}
            order by q.numero_questao, q.id`,
      );
    },

    /** The ids of a page of the mock's questions, in order, and the total. */
    async paginaQuestoes(simuladoId: number, page: number, size: number) {
      const [r] = await rows<{ ids: number[] | null; total: number }>(
        db,
        sql`select (select array_agg(id order by numero_questao, id) from (
                      select id, numero_questao from simulado_questao where simulado_id = ${simuladoId}
                      order by numero_questao, id limit ${size} offset ${page * size}) p) as ids,
                   (select count(*)::int from simulado_questao where simulado_id = ${simuladoId}) as total`,
      );
      return { ids: r?.ids ?? [], total: r?.total ?? 0 };
    },

    async finalizar(
      simuladoId: number,
      usuarioId: number,
      em: Date,
      r: { pontuacao: number; acertos: number; resultado: Partial<Record<ParteSimulado, ResultadoParte>> },
    ) {
      await db
        .update(simuladoTentativa)
        .set({ finalizadoEm: em, ...r })
        .where(
          and(
            eq(simuladoTentativa.simuladoId, simuladoId),
            eq(simuladoTentativa.usuarioId, usuarioId),
            isNull(simuladoTentativa.finalizadoEm),
          ),
        );
    },

    /** Hits and errors of the student's current answers per subject of the mock's questions. */
    porMateria(simuladoId: number, usuarioId: number) {
      return rows<{ idMateria: number; nomeMateria: string; numeroAcertos: number; numeroErros: number }>(
        db,
        sql`select m.id as "idMateria", m.nome as "nomeMateria",
                   (count(*) filter (where ${CERTA}))::int as "numeroAcertos",
                   (count(*) filter (where not ${CERTA}))::int as "numeroErros"
            from simulado_questao q
            join simulado_questao_materia qm on qm.simulado_questao_id = q.id
            join materia m on m.id = qm.materia_id
            left join simulado_questao_usuario e on e.simulado_questao_id = q.id and e.usuario_id = ${usuarioId}
            where q.simulado_id = ${simuladoId}
            group by m.id, m.nome order by m.nome, m.id`,
      );
    },

    /** Each question of the mock with the orders (1-based) of the chosen and the correct alternatives. */
    folha(simuladoId: number, usuarioId: number) {
      return rows<{
        numero: number;
        parte: ParteSimulado;
        escolhida: number | null;
        gabarito: number;
        correta: boolean;
      }>(
        db,
        sql`select q.numero_questao as numero, q.parte,
                   (select a.ordem from simulado_alternativa a where a.id = e.ultima_alternativa_id) as escolhida,
                   (select a.ordem from simulado_alternativa a where a.simulado_questao_id = q.id and a.correta
                    order by a.ordem limit 1) as gabarito,
                   ${CERTA} as correta
            from simulado_questao q
            left join simulado_questao_usuario e on e.simulado_questao_id = q.id and e.usuario_id = ${usuarioId}
            where q.simulado_id = ${simuladoId}
            order by q.numero_questao, q.id`,
      );
    },

    async nomeUsuario(usuarioId: number): Promise<string> {
      const [u] = await rows<{ nome: string }>(db, sql`select nome from usuario where id = ${usuarioId}`);
      return u?.nome ?? '';
    },

    /** What a new mock refers to: whether the year, the institution and the package (of the platform) exist. */
    async referencias(o: {
      idAno: number;
      idInstituicao: number;
      idPacote: number | null;
      plataformaId: number;
      nome: string;
    }) {
      const [r] = await rows<{ ano: boolean; instituicao: boolean; pacote: boolean; nomeUsado: boolean }>(
        db,
        sql`select exists (select 1 from ano where id = ${o.idAno}) as ano,
                   exists (select 1 from instituicao where id = ${o.idInstituicao}) as instituicao,
                   (${o.idPacote}::int is null or exists (select 1 from pacote_simulado
                     where id = ${o.idPacote} and plataforma_id = ${o.plataformaId})) as pacote,
                   exists (select 1 from simulado where plataforma_id = ${o.plataformaId} and nome = ${o.nome}) as "nomeUsado"`,
      );
      return r!;
    },

    async planoEnare(planoId: number, tenant: string) {
      const [p] = await rows<{ planoEnare: boolean }>(
        db,
        sql`select plano_enare as "planoEnare" from plano
            where id = ${planoId} and (tenant_id is null or tenant_id = ${tenant})`,
      );
      return p?.planoEnare;
    },

    // The ranking (docs/decisions/010-ranking.md): finished attempts only, by points, then earlier
    // finish, then user id. simulado_ranking_pontuacao counts the participants of each score (kept by a
    // trigger); within a score, simulado_tentativa_ranking_idx is in ranking order.

    /**
     * `limit` entries of the ranking from the 0-based `offset`: the index range starts at the score that
     * holds that place, so only the entries ahead of it within that score are skipped.
     */
    ranking(simuladoId: number, offset: number, limit: number) {
      return rows<EntradaRanking>(
        db,
        sql`with f as (select r.pontuacao, r.participantes,
                              sum(r.participantes) over (order by r.pontuacao desc) - r.participantes as antes
                       from simulado_ranking_pontuacao r where r.simulado_id = ${simuladoId} and r.participantes > 0),
                 inicio as (select f.pontuacao, f.antes from f where f.antes + f.participantes > ${offset}
                            order by f.pontuacao desc limit 1)
            select t.usuario_id as "usuarioId", ${APELIDO} as apelido, t.pontuacao
            from inicio,
                 lateral (select t.usuario_id, t.pontuacao, t.finalizado_em from simulado_tentativa t
                          where t.simulado_id = ${simuladoId} and ${FINALIZADAS} and t.pontuacao <= inicio.pontuacao
                          order by ${ORDEM_RANKING} limit ${limit} offset ${offset} - inicio.antes) t
            join usuario u on u.id = t.usuario_id
            order by ${ORDEM_RANKING}`,
      );
    },

    async participantes(simuladoId: number): Promise<number> {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select coalesce(sum(participantes), 0)::int as n from simulado_ranking_pontuacao where simulado_id = ${simuladoId}`,
      );
      return r!.n;
    },

    /**
     * The student's ranking entry: the participants of the higher scores (their counts) plus those of the
     * same score who finished earlier (or at once, with a lower id), counted in one range of the index.
     */
    async posicao(
      simuladoId: number,
      usuarioId: number,
    ): Promise<(EntradaRanking & { posicao: number }) | null> {
      const [r] = await rows<EntradaRanking & { posicao: number }>(
        db,
        sql`select t.usuario_id as "usuarioId", ${APELIDO} as apelido, t.pontuacao,
                   (1 + (select coalesce(sum(r.participantes), 0) from simulado_ranking_pontuacao r
                         where r.simulado_id = t.simulado_id and r.pontuacao > t.pontuacao)
                      + (select count(*) from simulado_tentativa a
                         where a.simulado_id = t.simulado_id and a.finalizado_em is not null and a.pontuacao = t.pontuacao
                           and (a.finalizado_em, a.usuario_id) < (t.finalizado_em, t.usuario_id)))::int as posicao
            from simulado_tentativa t join usuario u on u.id = t.usuario_id
            where t.simulado_id = ${simuladoId} and t.usuario_id = ${usuarioId} and ${FINALIZADAS}`,
      );
      return r ?? null;
    },
  };
}
