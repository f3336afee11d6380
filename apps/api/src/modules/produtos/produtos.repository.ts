import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao, pedido, produto, produtoComprado, usuario } from '../../db/schema/index.ts';

/**
 * Whether a paid order holds the bought product: an approved purchase of its contract that listed it.
 * A refunded or charged-back order stops holding it (the file is no longer served).
 */
const pagoPorPedido = sql<boolean>`exists (
  select 1 from ${pedido}
   where ${pedido.contratacaoId} = ${produtoComprado.contratacaoId}
     and ${pedido.tipo} = 'COMPRA'
     and ${pedido.status} = 'approved'
     and ${produtoComprado.produtoId} = any(${pedido.produtosIds}))`;

export function produtosRepository(db: DbOrTx) {
  return {
    /** The delivery of the products of an order. */
    entregaDosProdutos(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: produto.id,
          nome: produto.nomeProduto,
          tipoEntrega: produto.tipoEntrega,
          enviosQuestaoAberta: produto.enviosQuestaoAberta,
        })
        .from(produto)
        .where(inArray(produto.id, ids))
        .orderBy(asc(produto.id));
    },

    /** The delivery of bought products (produto_comprado ids), with whether a paid order holds each. */
    entregaDosComprados(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: produtoComprado.id,
          tipoEntrega: produto.tipoEntrega,
          arquivoNome: produto.arquivoNome,
          enviosQuestaoAberta: produto.enviosQuestaoAberta,
          instrucoes: produto.instrucoes,
          pago: pagoPorPedido,
        })
        .from(produtoComprado)
        .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
        .where(inArray(produtoComprado.id, ids));
    },

    /** A bought product of the user in the tenant, with its file and whether a paid order holds it. */
    async compradoDoUsuario(usuarioId: number, tenantId: string, id: number) {
      const [r] = await db
        .select({
          tipoEntrega: produto.tipoEntrega,
          arquivoChave: produto.arquivoChave,
          arquivoNome: produto.arquivoNome,
          pago: pagoPorPedido,
        })
        .from(produtoComprado)
        .innerJoin(contratacao, eq(contratacao.id, produtoComprado.contratacaoId))
        .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
        .where(
          and(
            eq(produtoComprado.id, id),
            eq(contratacao.usuarioId, usuarioId),
            eq(produto.tenantId, tenantId),
          ),
        );
      return r;
    },

    /** Services paid whose instructions have not gone out yet, oldest first. */
    instrucoesPendentes(limite: number) {
      return db
        .select({
          id: produtoComprado.id,
          tenantId: produto.tenantId,
          nomeProduto: produto.nomeProduto,
          instrucoes: produto.instrucoes,
          usuarioId: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
        })
        .from(produtoComprado)
        .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
        .innerJoin(contratacao, eq(contratacao.id, produtoComprado.contratacaoId))
        .innerJoin(usuario, eq(usuario.id, contratacao.usuarioId))
        .where(
          and(
            eq(produto.tipoEntrega, 'SERVICO'),
            isNull(produtoComprado.instrucoesEnviadasEm),
            isNull(usuario.excluidoEm),
            pagoPorPedido,
          ),
        )
        .orderBy(asc(produtoComprado.id))
        .limit(limite);
    },

    /** Takes a pending e-mail for this process (false: another one took it, or it went out already). */
    async reservarInstrucoes(id: number, quando: Date): Promise<boolean> {
      const r = await db
        .update(produtoComprado)
        .set({ instrucoesEnviadasEm: quando })
        .where(and(eq(produtoComprado.id, id), isNull(produtoComprado.instrucoesEnviadasEm)))
        .returning({ id: produtoComprado.id });
      return r.length === 1;
    },

    /** Gives back a reserved e-mail that could not go out (the next run tries again). */
    async liberarInstrucoes(id: number) {
      await db.update(produtoComprado).set({ instrucoesEnviadasEm: null }).where(eq(produtoComprado.id, id));
    },

    async inserir(valores: typeof produto.$inferInsert) {
      const [p] = await db.insert(produto).values(valores).returning({ id: produto.id });
      return p!.id;
    },
  };
}
