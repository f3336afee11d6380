import type { TBuscaQuestoesAbertasAdmin } from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { professorTema, questaoAberta, temaQuestaoAberta } from '../../db/schema/index.ts';
import type { ArquivoMeta } from './arquivos.ts';
import { doTemaDoProfessor } from './correcao.repository.ts';

const emLista = (ids: readonly number[]) =>
  sql.join(
    ids.map((p) => sql`${p}`),
    sql`, `,
  );

/** Only the questions a teacher corrects (her themes, or all without any); every question without one. */
const doProfessor = (professorId?: number) =>
  professorId === undefined ? sql`` : sql`and ${doTemaDoProfessor(professorId, sql`q.tema_id`)}`;

const ORDEM = { numero: sql`q.numero`, titulo: sql`q.titulo`, tema: sql`t.nome` } as const;

export interface QuestaoAbertaNova {
  plataformaId: number;
  titulo: string;
  temaId: number;
  observacao: string;
}

/** The back office's side of the open questions: the questions, the themes and their teachers. */
export function adminRepository(db: DbOrTx) {
  const colunasQuestao = sql`q.id, q.plataforma_id as "plataformaId", q.numero, q.titulo, q.observacao,
    q.tema_id as "temaId", t.nome as tema, q.arquivo_nome as "nomeArquivo", q.arquivo_bytes as "arquivoBytes",
    (select count(*)::int from resposta_questao_aberta r where r.questao_aberta_id = q.id) as respostas`;
  type Linha = {
    id: number;
    plataformaId: number;
    numero: number;
    titulo: string;
    observacao: string;
    temaId: number;
    tema: string;
    nomeArquivo: string;
    arquivoBytes: number;
    respostas: number;
  };
  return {
    async questoes(plataformas: readonly number[], f: TBuscaQuestoesAbertasAdmin, professorId?: number) {
      const busca = f.busca ? `%${f.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const filtros = sql`from questao_aberta q join tema_questao_aberta t on t.id = q.tema_id
         where q.plataforma_id in (${emLista(plataformas)})
           ${busca ? sql`and q.titulo ilike ${busca}` : sql``}
           ${f.tema ? sql`and q.tema_id = ${f.tema}` : sql``}
           ${f.plataforma ? sql`and q.plataforma_id = ${f.plataforma}` : sql``}
           ${doProfessor(professorId)}`;
      const direcao = f.direcao === 'asc' ? sql`asc` : sql`desc`;
      const [linhas, [total]] = await Promise.all([
        rows<Linha>(
          db,
          sql`select ${colunasQuestao} ${filtros}
               order by ${ORDEM[f.ordem]} ${direcao}, q.id ${direcao}
               limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}`,
        ),
        rows<{ n: number }>(db, sql`select count(*)::int as n ${filtros}`),
      ]);
      return { linhas, total: total?.n ?? 0 };
    },

    async questao(id: number, plataformas: readonly number[], professorId?: number) {
      const [q] = await rows<Linha & { arquivo: ArquivoMeta }>(
        db,
        sql`select ${colunasQuestao}, json_build_object('chave', q.arquivo_chave, 'nome', q.arquivo_nome,
                   'tipo', q.arquivo_tipo, 'bytes', q.arquivo_bytes) as arquivo
              from questao_aberta q join tema_questao_aberta t on t.id = q.tema_id
             where q.id = ${id} and q.plataforma_id in (${emLista(plataformas)}) ${doProfessor(professorId)}`,
      );
      return q;
    },

    /** A new question numbered after its platform's last. */
    async inserir(q: QuestaoAbertaNova, arquivo: ArquivoMeta) {
      const [max] = await rows<{ n: number }>(
        db,
        sql`select coalesce(max(numero), 0)::int as n from questao_aberta where plataforma_id = ${q.plataformaId}`,
      );
      const [r] = await db
        .insert(questaoAberta)
        .values({
          ...q,
          numero: max!.n + 1,
          arquivoChave: arquivo.chave,
          arquivoNome: arquivo.nome,
          arquivoTipo: arquivo.tipo,
          arquivoBytes: arquivo.bytes,
        })
        .returning({ id: questaoAberta.id });
      return r!.id;
    },

    async editar(id: number, q: QuestaoAbertaNova) {
      await db.update(questaoAberta).set(q).where(eq(questaoAberta.id, id));
    },

    async trocarArquivo(id: number, arquivo: ArquivoMeta) {
      await db
        .update(questaoAberta)
        .set({
          arquivoChave: arquivo.chave,
          arquivoNome: arquivo.nome,
          arquivoTipo: arquivo.tipo,
          arquivoBytes: arquivo.bytes,
        })
        .where(eq(questaoAberta.id, id));
    },

    // ─── Themes ──────────────────────────────────────────────────────────────────────────────────

    /** The themes with their number of questions and the tenant's teachers who correct them. */
    temas(tenant: string) {
      return rows<{
        id: number;
        nome: string;
        questoes: number;
        professores: { id: number; nome: string }[];
      }>(
        db,
        sql`select t.id, t.nome,
                   (select count(*)::int from questao_aberta q where q.tema_id = t.id) as questoes,
                   coalesce((select json_agg(json_build_object('id', u.id, 'nome', u.nome) order by u.nome, u.id)
                               from professor_tema pt join usuario u on u.id = pt.usuario_id
                              where pt.tema_id = t.id and u.tenant_id = ${tenant} and u.excluido_em is null),
                            '[]'::json) as professores
              from tema_questao_aberta t
             order by t.nome, t.id`,
      );
    },

    async tema(id: number) {
      const [t] = await db.select().from(temaQuestaoAberta).where(eq(temaQuestaoAberta.id, id));
      return t;
    },

    /** Another theme of that name, whatever the case. */
    async temaDeNome(nome: string, exceto?: number) {
      const [t] = await db
        .select({ id: temaQuestaoAberta.id })
        .from(temaQuestaoAberta)
        .where(
          and(
            sql`lower(${temaQuestaoAberta.nome}) = lower(${nome})`,
            exceto ? ne(temaQuestaoAberta.id, exceto) : undefined,
          ),
        );
      return t;
    },

    async criarTema(nome: string) {
      const [t] = await db.insert(temaQuestaoAberta).values({ nome }).returning({ id: temaQuestaoAberta.id });
      return t!.id;
    },

    async renomearTema(id: number, nome: string) {
      await db.update(temaQuestaoAberta).set({ nome }).where(eq(temaQuestaoAberta.id, id));
    },

    async questoesDoTema(id: number) {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from questao_aberta where tema_id = ${id}`,
      );
      return r?.n ?? 0;
    },

    async excluirTema(id: number) {
      await db.delete(temaQuestaoAberta).where(eq(temaQuestaoAberta.id, id));
    },

    /** The tenant's living teachers among `ids`. */
    professoresDoTenant(tenant: string, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return rows<{ id: number }>(
        db,
        sql`select id from usuario where tenant_id = ${tenant} and papel = 'PROFESSOR'
               and excluido_em is null and id in (${emLista(ids)})`,
      );
    },

    /** Sets the tenant's teachers of a theme (the other tenant's stay as they are). */
    async definirProfessores(temaId: number, tenant: string, professores: readonly number[]) {
      await db.execute(
        sql`delete from professor_tema pt using usuario u
             where pt.tema_id = ${temaId} and u.id = pt.usuario_id and u.tenant_id = ${tenant}`,
      );
      if (professores.length > 0)
        await db
          .insert(professorTema)
          .values(professores.map((usuarioId) => ({ usuarioId, temaId })))
          .onConflictDoNothing();
    },
  };
}
