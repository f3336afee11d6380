import { type Avaliacao, limitarPelaProva } from '@aprovei/shared/revisao/revisao.rules';
import { type Card, createEmptyCard, fsrs, type Grade, State } from 'ts-fsrs';

/**
 * FSRS-6 (ts-fsrs, default parameters) for a daily review: no short-term (minute) steps, so every
 * interval is whole days; then the exam date's limit (shared rule). Per-student parameters come later,
 * fitted from revisao_log.
 */
const agendador = fsrs({ enable_short_term: false });

/** A card as stored (dates as Date or ISO strings, as JSON gives them back). */
export type CartaoFsrs = Card;

export const cartaoNovo = (em: Date): CartaoFsrs => createEmptyCard(em);

export interface Revisao {
  antes: CartaoFsrs;
  depois: CartaoFsrs;
  /** Days since the previous review (0 for the first), as the log keeps it. */
  diasDecorridos: number;
}

/** The card after a review rated `avaliacao` at `em`, its next review capped by the exam date. */
export function revisar(
  antes: CartaoFsrs,
  em: Date,
  avaliacao: Avaliacao,
  dataProva: string | null,
): Revisao {
  const { card } = agendador.next(antes, em, avaliacao as Grade);
  const devido = limitarPelaProva(em, card.due, dataProva);
  const diasAgendados = Math.max(0, Math.round((devido.getTime() - em.getTime()) / 86_400_000));
  const diasDecorridos =
    antes.state === State.New || !antes.last_review
      ? 0
      : (em.getTime() - new Date(antes.last_review).getTime()) / 86_400_000;
  return { antes, depois: { ...card, due: devido, scheduled_days: diasAgendados }, diasDecorridos };
}

/** A card read back from JSON (the log's `antes`): its dates as Date again. */
export function cartaoDeJson(j: Record<string, unknown>): CartaoFsrs {
  const c = j as unknown as CartaoFsrs & { due: string; last_review?: string | null };
  return { ...c, due: new Date(c.due), last_review: c.last_review ? new Date(c.last_review) : undefined };
}
