import { type TDepoimentoNovo, ZDepoimentoNovo } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { depoimentosRepository } from './depoimentos.repository.ts';

/** Student testimonials of the landing page (spec doc 2 §3). */
export function depoimentosService(db: DbOrTx) {
  const repo = depoimentosRepository(db);
  return {
    listar: (tenant: Tenant) => repo.listar(tenant),

    /**
     * Adds a testimonial (the back office's operation; the demo content adds its testimonials with it):
     * the input checked against ZDepoimentoNovo (400 naming the fields), the portrait kept in base64.
     * Answers its id.
     */
    async cadastrar(novo: TDepoimentoNovo): Promise<number> {
      const { svg, ...d } = validarEntrada(ZDepoimentoNovo, novo);
      return repo.inserir({ ...d, imagem: Buffer.from(svg, 'utf8').toString('base64') });
    },
  };
}
