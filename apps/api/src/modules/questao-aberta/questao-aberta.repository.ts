import type {
  FiltroSituacao,
  SituacaoQuestaoAberta,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { preferenciaQuestaoAberta, respostaQuestaoAberta, usuario } from '../../db/schema/index.ts';
import type { ArquivoMeta } from './arquivos.ts';
import { correcaoRepository } from './correcao.repository.ts';
import { dadosPessoaisRepository } from './dados-pessoais.repository.ts';
import { pacotesRepository } from './pacotes.repository.ts';

export type { ArquivoMeta } from './arquivos.ts';

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

/**
 * Open questions, the students' answers and the sending quota; with the teachers' side
 * (correcao.repository.ts), the packs (pacotes.repository.ts) and a person's data
 * (dados-pessoais.repository.ts), the module's one repository.
 */
export function questaoAbertaRepository(db: DbOrTx) {
  return {
    ...correcaoRepository(db),
    ...pacotesRepository(db),
    ...dadosPessoaisRepository(db),
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

    // ─── Settings ────────────────────────────────────────────────────────────────────────────────

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
  };
}
