import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { respostaQuestaoAberta } from '../../db/schema/index.ts';
import type { ArquivoMeta } from './arquivos.ts';

/**
 * Whether an answer addressed to nobody, to a question of theme `tema`, is in the teacher's queue: a
 * teacher with themes (professor_tema) corrects only those; one without any corrects every theme.
 */
export const doTemaDoProfessor = (professorId: number, tema: SQL) =>
  sql`(not exists (select 1 from professor_tema pt where pt.usuario_id = ${professorId})
       or exists (select 1 from professor_tema pt where pt.usuario_id = ${professorId} and pt.tema_id = ${tema}))`;

/** The teachers' side of the open questions: who corrects, their queue, what they corrected, the correction. */
export function correcaoRepository(db: DbOrTx) {
  return {
    async professorDoTenant(id: number, tenant: string) {
      const [p] = await rows<{ id: number }>(
        db,
        sql`select id from usuario where id = ${id} and tenant_id = ${tenant} and papel = 'PROFESSOR'
               and excluido_em is null`,
      );
      return p;
    },

    professores(tenant: string) {
      return rows<{ id: number; nome: string }>(
        db,
        sql`select id, nome from usuario where tenant_id = ${tenant} and papel = 'PROFESSOR'
               and excluido_em is null order by nome, id`,
      );
    },

    /** Answers awaiting correction addressed to the teacher, or to nobody in her themes; oldest first. */
    fila(professorId: number, tenant: string, plataformas: readonly number[]) {
      return rows<{
        id: number;
        questaoId: number;
        numero: number;
        titulo: string;
        tema: string;
        aluno: string;
        enviadaEm: string;
        paraMim: boolean;
        nomeArquivo: string;
      }>(
        db,
        sql`select r.id, q.id as "questaoId", q.numero, q.titulo, t.nome as tema,
                   split_part(a.nome, ' ', 1) as aluno, r.enviada_em as "enviadaEm",
                   (r.professor_id is not null) as "paraMim", r.arquivo_nome as "nomeArquivo"
              from resposta_questao_aberta r
              join questao_aberta q on q.id = r.questao_aberta_id
              join tema_questao_aberta t on t.id = q.tema_id
              join usuario a on a.id = r.usuario_id
             where r.situacao = 'P'
               and (r.professor_id = ${professorId}
                    or (r.professor_id is null and ${doTemaDoProfessor(professorId, sql`q.tema_id`)}))
               and a.tenant_id = ${tenant}
               and q.plataforma_id in (${sql.join(
                 plataformas.map((p) => sql`${p}`),
                 sql`, `,
               )})
             order by r.enviada_em, r.id`,
      );
    },

    /** The answers this teacher corrected, newest correction first, one page. */
    async corrigidas(
      professorId: number,
      tenant: string,
      plataformas: readonly number[],
      pagina: { page: number; size: number },
    ) {
      const filtro = sql`from resposta_questao_aberta r
              join questao_aberta q on q.id = r.questao_aberta_id
              join tema_questao_aberta t on t.id = q.tema_id
              join usuario a on a.id = r.usuario_id
             where r.situacao = 'C' and r.corretor_id = ${professorId} and a.tenant_id = ${tenant}
               and q.plataforma_id in (${sql.join(
                 plataformas.map((p) => sql`${p}`),
                 sql`, `,
               )})`;
      const [linhas, [total]] = await Promise.all([
        rows<{
          id: number;
          questaoId: number;
          numero: number;
          titulo: string;
          tema: string;
          aluno: string;
          enviadaEm: string;
          corrigidaEm: string;
          notaDecimos: number;
          comentario: string;
          nomeArquivo: string;
        }>(
          db,
          sql`select r.id, q.id as "questaoId", q.numero, q.titulo, t.nome as tema,
                     split_part(a.nome, ' ', 1) as aluno, r.enviada_em as "enviadaEm",
                     r.corrigida_em as "corrigidaEm", r.nota_decimos as "notaDecimos",
                     coalesce(r.comentario, '') as comentario, r.arquivo_nome as "nomeArquivo"
                ${filtro}
               order by r.corrigida_em desc, r.id desc
               limit ${pagina.size} offset ${pagina.page * pagina.size}`,
        ),
        rows<{ n: number }>(db, sql`select count(*)::int as n ${filtro}`),
      ]);
      return { linhas, total: total?.n ?? 0 };
    },

    /**
     * One answer as the teacher may see it: in their queue (awaiting, addressed to them, or to nobody in
     * their themes)
     * or corrected by them; undefined otherwise.
     */
    async respostaDoProfessor(id: number, professorId: number, tenant: string) {
      const [r] = await rows<
        ArquivoMeta & {
          id: number;
          situacao: 'P' | 'C';
          usuarioId: number;
          alunoNome: string;
          alunoEmail: string;
          numero: number;
          titulo: string;
        }
      >(
        db,
        sql`select r.id, r.situacao, r.usuario_id as "usuarioId", a.nome as "alunoNome",
                   a.email as "alunoEmail", q.numero, q.titulo,
                   r.arquivo_chave as chave, r.arquivo_nome as nome, r.arquivo_tipo as tipo,
                   r.arquivo_bytes as bytes
              from resposta_questao_aberta r
              join usuario a on a.id = r.usuario_id
              join questao_aberta q on q.id = r.questao_aberta_id
             where r.id = ${id} and a.tenant_id = ${tenant} and a.excluido_em is null
               and ((r.situacao = 'P'
                     and (r.professor_id = ${professorId}
                          or (r.professor_id is null and ${doTemaDoProfessor(professorId, sql`q.tema_id`)})))
                 or r.corretor_id = ${professorId})`,
      );
      return r;
    },

    /** Records the correction if the answer still awaits it in the teacher's queue; true when it did. */
    async corrigir(
      id: number,
      professorId: number,
      c: { arquivo: ArquivoMeta; comentario: string; notaDecimos: number },
    ): Promise<boolean> {
      const feitas = await db
        .update(respostaQuestaoAberta)
        .set({
          situacao: 'C',
          corretorId: professorId,
          corrigidaEm: new Date(),
          correcaoChave: c.arquivo.chave,
          correcaoNome: c.arquivo.nome,
          correcaoTipo: c.arquivo.tipo,
          correcaoBytes: c.arquivo.bytes,
          comentario: c.comentario,
          notaDecimos: c.notaDecimos,
        })
        .where(
          and(
            eq(respostaQuestaoAberta.id, id),
            eq(respostaQuestaoAberta.situacao, 'P'),
            sql`(${respostaQuestaoAberta.professorId} = ${professorId}
                 or (${respostaQuestaoAberta.professorId} is null and ${doTemaDoProfessor(
                   professorId,
                   sql`(select q.tema_id from questao_aberta q where q.id = ${respostaQuestaoAberta.questaoAbertaId})`,
                 )}))`,
          ),
        )
        .returning({ id: respostaQuestaoAberta.id });
      return feitas.length > 0;
    },
  };
}
