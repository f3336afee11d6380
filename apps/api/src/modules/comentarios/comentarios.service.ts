import type {
  TComentario,
  TipoComentario,
  TRespostaComentario,
} from '@aprovei/shared/comentarios/comentarios.schemas';
import { assinaturaDaPlataforma } from '@aprovei/shared/comentarios/relatos.schemas';
import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import type { Db } from '../../db/client.ts';
import { marcaDoTenant } from '../../mail/template.ts';
import { exerciciosService } from '../exercicios-fixacao/index.ts';
import { questoesService } from '../questoes/index.ts';
import { type AlvoComentario, comentariosRepository } from './comentarios.repository.ts';

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Comentário não encontrado.');

/** Comments and replies on questions and fixation exercises. Always written as the signed-in user. */
export function comentariosService(db: Db) {
  const repo = comentariosRepository(db);
  const questoes = questoesService(db);
  const exercicios = exerciciosService(db);

  async function assertAlvoVisivel(usuarioId: number, tenant: Tenant, alvo: AlvoComentario) {
    if ('questaoId' in alvo) await questoes.visivel(usuarioId, tenant, alvo.questaoId);
    else await exercicios.visivel(usuarioId, tenant, alvo.exercicioId);
  }

  /** The comment, when its question or exercise is visible to the user and of the expected kind. */
  async function comentarioVisivel(usuarioId: number, tenant: Tenant, id: number, exercicio: boolean) {
    const c = await repo.porId(id);
    if (!c || (c.exercicioId !== null) !== exercicio) throw naoEncontrado();
    await assertAlvoVisivel(
      usuarioId,
      tenant,
      c.questaoId !== null ? { questaoId: c.questaoId } : { exercicioId: c.exercicioId! },
    );
    return c;
  }

  const toComentario = (
    c: { id: number; comentario: string; tipo: string; nomeUsuario: string; criadoEm: Date },
    totalRespostas: number,
    reacoes: TResumoReacoes = { contagem: [], idEmoji: null },
  ): TComentario => ({
    id: c.id,
    comentario: c.comentario,
    tipo: c.tipo as TipoComentario,
    nomeUsuario: c.nomeUsuario,
    inicio: c.criadoEm.toISOString(),
    totalRespostas,
    reacoes,
  });

  /** A reply as students read it: the platform's replies signed by the brand, never by the person. */
  const toResposta = (
    tenant: Tenant,
    r: { id: number; resposta: string; criadoEm: Date; nome: string; daPlataforma: boolean },
  ): TRespostaComentario => ({
    id: r.id,
    resposta: r.resposta,
    inicio: r.criadoEm.toISOString(),
    usuarioExterno: { nome: r.daPlataforma ? assinaturaDaPlataforma(marcaDoTenant(tenant)) : r.nome },
    daPlataforma: r.daPlataforma,
  });

  return {
    comentarioVisivel,

    async criar(
      usuarioId: number,
      tenant: Tenant,
      alvo: AlvoComentario,
      tipo: TipoComentario,
      texto: string,
    ) {
      await assertAlvoVisivel(usuarioId, tenant, alvo);
      const id = await repo.criar(usuarioId, alvo, tipo, texto);
      return toComentario((await repo.porId(id))!, 0);
    },

    async listar(
      usuarioId: number,
      tenant: Tenant,
      alvo: AlvoComentario,
      page: number,
      size: number,
    ): Promise<TPage<TComentario>> {
      await assertAlvoVisivel(usuarioId, tenant, alvo);
      const { items, total } = await repo.listar(alvo, page, size, usuarioId);
      return pageOf(
        items.map((c) => toComentario(c, c.totalRespostas, c.reacoes)),
        page,
        size,
        total,
      );
    },

    async contar(usuarioId: number, tenant: Tenant, alvo: AlvoComentario) {
      await assertAlvoVisivel(usuarioId, tenant, alvo);
      return repo.contar(alvo);
    },

    async respostas(
      usuarioId: number,
      tenant: Tenant,
      idComentario: number,
      exercicio: boolean,
      page: number,
      size: number,
      antigasPrimeiro = false,
    ) {
      await comentarioVisivel(usuarioId, tenant, idComentario, exercicio);
      const { items, total } = await repo.respostas(idComentario, page, size, antigasPrimeiro);
      return pageOf(
        items.map((r) => toResposta(tenant, r)),
        page,
        size,
        total,
      );
    },

    async responder(
      usuarioId: number,
      tenant: Tenant,
      idComentario: number,
      exercicio: boolean,
      texto: string,
    ) {
      await comentarioVisivel(usuarioId, tenant, idComentario, exercicio);
      const id = await repo.responder(idComentario, usuarioId, texto);
      return toResposta(tenant, (await repo.resposta(id))!);
    },
  };
}

export type ComentariosService = ReturnType<typeof comentariosService>;
