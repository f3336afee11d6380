import {
  MENSAGENS_COMPRA,
  type ZRealizarAssinaturaPlanoBody,
  type ZRealizarContratacaoEbookBody,
} from '@aprovei/shared/assinatura/assinatura.schemas';
import { aplicarCupom, type Cupom } from '@aprovei/shared/assinatura/cupom.rules';
import { opcoesParcelamento } from '@aprovei/shared/assinatura/parcelas.rules';
import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import type { ZEnderecoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import {
  MENSAGENS_CHECKOUT,
  type TCupomAplicado,
  type TPagamentoResposta,
  type TProdutoCheckout,
} from '@aprovei/shared/checkout/checkout.schemas';
import { centavosParaReais, formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { MENSAGENS_EBOOK, maxParcelasEbook } from '@aprovei/shared/ebook/ebook.rules';
import type { TCupomEbookAplicado } from '@aprovei/shared/ebook/ebook.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { TPlanoParcela } from '@aprovei/shared/planos/planos.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { qrPng } from '../../gateways/gateway-common.ts';
import { pixExpiresAt } from '../../gateways/gateway-factory.ts';
import {
  type DeclineReason,
  GatewayError,
  MENSAGEM_RECUSA,
  type Payer,
  type PaymentGateway,
  type PaymentStatus,
  readWebhook,
  type WebhookHeaders,
} from '../../gateways/payment-gateway.ts';
import { SandboxGateway } from '../../gateways/sandbox.ts';
import { renderEmail } from '../../mail/template.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { CartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import type { ConsultaCepService } from '../consulta-cep/consulta-cep.service.ts';
import { ebookService } from '../ebook/ebook.service.ts';
import { checkoutRepository, type NovoPedido, type PedidoRow } from './checkout.repository.ts';
import { aplicarStatus as aplicarStatusDoPedido } from './movimentos.ts';
import { recuperacaoDeCobrancas, referenciaDoPedido } from './recuperacao.ts';

type CompraBody = z.output<typeof ZRealizarAssinaturaPlanoBody>;
type CompraEbookBody = z.output<typeof ZRealizarContratacaoEbookBody>;
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

export interface CheckoutDeps {
  db: Db;
  env: Env;
  gateway: PaymentGateway;
  mailer: Mailer;
  captcha: Captcha;
  /** Saved cards (cartao-credito): what a charge of one needs. */
  cartoes: Pick<CartaoCreditoService, 'paraCobranca'>;
  /** The CEP lookup: município and UF of the buyer's address. */
  cep: Pick<ConsultaCepService, 'buscar'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const planoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_COMPRA.plano);
const faturaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGENS_CHECKOUT.faturaNaoEncontrada);

const parcelasEmReais = (totalCentavos: number, maxParcelas: number): TPlanoParcela[] =>
  opcoesParcelamento(totalCentavos, maxParcelas).map((o) => ({
    qtdParcela: o.qtdParcela,
    valorParcelado: centavosParaReais(o.valorParcelaCentavos),
  }));

function cupomDaLinha(row: {
  codigo: string;
  tipo: string;
  valorCentavos: number | null;
  pontosBase: number | null;
  validoDe: Date;
  validoAte: Date | null;
  limiteUsos: number | null;
  limiteUsosPorCpf: number | null;
  idsPlanos: number[] | null;
}): Cupom {
  return {
    codigo: row.codigo,
    desconto:
      row.tipo === 'VALOR_FIXO'
        ? { tipo: 'VALOR_FIXO', valorCentavos: row.valorCentavos ?? 0 }
        : { tipo: 'PERCENTUAL', pontosBase: row.pontosBase ?? 0 },
    validoDe: row.validoDe,
    validoAte: row.validoAte,
    limiteUsos: row.limiteUsos,
    limiteUsosPorCpf: row.limiteUsosPorCpf,
    idsPlanos: row.idsPlanos,
  };
}

/** Whether `alvo` is the sum of some of `valores` (the add-on products a buyer may have ticked). */
function somaDeAlguns(valores: number[], alvo: number): boolean {
  let possiveis = new Set([0]);
  for (const v of valores) possiveis = new Set([...possiveis, ...[...possiveis].map((s) => s + v)]);
  return possiveis.has(alvo);
}

/**
 * The checkout (spec doc 2 §4): prices computed here from the plan, the products and the coupon — never
 * taken from the browser —, orders with an idempotency key, the gateway's charge, the payment's
 * status moving forward only (purchase answer, webhooks), the contract when paid, the ledger of every
 * movement and the receipt e-mail.
 */
export function checkoutService(deps: CheckoutDeps) {
  const { db, gateway } = deps;
  const repo = checkoutRepository(db);

  async function planoAVenda(tenant: Tenant, idPlano: number) {
    const plano = await repo.planoAVenda(tenant, idPlano);
    if (!plano) throw planoNaoEncontrado();
    if (plano.valorCentavos <= 0) throw new AppError('VALIDACAO', MENSAGENS_CHECKOUT.planoGratuito);
    return plano;
  }

  /** The coupon's discount on the plan's price (or the e-books' total, idPlano null); throws its refusal text. */
  async function descontoDoCupom(
    r: DbOrTx,
    tenant: Tenant,
    compra: { idPlano: number | null; totalCentavos: number },
    codigo: string,
    cpf: string | null,
  ) {
    const cr = checkoutRepository(r);
    const row = await cr.cupomPorCodigo(tenant, codigo);
    const usos = row && cpf ? await cr.usosCupom(row.id, cpf) : { total: 0, doCpf: 0 };
    const resultado = aplicarCupom(codigo, row ? cupomDaLinha(row) : null, {
      totalCentavos: compra.totalCentavos,
      idPlano: compra.idPlano,
      cpf,
      usos,
      agora: new Date(),
    });
    if (!resultado.ok) throw new AppError('VALIDACAO', resultado.mensagem);
    return { cupomId: row!.id, descontoCentavos: resultado.descontoCentavos };
  }

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
      throw new AppError('VALIDACAO', MENSAGEM_RECUSA[(p.motivoRecusa as DeclineReason | null) ?? 'other']);
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

  /** The receipt of a paid order: the plan with its access date, or the e-books bought. */
  async function enviarRecibo(p: PedidoRow, validade: Date | null) {
    const [comprador, plano, produtos, ebooks] = await Promise.all([
      repo.comprador(p.usuarioId),
      p.planoId === null ? undefined : repo.planoAVenda(p.tenantId, p.planoId),
      repo.produtosPorId(p.produtosIds),
      ebookService(db).nomes(p.ebooksIds),
    ]);
    if (!comprador) return;
    const forma =
      p.metodoPagamento === 'PIX'
        ? 'PIX'
        : `Cartão de crédito em ${p.qtdParcelas}x de ${formatarCentavos(Math.floor(p.valorTotalCentavos / p.qtdParcelas))} sem juros`;
    const campos: [string, string][] = [['Pedido', `#${p.id}`]];
    if (p.planoId !== null) {
      campos.push(
        ['Plano', plano?.nomePlano ?? `#${p.planoId}`],
        ['Valor do plano', formatarCentavos(p.valorPlanoCentavos)],
      );
    }
    for (const produto of produtos)
      campos.push(['Produto', `${produto.nome} (${formatarCentavos(produto.valorCentavos)})`]);
    for (const nome of ebooks) campos.push(['E-book', nome]);
    if (p.descontoCentavos > 0) campos.push(['Desconto', `- ${formatarCentavos(p.descontoCentavos)}`]);
    campos.push(['Total pago', formatarCentavos(p.valorTotalCentavos)], ['Forma de pagamento', forma]);
    if (validade) {
      campos.push(['Acesso até', validade.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })]);
    }
    const primeiroNome = comprador.nome.split(' ')[0];
    const email = renderEmail(p.tenantId as Tenant, {
      assunto:
        p.planoId === null
          ? 'Pagamento confirmado: seus e-books'
          : `Pagamento confirmado: ${plano?.nomePlano ?? 'seu plano'}`,
      titulo: 'Recibo da sua compra',
      blocos:
        p.planoId === null
          ? [
              `Olá, ${primeiroNome}! Recebemos o seu pagamento e os seus e-books já estão em Meus e-books.`,
              { campos },
              'Bons Estudos!',
            ]
          : [
              `Olá, ${primeiroNome}! Recebemos o seu pagamento e o seu acesso já está liberado.`,
              { campos },
              'Você pode cancelar em até 7 dias pela tela Dados da conta, com reembolso integral. Bons Estudos!',
            ],
    });
    try {
      await deps.mailer.enviar({
        para: comprador.email,
        ...email,
        tenantId: p.tenantId,
        usuarioId: p.usuarioId,
      });
    } catch (error) {
      // The payment stands; the message stays in the outbox (email_enviado) for a resend.
      deps.log.warn({ err: error, pedido: p.id }, 'checkout: recibo não enviado');
    }
  }

  /** Applies a payment's news (movimentos.ts), then sends the receipt of a purchase just paid. */
  async function aplicarStatus(pedidoId: number, incoming: PaymentStatus, motivo?: DeclineReason) {
    const efeito = await aplicarStatusDoPedido(db, pedidoId, incoming, motivo);
    if (efeito?.recibo) await enviarRecibo(efeito.pedido, efeito.validade);
    return efeito;
  }

  const recuperacao = recuperacaoDeCobrancas({ db, gateway, log: deps.log, aplicarStatus });

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
    salvo: Awaited<ReturnType<CheckoutDeps['cartoes']['paraCobranca']>> | null,
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
    return respostaDoPedido(await recuperacao.registrar(p, cobranca));
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
        // The captcha is spent with the order it guards: a retry of the order needs no other.
        await deps.captcha.verificar(body.captcha, tx);
        await compra.conferirOutrosPedidos?.(r);
        const desconto = body.cupomDesconto
          ? await descontoDoCupom(
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
    aplicarStatus,
    recuperacao,

    /** GET produtos/recuperar-produtos-por-plano-checkout/{idPlano} */
    async produtosDoPlano(tenant: Tenant, idPlano: number): Promise<TProdutoCheckout[]> {
      await planoAVenda(tenant, idPlano);
      const produtos = await repo.produtosOferecidos(tenant);
      return produtos.map((p) => ({
        id: p.id,
        nome: p.nome,
        descricao: p.descricao,
        valor: centavosParaReais(p.valorCentavos),
      }));
    },

    /**
     * GET planos/recupera-parcela-plano-mais-produto/{idPlano}/{total}/{cupom}/{cpf}: the instalments of
     * `total`, which must be the plan (after its coupon) plus some of the offered products; any other
     * amount is refused, so the browser cannot choose a price.
     */
    async parcelasPlanoMaisProduto(
      tenant: Tenant,
      p: { idPlano: number; total: number; cupom: string | null; cpf: string | null },
    ): Promise<TPlanoParcela[]> {
      const plano = await planoAVenda(tenant, p.idPlano);
      const desconto = p.cupom
        ? (
            await descontoDoCupom(
              db,
              tenant,
              { idPlano: plano.id, totalCentavos: plano.valorCentavos },
              p.cupom,
              p.cpf,
            )
          ).descontoCentavos
        : 0;
      const produtos = await repo.produtosOferecidos(tenant);
      const extras = p.total - (plano.valorCentavos - desconto);
      if (
        extras < 0 ||
        !somaDeAlguns(
          produtos.map((x) => x.valorCentavos),
          extras,
        )
      ) {
        throw new AppError('VALIDACAO', MENSAGENS_CHECKOUT.totalInvalido);
      }
      return parcelasEmReais(p.total, plano.maxParcelas);
    },

    /** GET assinatura/aplicar-desconto-cupom: the plan's price with the coupon and its instalments. */
    async aplicarCupom(
      tenant: Tenant,
      q: { cupom: string; idPlano: number; cpf: string },
    ): Promise<TCupomAplicado> {
      const plano = await planoAVenda(tenant, q.idPlano);
      const { descontoCentavos } = await descontoDoCupom(
        db,
        tenant,
        { idPlano: plano.id, totalCentavos: plano.valorCentavos },
        q.cupom,
        q.cpf,
      );
      const comDesconto = plano.valorCentavos - descontoCentavos;
      return {
        cupom: q.cupom,
        valorIntegralPlano: centavosParaReais(plano.valorCentavos),
        valorDesconto: centavosParaReais(descontoCentavos),
        valorPlanoComDesconto: centavosParaReais(comDesconto),
        planoParcelado: comDesconto > 0 ? parcelasEmReais(comDesconto, plano.maxParcelas) : [],
      };
    },

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
          const plano = await planoAVenda(tenant, body.idPlano);
          const oferecidos = await repo.produtosOferecidos(tenant);
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
     * GET assinatura/aplicar-desconto-cupom-ebook: the e-books' total (from their ids, on sale, not owned
     * by the buyer) with the coupon, and the instalments the discounted total allows.
     */
    async aplicarCupomEbook(
      usuarioId: number,
      tenant: Tenant,
      q: { cupom: string; idEbooks: number[]; cpf: string },
    ): Promise<TCupomEbookAplicado> {
      const { totalCentavos } = await ebookService(db).paraCompra(usuarioId, tenant, q.idEbooks);
      const { descontoCentavos } = await descontoDoCupom(
        db,
        tenant,
        { idPlano: null, totalCentavos },
        q.cupom,
        q.cpf,
      );
      const comDesconto = totalCentavos - descontoCentavos;
      return {
        cupom: q.cupom,
        valorTotalEbooks: centavosParaReais(totalCentavos),
        valorDesconto: centavosParaReais(descontoCentavos),
        valorTotalComDesconto: centavosParaReais(comDesconto),
        qtdMaximaParcelas: maxParcelasEbook(comDesconto),
      };
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
     * GET assinatura/is-pagamento-pix-processado: true once paid, from our database (the webhook wrote
     * it). An order of another user is not found; an unpaid code past its expiry says so (409).
     */
    async pixProcessado(usuarioId: number, idFatura: number): Promise<boolean> {
      const p = await repo.pedidoDoUsuario(usuarioId, idFatura);
      if (!p) throw faturaNaoEncontrada();
      if (p.status === 'approved') return true;
      const expirado =
        p.status === 'expired' ||
        (p.status === 'pending' && p.pixExpiraEm !== null && p.pixExpiraEm <= new Date());
      if (expirado) throw new AppError('CONFLITO', MENSAGENS_CHECKOUT.pixExpirado);
      return false;
    },

    /**
     * A gateway's webhook: refused unless it is this gateway's and signed (401); then the payment is read
     * back from the gateway and applied forward only. A payment we have not recorded yet (its purchase's
     * answer was lost, or is still on its way) finds its order by its external reference; a payment
     * that names no order of ours answers 404, so the gateway tries again later.
     */
    async receberWebhook(
      nome: string,
      headers: WebhookHeaders,
      rawBody: string,
      query: Record<string, unknown>,
    ) {
      if (gateway.name !== nome)
        throw new AppError('NAO_ENCONTRADO', 'Gateway de pagamento não configurado.');
      const lido = await readWebhook(gateway, headers, rawBody, query).catch((error: unknown) => {
        if (error instanceof GatewayError && error.code === 'not_found') return null;
        throw error;
      });
      if (lido && !lido.ok) throw new AppError('NAO_AUTENTICADO', `Webhook recusado: ${lido.reason}.`);
      if (!lido) throw faturaNaoEncontrada();
      const conhecido = await repo.pedidoPorPagamento(gateway.name, lido.payment.gatewayPaymentId);
      const alvo = conhecido
        ? await repo.pedidoPorId(conhecido.id)
        : await recuperacao.pedidoDoPagamento(lido.payment);
      if (!alvo) throw faturaNaoEncontrada();
      await recuperacao.registrar(alvo, lido.payment);
      return { recebido: true as const };
    },

    /** Development control: the sandbox pays the buyer's Pix charge now (its webhook follows). */
    async pagarPixSandbox(usuarioId: number, idFatura: number) {
      if (deps.env.NODE_ENV === 'production' || !(gateway instanceof SandboxGateway)) {
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_CHECKOUT.somenteDesenvolvimento);
      }
      const p = await repo.pedidoDoUsuario(usuarioId, idFatura);
      if (!p?.gatewayPaymentId) throw faturaNaoEncontrada();
      await gateway.payNow(p.gatewayPaymentId);
      return { pago: (await repo.pedidoDoUsuario(usuarioId, idFatura))?.status === 'approved' };
    },

    /** POST conta/cadastra-endereco-usuario (município and UF come from the CEP lookup, not the client). */
    async cadastrarEndereco(usuarioId: number, e: z.output<typeof ZEnderecoBody>) {
      const consulta = await deps.cep.buscar(e.cep);
      await repo.salvarEndereco({
        municipio: consulta.municipio.nome,
        uf: consulta.uf.sigla,
        usuarioId,
        cep: e.cep,
        tipoLogradouroId: e.tipoLogradouro?.id ?? null,
        logradouro: e.logradouro,
        numeroLogradouro: e.numeroLogradouro,
        bairro: e.bairro,
        complemento: e.complemento,
      });
      return { mensagem: 'Endereço cadastrado com sucesso.' };
    },
  };
}
