import fp from 'fastify-plugin';
import { Jobs } from '../jobs/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss): modules register their work while the app is built. */
    jobs: Jobs;
  }
}

/**
 * The job queue of the app (jobs/jobs.ts): started when the app is ready — after every module
 * registered its work —, stopped with it. JOBS_ATIVOS=false (the default under NODE_ENV=test) starts
 * only the essential queues (the delivery of e-mails, when SMTP is configured: ADR 017), or nothing.
 */
export const jobsPlugin = fp<{ pollingIntervalSeconds?: number }>(
  async (app, options) => {
    const jobs = new Jobs(app.database, { logger: app.log, ...options });
    app.decorate('jobs', jobs);
    const ativos = app.env.JOBS_ATIVOS ?? app.env.NODE_ENV !== 'test';
    app.addHook('onReady', () => jobs.start({ apenasEssenciais: !ativos }));
    // preClose: before the onClose hooks, which run last-registered first and so close the database
    // (bootstrap.ts) before anything registered here.
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs' },
);
