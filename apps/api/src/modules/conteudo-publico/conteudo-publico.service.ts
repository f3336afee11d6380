import {
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TConteudoLanding,
  type TItemLanding,
  type TItemLandingForm,
  type TipoItemLanding,
  ZItemLanding,
  ZItemLandingForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { ordemCompleta } from '../../lib/ordem.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { conteudoPublicoRepository } from './conteudo-publico.repository.ts';

/** A row as the wire carries it; `dados` was checked against its kind's schema when written. */
const item = (row: unknown): TItemLanding => ZItemLanding.parse(row);

/**
 * The landing page's feature cards, approved students and counters per product (issue 22 §3): the
 * public read and the back office's writes. The routes audit each write in its transaction.
 */
export function conteudoPublicoService(db: DbOrTx) {
  const repo = conteudoPublicoRepository(db);

  async function travar(tenant: string, id: number) {
    const row = await repo.travar(tenant, id);
    if (!row) throw new AppError('NAO_ENCONTRADO', M.itemNaoEncontrado);
    return item(row);
  }

  return {
    /** What the landing shows: the visible items, in their order. */
    async landing(tenant: string): Promise<TConteudoLanding> {
      const visiveis = (await repo.listar(tenant)).filter((r) => r.visivel).map(item);
      const de = <T extends TipoItemLanding>(tipo: T) =>
        visiveis.flatMap((i) =>
          i.tipo === tipo ? [{ ...(i.dados as Extract<TItemLanding, { tipo: T }>['dados']), id: i.id }] : [],
        );
      return { destaques: de('DESTAQUE'), aprovados: de('APROVADO'), contadores: de('CONTADOR') };
    },
    listar: async (tenant: string, tipo: TipoItemLanding) => (await repo.listar(tenant, tipo)).map(item),
    /** Adds an item at the end of its list (the back office, and the demo content). */
    async criar(tenant: string, form: TItemLandingForm): Promise<TItemLanding> {
      const f = validarEntrada(ZItemLandingForm, form);
      const ordem = await repo.proximaOrdem(tenant, f.tipo);
      return item(
        await repo.inserir({ tenantId: tenant, tipo: f.tipo, dados: f.dados, visivel: f.visivel, ordem }),
      );
    },
    async editar(tenant: string, id: number, form: TItemLandingForm) {
      const f = validarEntrada(ZItemLandingForm, form);
      const antes = await travar(tenant, id);
      if (antes.tipo !== f.tipo)
        throw new AppError('VALIDACAO', M.tipoNaoMuda, [{ campo: 'tipo', mensagem: M.tipoNaoMuda }]);
      const depois = item(await repo.alterar(id, { dados: f.dados, visivel: f.visivel }));
      return { antes, depois };
    },
    async excluir(tenant: string, id: number): Promise<TItemLanding> {
      const antes = await travar(tenant, id);
      await repo.excluir(id);
      return antes;
    },
    /** Puts a list in a new order: every id of the list, once, first shown first. */
    async ordenar(tenant: string, tipo: TipoItemLanding, ids: number[]) {
      const antes = await repo.listar(tenant, tipo);
      ordemCompleta(
        antes.map((r) => r.id),
        ids,
      );
      for (const [i, id] of ids.entries()) await repo.alterar(id, { ordem: i + 1 });
      return { antes: antes.map((r) => r.id), depois: ids };
    },
  };
}
