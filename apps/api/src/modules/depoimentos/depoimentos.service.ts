import {
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TDepoimentoAdmin,
  type TDepoimentoForm,
  ZDepoimentoForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { type TDepoimentoNovo, ZDepoimentoNovo } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { ordemCompleta } from '../../lib/ordem.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { depoimentosRepository } from './depoimentos.repository.ts';
import { retratoDoNome } from './retrato.ts';

const base64 = (svg: string) => Buffer.from(svg, 'utf8').toString('base64');

type Linha = NonNullable<Awaited<ReturnType<ReturnType<typeof depoimentosRepository>['travar']>>>;
const admin = ({ tenantId, ...d }: Linha): TDepoimentoAdmin => ({ ...d, todosOsProdutos: tenantId === null });

/** Student testimonials of the landing page (spec doc 2 §3; edited in the back office, issue 22 §3). */
export function depoimentosService(db: DbOrTx) {
  const repo = depoimentosRepository(db);

  async function travar(tenant: string, id: number) {
    const row = await repo.travar(tenant, id);
    if (!row) throw new AppError('NAO_ENCONTRADO', M.depoimentoNaoEncontrado);
    return row;
  }

  return {
    listar: (tenant: Tenant) => repo.listar(tenant),
    /**
     * Adds a testimonial with its own portrait (the demo content adds its testimonials with it): the
     * input checked against ZDepoimentoNovo (400 naming the fields), the portrait kept in base64.
     * Answers its id.
     */
    async cadastrar(novo: TDepoimentoNovo): Promise<number> {
      const { svg, ...d } = validarEntrada(ZDepoimentoNovo, novo);
      return repo.inserir({ ...d, imagem: base64(svg) });
    },
    listarAdmin: async (tenant: string) => (await repo.listarTodos(tenant)).map(admin),
    /** The back office's new testimonial: at the end of the list, its portrait drawn from the name. */
    async criar(tenant: string, form: TDepoimentoForm): Promise<TDepoimentoAdmin> {
      const f = validarEntrada(ZDepoimentoForm, form);
      const id = await repo.inserir({
        tenantId: f.todosOsProdutos ? null : tenant,
        nome: f.nome,
        cargo: f.cargo,
        depoimento: f.depoimento,
        visivel: f.visivel,
        imagem: base64(retratoDoNome(f.nome)),
        ordem: await repo.proximaOrdem(tenant),
      });
      return admin(await travar(tenant, id));
    },
    /** Changes the texts and visibility; a new name draws a new portrait. */
    async editar(tenant: string, id: number, form: TDepoimentoForm) {
      const f = validarEntrada(ZDepoimentoForm, form);
      const antes = await travar(tenant, id);
      await repo.alterar(id, {
        tenantId: f.todosOsProdutos ? null : tenant,
        nome: f.nome,
        cargo: f.cargo,
        depoimento: f.depoimento,
        visivel: f.visivel,
        ...(f.nome === antes.nome ? {} : { imagem: base64(retratoDoNome(f.nome)) }),
      });
      return { antes: admin(antes), depois: admin(await travar(tenant, id)) };
    },
    async excluir(tenant: string, id: number): Promise<TDepoimentoAdmin> {
      const antes = admin(await travar(tenant, id));
      await repo.excluir(id);
      return antes;
    },
    /** Puts the product's testimonials in a new order: every id of the list, once. */
    async ordenar(tenant: string, ids: number[]) {
      const antes = (await repo.listarTodos(tenant)).map((r) => r.id);
      ordemCompleta(antes, ids);
      for (const [i, id] of ids.entries()) await repo.alterar(id, { ordem: i + 1 });
      return { antes, depois: ids };
    },
  };
}
