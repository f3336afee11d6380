import type { SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/** The catalogue as the import resolves names and the export writes them: every entry of a tenant. */
export interface CatalogoLinhas {
  plataformas: { id: number; nome: string }[];
  cursos: { id: number; nome: string; pai: number }[];
  materias: { id: number; nome: string; pai: number; plataformaId: number }[];
  conteudos: { id: number; nome: string; pai: number }[];
  subConteudos: { id: number; nome: string; pai: number }[];
  instituicoes: { id: number; nome: string }[];
  bancas: { id: number; nome: string }[];
  anos: { id: number; ano: number }[];
}

/** The items to export: the bank's filters, each optional. */
export interface FiltroItens {
  plataformas: number[];
  materias: number[];
  conteudos: number[];
  instituicoes: number[];
  anos: number[];
  situacoes: SituacaoItem[];
  ids: number[];
}

/** An exported question or exercise as stored, with its tags' ids (names come from the catalogue). */
interface ItemBase {
  id: number;
  plataformaId: number;
  anoId: number;
  instituicaoId: number;
  bancaId: number | null;
  explicacao: string;
  estagiario: boolean;
  situacao: SituacaoItem;
  materias: number[];
  conteudos: number[];
}
export interface QuestaoExportada extends ItemBase {
  enunciado: string;
  somatoria: boolean;
  somaCorreta: number | null;
  subConteudos: number[];
  alternativas: { enunciado: string; explicacao: string; correta: boolean }[];
}
export interface ExercicioExportado extends ItemBase {
  contexto: string;
  afirmativa: string;
  certo: boolean;
}

const lista = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** WHERE of an export over the alias `i` of the kind's table (`questao`, `exercicio`), after `i.id > depois`. */
function onde(tabela: 'questao' | 'exercicio', f: FiltroItens, depois: number): SQL {
  const fk = sql.raw(`${tabela}_id`);
  const conds: SQL[] = [sql`i.id > ${depois}`, sql`i.plataforma_id in (${lista(f.plataformas)})`];
  if (f.ids.length) conds.push(sql`i.id in (${lista(f.ids)})`);
  if (f.instituicoes.length) conds.push(sql`i.instituicao_id in (${lista(f.instituicoes)})`);
  if (f.anos.length) conds.push(sql`i.ano_id in (${lista(f.anos)})`);
  if (f.situacoes.length)
    conds.push(
      sql`i.situacao in (${sql.join(
        f.situacoes.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.materias.length)
    conds.push(
      sql`exists (select 1 from ${sql.raw(`${tabela}_materia`)} v where v.${fk} = i.id and v.materia_id in (${lista(f.materias)}))`,
    );
  if (f.conteudos.length)
    conds.push(
      sql`exists (select 1 from ${sql.raw(`${tabela}_conteudo`)} v where v.${fk} = i.id and v.conteudo_id in (${lista(f.conteudos)}))`,
    );
  return sql.join(conds, sql` and `);
}

/** Reads only: the catalogue and the items to export (the tables' owners write them). */
export function importacaoRepository(db: DbOrTx) {
  return {
    async catalogo(plataformas: readonly number[]): Promise<CatalogoLinhas> {
      const ps = lista([...plataformas]);
      const [plataformasL, cursos, materias, conteudos, subConteudos, instituicoes, bancas, anos] =
        await Promise.all([
          rows<{ id: number; nome: string }>(db, sql`select id, nome from plataforma where id in (${ps})`),
          rows<{ id: number; nome: string; pai: number }>(
            db,
            sql`select id, nome, plataforma_id as pai from curso where plataforma_id in (${ps})`,
          ),
          rows<{ id: number; nome: string; pai: number; plataformaId: number }>(
            db,
            sql`select m.id, m.nome, m.curso_id as pai, c.plataforma_id as "plataformaId"
                from materia m join curso c on c.id = m.curso_id where c.plataforma_id in (${ps})`,
          ),
          rows<{ id: number; nome: string; pai: number }>(
            db,
            sql`select ct.id, ct.nome, ct.materia_id as pai from conteudo ct
                join materia m on m.id = ct.materia_id join curso c on c.id = m.curso_id
                where c.plataforma_id in (${ps})`,
          ),
          rows<{ id: number; nome: string; pai: number }>(
            db,
            sql`select s.id, s.nome, s.conteudo_id as pai from sub_conteudo s
                join conteudo ct on ct.id = s.conteudo_id join materia m on m.id = ct.materia_id
                join curso c on c.id = m.curso_id where c.plataforma_id in (${ps})`,
          ),
          rows<{ id: number; nome: string }>(db, sql`select id, nome from instituicao`),
          rows<{ id: number; nome: string }>(db, sql`select id, nome from banca`),
          rows<{ id: number; ano: number }>(db, sql`select id, ano from ano`),
        ]);
      return {
        plataformas: plataformasL,
        cursos,
        materias,
        conteudos,
        subConteudos,
        instituicoes,
        bancas,
        anos,
      };
    },

    /** The most alternatives a question of the export has (the CSV's columns). */
    async maiorNumeroDeAlternativas(f: FiltroItens): Promise<number> {
      const [r] = await rows<{ n: number | null }>(
        db,
        sql`select max((select count(*) from alternativa a where a.questao_id = i.id))::int as n
            from questao i where ${onde('questao', f, 0)}`,
      );
      return r?.n ?? 0;
    },

    /** One page of questions in id order, after the id `depois`. */
    questoes(f: FiltroItens, depois: number, limite: number) {
      return rows<QuestaoExportada>(
        db,
        sql`select i.id, i.plataforma_id as "plataformaId", i.ano_id as "anoId",
                   i.instituicao_id as "instituicaoId", i.banca_id as "bancaId", i.explicacao, i.estagiario,
                   i.situacao, i.enunciado, i.questao_somatoria as somatoria, i.soma_correta as "somaCorreta",
                   array(select materia_id from questao_materia where questao_id = i.id order by materia_id) as materias,
                   array(select conteudo_id from questao_conteudo where questao_id = i.id order by conteudo_id) as conteudos,
                   array(select sub_conteudo_id from questao_sub_conteudo where questao_id = i.id order by sub_conteudo_id) as "subConteudos",
                   (select coalesce(json_agg(json_build_object('enunciado', a.enunciado, 'explicacao', a.explicacao,
                                                              'correta', a.correta) order by a.ordem), '[]'::json)
                      from alternativa a where a.questao_id = i.id) as alternativas
            from questao i where ${onde('questao', f, depois)} order by i.id limit ${limite}`,
      );
    },

    /** One page of fixation exercises in id order, after the id `depois`. */
    exercicios(f: FiltroItens, depois: number, limite: number) {
      return rows<ExercicioExportado>(
        db,
        sql`select i.id, i.plataforma_id as "plataformaId", i.ano_id as "anoId",
                   i.instituicao_id as "instituicaoId", i.banca_id as "bancaId", i.explicacao, i.estagiario,
                   i.situacao, i.contexto, i.afirmativa, i.certo,
                   array(select materia_id from exercicio_materia where exercicio_id = i.id order by materia_id) as materias,
                   array(select conteudo_id from exercicio_conteudo where exercicio_id = i.id order by conteudo_id) as conteudos
            from exercicio i where ${onde('exercicio', f, depois)} order by i.id limit ${limite}`,
      );
    },
  };
}
