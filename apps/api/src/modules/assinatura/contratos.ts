import {
  SITUACAO_CONTRATACAO,
  type SituacaoCodigo,
  transicaoPermitida,
} from '@aprovei/shared/assinatura/situacao';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao } from '../../db/schema/index.ts';
import { encerrarComprados } from '../produtos/index.ts';

/**
 * The one writer of `contratacao` (src/db/donos.ts): a contract is created by `criarContratacao` and its
 * situation changes only through `mudarSituacao`, along TRANSICOES_CONTRATACAO
 * (`@aprovei/shared/assinatura/situacao`). Checkout (purchase, renewals, refunds) and conta (the trainee
 * plan) call these through assinatura's public face, inside their own transactions.
 */

export type NovaContratacao = typeof contratacao.$inferInsert;

/** The columns a situation change may set with it (never the situation itself), as values or SQL. */
type CamposDaMudanca = {
  [K in 'renovacaoAutomatica' | 'canceladaEm' | 'dataValidadeAssinatura']?: NovaContratacao[K] | SQL;
};

/** A new contract in its first situation (a purchase: 5; the trainee plan: 1). Answers its id. */
export async function criarContratacao(tx: DbOrTx, valores: NovaContratacao): Promise<number> {
  const [c] = await tx.insert(contratacao).values(valores).returning({ id: contratacao.id });
  return c!.id;
}

/**
 * Moves the contracts `quais` (an id, or a condition on contratacao) that are in one of the situations
 * `de` to `para`, with `campos`; the others are left as they are. Every `de → para` must be a transition
 * of TRANSICOES_CONTRATACAO (a programming error otherwise). A contract that ends (6) ends its products
 * with it. Answers the ids that changed.
 */
export async function mudarSituacao(
  tx: DbOrTx,
  quais: number | SQL,
  de: readonly SituacaoCodigo[],
  para: SituacaoCodigo,
  campos: CamposDaMudanca = {},
  agora = new Date(),
): Promise<number[]> {
  const proibidas = de.filter((d) => !transicaoPermitida(d, para));
  if (proibidas.length > 0 || de.length === 0)
    throw new Error(`contratacao: transição não permitida ${proibidas.join(', ')} → ${para}`);
  const mudadas = await tx
    .update(contratacao)
    .set({ ...campos, situacaoCodigo: para, atualizadoEm: agora })
    .where(
      and(
        typeof quais === 'number' ? eq(contratacao.id, quais) : quais,
        inArray(contratacao.situacaoCodigo, [...de]),
      ),
    )
    .returning({ id: contratacao.id });
  const ids = mudadas.map((c) => c.id);
  if (para === SITUACAO_CONTRATACAO.ENCERRADA) await encerrarComprados(tx, ids, agora);
  return ids;
}

/** Every situation a contract can leave for `para`. */
const todasQueLevamA = (para: SituacaoCodigo) =>
  (Object.values(SITUACAO_CONTRATACAO) as SituacaoCodigo[]).filter((d) => transicaoPermitida(d, para));

/**
 * A contract whose payment was given back (refund or chargeback) ends now: no renewal, no access, its
 * products ended with it. One already ended stays as it was.
 */
export function encerrarPorEstorno(tx: DbOrTx, id: number, agora: Date): Promise<number[]> {
  return mudarSituacao(
    tx,
    id,
    todasQueLevamA(SITUACAO_CONTRATACAO.ENCERRADA),
    SITUACAO_CONTRATACAO.ENCERRADA,
    {
      renovacaoAutomatica: false,
      canceladaEm: agora,
      dataValidadeAssinatura: sql`least(${contratacao.dataValidadeAssinatura}, ${agora.toISOString()}::timestamptz)`,
    },
    agora,
  );
}

/** A paid renewal: the new validity, the attempts reset, and ATIVA again after a failed charge (3 → 1). */
export async function registrarRenovacao(tx: DbOrTx, id: number, validade: Date, agora = new Date()) {
  await tx
    .update(contratacao)
    .set({
      dataValidadeAssinatura: validade,
      tentativasRenovacao: 0,
      proximaTentativaRenovacao: null,
      atualizadoEm: agora,
    })
    .where(eq(contratacao.id, id));
  await mudarSituacao(tx, id, [SITUACAO_CONTRATACAO.FALHA_COBRANCA], SITUACAO_CONTRATACAO.ATIVA, {}, agora);
}

/**
 * Records attempt `tentativa` of the current period as failed on every card: the next attempt at
 * `proxima`, or FALHA_COBRANCA when it was the last. Conditional on the count, so two runs of one
 * attempt record it once.
 */
export async function registrarFalhaRenovacao(
  tx: DbOrTx,
  id: number,
  tentativa: number,
  proxima: Date | null,
  agora = new Date(),
) {
  const [registrada] = await tx
    .update(contratacao)
    .set({ tentativasRenovacao: tentativa, proximaTentativaRenovacao: proxima, atualizadoEm: agora })
    .where(and(eq(contratacao.id, id), eq(contratacao.tentativasRenovacao, tentativa - 1)))
    .returning({ id: contratacao.id });
  if (registrada && !proxima)
    await mudarSituacao(
      tx,
      id,
      [SITUACAO_CONTRATACAO.ATIVA, SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO],
      SITUACAO_CONTRATACAO.FALHA_COBRANCA,
      {},
      agora,
    );
}

/**
 * The promise of automatic renewal of the user's running card contracts (1, 5, within validity, not
 * cancelled) set to `comCartao`: whether she has a card to renew them on (ADR 012).
 */
export async function prometerRenovacoes(tx: DbOrTx, usuarioId: number, comCartao: boolean, agora: Date) {
  await tx
    .update(contratacao)
    .set({ renovacaoAutomatica: comCartao, atualizadoEm: agora })
    .where(
      and(
        eq(contratacao.usuarioId, usuarioId),
        eq(contratacao.metodoPagamento, 'CARTAO_CREDITO'),
        inArray(contratacao.situacaoCodigo, [
          SITUACAO_CONTRATACAO.ATIVA,
          SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
        ]),
        isNull(contratacao.canceladaEm),
        sql`${contratacao.dataValidadeAssinatura} > ${agora.toISOString()}::timestamptz`,
        ne(contratacao.renovacaoAutomatica, comCartao),
      ),
    );
}

/**
 * Stops every automatic renewal of the user (her account is being deleted): a running contract (1)
 * becomes RENOVACAO_CANCELADA and keeps its access until its validity; the others only stop renewing.
 */
export async function pararRenovacoes(tx: DbOrTx, usuarioId: number, agora: Date) {
  const renovando = and(eq(contratacao.usuarioId, usuarioId), eq(contratacao.renovacaoAutomatica, true));
  const campos = {
    renovacaoAutomatica: false,
    canceladaEm: sql`coalesce(${contratacao.canceladaEm}, ${agora.toISOString()}::timestamptz)`,
  };
  await mudarSituacao(
    tx,
    renovando!,
    [SITUACAO_CONTRATACAO.ATIVA],
    SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA,
    campos,
    agora,
  );
  await tx
    .update(contratacao)
    .set({ ...campos, atualizadoEm: agora })
    .where(renovando);
}
