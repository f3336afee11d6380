import fs from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { criarAluno } from '../../test/factories.ts';
import { type FailingSmtp, startFailingSmtp, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { webDist } from '../../test/web-dist.ts';
import { emailEnviado } from '../db/schema/comunicacao.ts';
import { chaveEmail, FILA_ENVIAR_EMAIL } from '../mail/entrega.ts';
import { renderEmail } from '../mail/template.ts';
import { CONTEUDO_OMITIDO } from './mail.ts';

/** Reads until `pronto` holds (a job runs in the background), at most `ms`. */
async function ate<T>(ler: () => Promise<T>, pronto: (v: T) => boolean, ms = 30_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await ler();
    if (pronto(v) || Date.now() > fim) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const linha = async (t: TestApp, para: string) =>
  (await t.database.db.select().from(emailEnviado).where(eq(emailEnviado.para, para)))[0];

const email = (para: string, extra: Partial<Parameters<TestApp['app']['mailer']['enviar']>[0]> = {}) => ({
  para,
  ...renderEmail('aprovei', {
    assunto: 'Código de verificação — ação',
    blocos: ['Olá, <b>Zé</b> & cia!', { destaque: '123456' }, { citacao: 'linha 1\nlinha "2"' }],
  }),
  tenantId: 'aprovei',
  ...extra,
});

describe('renderEmail', () => {
  it('builds text and HTML with the brand of the tenant and escapes every value', () => {
    const m = renderEmail('aprovei-med', {
      assunto: 'Assunto <script>',
      blocos: ['<img src=x onerror=alert(1)>', { campos: [['Nome', 'A & B']] }, { citacao: '"oi"\n<tchau>' }],
    });
    expect(m.html).toContain('Aprovei Med');
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<img src=x');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(m.html).toContain('A &amp; B');
    expect(m.html).toContain('&quot;oi&quot;<br>&lt;tchau&gt;');
    expect(m.texto).toContain('<img src=x onerror=alert(1)>');
    expect(m.texto).toContain('Nome: A & B');
    expect(m.texto).toContain('> "oi"\n> <tchau>');
    expect(m.texto).toContain('Equipe Aprovei Med');
    expect(renderEmail('aprovei', { assunto: 'x', blocos: [] }).texto).toContain('Equipe Aprovei\n');
  });
});

describe('mailer with SMTP_URL', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // NODE_ENV=test leaves JOBS_ATIVOS off: the e-mail queue runs anyway (essential, ADR 017).
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Aprovei Teste <teste@aprovei.dev>' });
  });
  afterAll(async () => smtp.close());

  it('delivers through the queue with subject, text, HTML and Reply-To, and records the delivery', async () => {
    expect(t.app.jobs.iniciado).toBe(true);
    await t.app.mailer.enviar(email('ana@exemplo.com.br', { replyTo: 'responder@exemplo.com.br' }));
    const got = await smtp.waitFor((m) => m.to.includes('ana@exemplo.com.br'));
    expect(got.from).toBe('teste@aprovei.dev');
    expect(got.subject).toBe('Código de verificação — ação');
    expect(got.headerTo).toContain('ana@exemplo.com.br');
    expect(got.replyTo).toContain('responder@exemplo.com.br');
    expect(got.text).toContain('Olá, <b>Zé</b> & cia!');
    expect(got.text).toContain('123456');
    expect(got.html).toContain('Olá, &lt;b&gt;Zé&lt;/b&gt; &amp; cia!');
    const row = await ate(
      () => linha(t, 'ana@exemplo.com.br'),
      (r) => r?.enviadoEm != null,
    );
    expect(row?.enviadoEm).toBeInstanceOf(Date);
    expect(row?.tenantId).toBe('aprovei');
    // Not a secret: the outbox keeps the text.
    expect(row?.texto).toContain('123456');
  });

  it('keeps a secret until it is delivered, then only the subject', async () => {
    await t.app.mailer.enviar(email('segredo@exemplo.com.br', { sensivel: true }));
    const got = await smtp.waitFor((m) => m.to.includes('segredo@exemplo.com.br'));
    expect(got.text).toContain('123456');
    const row = await ate(
      () => linha(t, 'segredo@exemplo.com.br'),
      (r) => r?.enviadoEm != null,
    );
    expect(row?.assunto).toBe('Código de verificação — ação');
    expect(row?.texto).toBe(CONTEUDO_OMITIDO);
    expect(row?.html).not.toContain('123456');
  });

  it('sends a message once, however many jobs carry it', async () => {
    await t.app.mailer.enviar(email('uma-vez@exemplo.com.br'));
    await smtp.waitFor((m) => m.to.includes('uma-vez@exemplo.com.br'));
    const row = await ate(
      () => linha(t, 'uma-vez@exemplo.com.br'),
      (r) => r?.enviadoEm != null,
    );
    // A second job for the same row (what the pending-mail schedule would queue), run to its end.
    const boss = t.app.jobs.pgBoss!;
    const jobId = await t.app.jobs.enviar(FILA_ENVIAR_EMAIL, { emailId: row!.id }, chaveEmail(row!.id));
    expect(jobId).toEqual(expect.any(String));
    const job = await ate(
      async () => (await boss.findJobs(FILA_ENVIAR_EMAIL, { id: jobId! }))[0],
      (j) => j?.state === 'completed',
    );
    expect(job?.state).toBe('completed');
    expect(smtp.messages.filter((m) => m.to.includes('uma-vez@exemplo.com.br'))).toHaveLength(1);
  });
});

describe('mailer with an SMTP server that hangs', () => {
  let parado: FailingSmtp;
  let t: TestApp;
  beforeAll(async () => {
    parado = await startFailingSmtp('silencio');
    t = await buildTestApp({ SMTP_URL: parado.url });
  });
  afterAll(async () => parado.close());

  it('answers a request without waiting for the mail server', async () => {
    {
      const sessao = await (await criarAluno(t)).login();
      const inicio = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suporte/enviar-email-de-suporte',
        headers: sessao.headers,
        payload: {
          email: 'lento@exemplo.com.br',
          assunto: 'Servidor lento',
          msg: 'Olá',
          captcha: await solvedCaptcha(t.app),
        },
      });
      // The SMTP greeting alone would take 10 s (greetingTimeout) if the request waited for it.
      expect(Date.now() - inicio).toBeLessThan(3_000);
      expect(res.statusCode).toBe(200);
      await ate(
        async () => parado.tentativas.length,
        (n) => n > 0,
      );
      expect(parado.tentativas.length).toBeGreaterThan(0);
      const [row] = await t.database.db.select().from(emailEnviado).orderBy(desc(emailEnviado.id)).limit(1);
      expect(row?.assunto).toContain('Servidor lento');
      expect(row?.enviadoEm).toBeNull();
    }
  }, 30_000);
});

describe('mailer with an SMTP server that is down', () => {
  let fora: FailingSmtp;
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    fora = await startFailingSmtp('recusa');
    t = await buildTestApp({ SMTP_URL: fora.url, EMAIL_ESPERA_SEGUNDOS: '1' });
  });
  afterAll(async () => {
    await fora.close();
    await smtp?.close();
  });

  it('answers at once, retries with back-off and delivers once the server is back', async () => {
    {
      const inicio = Date.now();
      await t.app.mailer.enviar(email('bia@exemplo.com.br'));
      expect(Date.now() - inicio).toBeLessThan(2_000);
      expect((await linha(t, 'bia@exemplo.com.br'))?.enviadoEm).toBeNull();

      // Three refusals: the waits between attempts double (1 s, then 2 s, at least).
      await ate(
        async () => fora.tentativas.length,
        (n) => n >= 3,
      );
      const [a, b, c] = fora.tentativas as [number, number, number];
      expect(b - a).toBeGreaterThanOrEqual(1_000);
      expect(c - b).toBeGreaterThanOrEqual(2_000);
      expect((await linha(t, 'bia@exemplo.com.br'))?.enviadoEm).toBeNull();

      // The server comes back on the same address: the next retry delivers, once.
      await fora.close();
      smtp = await startTestSmtp({ port: fora.port });
      const got = await smtp.waitFor((m) => m.to.includes('bia@exemplo.com.br'), 30_000);
      expect(got.subject).toBe('Código de verificação — ação');
      const row = await ate(
        () => linha(t, 'bia@exemplo.com.br'),
        (r) => r?.enviadoEm != null,
      );
      expect(row?.enviadoEm).toBeInstanceOf(Date);
      expect(smtp.messages.filter((m) => m.to.includes('bia@exemplo.com.br'))).toHaveLength(1);
    }
  }, 60_000);
});

describe('mailer without SMTP_URL (development outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('keeps the mail in the outbox and shows it at /dev/mailbox, newest first, escaped', async () => {
    await t.app.mailer.enviar(email('caio@exemplo.com.br', { assunto: 'Primeiro' }));
    await t.app.mailer.enviar(
      email('caio@exemplo.com.br', {
        assunto: 'Segundo <script>alert(1)</script>',
        html: '<p>Olá</p><script>alert("x")</script>',
      }),
    );
    const rows = await t.database.db
      .select()
      .from(emailEnviado)
      .where(eq(emailEnviado.para, 'caio@exemplo.com.br'))
      .orderBy(desc(emailEnviado.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.enviadoEm === null)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('caio@exemplo.com.br');
    expect(list.body.indexOf('Segundo')).toBeLessThan(list.body.indexOf('Primeiro'));
    expect(list.body).not.toContain('<script>alert(1)</script>');

    const newest = rows[0];
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${newest?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Olá, &lt;b&gt;Zé&lt;/b&gt; &amp; cia!');
    expect(page.body).toContain('sandbox=""');
    expect(page.body).not.toContain('<script>alert("x")</script>');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');

    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    // Only the developer's own machine sees it.
    for (const url of ['/dev/mailbox', `/dev/mailbox/${newest?.id}`]) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(404);
    }
  });
});

describe('production', () => {
  it('refuses to start without SMTP_URL, with a Portuguese message', async () => {
    const { loadEnv } = await import('../config/env.ts');
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      CAPTCHA_SECRET: 'y'.repeat(40),
      SEGUNDO_FATOR_CHAVE: 's'.repeat(40),
      PUBLIC_URL: 'https://aprovei.example',
      SANDBOX_EM_PRODUCAO: 'true',
    };
    expect(() => loadEnv(base)).toThrow(/SMTP_URL: obrigatório em produção/);
    expect(() => loadEnv({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' })).not.toThrow();
    expect(() => loadEnv({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL: obrigatório em produção/,
    );
  });

  describe('with SMTP configured', () => {
    let t: TestApp;
    const dist = webDist();
    afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
    beforeAll(async () => {
      t = await buildTestApp({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        CAPTCHA_SECRET: 'z'.repeat(40),
        SEGUNDO_FATOR_CHAVE: 's'.repeat(40),
        PUBLIC_URL: 'https://aprovei.example',
        SANDBOX_EM_PRODUCAO: 'true',
        // A built web app is present: its history fallback must not answer /dev/mailbox either.
        WEB_DIST_DIR: dist,
      });
    });
    it('has no /dev/mailbox (404, not the web app)', async () => {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Caixa de e-mails');
        expect(res.body).not.toContain('<div id="root">');
      }
      expect((await t.app.inject({ method: 'GET', url: '/qualquer-pagina' })).body).toContain(
        '<div id="root">',
      );
    });
  });
});
