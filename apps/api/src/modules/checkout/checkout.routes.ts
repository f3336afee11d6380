import { Readable } from 'node:stream';
import {
  ZAplicarCupomEbookQuery,
  ZAplicarCupomQuery,
  ZComprarProdutoBody,
  ZRealizarAssinaturaPlanoBody,
  ZRealizarContratacaoEbookBody,
} from '@aprovei/shared/assinatura/assinatura.schemas';
import { ZEnderecoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import {
  ZCupomAplicado,
  ZPagamentoResposta,
  ZParcelaPlanoMaisProdutoParams,
  ZPixProcessadoQuery,
  ZProdutoCheckout,
} from '@aprovei/shared/checkout/checkout.schemas';
import { zId } from '@aprovei/shared/common.schemas';
import { ZCupomEbookAplicado } from '@aprovei/shared/ebook/ebook.schemas';
import { ZPlanoParcela } from '@aprovei/shared/planos/planos.schemas';
import { ZPacoteEnvios } from '@aprovei/shared/produtos/produtos.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import type { EventosDeContratos } from '../assinatura/index.ts';
import type { EventosDeCartoes } from '../cartao-credito/index.ts';
import { cartaoCreditoService } from '../cartao-credito/index.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/index.ts';
import { checkoutService } from './checkout.service.ts';
import { type FinanceiroService, financeiroService } from './financeiro.service.ts';
import { pedidosService } from './pedidos.service.ts';
import { FILA_RECUPERACAO, type RecuperacaoDeCobrancas } from './recuperacao.ts';
import { alinharRenovacoes, FILAS, type RenovacaoService, renovacaoService } from './renovacao.service.ts';

/**
 * The checkout's jobs (ADR 012, ADR 018), São Paulo time: at 06:00 every day the contracts due for
 * renewal get one `renovar-contrato` job each (one at a time per contract; an outage retries it 4 times,
 * from 5 minutes on, doubling); at 04:30 the ledger is reconciled with the gateway; every 2 minutes (and
 * when the process starts) the orders left in the middle of a charge are settled by asking the gateway,
 * and the refunds left without the gateway's answer are asked again with their keys (ADR 022).
 */
function registrarJobs(
  app: FastifyInstance,
  renovacao: RenovacaoService,
  financeiro: FinanceiroService,
  recuperacao: RecuperacaoDeCobrancas,
) {
  app.jobs.registrar({
    fila: FILAS.renovacoes,
    cron: '0 6 * * *',
    executar: async () => {
      for (const contratacaoId of await renovacao.devidas())
        await app.jobs.enviar(FILAS.renovarContrato, { contratacaoId }, `contrato-${contratacaoId}`);
    },
  });
  app.jobs.registrar<{ contratacaoId: number }>({
    fila: FILAS.renovarContrato,
    politica: 'exclusive',
    retentativas: 4,
    esperaSegundos: 300,
    executar: async ({ contratacaoId }) => {
      await renovacao.renovar(contratacaoId);
    },
  });
  app.jobs.registrar({
    fila: FILAS.conciliacao,
    cron: '30 4 * * *',
    executar: async () => {
      await financeiro.conciliar();
    },
  });
  app.jobs.registrar({
    fila: FILA_RECUPERACAO,
    cron: '*/2 * * * *',
    executar: async () => {
      await recuperacao.recuperarCobrancas();
      await financeiro.recuperarEstornos();
    },
  });
  // A process that starts (after a crash, a deploy) settles what was left at once, in the background.
  let inicial: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    if (!app.jobs.iniciado) return;
    inicial = recuperacao.recuperarCobrancas(new Date(), 0).catch((err: unknown) => {
      app.log.error({ err }, 'checkout: recuperação inicial das cobranças falhou');
    });
  });
  app.addHook('onClose', async () => {
    await inicial;
  });
}

/** The raw body of a webhook request: its signature is over these exact bytes. */
const corposBrutos = new WeakMap<FastifyRequest, string>();

/**
 * The checkout of a plan or of e-books (spec doc 2 §4, §7): add-on products, instalments, coupons,
 * purchase by card or Pix, the Pix status the order screen polls, the gateways' webhooks and the buyer's address.
 */
export const checkoutModule: FastifyPluginAsyncZod<{
  cartoes: EventosDeCartoes;
  contratos: EventosDeContratos;
}> = async (app, { cartoes: eventosDeCartoes, contratos: eventosDeContratos }) => {
  const cep = consultaCepDoAmbiente(app.database.db, app.env);
  const cartoes = cartaoCreditoService(app.database.db, app.paymentGateway, cep);
  const service = checkoutService({
    db: app.database.db,
    cartoes,
    cep,
    env: app.env,
    gateway: app.paymentGateway,
    mailer: app.mailer,
    captcha: app.captcha,
    log: app.log,
  });
  const deps = { db: app.database.db, gateway: app.paymentGateway, log: app.log };
  const renovacao = renovacaoService({ ...deps, cartoes });
  // A new main or secondary card retries the renewals that failed (code 3): the charge restores access.
  // Without a card left to renew on, the running card contracts no longer promise their renewal.
  eventosDeCartoes.ouvir(async ({ usuarioId, tipo }) => {
    if (tipo === 'novo') await renovacao.aposNovoCartao(usuarioId);
    else await alinharRenovacoes(app.database.db, usuarioId, app.paymentGateway.name);
  });
  // A withdrawal inside the 7 days (assinatura announces it before ending the contract): the purchase
  // is refunded first, then the e-mail says how much comes back and when.
  const financeiro = financeiroService({
    ...deps,
    recuperacao: service.recuperacao,
    falhaAposEstorno: app.env.NODE_ENV === 'test' && app.env.CHECKOUT_FALHA_APOS_ESTORNO === 'erro',
  });
  const pedidos = pedidosService({ db: app.database.db, mailer: app.mailer });
  eventosDeContratos.ouvir(async ({ contratacaoId }) => {
    if (!(await financeiro.estornarCompra(contratacaoId))) return;
    // The refund stands whatever happens to its e-mail.
    await pedidos
      .avisarReembolso(contratacaoId)
      .catch((err: unknown) => app.log.error({ err, contratacaoId }, 'e-mail do reembolso não registrado'));
  });
  registrarJobs(app, renovacao, financeiro, service.recuperacao);

  app.get(
    '/produtos/recuperar-produtos-por-plano-checkout/:idPlano',
    {
      schema: {
        tags: ['checkout'],
        summary: "Produtos oferecidos com o plano ('Oportunidade, aproveite e leve também!')",
        params: z.object({ idPlano: zId('Plano não encontrado.') }),
        response: { 200: z.array(ZProdutoCheckout), ...errorsFor(400, 404, 500) },
      },
    },
    async (request) => service.produtosDoPlano(request.tenant, request.params.idPlano),
  );

  app.get(
    '/planos/recupera-parcela-plano-mais-produto/:idPlano/:total/:cupom/:cpf',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Parcelas sem juros do plano mais os produtos escolhidos (cupom e CPF ou -)',
        description:
          'total em reais (ponto decimal): o plano com o desconto do cupom mais alguns dos produtos oferecidos; ' +
          'qualquer outro valor é recusado (400). O servidor recalcula tudo na compra.',
        params: ZParcelaPlanoMaisProdutoParams,
        response: { 200: z.array(ZPlanoParcela), ...errorsFor(400, 404, 429, 500) },
      },
    },
    async (request) => service.parcelasPlanoMaisProduto(request.tenant, request.params),
  );

  app.get(
    '/assinatura/aplicar-desconto-cupom',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Aplica o cupom ao plano: preço com desconto e parcelas',
        querystring: ZAplicarCupomQuery,
        response: { 200: ZCupomAplicado, ...errorsFor(400, 404, 429, 500) },
      },
    },
    async (request) => service.aplicarCupom(request.tenant, request.query),
  );

  app.post(
    '/assinatura/realizar-assinatura-plano',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['checkout'],
        summary: 'Compra o plano (cartão ou PIX); o mesmo chaveIdempotencia cobra uma vez só',
        description:
          'Preço, desconto, produtos e parcelas são recalculados no servidor. PIX: tipoTransacao PIX com o QR ' +
          '(imageQrCodeBase64), o copia e cola (qrCode) e idFatura. Cartão recusado: 400 com o motivo. ' +
          'O captcha é pedido no primeiro envio de um pedido (campo captcha).',
        security: bearer,
        body: ZRealizarAssinaturaPlanoBody,
        response: { 200: ZPagamentoResposta, ...errorsFor(400, 401, 404, 409, 429, 500, 503) },
      },
    },
    async (request) => service.realizarAssinaturaPlano(currentUser(request).id, request.tenant, request.body),
  );

  app.get(
    '/assinatura/aplicar-desconto-cupom-ebook',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['checkout'],
        summary: 'Aplica o cupom aos e-books: total com desconto e quantas parcelas ele permite',
        description:
          'idEbooks=1,2: os e-books do carrinho, precificados no servidor (os já comprados são recusados).',
        security: bearer,
        querystring: ZAplicarCupomEbookQuery,
        response: { 200: ZCupomEbookAplicado, ...errorsFor(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request) => service.aplicarCupomEbook(currentUser(request).id, request.tenant, request.query),
  );

  app.post(
    '/assinatura/realizar-contratacao-ebook',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['checkout'],
        summary: 'Compra e-books (cartão ou PIX) pelo mesmo caminho da compra de planos',
        description:
          'Os preços vêm dos e-books (idEbooks), nunca do endereço da página; e-books já comprados, ou já em ' +
          'outro pedido do aluno aguardando pagamento (Pix não vencido), 409 — o reenvio do mesmo pedido ' +
          '(mesma chaveIdempotencia) responde esse pedido. Pago, os e-books passam a ser do aluno (Meus ' +
          'e-books). Sem contrato; captcha no primeiro envio.',
        security: bearer,
        body: ZRealizarContratacaoEbookBody,
        response: { 200: ZPagamentoResposta, ...errorsFor(400, 401, 404, 409, 429, 500, 503) },
      },
    },
    async (request) =>
      service.realizarContratacaoEbook(currentUser(request).id, request.tenant, request.body),
  );

  app.get(
    '/produtos/pacotes-envios',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['checkout'],
        summary: 'Pacotes de envios de questão aberta que o aluno pode comprar avulsos (Comprar mais envios)',
        description:
          'Os pacotes ativos oferecidos com algum plano que o aluno tem agora nesta plataforma, com as parcelas. ' +
          'Sem plano ativo: 403.',
        security: bearer,
        response: { 200: z.array(ZPacoteEnvios), ...errorsFor(401, 403, 500) },
      },
    },
    async (request) => service.pacotesEnvios(currentUser(request).id, request.tenant),
  );

  app.post(
    '/assinatura/comprar-produto',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['checkout'],
        summary:
          'Compra um pacote de envios de questão aberta avulso (cartão ou PIX), pelo caminho dos planos',
        description:
          'Só para quem tem um plano ativo oferecido com o pacote (403 sem plano; 400 produto que não é vendido ' +
          'avulso). Preço e parcelas (até 6, nenhuma abaixo de R$ 10,00) calculados no servidor; sem cupom. O mesmo ' +
          'chaveIdempotencia cobra uma vez só. Pago (na hora ou pelo webhook do PIX), os envios entram uma vez só.',
        security: bearer,
        body: ZComprarProdutoBody,
        response: { 200: ZPagamentoResposta, ...errorsFor(400, 401, 403, 404, 409, 429, 500, 503) },
      },
    },
    async (request) => service.comprarProduto(currentUser(request).id, request.tenant, request.body),
  );

  app.get(
    '/assinatura/is-pagamento-pix-processado',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['checkout'],
        summary: 'Se o PIX do pedido já foi pago (lido do nosso banco); 409 quando o código expirou',
        security: bearer,
        querystring: ZPixProcessadoQuery,
        response: { 200: z.boolean(), ...errorsFor(400, 401, 404, 409, 500) },
      },
    },
    async (request) => service.pixProcessado(currentUser(request).id, request.query.idFatura),
  );

  app.post(
    '/assinatura/sandbox/pagar-pix',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['checkout'],
        summary: 'Desenvolvimento: o sandbox paga agora o PIX do pedido (nunca em produção)',
        security: bearer,
        querystring: ZPixProcessadoQuery,
        response: { 200: z.object({ pago: z.boolean() }), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.pagarPixSandbox(currentUser(request).id, request.query.idFatura),
  );

  for (const gateway of ['sandbox', 'mercadopago'] as const) {
    app.post(
      `/assinatura/webhook/${gateway}`,
      {
        // No per-address limit: the gateway notifies from a few addresses at the rate we sell, and a
        // notice refused with 429 is a payment that reaches its order late or never (bench:checkout).
        // An unsigned request costs one HMAC and answers 401.
        preParsing: async (request, _reply, payload) => {
          const chunks: Buffer[] = [];
          for await (const chunk of payload) chunks.push(Buffer.from(chunk));
          const corpo = Buffer.concat(chunks).toString('utf8');
          corposBrutos.set(request, corpo);
          return Readable.from([corpo]);
        },
        schema: {
          tags: ['checkout'],
          summary: `Notificação de pagamento do gateway ${gateway} (assinatura verificada, pagamento relido)`,
          body: z.unknown(),
          response: { 200: z.object({ recebido: z.literal(true) }), ...errorsFor(400, 401, 404, 500) },
        },
      },
      async (request) =>
        service.receberWebhook(
          gateway,
          request.headers,
          corposBrutos.get(request) ?? '',
          request.query as Record<string, unknown>,
        ),
    );
  }

  app.post(
    '/conta/cadastra-endereco-usuario',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['checkout'],
        summary: 'Cadastra o endereço do comprador (pagamento com cadastro)',
        security: bearer,
        body: ZEnderecoBody,
        response: { 200: z.object({ mensagem: z.string() }), ...errorsFor(400, 401, 429, 500) },
      },
    },
    async (request) => service.cadastrarEndereco(currentUser(request).id, request.body),
  );
};
