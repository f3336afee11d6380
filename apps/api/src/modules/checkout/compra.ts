import {
  MENSAGENS_COMPRA,
  type ZComprarProdutoBody,
  type ZRealizarAssinaturaPlanoBody,
  type ZRealizarContratacaoEbookBody,
} from '@aprovei/shared/assinatura/assinatura.schemas';
import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import { MENSAGENS_CHECKOUT, type TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import { MENSAGENS_EBOOK, maxParcelasEbook } from '@aprovei/shared/ebook/ebook.rules';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { MENSAGENS_PRODUTO, maxParcelasProduto } from '@aprovei/shared/produtos/produtos.rules';
import type { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { qrPng } from '../../gateways/gateway-common.ts';
import { pixExpiresAt } from '../../gateways/gateway-factory.ts';
import {
  type DeclineReason,
  GatewayError,
  MENSAGEM_RECUSA,
  type Payer,
  type PaymentGateway,
  type PaymentStatus,
} from '../../gateways/payment-gateway.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { CartaoCreditoService } from '../cartao-credito/index.ts';
import { ebookService } from '../ebook/index.ts';
import { guardarCartaoDaCompra } from './cartao-da-compra.ts';
import { checkoutRepository, type NovoPedido, type PedidoRow } from './checkout.repository.ts';
import type { Precificacao } from './precificacao.ts';
import { type RecuperacaoDeCobrancas, referenciaDoPedido } from './recuperacao.ts';

type CompraBody = z.output<typeof ZRealizarAssinaturaPlanoBody>;
type CompraEbookBody = z.output<typeof ZRealizarContratacaoEbookBody>;
type CompraProdutoBody = z.output<typeof ZComprarProdutoBody>;
/** The payment fields every purchase carries (plan or e-books). */
type PagamentoBody = Omit<CompraEbookBody, 'idEbooks'>;

/**
 * What is being bought, priced on the server: the amount the coupon applies to (`idPlano` null for
 * e-books), the add-ons charged on top, the instalments the discounted total allows, and the order's own
 * columns.
 */
interface Precificado {
  idPlano: number | null;
  baseCupomCentavos: number;
  extrasCentavos: number;
  maxParcelas: (totalCentavos: number) => number;
  mensagemParcelas: string;
  campos: Pick<
    NovoPedido,
    | 'planoId'
    | 'valorPlanoCentavos'
    | 'valorProdutosCentavos'
    | 'produtosIds'
    | 'ebooksIds'
    | 'valorEbooksCentavos'
  >;
}

interface Compra {
  /** Checks of the buyer before anything is spent (the captcha). */
  conferirComprador?: (comprador: { cpf: string }) => void;
  /** Whether an order found under the same idempotency key is this purchase. */
  mesmoPedido: (p: PedidoRow) => boolean;
  /**
   * Checks against the buyer's other orders, inside the transaction that writes this one and under her
   * lock (two purchases at once are checked one after the other).
   */
  conferirOutrosPedidos?: (r: ReturnType<typeof checkoutRepository>) => Promise<void>;
  precificar: () => Promise<Precificado>;
  /** The charge's description at the gateway. */
  descrever: (p: PedidoRow) => Promise<string>;
}

export interface CompraDeps {
  db: Db;
  env: Env;
  gateway: PaymentGateway;
  captcha: Captcha;
  /** Saved cards (cartao-credito): what a charge of one needs; the new card that paid, kept. */
  cartoes: Pick<CartaoCreditoService, 'paraCobranca' | 'guardarDoPagamento'>;
  log: { warn(obj: object, msg: string): void };
  precos: Precificacao;
  recuperacao: RecuperacaoDeCobrancas;
}

/**
 * The order and its charge (spec doc 2 §4, ADR 018): a purchase written once per idempotency key under
 * the buyer's lock, committed before the gateway is called, charged under the order's reference, its
 * answer recorded through the one write of every path (`recuperacao.registrar`).
 */
export function compras(deps: CompraDeps) {
  const { db, gateway, recuperacao } = deps;
  const repo = checkoutRepository(db);

  function resposta(p: PedidoRow, png: Buffer | null): TPagamentoResposta {
    return {
      tipoTransacao: p.metodoPagamento as MetodoPagamento,
      statusPagamento: p.status as PaymentStatus,
      idFatura: p.id,
      imageQrCodeBase64: png ? png.toString('base64') : null,
      qrCode: p.brCode,
      pixExpiraEm: p.pixExpiraEm?.toISOString() ?? null,
    };
  }

  async function respostaDoPedido(p: PedidoRow): Promise<TPagamentoResposta> {
    if (p.status === 'declined') {
      throw new AppError(
        'PAGAMENTO_RECUSADO',
        MENSAGEM_RECUSA[(p.motivoRecusa as DeclineReason | null) ?? 'other'],
      );
    }
    return resposta(p, p.brCode && p.status === 'pending' ? await qrPng(p.brCode) : null);
  }

  function erroDoGateway(error: unknown): never {
    if (error instanceof GatewayError) {
      if (error.code === 'unavailable')
        throw new AppError('INDISPONIVEL', MENSAGENS_CHECKOUT.operadoraIndisponivel);
      throw new AppError('VALIDACAO', error.message);
    }
    throw error;
  }

  /** The test builds' fault between the gateway's answer and our write (CHECKOUT_FALHA_APOS_COBRANCA). */
  async function falhaDeTeste(pedidoId: number) {
    const falha = deps.env.NODE_ENV === 'test' ? deps.env.CHECKOUT_FALHA_APOS_COBRANCA : undefined;
    if (!falha) return;
    deps.log.warn({ pedido: pedidoId, falha }, 'checkout: falha de teste após a cobrança');
    if (falha === 'erro') throw new Error(`falha de teste após a cobrança do pedido ${pedidoId}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }

  /**
   * Charges order `p` at the gateway under its reference `pedido-<id>` (the idempotency key too) and
   * records the answer (recuperacao.registrar). A copy of the purchase (a double click, a retry) comes
   * here as well: the same call is the same charge at the gateway, and the order row's lock in
   * movimentos.ts applies its status once, so every copy answers the same outcome without waiting.
   */
  async function cobrar(
    p: PedidoRow,
    body: PagamentoBody,
    pagador: Payer,
    salvo: Awaited<ReturnType<CompraDeps['cartoes']['paraCobranca']>> | null,
    compra: Compra,
  ): Promise<TPagamentoResposta> {
    if (p.status !== 'pending') return respostaDoPedido(p);
    if (p.gatewayPaymentId) {
      if (p.metodoPagamento === 'PIX') return respostaDoPedido(p);
      // A card charged by the first copy: its status as the gateway has it now, applied once.
      const payment = await gateway.getPayment(p.gatewayPaymentId).catch(erroDoGateway);
      return respostaDoPedido(await recuperacao.registrar(p, payment));
    }
    await repo.iniciarCobranca(p.id);
    const chave = referenciaDoPedido(p.id);
    const descricao = await compra.descrever(p);
    if (body.metodoPagamento === 'PIX') {
      const pix = await gateway
        .createPixCharge({
          amountCentavos: p.valorTotalCentavos,
          idempotencyKey: chave,
          expiresAt: pixExpiresAt(deps.env),
          description: descricao,
          payer: pagador,
        })
        .catch(erroDoGateway);
      await falhaDeTeste(p.id);
      const depois = await recuperacao.registrar(p, {
        gatewayPaymentId: pix.gatewayPaymentId,
        status: 'pending',
        pix: { brCode: pix.brCode, expiresAt: pix.expiresAt },
      });
      return depois.status === 'pending' ? resposta(depois, pix.qrPng) : respostaDoPedido(depois);
    }
    const cartao = salvo
      ? { brand: salvo.bandeira, savedCardId: salvo.cardId, customerId: salvo.customerId }
      : { brand: body.cartao!.bandeira, cardToken: body.cartao!.token };
    const cobranca = await gateway
      .chargeCard({
        amountCentavos: p.valorTotalCentavos,
        installments: p.qtdParcelas,
        ...cartao,
        payer: pagador,
        idempotencyKey: chave,
        description: descricao,
      })
      .catch(erroDoGateway);
    await falhaDeTeste(p.id);
    const depois = await recuperacao.registrar(p, cobranca);
    // The card that pays is the card that renews: a new card, approved, is kept (cartao-da-compra.ts).
    if (depois.status === 'approved' && !salvo && body.cartao) {
      await guardarCartaoDaCompra(deps, {
        usuarioId: p.usuarioId,
        pedidoId: p.id,
        cartao: body.cartao,
        gatewayPaymentId: cobranca.gatewayPaymentId,
      });
    }
    return respostaDoPedido(depois);
  }

  /**
   * A purchase (plan or e-books). The order is priced here (`precificar`) and written once per
   * (user, chaveIdempotencia), committed before the gateway is called, then charged (`cobrar`). Copies
   * sent at once take turns on the buyer's lock (`travarCompra`): the second finds the first's order.
   */
  async function comprar(
    usuarioId: number,
    tenant: Tenant,
    body: PagamentoBody,
    compra: Compra,
  ): Promise<TPagamentoResposta> {
    const comprador = await repo.comprador(usuarioId);
    if (!comprador) throw new AppError('NAO_AUTENTICADO', 'Usuário não encontrado.');
    compra.conferirComprador?.(comprador);
    // A saved card must be the buyer's (another user's is not found), on this gateway.
    const salvo =
      body.metodoPagamento === 'CARTAO_CREDITO' && body.idCartao != null
        ? await deps.cartoes.paraCobranca(usuarioId, body.idCartao, gateway.name)
        : null;
    // A retry of an order finds it without pricing it again (e-books already owned, a plan held).
    let p = await repo.pedidoPorChave(usuarioId, body.chaveIdempotencia);
    if (!p) {
      const preco = await compra.precificar();
      const qtdParcelas = body.metodoPagamento === 'PIX' ? 1 : (body.qtdParcelas ?? 1);
      p = await db.transaction(async (tx) => {
        const r = checkoutRepository(tx);
        const cupom = body.cupomDesconto ? await r.cupomPorCodigo(tenant, body.cupomDesconto) : undefined;
        await r.travarCompra(usuarioId, cupom?.id ?? null);
        // A copy sent at once waited on the lock above: the first's order is its answer.
        const copia = await r.pedidoPorChave(usuarioId, body.chaveIdempotencia);
        if (copia) return copia;
        // The captcha is spent with the order it guards: a retry of the order needs no other. A new
        // account's first order was guarded by the registration's check.
        if (!(await r.primeiroPedidoDeContaNova(usuarioId))) await deps.captcha.verificar(body.captcha, tx);
        await compra.conferirOutrosPedidos?.(r);
        const desconto = body.cupomDesconto
          ? await deps.precos.descontoDoCupom(
              tx,
              tenant,
              { idPlano: preco.idPlano, totalCentavos: preco.baseCupomCentavos },
              body.cupomDesconto,
              comprador.cpf,
            )
          : { cupomId: null, descontoCentavos: 0 };
        const valorTotalCentavos = preco.baseCupomCentavos - desconto.descontoCentavos + preco.extrasCentavos;
        if (qtdParcelas > preco.maxParcelas(valorTotalCentavos))
          throw new AppError('VALIDACAO', preco.mensagemParcelas);
        const { pedido } = await r.criarPedido({
          ...preco.campos,
          usuarioId,
          tenantId: tenant,
          chaveIdempotencia: body.chaveIdempotencia,
          metodoPagamento: body.metodoPagamento,
          cpf: comprador.cpf,
          descontoCentavos: desconto.descontoCentavos,
          valorTotalCentavos,
          qtdParcelas,
          cupomId: desconto.cupomId,
          gateway: gateway.name,
        });
        return pedido;
      });
    }
    if (!compra.mesmoPedido(p)) throw new AppError('CONFLITO', MENSAGENS_CHECKOUT.chaveUsada);
    const pagador = { email: comprador.email, name: comprador.nome, cpf: comprador.cpf };
    return cobrar(p, body, pagador, salvo, compra);
  }

  return {
    respostaDoPedido,

    /**
     * POST assinatura/realizar-assinatura-plano. The order is priced here, written once per
     * (user, chaveIdempotencia), and charged with the gateway key `pedido-<id>`: a double click, a retry
     * or two requests racing charge once and answer the same order.
     */
    async realizarAssinaturaPlano(
      usuarioId: number,
      tenant: Tenant,
      body: CompraBody,
    ): Promise<TPagamentoResposta> {
      return comprar(usuarioId, tenant, body, {
        conferirComprador: (comprador) => {
          if (body.cpf && body.cpf !== comprador.cpf)
            throw new AppError('VALIDACAO', MENSAGENS_CHECKOUT.cpfDaConta);
        },
        mesmoPedido: (p) => p.planoId === body.idPlano && p.metodoPagamento === body.metodoPagamento,
        // One plan is bought once: not while the buyer holds it or another order of it may be paid.
        conferirOutrosPedidos: async (r) => {
          if (await r.planoEmAndamento(usuarioId, body.idPlano, body.chaveIdempotencia, new Date()))
            throw new AppError('CONFLITO', MENSAGENS_CHECKOUT.planoAtivo);
        },
        descrever: async (p) =>
          `${(await repo.planoAVenda(p.tenantId, p.planoId!))?.nomePlano ?? `Plano ${p.planoId}`} (pedido ${p.id})`,
        precificar: async () => {
          const plano = await deps.precos.planoAVenda(tenant, body.idPlano);
          const oferecidos = await repo.produtosOferecidos(tenant, [plano.id]);
          const produtos = body.produtosForaDoPlano.map((id) => {
            const produto = oferecidos.find((o) => o.id === id);
            if (!produto) throw new AppError('VALIDACAO', MENSAGENS_COMPRA.produto);
            return produto;
          });
          const valorProdutos = produtos.reduce((s, x) => s + x.valorCentavos, 0);
          return {
            idPlano: plano.id,
            baseCupomCentavos: plano.valorCentavos,
            extrasCentavos: valorProdutos,
            maxParcelas: () => plano.maxParcelas,
            mensagemParcelas: MENSAGENS_CHECKOUT.parcelasIndisponiveis,
            campos: {
              planoId: plano.id,
              valorPlanoCentavos: plano.valorCentavos,
              valorProdutosCentavos: valorProdutos,
              produtosIds: produtos.map((x) => x.id),
            },
          };
        },
      });
    },

    /**
     * POST assinatura/realizar-contratacao-ebook: the same purchase as a plan's (one order per key, the
     * gateway's charge, Pix or card), priced from the e-books' ids; paid, they become the buyer's.
     */
    async realizarContratacaoEbook(
      usuarioId: number,
      tenant: Tenant,
      body: CompraEbookBody,
    ): Promise<TPagamentoResposta> {
      const ebooks = ebookService(db);
      ebooks.conferirOferta(tenant);
      const mesmos = (ids: number[]) =>
        ids.length === body.idEbooks.length && body.idEbooks.every((id) => ids.includes(id));
      return comprar(usuarioId, tenant, body, {
        mesmoPedido: (p) => mesmos(p.ebooksIds) && p.metodoPagamento === body.metodoPagamento,
        // One unpaid order per e-book: a second would be a second charge for the same book.
        conferirOutrosPedidos: async (r) => {
          if (await r.ebookEmPedidoPendente(usuarioId, body.idEbooks, body.chaveIdempotencia, new Date()))
            throw new AppError('CONFLITO', MENSAGENS_EBOOK.pedidoPendente);
        },
        descrever: async (p) => `E-books (${p.ebooksIds.length}) (pedido ${p.id})`,
        precificar: async () => {
          const compra = await ebooks.paraCompra(usuarioId, tenant, body.idEbooks);
          return {
            idPlano: null,
            baseCupomCentavos: compra.totalCentavos,
            extrasCentavos: 0,
            maxParcelas: maxParcelasEbook,
            mensagemParcelas: MENSAGENS_EBOOK.parcelas,
            campos: {
              planoId: null,
              valorPlanoCentavos: 0,
              valorProdutosCentavos: 0,
              ebooksIds: compra.ebooks.map((e) => e.id),
              valorEbooksCentavos: compra.totalCentavos,
            },
          };
        },
      });
    },

    /**
     * POST assinatura/comprar-produto (issue 22 §1): an open-question send pack bought on its own by a
     * student who holds a plan offered with it — the same order, charge and ledger as a plan's; paid, its
     * sends are granted once (movimentos.ts → entrega.service.ts). No contract, no coupon.
     */
    async comprarProduto(
      usuarioId: number,
      tenant: Tenant,
      body: CompraProdutoBody,
    ): Promise<TPagamentoResposta> {
      return comprar(
        usuarioId,
        tenant,
        { ...body, cupomDesconto: null },
        {
          mesmoPedido: (p) =>
            p.planoId === null &&
            p.produtosIds.length === 1 &&
            p.produtosIds[0] === body.idProduto &&
            p.metodoPagamento === body.metodoPagamento,
          descrever: async (p) => `Pacote de envios (pedido ${p.id})`,
          precificar: async () => {
            const planos = await repo.planosVigentes(usuarioId, tenant, new Date());
            if (planos.length === 0) throw new AppError('PROIBIDO', MENSAGENS_PRODUTO.semPlano);
            const pacote = (await repo.produtosOferecidos(tenant, planos, 'ENVIOS_QUESTAO_ABERTA')).find(
              (x) => x.id === body.idProduto,
            );
            if (!pacote) throw new AppError('VALIDACAO', MENSAGENS_PRODUTO.naoAvulso);
            return {
              idPlano: null,
              baseCupomCentavos: 0,
              extrasCentavos: pacote.valorCentavos,
              maxParcelas: maxParcelasProduto,
              mensagemParcelas: MENSAGENS_PRODUTO.parcelas,
              campos: {
                planoId: null,
                valorPlanoCentavos: 0,
                valorProdutosCentavos: pacote.valorCentavos,
                produtosIds: [pacote.id],
              },
            };
          },
        },
      );
    },
  };
}
