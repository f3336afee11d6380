import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { LocalReacao, TReacaoResultado, TUltimaReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import type { Db } from '../../db/client.ts';
import { comentariosService } from '../comentarios/index.ts';
import { exerciciosService } from '../exercicios-fixacao/index.ts';
import { questoesService } from '../questoes/index.ts';
import { reacoesRepository } from './reacoes.repository.ts';

/** Emoji reactions on questions, exercises and their comments. One current reaction per user and target. */
export function reacoesService(db: Db) {
  const repo = reacoesRepository(db);
  const questoes = questoesService(db);
  const exercicios = exerciciosService(db);
  const comentarios = comentariosService(db);

  /** The target must be visible to the user (and a comment of the right kind). */
  async function assertVisivel(usuarioId: number, tenant: Tenant, local: LocalReacao, alvoId: number) {
    switch (local) {
      case 'QUESTAO':
        return void (await questoes.visivel(usuarioId, tenant, alvoId));
      case 'EXERCICIO_FIXACAO':
        return void (await exercicios.visivel(usuarioId, tenant, alvoId));
      case 'COMENTARIO':
        return void (await comentarios.comentarioVisivel(usuarioId, tenant, alvoId, false));
      case 'COMENTARIO_EXERCICIO_FIXACAO':
        return void (await comentarios.comentarioVisivel(usuarioId, tenant, alvoId, true));
    }
  }

  return {
    emojis: () => repo.emojis(),

    async contagem(usuarioId: number, tenant: Tenant, local: LocalReacao, alvoId: number) {
      await assertVisivel(usuarioId, tenant, local, alvoId);
      return repo.contagem(local, alvoId);
    },

    async ultima(
      usuarioId: number,
      tenant: Tenant,
      local: LocalReacao,
      alvoId: number,
    ): Promise<TUltimaReacao> {
      await assertVisivel(usuarioId, tenant, local, alvoId);
      const r = await repo.doUsuario(usuarioId, local, alvoId);
      return { idEmoji: r?.emojiId ?? null, idComentarioReacao: r?.id ?? null, localReacao: local };
    },

    async usuarios(usuarioId: number, tenant: Tenant, local: LocalReacao, alvoId: number, idEmoji?: number) {
      await assertVisivel(usuarioId, tenant, local, alvoId);
      return repo.usuarios(local, alvoId, idEmoji);
    },

    /** Reacting with another emoji changes the reaction; the same emoji again removes it. */
    async reagir(
      usuarioId: number,
      tenant: Tenant,
      local: LocalReacao,
      alvoId: number,
      idEmoji: number,
    ): Promise<TReacaoResultado> {
      await assertVisivel(usuarioId, tenant, local, alvoId);
      if (!(await repo.emojiExiste(idEmoji))) {
        throw new AppError('VALIDACAO', 'Emoji inválido.', [
          { campo: 'idEmoji', mensagem: 'Emoji inválido.' },
        ]);
      }
      const atual = await db.transaction(async (tx) => {
        const r = reacoesRepository(tx);
        const existente = await r.doUsuario(usuarioId, local, alvoId);
        if (existente?.emojiId === idEmoji) {
          await r.remover(existente.id);
          return null;
        }
        await r.definir(usuarioId, local, alvoId, idEmoji);
        return idEmoji;
      });
      return { idEmoji: atual, contagem: await repo.contagem(local, alvoId) };
    },
  };
}
