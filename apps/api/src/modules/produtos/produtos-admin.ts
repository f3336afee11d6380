import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_NEGOCIO,
  type TBuscaProdutosAdmin,
  type TProdutoAdmin,
  type TProdutoFormSaida,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { TipoEntrega } from '@aprovei/shared/produtos/produtos.rules';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { plano, produto, produtoPlano } from '../../db/schema/index.ts';
import type { ArquivoProduto } from './upload-produto.ts';

const colunasAdmin = {
  id: produto.id,
  nomeProduto: produto.nomeProduto,
  descricao: produto.descricao,
  valorCentavos: produto.valorCentavos,
  duracaoMeses: produto.duracaoMeses,
  ativo: produto.ativo,
  tipoEntrega: sql<TipoEntrega>`${produto.tipoEntrega}`,
  enviosQuestaoAberta: produto.enviosQuestaoAberta,
  instrucoes: produto.instrucoes,
  arquivoNome: produto.arquivoNome,
  idsPlanos: sql<number[]>`array(select pp.plano_id from produto_plano pp
    where pp.produto_id = produto.id order by pp.plano_id)`,
  vendas: sql<number>`(select count(*) from produto_comprado pc where pc.produto_id = produto.id)::int`,
};

const campos = (p: TProdutoFormSaida) => ({
  nomeProduto: p.nomeProduto,
  descricao: p.descricao,
  valorCentavos: p.valorCentavos,
  duracaoMeses: p.duracaoMeses,
  ativo: p.ativo,
  enviosQuestaoAberta: p.enviosQuestaoAberta,
  instrucoes: p.instrucoes,
});

/**
 * Add-on products as the back office edits them (issue 22 §1): services, open-question send packs and
 * files to download, which the checkout offers while active with the plans they name (`produto_plano`;
 * none: every plan) and which deliver once paid (entrega.service.ts).
 * A product's delivery type is fixed once it exists. A file product is created with its file and only
 * ever has its file replaced, so one without a file is never offered (the table's
 * `produto_entrega_arquivo_ck` holds it too).
 */
export function produtosAdminService(db: DbOrTx) {
  async function detalhe(tenant: string, id: number): Promise<TProdutoAdmin> {
    const [p] = await db
      .select(colunasAdmin)
      .from(produto)
      .where(and(eq(produto.id, id), eq(produto.tenantId, tenant)));
    if (!p) throw new AppError('NAO_ENCONTRADO', MENSAGENS_NEGOCIO.produtoNaoEncontrado);
    return p;
  }

  const recusa = (campo: string, mensagem: string) =>
    new AppError('VALIDACAO', mensagem, [{ campo, mensagem }]);

  /** The plans it is offered with: each one of the tenant (or of every tenant), all written again. */
  async function gravarPlanos(tenant: string, id: number, idsPlanos: number[]) {
    if (idsPlanos.length > 0) {
      const existentes = await db
        .select({ id: plano.id })
        .from(plano)
        .where(and(inArray(plano.id, idsPlanos), or(eq(plano.tenantId, tenant), isNull(plano.tenantId))));
      if (existentes.length !== idsPlanos.length) throw recusa('idsPlanos', MENSAGENS_NEGOCIO.planoDoProduto);
    }
    await db.delete(produtoPlano).where(eq(produtoPlano.produtoId, id));
    if (idsPlanos.length > 0)
      await db.insert(produtoPlano).values(idsPlanos.map((planoId) => ({ produtoId: id, planoId })));
  }

  return {
    detalhe,

    async listar(tenant: string, q: TBuscaProdutosAdmin) {
      const condicoes: SQL[] = [eq(produto.tenantId, tenant)];
      if (q.busca) condicoes.push(sql`lower(${produto.nomeProduto}) like ${`%${q.busca.toLowerCase()}%`}`);
      if (q.ativo !== undefined) condicoes.push(eq(produto.ativo, q.ativo));
      const where = and(...condicoes);
      const coluna = {
        nomeProduto: produto.nomeProduto,
        valorCentavos: produto.valorCentavos,
        id: produto.id,
      }[q.ordem];
      const [linhas, [total]] = await Promise.all([
        db
          .select(colunasAdmin)
          .from(produto)
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(coluna) : desc(coluna), asc(produto.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(produto).where(where),
      ]);
      return { linhas, total: total?.n ?? 0 };
    },

    /** A new product; a file product (ARQUIVO) with its file, already stored. */
    async criar(tenant: string, p: TProdutoFormSaida, arquivo?: ArquivoProduto) {
      if (p.tipoEntrega === 'ARQUIVO' && !arquivo)
        throw recusa('arquivo', MENSAGENS_NEGOCIO.arquivoObrigatorio);
      if (p.tipoEntrega !== 'ARQUIVO' && arquivo)
        throw recusa('tipoEntrega', MENSAGENS_NEGOCIO.arquivoSoDeArquivo);
      const [novo] = await db
        .insert(produto)
        .values({
          tenantId: tenant,
          tipoEntrega: p.tipoEntrega,
          ...campos(p),
          ...(arquivo ? { arquivoChave: arquivo.chave, arquivoNome: arquivo.nome } : {}),
        })
        .returning({ id: produto.id });
      await gravarPlanos(tenant, novo!.id, p.idsPlanos);
      return detalhe(tenant, novo!.id);
    },

    async editar(tenant: string, id: number, p: TProdutoFormSaida) {
      await db.execute(sql`select id from ${produto} where ${produto.id} = ${id} for update`);
      const antes = await detalhe(tenant, id);
      if (antes.tipoEntrega !== p.tipoEntrega) throw recusa('tipoEntrega', MENSAGENS_NEGOCIO.tipoEntregaFixo);
      await db.update(produto).set(campos(p)).where(eq(produto.id, id));
      await gravarPlanos(tenant, id, p.idsPlanos);
      return { antes, depois: await detalhe(tenant, id) };
    },

    /**
     * A file product's file replaced by one already stored: what its buyers download from now on. The
     * previous file stays in the storage, like a replaced e-book's PDF.
     */
    async trocarArquivo(tenant: string, id: number, arquivo: ArquivoProduto) {
      await db.execute(sql`select id from ${produto} where ${produto.id} = ${id} for update`);
      const antes = await detalhe(tenant, id);
      if (antes.tipoEntrega !== 'ARQUIVO') throw recusa('arquivo', MENSAGENS_NEGOCIO.arquivoSoDeArquivo);
      await db
        .update(produto)
        .set({ arquivoChave: arquivo.chave, arquivoNome: arquivo.nome })
        .where(eq(produto.id, id));
      return { antes, depois: await detalhe(tenant, id) };
    },
  };
}
