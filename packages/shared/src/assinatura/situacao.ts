/**
 * Situation codes of a plan contract (situacaoContratacao.codigo). One documented enum;
 * see docs/glossary.md. Code 3 turns on the red banner on the account screen; code 5 changes
 * the cancel label to 'Cancelar plano' (spec doc 1 §4, doc 2 §4).
 */
export const SITUACAO_CONTRATACAO = {
  /** Paid and running; renews automatically when the payment method allows it. */
  ATIVA: 1,
  /** Waiting for the first payment (e.g. a Pix not yet paid). No access yet. */
  AGUARDANDO_PAGAMENTO: 2,
  /** The renewal charge failed: full access is suspended until the card data is updated. */
  FALHA_COBRANCA: 3,
  /** Automatic renewal cancelled by the student: access continues until dataValidadeAssinatura. */
  RENOVACAO_CANCELADA: 4,
  /**
   * Within the 7-day right of withdrawal (art. 49 CDC): cancelling now cancels the whole plan
   * (hence the label 'Cancelar plano'), not only its renewal.
   */
  PRAZO_ARREPENDIMENTO: 5,
  /** Ended: cancelled within the withdrawal period, refunded or expired. */
  ENCERRADA: 6,
} as const;
export type SituacaoCodigo = (typeof SITUACAO_CONTRATACAO)[keyof typeof SITUACAO_CONTRATACAO];

export const SITUACAO_DESCRICAO: Record<SituacaoCodigo, string> = {
  1: 'Ativa',
  2: 'Aguardando pagamento',
  3: 'Falha na cobrança',
  4: 'Renovação automática cancelada',
  5: 'Ativa (prazo de arrependimento)',
  6: 'Encerrada',
};

/**
 * The situation changes a contract may make (ADR 003, glossary), each by one cause:
 * - 1 → 3 the last renewal attempt declined; 1 → 4 the renewal cancelled (by the student, or her account
 *   deleted); 1 → 6 its purchase refunded or charged back;
 * - 2 → 6 cancelled before any payment;
 * - 3 → 1 a renewal paid (a new card); 3 → 6 cancelled, refunded or charged back;
 * - 4 → 6 refunded or charged back;
 * - 5 → 1 the 7 days over (the hourly job); 5 → 3, 5 → 4 as from 1 once the 7 days are over but before the
 *   job ran; 5 → 6 the withdrawal (or a refund);
 * - 6 is final.
 * `modules/assinatura` changes a situation only through these (`mudarSituacao`).
 */
export const TRANSICOES_CONTRATACAO: Record<SituacaoCodigo, readonly SituacaoCodigo[]> = {
  1: [3, 4, 6],
  2: [6],
  3: [1, 6],
  4: [6],
  5: [1, 3, 4, 6],
  6: [],
};

/** Whether a contract may go from situation `de` to `para` (TRANSICOES_CONTRATACAO). */
export function transicaoPermitida(de: SituacaoCodigo, para: SituacaoCodigo): boolean {
  return TRANSICOES_CONTRATACAO[de].includes(para);
}

/** The right of withdrawal lasts 7 calendar days from the purchase (CDC art. 49). */
export const PRAZO_ARREPENDIMENTO_DIAS = 7;

/**
 * Whether a contract that started at `dataInicio` is still inside the withdrawal period at `agora`
 * (code 5 turns into 1 when it ends: the hourly job of modules/assinatura).
 */
export function dentroDoPrazoArrependimento(dataInicio: Date, agora: Date): boolean {
  return agora.getTime() < dataInicio.getTime() + PRAZO_ARREPENDIMENTO_DIAS * 86_400_000;
}

/** Situations that give the plan's access while the contract is within its validity. */
export const SITUACOES_COM_ACESSO: readonly SituacaoCodigo[] = [1, 4, 5];

export const METODOS_PAGAMENTO = ['CARTAO_CREDITO', 'PIX'] as const;
export type MetodoPagamento = (typeof METODOS_PAGAMENTO)[number];

/** Plan 5 is the free trainee plan with its special post-registration flow. */
export const PLANO_ESTAGIARIO_ID = 5;
