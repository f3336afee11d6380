import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_NEGOCIO,
  type TBuscaPlanosAdmin,
  type TPlanoAdminDetalhe,
  type TPlanoFormSaida,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { planosAdminRepository } from './planos-admin.repository.ts';

/**
 * Plans as the back office edits them (issue 22 §1). A retired plan (`ativo` false) leaves the plan
 * cards and the checkout but keeps its contracts: their access and their renewals do not read `ativo`.
 */
export function planosAdminService(db: DbOrTx) {
  const repo = planosAdminRepository(db);

  async function detalhe(tenant: string, id: number): Promise<TPlanoAdminDetalhe> {
    const p = await repo.detalhe(tenant, id);
    if (!p) throw new AppError('NAO_ENCONTRADO', MENSAGENS_NEGOCIO.planoNaoEncontrado);
    return p;
  }

  async function conferir(tenant: string, p: TPlanoFormSaida) {
    if (p.plataformaId !== null && !(await repo.plataformas(tenant)).some((x) => x.id === p.plataformaId))
      throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.plataformaNaoEncontrada, [
        { campo: 'plataformaId', mensagem: MENSAGENS_NEGOCIO.plataformaNaoEncontrada },
      ]);
    if (!(await repo.funcionalidadesExistem(p.funcionalidadesIds)))
      throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.funcionalidadeNaoEncontrada, [
        { campo: 'funcionalidadesIds', mensagem: MENSAGENS_NEGOCIO.funcionalidadeNaoEncontrada },
      ]);
  }

  return {
    listar: (tenant: string, q: TBuscaPlanosAdmin) => repo.listar(tenant, q),
    detalhe,
    async opcoes(tenant: string) {
      const [plataformas, funcionalidades] = await Promise.all([
        repo.plataformas(tenant),
        repo.funcionalidades(),
      ]);
      return { plataformas, funcionalidades };
    },
    async criar(tenant: string, p: TPlanoFormSaida) {
      await conferir(tenant, p);
      const id = await repo.criar(tenant, p);
      return detalhe(tenant, id);
    },
    async editar(tenant: string, id: number, p: TPlanoFormSaida) {
      await repo.travar(id);
      const antes = await detalhe(tenant, id);
      await conferir(tenant, p);
      await repo.editar(id, p);
      return { antes, depois: await detalhe(tenant, id) };
    },
  };
}
