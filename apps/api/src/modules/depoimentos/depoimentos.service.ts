import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { depoimentosRepository } from './depoimentos.repository.ts';

export interface NovoDepoimento {
  /** null: shown on every product. */
  tenantId: Tenant | null;
  nome: string;
  cargo: string;
  depoimento: string;
  /** SVG portrait, as text; stored in base64 as the wire carries it. */
  svg: string;
  ordem: number;
}

/** Student testimonials of the landing page (spec doc 2 §3). */
export function depoimentosService(db: DbOrTx) {
  const repo = depoimentosRepository(db);
  return {
    listar: (tenant: Tenant) => repo.listar(tenant),

    /** Adds testimonials (the demo content). */
    async cadastrar(novos: NovoDepoimento[]) {
      if (novos.length === 0) return;
      await repo.inserir(
        novos.map(({ svg, ...d }) => ({ ...d, imagem: Buffer.from(svg, 'utf8').toString('base64') })),
      );
    },
  };
}
