import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { type Clock, fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** pg-boss keeps its tables in a schema of its own, beside ours (never touched by our migrations). */
export const JOBS_SCHEMA = 'pgboss';

/** Schedules run on Brazilian time: "daily at 06:00" means 06:00 in São Paulo. */
export const JOBS_FUSO = FUSO_BRASIL;

export interface Trabalho<T extends object> {
  /** The queue's name (pg-boss: letters, digits, '-', '_', '.', '/'). */
  fila: string;
  /** A cron expression (5 fields, São Paulo time): the queue gets one job per occurrence. */
  cron?: string;
  /** `exclusive`: at most one job per `chave` queued or running (a contract renews in one job at a time). */
  politica?: Extract<QueuePolicy, 'standard' | 'exclusive'>;
  /** Retries of a job that threw (an outage), after `esperaSegundos`, doubling each time. */
  retentativas?: number;
  esperaSegundos?: number;
  /**
   * Part of what the app does for a request rather than background work (the delivery of e-mails):
   * runs even where JOBS_ATIVOS=false leaves the other queues off (see plugins/jobs.ts).
   */
  essencial?: boolean;
  executar(dados: T): Promise<void>;
}

export interface JobsLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobsOptions {
  logger: JobsLogger;
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** pg-boss's source of time (a test drives its schedules with pg-boss's TestClock). */
  clock?: Clock;
}

/**
 * The job queue of the app: pg-boss on the app's own database, on both engines — on PostgreSQL with a
 * small pool of its own on DATABASE_URL, on the embedded PGlite through pg-boss's PGlite adapter on the
 * app's one instance (pg-boss issue #563): PGlite has a single connection and queues every statement
 * and transaction on it, so the queue's statements take turns with the app's. On PGlite the queue never
 * runs inside one of our transactions (a call from inside one would wait for itself).
 *
 * Modules register their work with `registrar` while the app is built; `start` (when the app is ready)
 * creates the queues, the schedules and the workers; `stop` (when it closes) lets running jobs finish.
 * Several processes on one PostgreSQL share the queues: each job runs once, each schedule fires once.
 */
export class Jobs {
  private readonly trabalhos = new Map<string, Trabalho<object>>();
  private boss: PgBoss | undefined;
  /** The worker of each queue started here: a job sent from this process wakes it at once. */
  private readonly workers = new Map<string, string>();

  private readonly database: Database;
  private readonly options: JobsOptions;

  constructor(database: Database, options: JobsOptions) {
    this.database = database;
    this.options = options;
  }

  get iniciado(): boolean {
    return this.boss !== undefined;
  }

  registrar<T extends object>(trabalho: Trabalho<T>): void {
    if (this.boss) throw new Error(`fila ${trabalho.fila} registrada depois do início dos jobs`);
    if (this.trabalhos.has(trabalho.fila)) throw new Error(`fila ${trabalho.fila} registrada duas vezes`);
    this.trabalhos.set(trabalho.fila, trabalho as Trabalho<object>);
  }

  /**
   * Queues a job (`chave`: the dedup key of an `exclusive` queue) and wakes this process's worker of
   * the queue, so that it does not wait for its next poll. Null when deduplicated.
   */
  async enviar(fila: string, dados: object, chave?: string): Promise<string | null> {
    if (!this.boss) throw new Error('jobs não iniciados');
    const id = await this.boss.send(fila, dados, chave ? { singletonKey: chave } : {});
    const worker = this.workers.get(fila);
    if (id && worker) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * Starts the queues, schedules and workers: all of them, or with `apenasEssenciais` only the
   * `essencial` ones (JOBS_ATIVOS=false).
   */
  async start(opcoes: { apenasEssenciais?: boolean } = {}): Promise<void> {
    if (this.boss) return;
    const trabalhos = [...this.trabalhos.values()].filter((t) => !opcoes.apenasEssenciais || t.essencial);
    if (trabalhos.length === 0) return;
    const source = this.database.source;
    const boss =
      source.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(source.client),
            backend: 'pglite',
            schema: JOBS_SCHEMA,
            ...(this.options.clock ? { clock: this.options.clock } : {}),
          })
        : new PgBoss({
            connectionString: source.url,
            max: 3,
            schema: JOBS_SCHEMA,
            ...(this.options.clock ? { clock: this.options.clock } : {}),
          });
    boss.on('error', (err) => this.options.logger.error({ err }, 'jobs: erro do pg-boss'));
    await boss.start();
    for (const t of trabalhos) {
      await boss.createQueue(t.fila, {
        policy: t.politica ?? 'standard',
        retryLimit: t.retentativas ?? 0,
        retryDelay: t.esperaSegundos ?? 60,
        retryBackoff: true,
      });
      if (t.cron) await boss.schedule(t.fila, t.cron, null, { tz: JOBS_FUSO });
      else await boss.unschedule(t.fila);
      const worker = await boss.work<object>(
        t.fila,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          try {
            await t.executar(job.data ?? {});
            // A queue with a backlog drains without waiting a poll between its jobs.
            const worker = this.workers.get(t.fila);
            if (worker) this.boss?.notifyWorker(worker);
          } catch (err) {
            this.options.logger.error({ err, fila: t.fila, job: job.id }, 'jobs: falha (nova tentativa)');
            throw err;
          }
        },
      );
      this.workers.set(t.fila, worker);
    }
    this.boss = boss;
    this.options.logger.info({ filas: trabalhos.map((t) => t.fila) }, 'jobs: iniciados');
  }

  /** Stops the workers and the schedules of this process, waiting for running jobs (10 s at most). */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    this.workers.clear();
    // The app's PGlite instance is closed by its owner, never by pg-boss.
    await boss?.stop({ graceful: true, timeout: 10_000, close: this.database.source.kind === 'postgres' });
  }

  /** The pg-boss instance (tests: its schedules and jobs). */
  get pgBoss(): PgBoss | undefined {
    return this.boss;
  }
}
