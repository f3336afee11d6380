import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comentario, comentarioResposta, usuario } from '../../db/schema/index.ts';
import { resumoReacoesSql } from '../itens-estudo/index.ts';

export type AlvoComentario = { questaoId: number } | { exercicioId: number };

const nomeExibido = sql<string>`coalesce(nullif(${usuario.apelido}, ''), split_part(${usuario.nome}, ' ', 1))`;

const alvoCond = (alvo: AlvoComentario) =>
  'questaoId' in alvo
    ? eq(comentario.questaoId, alvo.questaoId)
    : eq(comentario.exercicioId, alvo.exercicioId);

export function comentariosRepository(db: DbOrTx) {
  return {
    async criar(usuarioId: number, alvo: AlvoComentario, tipo: string, texto: string) {
      const [c] = await db
        .insert(comentario)
        .values({ usuarioId, ...alvo, tipo, texto })
        .returning({ id: comentario.id });
      return c!.id;
    },

    async listar(alvo: AlvoComentario, page: number, size: number, usuarioId: number) {
      const local = 'questaoId' in alvo ? 'COMENTARIO' : 'COMENTARIO_EXERCICIO_FIXACAO';
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: comentario.id,
            comentario: comentario.texto,
            tipo: comentario.tipo,
            nomeUsuario: nomeExibido,
            criadoEm: comentario.criadoEm,
            totalRespostas: sql<number>`(select count(*)::int from comentario_resposta r where r.comentario_id = ${comentario.id})`,
            reacoes: sql<TResumoReacoes>`${resumoReacoesSql(local, sql`${comentario.id}`, usuarioId)}`,
          })
          .from(comentario)
          .innerJoin(usuario, eq(usuario.id, comentario.usuarioId))
          .where(alvoCond(alvo))
          .orderBy(desc(comentario.criadoEm), desc(comentario.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(comentario).where(alvoCond(alvo)),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async porId(id: number) {
      const [c] = await db
        .select({
          id: comentario.id,
          questaoId: comentario.questaoId,
          exercicioId: comentario.exercicioId,
          comentario: comentario.texto,
          tipo: comentario.tipo,
          nomeUsuario: nomeExibido,
          criadoEm: comentario.criadoEm,
        })
        .from(comentario)
        .innerJoin(usuario, eq(usuario.id, comentario.usuarioId))
        .where(eq(comentario.id, id));
      return c;
    },

    async contar(alvo: AlvoComentario) {
      const [r] = await db.select({ n: count() }).from(comentario).where(alvoCond(alvo));
      return r?.n ?? 0;
    },

    async responder(comentarioId: number, usuarioId: number, texto: string) {
      const [r] = await db
        .insert(comentarioResposta)
        .values({ comentarioId, usuarioId, texto })
        .returning({ id: comentarioResposta.id });
      return r!.id;
    },

    async respostas(comentarioId: number, page: number, size: number, antigasPrimeiro: boolean) {
      const ordem = antigasPrimeiro ? asc : desc;
      const where = eq(comentarioResposta.comentarioId, comentarioId);
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: comentarioResposta.id,
            resposta: comentarioResposta.texto,
            criadoEm: comentarioResposta.criadoEm,
            nome: nomeExibido,
            daPlataforma: comentarioResposta.daPlataforma,
          })
          .from(comentarioResposta)
          .innerJoin(usuario, eq(usuario.id, comentarioResposta.usuarioId))
          .where(where)
          .orderBy(ordem(comentarioResposta.criadoEm), ordem(comentarioResposta.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(comentarioResposta).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async resposta(id: number) {
      const [r] = await db
        .select({
          id: comentarioResposta.id,
          resposta: comentarioResposta.texto,
          criadoEm: comentarioResposta.criadoEm,
          nome: nomeExibido,
          daPlataforma: comentarioResposta.daPlataforma,
        })
        .from(comentarioResposta)
        .innerJoin(usuario, eq(usuario.id, comentarioResposta.usuarioId))
        .where(and(eq(comentarioResposta.id, id)));
      return r;
    },
  };
}
