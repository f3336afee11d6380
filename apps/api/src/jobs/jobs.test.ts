import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshDatabase, type TestApp } from '../../test/build-app.ts';
import { criarAluno, criarContratacao, criarPlano, salvarCartaoTeste } from '../../test/factories.ts';
import * as s from '../db/schema/index.ts';
import { JOBS_FUSO, Jobs } from './jobs.ts';

/**
 * The job queue for real: pg-boss on the test database (the embedded PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), started with the app as in production. The renewal handlers are tested on their
 * own in modules/checkout/renovacao.test.ts; here the schedule and the workers run one.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_ATIVOS: 'true', SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
});

async function ate<T>(ler: () => Promise<T>, pronto: (v: T) => boolean, ms = 30_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await ler();
    if (pronto(v) || Date.now() > fim) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('jobs (pg-boss)', () => {
  it('registers the schedules on São Paulo time', async () => {
    const boss = t.app.jobs.pgBoss!;
    expect(t.app.jobs.iniciado).toBe(true);
    const agendas = (await boss.getSchedules()).map((a) => ({
      nome: a.name,
      cron: a.cron,
      fuso: a.timezone,
    }));
    expect(agendas).toEqual(
      expect.arrayContaining([
        { nome: 'renovacoes', cron: '0 6 * * *', fuso: JOBS_FUSO },
        { nome: 'conciliacao', cron: '30 4 * * *', fuso: JOBS_FUSO },
        { nome: 'prazos-arrependimento', cron: '0 * * * *', fuso: JOBS_FUSO },
      ]),
    );
    expect(agendas.map((a) => a.nome)).not.toContain('renovar-contrato');
  });

  it('runs the daily renewal job through the workers: a due contract is charged on its saved card', async () => {
    const { db } = t.database;
    const plano = await criarPlano(db, { valorCentavos: 49_90, duracaoMeses: 1 });
    const aluno = await criarAluno(t);
    const sessao = await aluno.login();
    await salvarCartaoTeste(t, sessao.headers, '4111111111111111', 'Principal');
    const { id } = await criarContratacao(db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      validadeEmDias: 0.5,
    });
    const [antes] = await db.select().from(s.contratacao).where(eq(s.contratacao.id, id));

    // What the 06:00 schedule sends: the daily job, which sends one renewal job per due contract.
    expect(await t.app.jobs.enviar('renovacoes', {})).toEqual(expect.any(String));
    const depois = await ate(
      async () => (await db.select().from(s.contratacao).where(eq(s.contratacao.id, id)))[0]!,
      (c) => c.dataValidadeAssinatura > antes!.dataValidadeAssinatura,
    );
    expect(depois.dataValidadeAssinatura.getTime()).toBeGreaterThan(antes!.dataValidadeAssinatura.getTime());
    const pedidos = await db.select().from(s.pedido).where(eq(s.pedido.contratacaoId, id));
    expect(pedidos).toEqual([expect.objectContaining({ tipo: 'RENOVACAO', status: 'approved' })]);
    const renovacoes = await t.app.jobs.pgBoss!.findJobs('renovar-contrato', { data: { contratacaoId: id } });
    expect(renovacoes).toHaveLength(1);
  }, 40_000);

  it('fires a daily schedule once, at 06:00 in São Paulo (pg-boss driven by its test clock)', async () => {
    const { database, drop } = await freshDatabase();
    const clock = new TestClock(new Date('2026-03-10T08:59:00Z')); // 05:59 in São Paulo (UTC−3)
    const erros: string[] = [];
    const jobs = new Jobs(database, { logger: { info: () => {}, error: (_o, m) => erros.push(m) }, clock });
    const rodadas: string[] = [];
    jobs.registrar({
      fila: 'diaria',
      cron: '0 6 * * *',
      executar: async () => void rodadas.push(new Date(clock.now()).toISOString()),
    });
    try {
      await jobs.start();
      const avancar = async (ms: number) => {
        for (let feito = 0; feito < ms; feito += 5_000) {
          await clock.tick(5_000);
          await new Promise((r) => setTimeout(r, 10)); // the handler runs outside the clock's ticks
        }
      };
      await avancar(55_000);
      expect(rodadas).toEqual([]);
      // 06:00: the schedule sends the job, a worker runs it (a few polls of the test clock).
      for (let i = 0; i < 24 && rodadas.length === 0; i++) await avancar(5_000);
      expect(rodadas).toEqual(['2026-03-10T09:00:00.000Z']);
      await avancar(60_000);
      expect(rodadas).toHaveLength(1);
      expect(erros).toEqual([]);
    } finally {
      await jobs.stop();
      await database.close();
      await drop();
    }
  }, 60_000);
});
