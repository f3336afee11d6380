import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import {
  FORMA_PAGAMENTO,
  MENSAGENS_PEDIDOS,
  PRAZO_REEMBOLSO,
  STATUS_COM_RECIBO,
  STATUS_PEDIDO,
  type StatusPedido,
  type TPedidoResumo,
  type TPrevisaoReembolso,
} from '@aprovei/shared/checkout/pedidos.schemas';
import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { mascararCpf } from '@aprovei/shared/conta/cpf.rules';
import { centavosParaReais, formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { marcaDoTenant, renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { checkoutRepository } from './checkout.repository.ts';
import { type PedidoDoComprador, pedidosRepository } from './pedidos.repository.ts';
import { gerarReciboPdf, type LinhaRecibo } from './recibo-pdf.ts';

type Nomes = Awaited<ReturnType<ReturnType<typeof pedidosRepository>['nomes']>>;

function itens(p: PedidoDoComprador, nomes: Nomes): TPedidoResumo['itens'] {
  return [
    ...(p.nomePlano ? [{ tipo: 'PLANO' as const, nome: p.nomePlano }] : []),
    ...p.produtosIds.map((id) => ({
      tipo: 'PRODUTO' as const,
      nome: nomes.produtos.get(id) ?? `Produto nº ${id}`,
    })),
    ...p.ebooksIds.map((id) => ({ tipo: 'EBOOK' as const, nome: nomes.ebooks.get(id) ?? `E-book nº ${id}` })),
  ];
}

const status = (p: PedidoDoComprador) => p.status as StatusPedido;

function resumo(p: PedidoDoComprador, nomes: Nomes): TPedidoResumo {
  return {
    idFatura: p.id,
    data: p.criadoEm.toISOString(),
    tipo: p.tipo as TPedidoResumo['tipo'],
    itens: itens(p, nomes),
    metodoPagamento: p.metodoPagamento as MetodoPagamento,
    qtdParcelas: p.qtdParcelas,
    desconto: centavosParaReais(p.descontoCentavos),
    valorTotal: centavosParaReais(p.valorTotalCentavos),
    status: { codigo: status(p), descricao: STATUS_PEDIDO[status(p)] },
    possuiRecibo: STATUS_COM_RECIBO.includes(status(p)),
  };
}

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_PEDIDOS.naoEncontrado);

/** How an order was paid, in words ('Cartão de crédito em 3 parcelas'). */
export function formaDePagamento(metodo: MetodoPagamento, parcelas: number): string {
  const forma = FORMA_PAGAMENTO[metodo];
  return metodo === 'CARTAO_CREDITO'
    ? `${forma} ${parcelas > 1 ? `em ${parcelas} parcelas` : 'à vista'}`
    : forma;
}

/**
 * 'Meus pedidos' (issue 18 §5): the buyer's orders, the receipt of a paid one as a PDF, and what a
 * cancellation within the 7 days gives back (the confirmation dialog and the e-mail after the refund).
 */
export function pedidosService(deps: { db: Db; mailer: Mailer }) {
  const repo = pedidosRepository(deps.db);
  const checkout = checkoutRepository(deps.db);

  const nomesDe = (pedidos: PedidoDoComprador[]) =>
    repo.nomes(
      [...new Set(pedidos.flatMap((p) => p.produtosIds))],
      [...new Set(pedidos.flatMap((p) => p.ebooksIds))],
    );

  return {
    async meusPedidos(
      usuarioId: number,
      tenant: Tenant,
      page: number,
      size: number,
    ): Promise<TPage<TPedidoResumo>> {
      const [pedidos, total] = await Promise.all([
        repo.pagina(usuarioId, tenant, page, size),
        repo.total(usuarioId, tenant),
      ]);
      const nomes = await nomesDe(pedidos);
      return pageOf(
        pedidos.map((p) => resumo(p, nomes)),
        page,
        size,
        total,
      );
    },

    /** The receipt of one of the buyer's paid orders; another user's order is not found (404). */
    async recibo(usuarioId: number, tenant: Tenant, idFatura: number): Promise<Uint8Array> {
      const [p, comprador] = await Promise.all([
        repo.doComprador(usuarioId, tenant, idFatura),
        repo.comprador(usuarioId),
      ]);
      if (!p || !comprador) throw naoEncontrado();
      if (!STATUS_COM_RECIBO.includes(status(p))) throw new AppError('CONFLITO', MENSAGENS_PEDIDOS.semRecibo);
      const nomes = await nomesDe([p]);
      const linhas: LinhaRecibo[] = [];
      if (p.nomePlano)
        linhas.push({ rotulo: `Plano ${p.nomePlano}`, valor: formatarCentavos(p.valorPlanoCentavos) });
      for (const item of itens(p, nomes).filter((i) => i.tipo !== 'PLANO'))
        linhas.push({ rotulo: `${item.tipo === 'EBOOK' ? 'E-book' : 'Produto'}: ${item.nome}` });
      if (p.produtosIds.length)
        linhas.push({ rotulo: 'Produtos adicionais', valor: formatarCentavos(p.valorProdutosCentavos) });
      if (p.ebooksIds.length)
        linhas.push({ rotulo: 'E-books', valor: formatarCentavos(p.valorEbooksCentavos) });
      if (p.descontoCentavos > 0)
        linhas.push({ rotulo: 'Desconto', valor: `- ${formatarCentavos(p.descontoCentavos)}` });
      linhas.push({ rotulo: 'Total', valor: formatarCentavos(p.valorTotalCentavos), destaque: true });
      return gerarReciboPdf({
        produto: marcaDoTenant(tenant),
        idFatura: p.id,
        data: p.criadoEm,
        comprador: { nome: comprador.nome, cpfMascarado: mascararCpf(comprador.cpf) },
        linhas,
        detalhes: [
          ['Forma de pagamento', formaDePagamento(p.metodoPagamento as MetodoPagamento, p.qtdParcelas)],
          ['Situação', STATUS_PEDIDO[status(p)]],
          ...(p.tipo === 'RENOVACAO' ? [['Tipo', 'Renovação automática'] as [string, string]] : []),
          ...(p.gatewayPaymentId
            ? [['Identificação do pagamento', p.gatewayPaymentId] as [string, string]]
            : []),
        ],
        geradoEm: new Date(),
      });
    },

    /**
     * What cancelling one of the buyer's contracts within the 7 days gives back: its paid purchase, by
     * the same method. Null when there is none (a contract given by the administration); another user's
     * contract answers null too, telling nothing.
     */
    async previsaoReembolso(usuarioId: number, contratacaoId: number): Promise<TPrevisaoReembolso> {
      const p = await checkout.compraDoContrato(contratacaoId);
      if (!p || p.usuarioId !== usuarioId) return null;
      const metodo = p.metodoPagamento as MetodoPagamento;
      return {
        valor: centavosParaReais(p.valorTotalCentavos),
        metodoPagamento: metodo,
        prazo: PRAZO_REEMBOLSO[metodo],
      };
    },

    /** The e-mail after a refund of a withdrawal (the order is already `refunded`). */
    async avisarReembolso(contratacaoId: number): Promise<void> {
      const p = await checkout.compraDoContrato(contratacaoId, 'refunded');
      if (!p) return;
      const comprador = await repo.comprador(p.usuarioId);
      if (!comprador) return;
      const metodo = p.metodoPagamento as MetodoPagamento;
      const valor = formatarCentavos(p.valorTotalCentavos);
      const email = renderEmail(p.tenantId as Tenant, {
        assunto: `Cancelamento confirmado: reembolso de ${valor}`,
        titulo: 'Seu plano foi cancelado',
        blocos: [
          `Olá, ${comprador.nome.split(' ')[0]}! Cancelamos o seu plano dentro do prazo de 7 dias, como você pediu.`,
          {
            campos: [
              ['Pedido', `nº ${p.id}`],
              ['Valor do reembolso', valor],
              ['Forma de pagamento', FORMA_PAGAMENTO[metodo]],
            ],
          },
          PRAZO_REEMBOLSO[metodo],
          'O acesso do plano e dos produtos comprados com ele terminou. Você pode contratar de novo quando quiser.',
        ],
      });
      await deps.mailer.enviar({
        para: comprador.email,
        ...email,
        tenantId: p.tenantId,
        usuarioId: p.usuarioId,
      });
    },
  };
}

export type PedidosService = ReturnType<typeof pedidosService>;
