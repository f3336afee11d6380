import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/client.ts';
import type { GatewayLogger } from './gateway-common.ts';
import type { WebhookHeaders, WebhookVerdict } from './payment-gateway.ts';
import { header, hmacHex, parseSignatureHeader, signatureProblem } from './webhook-signature.ts';

/**
 * The sandbox's clock and its notices: pending payments settle (or expire) when due, and every status
 * change owes a signed webhook to the callback. A poller guarded by the table, so that any process of a
 * deploy may run it: settlement is one UPDATE … WHERE status = 'pending' (a row settles once however
 * many processes poll), and each due webhook is leased with FOR UPDATE SKIP LOCKED and retried after
 * `WEBHOOK_LEASE` until delivered or `MAX_WEBHOOK_ATTEMPTS` is reached. (The poller could become a
 * queue of the app's pg-boss, jobs/jobs.ts.)
 */

const WEBHOOK_LEASE = "interval '30 seconds'";
/** Notices sent at once, and batches per pass (every second): up to 1,000 a second per process. */
const WEBHOOK_LOTE = 50;
const WEBHOOK_LOTES_POR_PASSADA = 20;
const MAX_WEBHOOK_ATTEMPTS = 10;
const WEBHOOK_TIMEOUT_MS = 5_000;

/** The signed manifest of a sandbox webhook: its timestamp and the raw body it carries. */
function manifest(ts: string, rawBody: string): string {
  return `ts:${ts};${rawBody}`;
}

/** Checks a sandbox webhook's signature (HMAC of its manifest with `secret`) and reads its payment id. */
export function verificarAvisoSandbox(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string,
): WebhookVerdict {
  const signature = parseSignatureHeader(header(headers, 'x-signature'));
  if (!signature) return { ok: false, reason: 'assinatura ausente ou malformada' };
  const problem = signatureProblem(signature, secret, manifest(signature.ts, rawBody), Date.now());
  if (problem) return { ok: false, reason: problem };
  const id = (() => {
    try {
      return (JSON.parse(rawBody) as { data?: { id?: unknown } }).data?.id;
    } catch {
      return undefined;
    }
  })();
  if (typeof id !== 'string' || !/^pay_[0-9a-f]{24}$/.test(id))
    return { ok: false, reason: 'pagamento ausente' };
  return { ok: true, gatewayPaymentId: id };
}

export interface AvisosSandboxOptions {
  db: Db;
  webhookSecret: string;
  /** Where the signed webhooks go; none: payments still settle, nobody is told. */
  callbackUrl?: string;
  pollIntervalMs: number;
  fetch: typeof fetch;
  logger?: GatewayLogger;
}

/** The settlement and webhook poller of the sandbox gateway. */
export class AvisosSandbox {
  private timer: NodeJS.Timeout | undefined;
  private passes: Promise<void> = Promise.resolve();
  private readonly options: AvisosSandboxOptions;

  constructor(options: AvisosSandboxOptions) {
    this.options = options;
  }

  /** Starts polling (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollIntervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passes.catch(() => {});
  }

  /** One pass (settle, expire, notify); passes of one process run one after another. */
  tick(): Promise<void> {
    this.passes = this.passes.then(
      () => this.pass(),
      () => this.pass(),
    );
    return this.passes.catch((error: unknown) => {
      this.options.logger?.warn({ err: error }, 'sandbox: falha ao processar pagamentos pendentes');
    });
  }

  private async pass(): Promise<void> {
    const { db } = this.options;
    await db.execute(sql`
      update pagamento_sandbox
         set status = case when expira_em is not null and expira_em <= now() then 'expired' else liquidar_para end,
             liquidar_em = null, liquidar_para = null, notificar_em = now()
       where status = 'pending'
         and (liquidar_em <= now() or expira_em <= now())`);
    if (!this.options.callbackUrl) return;
    // Every notice due, in batches (a real acquirer notifies at the rate it charges; a fixed number per
    // pass would let them queue behind a busy hour and a Pix paid at the bank wait minutes for its order).
    for (let lote = 0; lote < WEBHOOK_LOTES_POR_PASSADA; lote++) {
      const due = await rows<{ id: string; notificar_em: string | Date }>(
        db,
        sql`
        update pagamento_sandbox
           set notificar_em = date_trunc('milliseconds', now()) + ${sql.raw(WEBHOOK_LEASE)},
               tentativas_webhook = tentativas_webhook + 1
         where id in (select id from pagamento_sandbox
                       where notificar_em <= now()
                       order by notificar_em
                       limit ${WEBHOOK_LOTE}
                       for update skip locked)
        returning id, notificar_em, tentativas_webhook`,
      );
      await Promise.all(due.map((d) => this.deliver(d.id, new Date(d.notificar_em))));
      if (due.length < WEBHOOK_LOTE) return;
    }
  }

  /** Sends one signed webhook; on success clears its lease unless a newer change is due. */
  private async deliver(id: string, lease: Date): Promise<void> {
    const rawBody = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id } });
    const ts = String(Date.now());
    let delivered = false;
    try {
      const response = await this.options.fetch(this.options.callbackUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${ts},v1=${hmacHex(this.options.webhookSecret, manifest(ts, rawBody))}`,
          'x-request-id': randomBytes(16).toString('hex'),
        },
        body: rawBody,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      delivered = response.ok;
      if (!delivered)
        this.options.logger?.warn({ pagamento: id, status: response.status }, 'sandbox: webhook recusado');
    } catch (error) {
      this.options.logger?.warn({ pagamento: id, err: error }, 'sandbox: webhook não entregue');
    }
    await this.options.db.execute(sql`
      update pagamento_sandbox
         set notificar_em = null, tentativas_webhook = 0
       where id = ${id} and notificar_em = ${lease.toISOString()}::timestamptz
         and (${delivered} or tentativas_webhook >= ${MAX_WEBHOOK_ATTEMPTS})`);
  }
}
