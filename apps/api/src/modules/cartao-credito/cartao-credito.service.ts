import { BANDEIRAS_PADRAO, MENSAGENS_CARTAO, mesCorrente } from '@aprovei/shared/cartao-credito/cartao.rules';
import type {
  TBandeiraCartao,
  TCartaoSalvo,
  TTokenCartao,
  ZAlterarCartaoBody,
  ZCartaoNovoBody,
  ZTokenCartaoBody,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import {
  CARTAO_RECUSADO_NO_CADASTRO,
  TEXTOS_CARTAO_CREDITO,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { GatewayError, type PaymentGateway, type SavedCard } from '../../gateways/payment-gateway.ts';
import type { ConsultaCepService } from '../consulta-cep/index.ts';
import { type CartaoRow, cartaoCreditoRepository } from './cartao-credito.repository.ts';
import { MARCAS_BANDEIRAS } from './marcas-bandeiras.ts';

export const CARTAO_NAO_ENCONTRADO = 'Cartão não encontrado.';

const BANDEIRAS: TBandeiraCartao[] = BANDEIRAS_PADRAO.map((b) => ({
  nome: b.nome,
  sigla: b.sigla,
  imagemBase64: MARCAS_BANDEIRAS[b.sigla] ?? '',
  prefixos: [...b.prefixos],
  comprimentos: [...b.comprimentos],
  tamanhoCvv: b.tamanhoCvv,
}));

function paraCartaoSalvo(row: CartaoRow): TCartaoSalvo {
  return {
    idCartao: row.id,
    apelido: row.apelido,
    bandeira: row.bandeira,
    ultimosQuatroDigitos: row.ultimosQuatroDigitos,
    mesValidade: String(row.mesValidade).padStart(2, '0'),
    anoValidade: String(row.anoValidade % 100).padStart(2, '0'),
    nome: row.nomeTitular,
    principal: row.principal,
    secundario: row.secundario,
    endereco: {
      cep: row.cep,
      logradouro: row.logradouro,
      numeroLogradouro: row.numeroLogradouro,
      bairro: row.bairro,
      complemento: row.complemento,
      municipio: { id: row.municipioId, nome: row.municipioNome },
      siglaEstado: row.siglaEstado,
    },
  };
}

/** A gateway refusal of our input is the person's 400 (in Portuguese); an outage stays a 503. */
function traduzirErroGateway(error: unknown, campo: string, texto: string): never {
  if (error instanceof GatewayError && error.code !== 'unavailable') {
    throw new AppError('VALIDACAO', texto, [{ campo, mensagem: texto }]);
  }
  if (error instanceof GatewayError) {
    throw new AppError('INDISPONIVEL', 'A operadora do cartão não respondeu. Tente novamente mais tarde.');
  }
  throw error;
}

/**
 * Saved cards (spec doc 1 §2.5, §4, §7): the gateway holds the card; we keep its customer and card ids,
 * brand, last four, expiry, nickname, holder, address and the main/secondary flags. Every call is
 * scoped to the signed-in user: another user's card is a 404, as if it did not exist.
 */
export function cartaoCreditoService(
  db: Db,
  gateway: PaymentGateway,
  cep: Pick<ConsultaCepService, 'resolver'>,
) {
  const repo = cartaoCreditoRepository(db);
  const doUsuario = async (usuarioId: number, id: number) => {
    const row = await repo.buscar(usuarioId, id);
    if (!row) throw new AppError('NAO_ENCONTRADO', CARTAO_NAO_ENCONTRADO);
    return row;
  };

  /**
   * Keeps a card: the address's município and UF from the CEP lookup (before anything is stored), the
   * user's gateway customer (created once), the gateway's card (`noGateway`), then our row with what
   * the gateway read from the card (brand, last four, expiry) and what the form carried — never a
   * number or CVV, which we never see. The first card of a user becomes the main one.
   */
  async function guardar(
    usuarioId: number,
    body: z.output<typeof ZCartaoNovoBody>,
    noGateway: (customerId: string) => Promise<SavedCard>,
  ): Promise<TCartaoSalvo> {
    // A CEP the lookup does not know is typed by hand and checked against the IBGE list (ADR 015).
    const endereco = await cep.resolver(body.endereco, 'endereco.');
    const usuario = await repo.usuario(usuarioId);
    if (!usuario) throw new AppError('NAO_AUTENTICADO', 'Sessão encerrada.');
    let clienteId = await repo.clienteGateway(usuarioId, gateway.name);
    let salvo: SavedCard;
    try {
      clienteId ??= (
        await gateway.createCustomer({
          email: usuario.email,
          name: usuario.nome,
          idempotencyKey: `cliente-usuario-${usuarioId}`,
        })
      ).customerId;
      salvo = await noGateway(clienteId);
    } catch (error) {
      // A card the operator refused: say why, not that the data failed.
      if (error instanceof GatewayError && error.declineReason) {
        throw new AppError('VALIDACAO', CARTAO_RECUSADO_NO_CADASTRO[error.declineReason]);
      }
      return traduzirErroGateway(error, 'token', TEXTOS_CARTAO_CREDITO.tokenAusente);
    }
    if (salvo.brand !== body.bandeira) {
      await gateway.deleteCard(clienteId, salvo.cardId).catch(() => undefined);
      throw new AppError('VALIDACAO', MENSAGENS_CARTAO.bandeiraInvalida, [
        { campo: 'bandeira', mensagem: MENSAGENS_CARTAO.bandeiraInvalida },
      ]);
    }
    // A repeated call that the gateway answered with the card it already stored finds our row too.
    const existente = await repo.porCartaoGateway(usuarioId, gateway.name, salvo.cardId);
    if (existente) return paraCartaoSalvo(existente);
    const row = await repo.inserir({
      usuarioId,
      gateway: gateway.name,
      clienteGatewayId: clienteId,
      cartaoGatewayId: salvo.cardId,
      bandeira: salvo.brand,
      ultimosQuatroDigitos: salvo.lastFour,
      mesValidade: salvo.expMonth,
      anoValidade: salvo.expYear < 100 ? 2000 + salvo.expYear : salvo.expYear,
      apelido: body.apelido,
      nomeTitular: body.nome,
      cpfTitular: body.cpf,
      cep: endereco.cep,
      tipoLogradouroId: endereco.tipoLogradouroId,
      logradouro: endereco.logradouro,
      numeroLogradouro: endereco.numeroLogradouro,
      bairro: endereco.bairro,
      complemento: endereco.complemento,
      municipioId: endereco.municipio.id,
      municipioNome: endereco.municipio.nome,
      siglaEstado: endereco.uf.sigla,
    });
    return paraCartaoSalvo(row);
  }

  return {
    bandeiras: () => BANDEIRAS,

    /** The sandbox's tokeniser (the imitation of browser tokenisation): card data in, a token out. */
    async tokenizar(body: z.output<typeof ZTokenCartaoBody>): Promise<TTokenCartao> {
      try {
        const token = await gateway.tokenizeCard({
          number: body.card_number,
          cvv: body.security_code,
          holderName: body.cardholder.name,
          expMonth: body.expiration_month,
          expYear: body.expiration_year,
          ...(body.cardholder.identification ? { holderCpf: body.cardholder.identification.number } : {}),
        });
        return {
          id: token.cardToken,
          last_four_digits: token.lastFour,
          expiration_month: token.expMonth,
          expiration_year: token.expYear,
        };
      } catch (error) {
        const texto = error instanceof GatewayError ? error.message : MENSAGENS_CARTAO.numeroInvalido;
        return traduzirErroGateway(error, 'card_number', texto);
      }
    },

    async listar(usuarioId: number): Promise<TCartaoSalvo[]> {
      return (await repo.listar(usuarioId)).map(paraCartaoSalvo);
    },

    /**
     * What charging a saved card needs (the checkout): the gateway's customer and card ids and the brand.
     * Another user's card, or one saved with another gateway, is not found.
     */
    async paraCobranca(usuarioId: number, idCartao: number, gatewayAtual: string) {
      const row = await doUsuario(usuarioId, idCartao);
      if (row.gateway !== gatewayAtual) throw new AppError('NAO_ENCONTRADO', CARTAO_NAO_ENCONTRADO);
      return { customerId: row.clienteGatewayId, cardId: row.cartaoGatewayId, bandeira: row.bandeira };
    },

    /**
     * What a renewal charges, in order: the main card, then the secondary one, each only when saved with
     * this gateway and not expired at `agora`.
     */
    async paraRenovacao(usuarioId: number, gatewayAtual: string, agora = new Date()) {
      return renovaveis(await repo.listar(usuarioId), gatewayAtual, agora).map((c) => ({
        customerId: c.clienteGatewayId,
        cardId: c.cartaoGatewayId,
        bandeira: c.bandeira,
      }));
    },

    /** The cards a payment can use now: those not yet expired. */
    async listarSalvos(usuarioId: number, agora = new Date()): Promise<TCartaoSalvo[]> {
      const { ano, mes } = mesCorrente(agora);
      return (await repo.listar(usuarioId))
        .filter((c) => c.anoValidade > ano || (c.anoValidade === ano && c.mesValidade >= mes))
        .map(paraCartaoSalvo);
    },

    /** POST /cartao-credito: a new card, stored at the gateway with the browser's unused token. */
    criar(usuarioId: number, body: z.output<typeof ZCartaoNovoBody>): Promise<TCartaoSalvo> {
      return guardar(usuarioId, body, (customerId) =>
        gateway.saveCard({
          customerId,
          cardToken: body.token,
          idempotencyKey: `cartao-${usuarioId}-${body.token}`,
        }),
      );
    },

    /**
     * The new card that just paid a purchase (the checkout, once the payment is approved): the gateway
     * stores it with the token of that payment (keepCardOfPayment: pay first, then keep), and it becomes
     * one of the buyer's cards — the main one when she has none — for the renewals to charge. Throws
     * what `criar` throws; the caller decides what a card not kept means (the purchase stands).
     */
    guardarDoPagamento(
      usuarioId: number,
      cartao: z.output<typeof ZCartaoNovoBody>,
      gatewayPaymentId: string,
    ): Promise<TCartaoSalvo> {
      return guardar(usuarioId, cartao, (customerId) =>
        gateway.keepCardOfPayment({
          customerId,
          gatewayPaymentId,
          cardToken: cartao.token,
          idempotencyKey: `cartao-pagamento-${gatewayPaymentId}`,
        }),
      );
    },

    async alterar(usuarioId: number, body: z.output<typeof ZAlterarCartaoBody>): Promise<TCartaoSalvo> {
      const row = await repo.alterarApelido(usuarioId, body.idCartao, body.apelido);
      if (!row) throw new AppError('NAO_ENCONTRADO', CARTAO_NAO_ENCONTRADO);
      return paraCartaoSalvo(row);
    },

    async excluir(usuarioId: number, idCartao: number): Promise<void> {
      const row = await doUsuario(usuarioId, idCartao);
      try {
        await gateway.deleteCard(row.clienteGatewayId, row.cartaoGatewayId);
      } catch (error) {
        // A card the gateway no longer has is deleted here too.
        if (!(error instanceof GatewayError && error.code === 'not_found')) {
          return traduzirErroGateway(error, 'idCartao', TEXTOS_CARTAO_CREDITO.erroExcluir);
        }
      }
      await repo.excluir(usuarioId, idCartao);
    },

    /**
     * Deletes every saved card of the user at the gateway (the account deletion): a card the gateway no
     * longer has is already gone; an outage stops the deletion (503), so no card outlives the account.
     * Our rows go with the account's other data, in its transaction.
     */
    async excluirTodosNoGateway(usuarioId: number): Promise<void> {
      for (const row of await repo.listar(usuarioId)) {
        if (row.gateway !== gateway.name) continue;
        try {
          await gateway.deleteCard(row.clienteGatewayId, row.cartaoGatewayId);
        } catch (error) {
          if (!(error instanceof GatewayError && error.code === 'not_found')) {
            return traduzirErroGateway(error, 'idCartao', TEXTOS_CARTAO_CREDITO.erroExcluir);
          }
        }
      }
    },

    async definirPrincipal(usuarioId: number, idCartao: number): Promise<TCartaoSalvo[]> {
      await doUsuario(usuarioId, idCartao);
      await repo.marcar(usuarioId, idCartao, 'principal');
      return this.listar(usuarioId);
    },

    async definirSecundario(usuarioId: number, idCartao: number): Promise<TCartaoSalvo[]> {
      const row = await doUsuario(usuarioId, idCartao);
      if (row.principal) throw new AppError('CONFLITO', PRINCIPAL_NAO_E_SECUNDARIO);
      await repo.marcar(usuarioId, idCartao, 'secundario');
      return this.listar(usuarioId);
    },
  };
}

/** The cards a renewal charges: the main and the secondary one, saved with this gateway, not expired. */
function renovaveis(cartoes: CartaoRow[], gatewayAtual: string, agora: Date): CartaoRow[] {
  const { ano, mes } = mesCorrente(agora);
  return cartoes.filter(
    (c) =>
      (c.principal || c.secundario) &&
      c.gateway === gatewayAtual &&
      (c.anoValidade > ano || (c.anoValidade === ano && c.mesValidade >= mes)),
  );
}

/**
 * Whether a renewal of the user would have a card to charge (`paraRenovacao` not empty): what a card
 * contract's promise of automatic renewal rests on (checkout's movimentos, inside its transaction).
 */
export async function possuiCartaoParaRenovar(
  db: DbOrTx,
  usuarioId: number,
  gatewayAtual: string,
  agora = new Date(),
): Promise<boolean> {
  return renovaveis(await cartaoCreditoRepository(db).listar(usuarioId), gatewayAtual, agora).length > 0;
}

/** Whether the user has a saved card ('possuiMeiosPagamento' of the profile, spec doc 1 §3). */
export async function possuiCartaoSalvo(db: Db, usuarioId: number): Promise<boolean> {
  return cartaoCreditoRepository(db).possuiCartao(usuarioId);
}

export const PRINCIPAL_NAO_E_SECUNDARIO = 'O cartão principal não pode ser também o secundário.';
export type CartaoCreditoService = ReturnType<typeof cartaoCreditoService>;
