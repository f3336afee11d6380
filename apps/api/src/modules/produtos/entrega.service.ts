import type { TEntregaProduto } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_PRODUTO, type TipoEntrega } from '@aprovei/shared/produtos/produtos.rules';
import type { DbOrTx } from '../../db/client.ts';
import { concederPacoteComprado, revogarPacoteComprado } from '../questao-aberta/index.ts';
import { produtosRepository } from './produtos.repository.ts';

/**
 * What a paid order's add-on products deliver (ADR 016), inside the transaction that applies the payment
 * (checkout's movimentos.ts): the open-question sends of every pack bought, summed into one grant of the
 * order (a replayed notice grants nothing more). A file needs nothing here — the paid order is what
 * lets its owner download it — and a service's instructions go out by e-mail after the commit
 * (`enviarInstrucoesPendentes`).
 */
export async function entregarProdutos(
  tx: DbOrTx,
  p: { id: number; usuarioId: number; produtosIds: number[] },
  agora: Date,
): Promise<void> {
  const pacotes = (await produtosRepository(tx).entregaDosProdutos(p.produtosIds)).filter(
    (x) => x.tipoEntrega === 'ENVIOS_QUESTAO_ABERTA',
  );
  const quantidade = pacotes.reduce((s, x) => s + (x.enviosQuestaoAberta ?? 0), 0);
  if (quantidade === 0) return;
  await concederPacoteComprado(tx, {
    usuarioId: p.usuarioId,
    pedidoId: p.id,
    quantidade,
    motivo: `Pedido #${p.id}: ${pacotes.map((x) => x.nome).join(', ')}`,
    quando: agora,
  });
}

/** A refunded or charged-back order takes back what it delivered: its sends (its file stops being served). */
export function revogarProdutos(tx: DbOrTx, pedidoId: number): Promise<void> {
  return revogarPacoteComprado(tx, pedidoId);
}

/** The delivery of bought products ('Meus produtos'), by produto_comprado id. */
export async function entregasDosComprados(db: DbOrTx, ids: number[]): Promise<Map<number, TEntregaProduto>> {
  const rows = await produtosRepository(db).entregaDosComprados(ids);
  return new Map(
    rows.map((r): [number, TEntregaProduto] => {
      switch (r.tipoEntrega as TipoEntrega) {
        case 'ARQUIVO':
          return [r.id, { tipo: 'ARQUIVO', arquivoNome: r.arquivoNome ?? 'arquivo.pdf', disponivel: r.pago }];
        case 'ENVIOS_QUESTAO_ABERTA':
          return [r.id, { tipo: 'ENVIOS_QUESTAO_ABERTA', enviosQuestaoAberta: r.enviosQuestaoAberta ?? 0 }];
        default:
          return [r.id, { tipo: 'SERVICO', instrucoes: r.instrucoes || MENSAGENS_PRODUTO.instrucoesPadrao }];
      }
    }),
  );
}
