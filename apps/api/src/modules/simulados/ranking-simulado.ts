import { pageOf } from '@aprovei/shared/common.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { janelaRanking, percentil, TAMANHO_PODIO } from '@aprovei/shared/simulados/simulados.rules';
import type { TRankingDestaque, TRankingEntrada } from '@aprovei/shared/simulados/simulados.schemas';
import type { Db } from '../../db/client.ts';
import { simuladosRepository } from './simulados.repository.ts';

/**
 * A mock's ranking among its participants: the podium, the pages from the 4th place and the student's
 * own place. `visivel` refuses (404) a mock of another product.
 */
export function rankingSimulado(db: Db, visivel: (tenant: Tenant, id: number) => Promise<void>) {
  const repo = simuladosRepository(db);
  const entrada = (e: { apelido: string; pontuacao: number }, posicao: number): TRankingEntrada => ({
    apelidoUsuario: e.apelido,
    pontuacao: e.pontuacao,
    posicao,
  });

  return {
    /**
     * The ranking from the 4th place, one page. Its reads need only the mock's id: they run at once,
     * beside the check that the mock is this product's (a page past the end reads no entry).
     */
    async ranking(tenant: Tenant, id: number, page: number, size: number) {
      const { offset } = janelaRanking(page, size, 0);
      const [, participantes, linhas] = await Promise.all([
        visivel(tenant, id),
        repo.participantes(id),
        repo.ranking(id, offset, size),
      ]);
      const { total } = janelaRanking(page, size, participantes);
      return pageOf(
        linhas.map((e, i) => entrada(e, offset + i + 1)),
        page,
        size,
        total,
      );
    },

    /** The podium and the student's own place ('VOCÊ'). */
    async destaque(usuarioId: number, tenant: Tenant, id: number): Promise<TRankingDestaque> {
      const [, podio, voce, totalParticipantes] = await Promise.all([
        visivel(tenant, id),
        repo.ranking(id, 0, TAMANHO_PODIO),
        repo.posicao(id, usuarioId),
        repo.participantes(id),
      ]);
      const lugar = (i: number) => (podio[i] ? entrada(podio[i], i + 1) : null);
      return {
        primeiroLugar: lugar(0),
        segundoLugar: lugar(1),
        terceiroLugar: lugar(2),
        voce: voce && entrada(voce, voce.posicao),
        totalParticipantes,
        percentil: voce ? percentil(voce.posicao, totalParticipantes) : null,
      };
    },
  };
}
