import type {
  DesfechoRelato,
  TBuscaRelatos,
  TipoItemRelato,
} from '@aprovei/shared/comentarios/relatos.schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { comentario, comentarioResposta, usuario } from '../../db/schema/index.ts';

type LinhaRelato = {
  id: number;
  comentario: string;
  aluno: string;
  criadoEm: string;
  tipoItem: TipoItemRelato;
  itemId: number;
  numeroQuestao: number;
  plataformaId: number;
  totalRespostas: number;
  fechadoEm: string | null;
  desfecho: DesfechoRelato | null;
};

/** The reports (ERRO comments) on the items of the given platforms, with their student and closer. */
const relatos = (plataformas: readonly number[]) => sql`
  from comentario c
  join usuario a on a.id = c.usuario_id
  left join usuario f on f.id = c.fechado_por_id
  left join questao q on q.id = c.questao_id
  left join exercicio x on x.id = c.exercicio_id
 where c.tipo = 'ERRO'
   and coalesce(q.plataforma_id, x.plataforma_id) in (${sql.join(
     plataformas.map((p) => sql`${p}`),
     sql`, `,
   )})`;

const colunas = sql`c.id, c.texto as comentario, a.nome as aluno, c.criado_em as "criadoEm",
  case when c.questao_id is null then 'EXERCICIO' else 'QUESTAO' end as "tipoItem",
  coalesce(c.questao_id, c.exercicio_id) as "itemId",
  coalesce(q.numero_questao, x.numero_questao) as "numeroQuestao",
  coalesce(q.plataforma_id, x.plataforma_id) as "plataformaId",
  (select count(*)::int from comentario_resposta r where r.comentario_id = c.id) as "totalRespostas",
  c.fechado_em as "fechadoEm", c.desfecho`;

const SITUACAO = {
  ABERTOS: sql`and c.fechado_em is null`,
  FECHADOS: sql`and c.fechado_em is not null`,
  TODOS: sql``,
} as const;
const TIPO_ITEM = {
  QUESTAO: sql`and c.questao_id is not null`,
  EXERCICIO: sql`and c.exercicio_id is not null`,
} as const;

/** The editors' side of the comments: the error reports' queue, the platform's answers, the closing. */
export function relatosRepository(db: DbOrTx) {
  return {
    async fila(plataformas: readonly number[], f: TBuscaRelatos) {
      const filtros = sql`${relatos(plataformas)} ${SITUACAO[f.situacao]}
        ${f.plataforma ? sql`and coalesce(q.plataforma_id, x.plataforma_id) = ${f.plataforma}` : sql``}
        ${f.tipoItem ? TIPO_ITEM[f.tipoItem] : sql``}`;
      const direcao = f.direcao === 'asc' ? sql`asc` : sql`desc`;
      const [linhas, [total]] = await Promise.all([
        rows<LinhaRelato>(
          db,
          sql`select ${colunas} ${filtros}
               order by c.criado_em ${direcao}, c.id ${direcao}
               limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}`,
        ),
        rows<{ n: number }>(db, sql`select count(*)::int as n ${filtros}`),
      ]);
      return { linhas, total: total?.n ?? 0 };
    },

    async porId(id: number, plataformas: readonly number[]) {
      const [r] = await rows<
        LinhaRelato & { alunoId: number; alunoEmail: string; fechadoPor: string | null }
      >(
        db,
        sql`select ${colunas}, a.id as "alunoId", a.email as "alunoEmail", f.nome as "fechadoPor"
              ${relatos(plataformas)} and c.id = ${id}`,
      );
      return r;
    },

    /** Every reply of the report, oldest first, with its author's name. */
    respostas(id: number) {
      return db
        .select({
          id: comentarioResposta.id,
          texto: comentarioResposta.texto,
          autor: usuario.nome,
          daPlataforma: comentarioResposta.daPlataforma,
          criadoEm: comentarioResposta.criadoEm,
        })
        .from(comentarioResposta)
        .innerJoin(usuario, eq(usuario.id, comentarioResposta.usuarioId))
        .where(eq(comentarioResposta.comentarioId, id))
        .orderBy(asc(comentarioResposta.criadoEm), asc(comentarioResposta.id));
    },

    async responderComoPlataforma(id: number, autorId: number, texto: string) {
      const [r] = await db
        .insert(comentarioResposta)
        .values({ comentarioId: id, usuarioId: autorId, texto, daPlataforma: true })
        .returning({ id: comentarioResposta.id });
      return r!.id;
    },

    /** Closes the report if it is still open; true when it did. */
    async fechar(id: number, autorId: number, desfecho: DesfechoRelato): Promise<boolean> {
      const feitos = await db
        .update(comentario)
        .set({ fechadoEm: new Date(), fechadoPorId: autorId, desfecho })
        .where(and(eq(comentario.id, id), isNull(comentario.fechadoEm)))
        .returning({ id: comentario.id });
      return feitos.length > 0;
    },
  };
}
