import type {
  FiltroSituacao,
  SituacaoQuestaoAberta,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  pacoteQuestaoAberta,
  preferenciaQuestaoAberta,
  respostaQuestaoAberta,
  usuario,
} from '../../db/schema/index.ts';

export interface ArquivoMeta {
  chave: string;
  nome: string;
  tipo: string;
  bytes: number;
}

export interface FiltroLista {
  plataformas: readonly number[];
  titulo?: string | undefined;
  idTema?: number | undefined;
  situacao: FiltroSituacao;
  page: number;
  size: number;
  /** The random order's seed, or null for the questions' numbers. */
  semente: number | null;
}

type LinhaLista = {
  id: number;
  numero: number;
  titulo: string;
  observacao: string;
  temaId: number;
  temaNome: string;
  nomeArquivo: string;
  arquivoBytes: number;
  situacao: SituacaoQuestaoAberta | null;
  idProfessor: number | null;
  total: number;
};

/** The user's latest answer to the question `q` (its status), as a lateral join. */
const ultimaResposta = (usuarioId: number) => sql`left join lateral (
    select r.situacao, r.professor_id from resposta_questao_aberta r
     where r.usuario_id = ${usuarioId} and r.questao_aberta_id = q.id
     order by r.enviada_em desc, r.id desc limit 1) u on true`;

const CONDICAO_SITUACAO: Record<FiltroSituacao, ReturnType<typeof sql>> = {
  TODAS: sql`true`,
  NAO_RESPONDIDAS: sql`u.situacao is null`,
  EM_CORRECAO: sql`u.situacao = 'P'`,
  CORRIGIDAS: sql`u.situacao = 'C'`,
};

/** Open questions, the students' answers, the teachers' queue and the sending quota. */
export function questaoAbertaRepository(db: DbOrTx) {
  return {
    async listar(usuarioId: number, f: FiltroLista) {
      const titulo = f.titulo ? `%${f.titulo.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const ordem =
        f.semente === null
          ? sql`q.numero, q.id`
          : sql`((q.id::bigint * 2654435761 + ${f.semente}) % 2147483647), q.id`;
      const linhas = await rows<LinhaLista>(
        db,
        sql`select q.id, q.numero, q.titulo, q.observacao, t.id as "temaId", t.nome as "temaNome",
                   q.arquivo_nome as "nomeArquivo", q.arquivo_bytes as "arquivoBytes",
                   u.situacao, u.professor_id as "idProfessor", count(*) over ()::int as total
              from questao_aberta q
              join tema_questao_aberta t on t.id = q.tema_id
              ${ultimaResposta(usuarioId)}
             where q.plataforma_id in (${sql.join(
               f.plataformas.map((p) => sql`${p}`),
               sql`, `,
             )})
               and (${titulo}::text is null or q.titulo ilike ${titulo})
               and (${f.idTema ?? null}::int is null or q.tema_id = ${f.idTema ?? null})
               and ${CONDICAO_SITUACAO[f.situacao]}
             order by ${ordem}
             limit ${f.size} offset ${f.page * f.size}`,
      );
      return { linhas, total: linhas[0]?.total ?? 0 };
    },

    titulos(plataformas: readonly number[], titulo: string) {
      const padrao = `%${titulo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rows<{ id: number; titulo: string }>(
        db,
        sql`select q.id, q.titulo from questao_aberta q
             where q.plataforma_id in (${sql.join(
               plataformas.map((p) => sql`${p}`),
               sql`, `,
             )}) and q.titulo ilike ${padrao}
             order by q.numero, q.id limit 20`,
      );
    },

    async questao(id: number, plataformas: readonly number[]) {
      const [q] = await rows<{ id: number; numero: number; titulo: string } & ArquivoMeta>(
        db,
        sql`select id, numero, titulo, arquivo_chave as chave, arquivo_nome as nome, arquivo_tipo as tipo,
                   arquivo_bytes as bytes
              from questao_aberta
             where id = ${id} and plataforma_id in (${sql.join(
               plataformas.map((p) => sql`${p}`),
               sql`, `,
             )})`,
      );
      return q;
    },

    /** The user's latest answer to a question, with the correcting teacher's name. */
    async ultimaResposta(usuarioId: number, questaoId: number) {
      const [r] = await rows<{
        id: number;
        situacao: 'P' | 'C';
        idProfessor: number | null;
        enviadaEm: string;
        corrigidaEm: string | null;
        comentario: string | null;
        notaDecimos: number | null;
        professor: string | null;
        correcao: ArquivoMeta | null;
      }>(
        db,
        sql`select r.id, r.situacao, r.professor_id as "idProfessor", r.enviada_em as "enviadaEm",
                   r.corrigida_em as "corrigidaEm", r.comentario, r.nota_decimos as "notaDecimos",
                   p.nome as professor,
                   case when r.correcao_chave is null then null else json_build_object(
                     'chave', r.correcao_chave, 'nome', r.correcao_nome, 'tipo', r.correcao_tipo,
                     'bytes', r.correcao_bytes) end as correcao
              from resposta_questao_aberta r
              left join usuario p on p.id = r.corretor_id
             where r.usuario_id = ${usuarioId} and r.questao_aberta_id = ${questaoId}
             order by r.enviada_em desc, r.id desc limit 1`,
      );
      return r;
    },

    /** Answers sent and extra sends granted (packs) to the user. */
    async uso(usuarioId: number): Promise<{ enviadas: number; pacotes: number }> {
      const [r] = await rows<{ enviadas: number; pacotes: number }>(
        db,
        sql`select (select count(*)::int from resposta_questao_aberta where usuario_id = ${usuarioId}) as enviadas,
                   (select coalesce(sum(quantidade), 0)::int from pacote_questao_aberta
                     where usuario_id = ${usuarioId}) as pacotes`,
      );
      return r!;
    },

    /** Holds the user's row until the transaction ends: one send at a time per student. */
    async travarUsuario(usuarioId: number) {
      await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
    },

    async inserirResposta(v: {
      questaoAbertaId: number;
      usuarioId: number;
      professorId: number | null;
      arquivo: ArquivoMeta;
    }) {
      const [r] = await db
        .insert(respostaQuestaoAberta)
        .values({
          questaoAbertaId: v.questaoAbertaId,
          usuarioId: v.usuarioId,
          professorId: v.professorId,
          arquivoChave: v.arquivo.chave,
          arquivoNome: v.arquivo.nome,
          arquivoTipo: v.arquivo.tipo,
          arquivoBytes: v.arquivo.bytes,
        })
        .returning({ id: respostaQuestaoAberta.id });
      return r!.id;
    },

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

    // ─── The teacher's side ──────────────────────────────────────────────────────────────────────

    /** Answers awaiting correction addressed to the teacher or to nobody, oldest first. */
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
             where r.situacao = 'P' and (r.professor_id is null or r.professor_id = ${professorId})
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
     * One answer as the teacher may see it: in their queue (awaiting, addressed to them or to nobody)
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
               and ((r.situacao = 'P' and (r.professor_id is null or r.professor_id = ${professorId}))
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
            sql`(${respostaQuestaoAberta.professorId} is null or ${respostaQuestaoAberta.professorId} = ${professorId})`,
          ),
        )
        .returning({ id: respostaQuestaoAberta.id });
      return feitas.length > 0;
    },

    // ─── Settings and the account's data ─────────────────────────────────────────────────────────

    async preferencia(usuarioId: number) {
      const [p] = await db
        .select()
        .from(preferenciaQuestaoAberta)
        .where(eq(preferenciaQuestaoAberta.usuarioId, usuarioId));
      return p;
    },

    async salvarPreferencia(usuarioId: number, aleatoria: boolean) {
      const semente = Math.floor(Math.random() * 1_000_000_000) + 1;
      await db
        .insert(preferenciaQuestaoAberta)
        .values({ usuarioId, aleatoria, semente })
        .onConflictDoUpdate({
          target: preferenciaQuestaoAberta.usuarioId,
          set: aleatoria ? { aleatoria, semente } : { aleatoria },
        });
    },

    /** Every answer of the user with its files' metadata (LGPD export). */
    respostasDoUsuario(usuarioId: number) {
      return rows<
        Record<string, unknown> & {
          arquivoChave: string;
          correcaoChave: string | null;
          questaoAbertaId: number;
        }
      >(
        db,
        sql`select r.questao_aberta_id as "questaoAbertaId", q.titulo, r.situacao, r.enviada_em as "enviadaEm",
                   r.arquivo_nome as "arquivoNome", r.arquivo_tipo as "arquivoTipo",
                   r.arquivo_bytes as "arquivoBytes", r.arquivo_chave as "arquivoChave",
                   r.corrigida_em as "corrigidaEm", r.comentario, r.nota_decimos / 10.0 as nota,
                   r.correcao_nome as "correcaoNome", r.correcao_tipo as "correcaoTipo",
                   r.correcao_bytes as "correcaoBytes", r.correcao_chave as "correcaoChave"
              from resposta_questao_aberta r join questao_aberta q on q.id = r.questao_aberta_id
             where r.usuario_id = ${usuarioId} order by r.enviada_em, r.id`,
      );
    },

    pacotesDoUsuario(usuarioId: number) {
      return db
        .select({
          quantidade: pacoteQuestaoAberta.quantidade,
          origem: pacoteQuestaoAberta.origem,
          motivo: pacoteQuestaoAberta.motivo,
          concedidoEm: pacoteQuestaoAberta.concedidoEm,
        })
        .from(pacoteQuestaoAberta)
        .where(eq(pacoteQuestaoAberta.usuarioId, usuarioId))
        .orderBy(pacoteQuestaoAberta.concedidoEm);
    },

    /** The extra sends a paid order bought (one row per order: a replay adds nothing). */
    async concederPacoteDoPedido(v: {
      usuarioId: number;
      pedidoId: number;
      quantidade: number;
      motivo: string;
      quando: Date;
    }) {
      await db
        .insert(pacoteQuestaoAberta)
        .values({
          usuarioId: v.usuarioId,
          quantidade: v.quantidade,
          origem: 'COMPRA',
          motivo: v.motivo,
          pedidoId: v.pedidoId,
          concedidoEm: v.quando,
        })
        .onConflictDoNothing();
    },

    async revogarPacoteDoPedido(pedidoId: number) {
      await db.delete(pacoteQuestaoAberta).where(eq(pacoteQuestaoAberta.pedidoId, pedidoId));
    },

    /** Erases the user's answers, packs and setting; answers the storage keys of their files. */
    async apagarDoUsuario(usuarioId: number): Promise<string[]> {
      const apagadas = await db
        .delete(respostaQuestaoAberta)
        .where(eq(respostaQuestaoAberta.usuarioId, usuarioId))
        .returning({
          arquivo: respostaQuestaoAberta.arquivoChave,
          correcao: respostaQuestaoAberta.correcaoChave,
        });
      await db.delete(pacoteQuestaoAberta).where(eq(pacoteQuestaoAberta.usuarioId, usuarioId));
      await db.delete(preferenciaQuestaoAberta).where(eq(preferenciaQuestaoAberta.usuarioId, usuarioId));
      return apagadas.flatMap((r) => (r.correcao ? [r.arquivo, r.correcao] : [r.arquivo]));
    },
  };
}
