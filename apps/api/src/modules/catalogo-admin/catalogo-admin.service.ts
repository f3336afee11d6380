import {
  MENSAGENS_CATALOGO_ADMIN as M,
  PAI_CATALOGO,
  type TipoCatalogo,
  type TPaginaCatalogo,
} from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { mesclarInstituicaoDasCalculadoras } from '../calculadora/index.ts';
import { type BuscaCatalogo, catalogoAdminRepository } from '../catalogo/index.ts';
import { mesclarConteudoDoChecklist } from '../checklist/index.ts';
import { ebookService } from '../ebook/index.ts';
import { mesclarCatalogoExercicios } from '../exercicios-fixacao/index.ts';
import { mesclarCatalogoQuestoes } from '../questoes/index.ts';
import { mesclarCatalogoSimulados } from '../simulados/index.ts';

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', M.naoEncontrado);
const invalido = (campo: string, mensagem: string) =>
  new AppError('VALIDACAO', mensagem, [{ campo, mensagem }]);

/**
 * The back office's catalogue (issue 21 §1): list, create, rename and merge. A module of its own: a merge
 * reaches every module that points to the catalogue, and some of those depend on `catalogo`'s lists. The
 * catalogue's tables are written by their owner, `catalogo`, through its public face. The tree's kinds
 * (course, subject, content, sub-content) belong to the product's platforms; institutions, bancas and
 * years are shared by every product.
 */
export function catalogoAdminService(db: DbOrTx) {
  const repo = catalogoAdminRepository(db);

  async function existente(tipo: TipoCatalogo, tenant: string, id: number) {
    const item = await repo.item(tipo, tenant, id);
    if (!item) throw naoEncontrado();
    return item;
  }

  return {
    listar(tipo: TipoCatalogo, tenant: string, q: BuscaCatalogo): Promise<TPaginaCatalogo> {
      return repo.listar(tipo, tenant, q);
    },

    arvore: (tenant: string, cursoId: number) => repo.arvore(tenant, cursoId),

    async criar(tipo: TipoCatalogo, tenant: string, nome: string, paiId: number | undefined) {
      if (tipo === 'ano' && !/^\d{4}$/.test(nome)) throw invalido('nome', M.ano);
      const temPai = PAI_CATALOGO[tipo] !== undefined;
      if (temPai && paiId === undefined) throw invalido('paiId', M.paiObrigatorio);
      if (temPai && !(await repo.paiExiste(tipo, tenant, paiId!)))
        throw invalido('paiId', M.paiNaoEncontrado);
      const pai = temPai ? paiId! : null;
      if (await repo.nomeEmUso(tipo, tenant, nome, pai)) throw new AppError('CONFLITO', M.nomeEmUso);
      return repo.inserir(tipo, nome, pai);
    },

    /** Answers the name before. */
    async renomear(tipo: TipoCatalogo, tenant: string, id: number, nome: string): Promise<string> {
      if (tipo === 'ano') throw invalido('nome', M.anoNaoRenomeia);
      const atual = await existente(tipo, tenant, id);
      if (await repo.nomeEmUso(tipo, tenant, nome, atual.paiId, id))
        throw new AppError('CONFLITO', M.nomeEmUso);
      await repo.renomear(tipo, id, nome);
      return atual.nome;
    },

    /**
     * Merges the duplicate `removerId` into `manterId` (call inside a transaction): everything that points
     * to the duplicate — the tree's children, the questions', exercises' and mocks' links, institution and
     * banca, e-books, calculators, checklist entries — is re-pointed by its owner, and the duplicate is
     * deleted. The dashboards' counters move with the links (their triggers). Both must hang from the same
     * parent. Answers both items as they were.
     */
    async mesclar(tipo: TipoCatalogo, tenant: string, manterId: number, removerId: number) {
      if (tipo === 'ano') throw invalido('removerId', M.naoMescla);
      const [manter, remover] = [
        await existente(tipo, tenant, manterId),
        await existente(tipo, tenant, removerId),
      ];
      if (manter.paiId !== remover.paiId) throw invalido('removerId', M.outroPai);
      await repo.moverFilhos(tipo, removerId, manterId);
      await mesclarCatalogoQuestoes(db, tipo, removerId, manterId);
      await mesclarCatalogoExercicios(db, tipo, removerId, manterId);
      await mesclarCatalogoSimulados(db, tipo, removerId, manterId);
      if (tipo === 'materia') await ebookService(db).mesclarMateria(removerId, manterId);
      if (tipo === 'conteudo') await mesclarConteudoDoChecklist(db, removerId, manterId);
      if (tipo === 'instituicao') await mesclarInstituicaoDasCalculadoras(db, removerId, manterId);
      await repo.apagar(tipo, removerId);
      return { manter, remover };
    },
  };
}
