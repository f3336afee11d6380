import {
  PARTES_POR_TIPO,
  type ParteSimulado,
  QUESTAO_SIMULADO_ANULADA,
  type SituacaoSimulado,
  type TipoSimulado,
} from '@aprovei/shared/simulados/simulados.rules';
import type {
  TBuscaPacotesAdmin,
  TBuscaSimuladosAdmin,
  TFiltroBancoSimulado,
  TPacoteAdmin,
  TQuestaoSimuladoAdmin,
  TSimuladoAdminLinha,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/** `%texto%` for ILIKE, with the pattern's own characters taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lista = (ids: readonly number[]) =>
  sql.join(
    ids.map((v) => sql`${v}`),
    sql`, `,
  );
const iso = (v: unknown) => new Date(v as string).toISOString();

/** A mock's own row as the back office edits it. */
export interface SimuladoAdminRow {
  id: number;
  nome: string;
  plataformaId: number;
  tipo: TipoSimulado;
  situacao: SituacaoSimulado;
  dataLiberacao: string;
  duracaoMinutos: number | null;
  idPacote: number | null;
  nomePacote: string | null;
  gratuito: boolean;
  pesoSus: number;
  pesoEspecifico: number;
  pesoGeral: number;
  pesoPortugues: number;
  totalQuestoes: number;
  participantes: number;
  criadoEm: string;
  congelado: boolean;
}

const COLUNAS_SIMULADO = sql`s.id, s.nome, s.plataforma_id as "plataformaId", s.tipo, s.situacao,
  s.data_liberacao as "dataLiberacao", s.duracao_minutos as "duracaoMinutos", s.pacote_id as "idPacote",
  p.nome as "nomePacote", s.gratuito, s.peso_sus as "pesoSus", s.peso_especifico as "pesoEspecifico",
  s.peso_geral as "pesoGeral", s.peso_portugues as "pesoPortugues", s.criado_em as "criadoEm",
  (select count(*)::int from simulado_questao q where q.simulado_id = s.id) as "totalQuestoes",
  (select coalesce(sum(r.participantes), 0)::int from simulado_ranking_pontuacao r where r.simulado_id = s.id) as participantes`;

/**
 * Frozen once a student answered any of its questions or finished an attempt (a timed-out attempt with
 * no answer still holds a score of its questions).
 */
const CONGELADO = sql`(exists (select 1 from simulado_questao q join simulado_questao_usuario e on e.simulado_questao_id = q.id
                                where q.simulado_id = s.id)
                        or exists (select 1 from simulado_tentativa t where t.simulado_id = s.id and t.finalizado_em is not null))`;

const paraLinha = (r: SimuladoAdminRow): TSimuladoAdminLinha => ({
  id: r.id,
  nome: r.nome,
  plataformaId: r.plataformaId,
  tipo: r.tipo,
  situacao: r.situacao,
  dataLiberacao: iso(r.dataLiberacao),
  duracaoMinutos: r.duracaoMinutos,
  idPacote: r.idPacote,
  nomePacote: r.nomePacote,
  gratuito: r.gratuito,
  totalQuestoes: r.totalQuestoes,
  participantes: r.participantes,
  criadoEm: iso(r.criadoEm),
});

/** The back office's reads and writes of mocks and packages (the student side: simulados.repository.ts). */
export function simuladosAdminRepository(db: DbOrTx) {
  return {
    paraLinha,

    async pacotes(plataformas: readonly number[], f: TBuscaPacotesAdmin) {
      const conds: SQL[] = [sql`p.plataforma_id in (${lista(plataformas)})`];
      if (f.plataformaId) conds.push(sql`p.plataforma_id = ${f.plataformaId}`);
      if (f.busca) conds.push(sql`p.nome ilike ${contendo(f.busca)}`);
      const onde = sql.join(conds, sql` and `);
      const coluna = sql.raw({ nome: 'p.nome', criadoEm: 'p.criado_em' }[f.ordem]);
      const direcao = sql.raw(f.direcao === 'asc' ? 'asc' : 'desc');
      const linhas = await rows<TPacoteAdmin & { total: number }>(
        db,
        sql`select p.id, p.nome, p.plataforma_id as "plataformaId", p.gratuito, p.criado_em as "criadoEm",
                   (select count(*)::int from simulado s where s.pacote_id = p.id) as simulados,
                   count(*) over ()::int as total
            from pacote_simulado p where ${onde}
            order by ${coluna} ${direcao}, p.id limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}`,
      );
      const total =
        linhas[0]?.total ??
        (
          await rows<{ n: number }>(db, sql`select count(*)::int as n from pacote_simulado p where ${onde}`)
        )[0]!.n;
      return {
        linhas: linhas.map(({ total: _, ...p }) => ({ ...p, criadoEm: iso(p.criadoEm) })),
        total,
      };
    },

    async pacote(id: number, plataformas: readonly number[]) {
      const [p] = await rows<{ id: number; nome: string; plataformaId: number; gratuito: boolean }>(
        db,
        sql`select id, nome, plataforma_id as "plataformaId", gratuito from pacote_simulado
            where id = ${id} and plataforma_id in (${lista(plataformas)})`,
      );
      return p;
    },

    async nomeDePacoteUsado(plataformaId: number, nome: string, excetoId: number | null) {
      const [r] = await rows<{ usado: boolean }>(
        db,
        sql`select exists (select 1 from pacote_simulado where plataforma_id = ${plataformaId} and lower(nome) = lower(${nome})
                           and id is distinct from ${excetoId}::int) as usado`,
      );
      return r!.usado;
    },

    async nomeDeSimuladoUsado(plataformaId: number, nome: string, excetoId: number | null) {
      const [r] = await rows<{ usado: boolean }>(
        db,
        sql`select exists (select 1 from simulado where plataforma_id = ${plataformaId} and lower(nome) = lower(${nome})
                           and id is distinct from ${excetoId}::int) as usado`,
      );
      return r!.usado;
    },

    async simulados(plataformas: readonly number[], f: TBuscaSimuladosAdmin) {
      const conds: SQL[] = [sql`s.plataforma_id in (${lista(plataformas)})`];
      if (f.plataformaId) conds.push(sql`s.plataforma_id = ${f.plataformaId}`);
      if (f.busca) conds.push(sql`s.nome ilike ${contendo(f.busca)}`);
      if (f.tipo) conds.push(sql`s.tipo = ${f.tipo}`);
      if (f.situacao) conds.push(sql`s.situacao = ${f.situacao}`);
      if (f.pacoteId) conds.push(sql`s.pacote_id = ${f.pacoteId}`);
      const onde = sql.join(conds, sql` and `);
      const coluna = sql.raw(
        { nome: 's.nome', dataLiberacao: 's.data_liberacao', criadoEm: 's.criado_em' }[f.ordem],
      );
      const direcao = sql.raw(f.direcao === 'asc' ? 'asc' : 'desc');
      const [linhas, [n]] = await Promise.all([
        rows<SimuladoAdminRow>(
          db,
          sql`select ${COLUNAS_SIMULADO} from simulado s left join pacote_simulado p on p.id = s.pacote_id
              where ${onde} order by ${coluna} ${direcao}, s.id ${direcao}
              limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}`,
        ),
        rows<{ n: number }>(db, sql`select count(*)::int as n from simulado s where ${onde}`),
      ]);
      return { linhas: linhas.map(paraLinha), total: n!.n };
    },

    /** The mock (of the given platforms), `paraAlterar` locking its row until the transaction ends. */
    async simulado(id: number, plataformas: readonly number[], paraAlterar = false) {
      const [s] = await rows<SimuladoAdminRow>(
        db,
        sql`select ${COLUNAS_SIMULADO}, ${CONGELADO} as congelado
            from simulado s left join pacote_simulado p on p.id = s.pacote_id
            where s.id = ${id} and s.plataforma_id in (${lista(plataformas)})
            ${paraAlterar ? sql`for update of s` : sql``}`,
      );
      return s;
    },

    /** The mock's questions in order, with the key and the explanations. */
    async questoes(simuladoId: number, ids?: readonly number[]): Promise<TQuestaoSimuladoAdmin[]> {
      return rows<TQuestaoSimuladoAdmin>(
        db,
        sql`select q.id, q.numero_questao as "numeroQuestao", q.parte, q.situacao, q.questao_origem_id as "questaoOrigemId",
                   q.enunciado, q.explicacao, a.ano, i.nome as instituicao,
                   (select coalesce(json_agg(json_build_object('id', m.id, 'nome', m.nome) order by m.nome), '[]'::json)
                      from simulado_questao_materia qm join materia m on m.id = qm.materia_id where qm.simulado_questao_id = q.id) as materias,
                   (select coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome) order by c.nome), '[]'::json)
                      from simulado_questao_conteudo qc join conteudo c on c.id = qc.conteudo_id where qc.simulado_questao_id = q.id) as conteudos,
                   (select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'enunciado', al.enunciado,
                                                               'correta', al.correta, 'explicacao', al.explicacao) order by al.ordem), '[]'::json)
                      from simulado_alternativa al where al.simulado_questao_id = q.id) as alternativas
            from simulado_questao q join ano a on a.id = q.ano_id join instituicao i on i.id = q.instituicao_id
            where q.simulado_id = ${simuladoId} ${ids ? sql`and q.id in (${lista(ids)})` : sql``}
            order by q.numero_questao, q.id`,
      );
    },

    /** How many questions each part of the mock has. */
    async porParte(simuladoId: number) {
      const r = await rows<{ parte: ParteSimulado; n: number }>(
        db,
        sql`select parte, count(*)::int as n from simulado_questao where simulado_id = ${simuladoId} group by parte`,
      );
      return Object.fromEntries(r.map((x) => [x.parte, x.n])) as Partial<Record<ParteSimulado, number>>;
    },

    /**
     * The bank's published multiple-choice questions of the platform that the filters select, in the bank's
     * order (number, id), marked when already composed into the mock.
     */
    async banco(
      simuladoId: number,
      plataformaId: number,
      f: TFiltroBancoSimulado,
      pagina: { limit: number; offset: number; foraDoSimulado?: boolean },
    ) {
      const conds: SQL[] = [
        sql`b.plataforma_id = ${plataformaId}`,
        sql`b.situacao = 'PUBLICADA'`,
        sql`not b.questao_somatoria`,
      ];
      if (f.ids.length) conds.push(sql`b.id in (${lista(f.ids)})`);
      if (f.materias.length)
        conds.push(
          sql`b.id in (select questao_id from questao_materia where materia_id in (${lista(f.materias)}))`,
        );
      if (f.conteudos.length)
        conds.push(
          sql`b.id in (select questao_id from questao_conteudo where conteudo_id in (${lista(f.conteudos)}))`,
        );
      if (f.subConteudos.length)
        conds.push(
          sql`b.id in (select questao_id from questao_sub_conteudo where sub_conteudo_id in (${lista(f.subConteudos)}))`,
        );
      if (f.instituicoes.length) conds.push(sql`b.instituicao_id in (${lista(f.instituicoes)})`);
      if (f.bancas.length) conds.push(sql`b.banca_id in (${lista(f.bancas)})`);
      if (f.anos.length) conds.push(sql`b.ano_id in (${lista(f.anos)})`);
      const noSimulado = sql`exists (select 1 from simulado_questao sq where sq.simulado_id = ${simuladoId} and sq.questao_origem_id = b.id)`;
      if (pagina.foraDoSimulado) conds.push(sql`not ${noSimulado}`);
      const onde = sql.join(conds, sql` and `);
      return rows<{
        id: number;
        numeroQuestao: number;
        enunciado: string;
        ano: number;
        instituicao: string;
        materias: string[];
        conteudos: string[];
        noSimulado: boolean;
        total: number;
      }>(
        db,
        sql`select b.id, b.numero_questao as "numeroQuestao", b.enunciado, a.ano, i.nome as instituicao,
                   array(select m.nome from questao_materia qm join materia m on m.id = qm.materia_id where qm.questao_id = b.id order by m.nome) as materias,
                   array(select c.nome from questao_conteudo qc join conteudo c on c.id = qc.conteudo_id where qc.questao_id = b.id order by c.nome) as conteudos,
                   ${noSimulado} as "noSimulado", count(*) over ()::int as total
            from questao b join ano a on a.id = b.ano_id join instituicao i on i.id = b.instituicao_id
            where ${onde} order by b.numero_questao, b.id limit ${pagina.limit} offset ${pagina.offset}`,
      );
    },

    /**
     * Copies bank questions into the mock's part after its last question, in the given order: the
     * statement, explanation, alternatives (key and explanations), year, institution, board and the
     * subjects and contents, with the origin. Answers the new ids.
     */
    async copiar(simuladoId: number, parte: ParteSimulado, origens: readonly number[]): Promise<number[]> {
      if (origens.length === 0) return [];
      const novas = await rows<{ id: number; origem: number }>(
        db,
        sql`with ultimo as (select coalesce(max(numero_questao), 0) as n from simulado_questao where simulado_id = ${simuladoId}),
                 origem as (select o.id, o.ordem from unnest(${`{${origens.join(',')}}`}::int[]) with ordinality as o(id, ordem))
            insert into simulado_questao (plataforma_id, numero_questao, ano_id, instituicao_id, banca_id, explicacao,
                                          estagiario, situacao, simulado_id, parte, enunciado, questao_origem_id)
            select b.plataforma_id, ultimo.n + origem.ordem, b.ano_id, b.instituicao_id, b.banca_id, b.explicacao,
                   false, 'PUBLICADA', ${simuladoId}, ${parte}, b.enunciado, b.id
            from origem join questao b on b.id = origem.id, ultimo
            order by origem.ordem
            returning id, questao_origem_id as origem`,
      );
      const ids = novas.map((n) => n.id);
      await db.execute(
        sql`insert into simulado_alternativa (simulado_questao_id, ordem, enunciado, correta, explicacao)
            select q.id, a.ordem, a.enunciado, a.correta, a.explicacao
            from simulado_questao q join alternativa a on a.questao_id = q.questao_origem_id
            where q.id in (${lista(ids)})`,
      );
      await db.execute(
        sql`insert into simulado_questao_materia (materia_id, simulado_questao_id)
            select qm.materia_id, q.id from simulado_questao q join questao_materia qm on qm.questao_id = q.questao_origem_id
            where q.id in (${lista(ids)})`,
      );
      await db.execute(
        sql`insert into simulado_questao_conteudo (conteudo_id, simulado_questao_id)
            select qc.conteudo_id, q.id from simulado_questao q join questao_conteudo qc on qc.questao_id = q.questao_origem_id
            where q.id in (${lista(ids)})`,
      );
      return ids;
    },

    /**
     * Numbers the mock's questions 1… in the given order (every one of its ids). Two steps: the numbers
     * are unique per mock, checked row by row.
     */
    async renumerar(simuladoId: number, ordem: readonly number[]) {
      await db.execute(
        sql`update simulado_questao set numero_questao = -numero_questao where simulado_id = ${simuladoId}`,
      );
      await db.execute(
        sql`update simulado_questao q set numero_questao = o.ordem
            from unnest(${`{${ordem.join(',')}}`}::int[]) with ordinality as o(id, ordem)
            where q.id = o.id and q.simulado_id = ${simuladoId}`,
      );
    },

    async idsEmOrdem(simuladoId: number): Promise<number[]> {
      const r = await rows<{ id: number }>(
        db,
        sql`select id from simulado_questao where simulado_id = ${simuladoId} order by numero_questao, id`,
      );
      return r.map((x) => x.id);
    },

    async remover(simuladoId: number, questaoId: number) {
      await db.execute(
        sql`delete from simulado_questao where id = ${questaoId} and simulado_id = ${simuladoId}`,
      );
    },

    async anular(questaoId: number) {
      await db.execute(
        sql`update simulado_questao set situacao = ${QUESTAO_SIMULADO_ANULADA}, atualizado_em = now() where id = ${questaoId}`,
      );
    },

    /**
     * Recomputes every finished attempt of the mock from its answers, in one statement: per part of the
     * type, the hits (an annulled question is right for everyone), the part's questions and the points
     * (hits × the part's weight), and their totals — `pontuar`'s rule (@aprovei/shared/simulados) as SQL,
     * so tens of thousands of attempts cost one pass. The ranking's counts follow by their trigger
     * (migration 0009). Answers how many attempts it rewrote.
     */
    async recalcular(simuladoId: number, tipo: TipoSimulado): Promise<number> {
      const partes = `{${PARTES_POR_TIPO[tipo].join(',')}}`;
      const r = await rows<{ n: number }>(
        db,
        sql`with partes as (select unnest(${partes}::text[]) as parte),
                 por_parte as (
                   select t.usuario_id, p.parte,
                          count(q.id)::int as total,
                          (count(q.id) filter (where q.situacao = ${QUESTAO_SIMULADO_ANULADA} or e.ultima_correta))::int as acertos,
                          case p.parte when 'SUS' then s.peso_sus when 'ESPECIFICO' then s.peso_especifico
                                       when 'GERAL' then s.peso_geral else s.peso_portugues end as peso
                   from simulado_tentativa t
                   join simulado s on s.id = t.simulado_id
                   cross join partes p
                   left join simulado_questao q on q.simulado_id = t.simulado_id and q.parte = p.parte
                   left join simulado_questao_usuario e on e.simulado_questao_id = q.id and e.usuario_id = t.usuario_id
                   where t.simulado_id = ${simuladoId} and t.finalizado_em is not null
                   group by t.usuario_id, p.parte, s.peso_sus, s.peso_especifico, s.peso_geral, s.peso_portugues),
                 novo as (
                   select usuario_id, sum(acertos)::int as acertos, sum(acertos * peso)::int as pontuacao,
                          jsonb_object_agg(parte, jsonb_build_object('acertos', acertos, 'total', total, 'pontos', acertos * peso)) as resultado
                   from por_parte group by usuario_id),
                 feito as (
                   update simulado_tentativa t set acertos = novo.acertos, pontuacao = novo.pontuacao, resultado = novo.resultado
                   from novo where t.simulado_id = ${simuladoId} and t.usuario_id = novo.usuario_id
                   returning 1)
            select count(*)::int as n from feito`,
      );
      return r[0]!.n;
    },
  };
}

export type SimuladosAdminRepository = ReturnType<typeof simuladosAdminRepository>;
