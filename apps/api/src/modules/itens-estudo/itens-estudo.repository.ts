import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, porBanco, rows } from '../../db/client.ts';
import { conteudo, preferenciaEstudo, subConteudo } from '../../db/schema/index.ts';
import type { ConsultaExtra } from '../acesso/index.ts';
import { resumoReacoesSql } from './resumo-reacoes.ts';
import type { DetalheBase, FormaItem, TipoItem } from './tipo-item.ts';

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

/** What deciding whether a user may see an item needs. */
export interface Visibilidade {
  plataformaId: number;
  estagiario: boolean;
}
const visibilidades = new Map<string, ConsultaExtra>();
/** One ConsultaExtra per item table (one name, one SQL: it names a prepared statement). */
export function consultaVisibilidade(item: string): ConsultaExtra {
  let consulta = visibilidades.get(item);
  if (!consulta) {
    consulta = {
      nome: `${item}_visibilidade`,
      sql: ({ item: id }) =>
        sql`select json_build_object('plataformaId', q.plataforma_id, 'estagiario', q.estagiario) from ${sql.raw(item)} q where q.id = ${id} and q.situacao <> 'RASCUNHO'`,
    };
    visibilidades.set(item, consulta);
  }
  return consulta;
}

const tagsDe = (link: string, fk: string, table: string, col: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object('id', t.id, 'nome', t.nome) order by t.nome), '[]'::json) from ${link} l join ${table} t on t.id = l.${col} where l.${fk} = q.id)`,
  );

const detalhesPreparados = porBanco<ReturnType<typeof prepararDetalhes>>();

/** The cards of a kind for a list of ids, its own columns beside the common ones (DetalheBase). */
function prepararDetalhes<T extends FormaItem>(db: DbOrTx, t: TipoItem<T>) {
  const { item, fk, materia, conteudo, subConteudo, estado } = t.tabelas;
  const usuarioId = sql.placeholder('usuarioId');
  const comuns: { [K in keyof DetalheBase]: SQL } = {
    id: sql`q.id`,
    numero_questao: sql`q.numero_questao`,
    ano_id: sql`a.id`,
    ano: sql`a.ano`,
    instituicao_id: sql`i.id`,
    instituicao_nome: sql`i.nome`,
    materias: tagsDe(materia, fk, 'materia', 'materia_id'),
    conteudos: tagsDe(conteudo, fk, 'conteudo', 'conteudo_id'),
    sub_conteudos: subConteudo ? tagsDe(subConteudo, fk, 'sub_conteudo', 'sub_conteudo_id') : sql`'[]'::json`,
    total_comentarios: t.reacao
      ? sql.raw(`(select count(*)::int from comentario c where c.${fk} = q.id)`)
      : sql`0`,
    reacoes: t.reacao
      ? resumoReacoesSql(t.reacao, sql`q.id`, usuarioId)
      : sql`json_build_object('contagem', '[]'::json, 'idEmoji', null)`,
  };
  return db
    .select({ ...comuns, ...(t.detalhes.campos as Record<string, SQL>) })
    .from(
      sql`${sql.raw(item)} q
          join ano a on a.id = q.ano_id
          join instituicao i on i.id = q.instituicao_id
          ${t.detalhes.juncoes ?? sql``}
          left join ${sql.raw(estado)} e on e.${sql.raw(fk)} = q.id and e.usuario_id = ${usuarioId}`,
    )
    .where(sql`q.id = any(${sql.placeholder('ids')}::int[])`)
    .prepare(`${item}_detalhes`);
}

export function itensEstudoRepository(db: DbOrTx) {
  return {
    /**
     * Everything a card shows for the given ids, in one query (no N+1). Order not guaranteed.
     * Prepared once per connection and kind (its planning costs about as much as its execution).
     */
    async detalhes<T extends FormaItem>(
      t: TipoItem<T>,
      ids: number[],
      usuarioId: number,
    ): Promise<(DetalheBase & T['detalhe'])[]> {
      if (ids.length === 0) return [];
      const nome = `${t.tabelas.item}_detalhes`;
      const consulta = detalhesPreparados(db, nome, () => prepararDetalhes(db, t));
      return (await consulta.execute({ ids, usuarioId })) as (DetalheBase & T['detalhe'])[];
    },

    /** How many answers the item has, how many were right, and the kind's own counts. */
    async contagens<T extends FormaItem>(
      t: TipoItem<T>,
      itemId: number,
    ): Promise<Record<'total' | 'acertos' | T['contagens'], number>> {
      const proprias = Object.entries<SQL>(t.contagens).map(
        ([nome, condicao]) => sql`, (count(*) filter (where ${condicao}))::int as ${sql.raw(nome)}`,
      );
      const [r] = await rows<Record<'total' | 'acertos' | T['contagens'], number>>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where correta))::int as acertos${sql.join(proprias)}
            from ${sql.raw(t.tabelas.resposta)} where ${sql.raw(t.tabelas.fk)} = ${itemId}`,
      );
      return r!;
    },

    /** The subjects of the given contents, and the contents of the given sub-contents. */
    async pais(conteudos: number[], subConteudos: number[]) {
      const [materiasDosConteudos, conteudosDosSubs] = await Promise.all([
        conteudos.length
          ? db.select({ id: conteudo.materiaId }).from(conteudo).where(inArray(conteudo.id, conteudos))
          : [],
        subConteudos.length
          ? db
              .select({ id: subConteudo.conteudoId })
              .from(subConteudo)
              .where(inArray(subConteudo.id, subConteudos))
          : [],
      ]);
      return {
        materias: materiasDosConteudos.map((r) => r.id),
        conteudos: conteudosDosSubs.map((r) => r.id),
      };
    },

    async preferencia(usuarioId: number) {
      const [p] = await db.select().from(preferenciaEstudo).where(eq(preferenciaEstudo.usuarioId, usuarioId));
      return p;
    },

    async salvarPreferencia(usuarioId: number, campo: keyof Omit<Preferencia, 'semente'>, valor: boolean) {
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
  };
}
