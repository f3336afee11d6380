import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao, plano, produto, produtoComprado } from '../../db/schema/index.ts';
import type { DadosPessoais, Linha } from '../../db/titular.ts';
import { pararRenovacoes } from './contratos.ts';

/**
 * What assinatura holds about a person: her contracts with the products bought with each. They are
 * kept on deletion (payment records, LGPD art. 16, I), but their automatic renewal stops (an ATIVA
 * contract becomes RENOVACAO_CANCELADA), so nothing is charged after it.
 */
export function dadosPessoaisAssinatura(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'contratacao',
        secao: 'contratacoes',
        ler: async (u): Promise<Linha[]> => {
          const contratos = await db
            .select({
              id: contratacao.id,
              plano: plano.nomePlano,
              situacaoCodigo: contratacao.situacaoCodigo,
              metodoPagamento: contratacao.metodoPagamento,
              dataInicio: contratacao.dataInicio,
              dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
              renovacaoAutomatica: contratacao.renovacaoAutomatica,
              valorPago: sql<number>`${contratacao.valorPagoCentavos} / 100.0`.mapWith(Number),
              canceladaEm: contratacao.canceladaEm,
              criadoEm: contratacao.criadoEm,
            })
            .from(contratacao)
            .innerJoin(plano, eq(plano.id, contratacao.planoId))
            .where(eq(contratacao.usuarioId, u.id))
            .orderBy(asc(contratacao.dataInicio), asc(contratacao.id));
          if (contratos.length === 0) return [];
          const produtos = await db
            .select({
              contratacaoId: produtoComprado.contratacaoId,
              nomeProduto: produto.nomeProduto,
              dataInicio: produtoComprado.dataInicio,
              dataValidadeAssinatura: produtoComprado.dataValidadeAssinatura,
              valorPago: sql<number>`${produtoComprado.valorPagoCentavos} / 100.0`.mapWith(Number),
            })
            .from(produtoComprado)
            .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
            .where(
              inArray(
                produtoComprado.contratacaoId,
                contratos.map((c) => c.id),
              ),
            )
            .orderBy(asc(produtoComprado.id));
          return contratos.map((c) => ({
            ...c,
            produtosComprados: produtos
              .filter((p) => p.contratacaoId === c.id)
              .map(({ contratacaoId: _, ...p }) => p),
          }));
        },
      },
    ],
    apagar: (tx, u) => pararRenovacoes(tx, u.id, new Date()),
  };
}
