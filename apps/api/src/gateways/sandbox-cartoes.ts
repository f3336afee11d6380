import { randomBytes } from 'node:crypto';
import {
  BANDEIRAS_PADRAO,
  cvvValido,
  detectarBandeira,
  MENSAGENS_CARTAO,
  problemaNumeroCartao,
  problemaValidade,
  ultimosQuatroDigitos,
} from '@aprovei/shared/cartao-credito/cartao.rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartaoSandbox, clienteSandbox, pagamentoSandbox } from '../db/schema/index.ts';
import {
  type CardData,
  type CardToken,
  type ChargeStatus,
  type DeclineReason,
  GatewayError,
  type KeepCardInput,
  type SavedCard,
} from './payment-gateway.ts';

/**
 * The sandbox's customers and cards (`cliente_sandbox`, `cartao_sandbox`): the test cards that decide
 * what a charge answers, card tokens, and the cards kept for a customer. The charges themselves are
 * the gateway's (sandbox.ts).
 */

type Outcome = { result: ChargeStatus; reason?: DeclineReason };

/** Test cards by number (all Luhn-valid). Listed in the README. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4000000000000002': { result: 'declined', reason: 'card_declined' },
  '4000000000009995': { result: 'declined', reason: 'insufficient_funds' },
  '4000000000000069': { result: 'declined', reason: 'expired_card' },
  '4000000000000077': { result: 'pending' },
};

/** Test holder names (any valid card number), as in Mercado Pago's sandbox. */
export const SANDBOX_TEST_HOLDERS: Readonly<Record<string, Outcome>> = {
  APRO: { result: 'approved' },
  OTHE: { result: 'declined', reason: 'card_declined' },
  FUND: { result: 'declined', reason: 'insufficient_funds' },
  EXPI: { result: 'declined', reason: 'expired_card' },
  CONT: { result: 'pending' },
};

export function sandboxOutcome(number: string, holderName: string): Outcome {
  return (
    SANDBOX_TEST_CARDS[number.replace(/\D/g, '')] ??
    SANDBOX_TEST_HOLDERS[holderName.trim().toUpperCase()] ?? { result: 'approved' }
  );
}

/** An id of the sandbox's books: `tok_…`, `card_…`, `cus_…`, `pay_…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The card (token or saved card) locked for the rest of the transaction. */
export async function lockCard(tx: Tx, id: string) {
  const [card] = await tx.select().from(cartaoSandbox).where(eq(cartaoSandbox.id, id)).for('update');
  return card;
}

/** The card operations of the sandbox gateway (PaymentGateway's tokenizeCard, saveCard, …). */
export function cartoesSandbox(db: Db) {
  return {
    async tokenize(card: CardData): Promise<CardToken> {
      const number = card.number.replace(/[\s-]/g, '');
      const brand = detectarBandeira(number, BANDEIRAS_PADRAO).escolhida;
      const problem =
        problemaNumeroCartao(number, brand, BANDEIRAS_PADRAO) ??
        (cvvValido(card.cvv, brand) ? null : MENSAGENS_CARTAO.cvvInvalido) ??
        problemaValidade(String(card.expMonth), String(card.expYear));
      if (problem || !brand)
        throw new GatewayError('invalid_request', problem ?? MENSAGENS_CARTAO.numeroInvalido);
      const outcome = sandboxOutcome(number, card.holderName);
      const [row] = await db
        .insert(cartaoSandbox)
        .values({
          id: newId('tok'),
          bandeira: brand.sigla,
          ultimosDigitos: ultimosQuatroDigitos(number),
          mesValidade: card.expMonth,
          anoValidade: card.expYear,
          resultado: outcome.result,
          motivoRecusa: outcome.reason ?? null,
        })
        .returning();
      return { cardToken: row!.id, ...cardFields(row!) };
    },

    async createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
      await db
        .insert(clienteSandbox)
        .values({
          id: newId('cus'),
          chaveIdempotencia: input.idempotencyKey,
          email: input.email,
          nome: input.name,
        })
        .onConflictDoNothing({ target: clienteSandbox.chaveIdempotencia });
      const [row] = await db
        .select({ id: clienteSandbox.id })
        .from(clienteSandbox)
        .where(eq(clienteSandbox.chaveIdempotencia, input.idempotencyKey));
      return { customerId: row!.id };
    },

    async save(input: { customerId: string; cardToken: string; idempotencyKey: string }): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        const token = await lockCard(tx, input.cardToken);
        const existing = await savedByKey(tx, input.idempotencyKey);
        if (existing) return existing;
        if (!token?.id.startsWith('tok_') || token.usado) {
          throw new GatewayError('invalid_request', 'Token de cartão inválido ou já utilizado.');
        }
        // The card's verification when saved: a card no longer valid is refused; a charge the issuer would
        // decline (funds, its own decision) is only known when a charge is tried.
        const recusa = token.motivoRecusa as DeclineReason | null;
        if (recusa === 'expired_card' || recusa === 'invalid_card') {
          throw new GatewayError('invalid_request', 'Cartão recusado na verificação.', recusa);
        }
        const { saved, created } = await storeCard(tx, token, input.customerId, input.idempotencyKey);
        if (created)
          await tx.update(cartaoSandbox).set({ usado: true }).where(eq(cartaoSandbox.id, token.id));
        return saved;
      });
    },

    /**
     * The card of an approved payment, stored with the token that paid it (spent by the payment, it is
     * still good for this one thing, once): the token then carries the customer it was kept for.
     */
    async keepOfPayment(input: KeepCardInput): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        const token = await lockCard(tx, input.cardToken);
        const existing = await savedByKey(tx, input.idempotencyKey);
        if (existing) return existing;
        const [payment] = await tx
          .select()
          .from(pagamentoSandbox)
          .where(eq(pagamentoSandbox.id, input.gatewayPaymentId));
        if (!payment) throw new GatewayError('not_found', 'Pagamento não encontrado no gateway.');
        if (!token?.id.startsWith('tok_') || payment.cartaoId !== token.id || payment.status !== 'approved') {
          throw new GatewayError(
            'invalid_request',
            'Só o cartão de um pagamento aprovado, com o token que o pagou, pode ser guardado.',
          );
        }
        if (token.clienteId)
          throw new GatewayError('invalid_request', 'O cartão deste pagamento já foi guardado.');
        const { saved, created } = await storeCard(tx, token, input.customerId, input.idempotencyKey);
        if (created) {
          await tx
            .update(cartaoSandbox)
            .set({ clienteId: input.customerId })
            .where(eq(cartaoSandbox.id, token.id));
        }
        return saved;
      });
    },

    async delete(customerId: string, cardId: string): Promise<void> {
      const deleted = await db
        .update(cartaoSandbox)
        .set({ excluido: true })
        .where(and(eq(cartaoSandbox.id, cardId), eq(cartaoSandbox.clienteId, customerId)))
        .returning({ id: cartaoSandbox.id });
      if (!deleted.length) throw new GatewayError('not_found', 'Cartão não encontrado no gateway.');
    },
  };
}

async function savedByKey(tx: Tx, key: string): Promise<SavedCard | undefined> {
  const [row] = await tx.select().from(cartaoSandbox).where(eq(cartaoSandbox.chaveIdempotencia, key));
  return row && { cardId: row.id, ...cardFields(row) };
}

/** A saved card (`card_…`) of the customer, made from the token's brand, last four, expiry and outcome. */
async function storeCard(
  tx: Tx,
  token: typeof cartaoSandbox.$inferSelect,
  customerId: string,
  idempotencyKey: string,
): Promise<{ saved: SavedCard; created: boolean }> {
  const [cliente] = await tx.select().from(clienteSandbox).where(eq(clienteSandbox.id, customerId));
  if (!cliente) throw new GatewayError('not_found', 'Cliente não encontrado no gateway.');
  const [card] = await tx
    .insert(cartaoSandbox)
    .values({
      id: newId('card'),
      clienteId: cliente.id,
      chaveIdempotencia: idempotencyKey,
      bandeira: token.bandeira,
      ultimosDigitos: token.ultimosDigitos,
      mesValidade: token.mesValidade,
      anoValidade: token.anoValidade,
      resultado: token.resultado,
      motivoRecusa: token.motivoRecusa,
    })
    .onConflictDoNothing({ target: cartaoSandbox.chaveIdempotencia })
    .returning();
  // A concurrent call of the key with another token got there first: its card is the answer.
  if (!card) return { saved: (await savedByKey(tx, idempotencyKey))!, created: false };
  return { saved: { cardId: card.id, ...cardFields(card) }, created: true };
}

function cardFields(row: typeof cartaoSandbox.$inferSelect) {
  return {
    brand: row.bandeira,
    lastFour: row.ultimosDigitos,
    expMonth: row.mesValidade,
    expYear: row.anoValidade,
  };
}
