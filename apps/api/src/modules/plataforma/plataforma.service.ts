import { AppError } from '@aprovei/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { plataformaRepository } from './plataforma.repository.ts';

/** A product's platforms (and their theme) and the public parameters. */
export function plataformaService(db: DbOrTx) {
  const repo = plataformaRepository(db);
  return {
    async buscarPlataforma(tenant: string, id: number) {
      const found = await repo.plataformaDoTenant(tenant, id);
      if (!found) throw new AppError('NAO_ENCONTRADO', 'Plataforma não encontrada para este produto.');
      return found;
    },
    listarParametros: () => repo.parametros(),
  };
}
