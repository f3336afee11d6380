import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha as captcha } from '../../../test/captcha-solver.ts';
import { criarAdmin, criarAluno, criarProfessor } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { emailEnviado, mensagemSuporte } from '../../db/schema/comunicacao.ts';

const CAPTCHA = 'Confirme que você não é um robô.';

const campos = (extra: Record<string, string> = {}) => ({
  email: 'ana.aluna@exemplo.com.br',
  assunto: 'Dúvida sobre o plano <b>anual</b>',
  msg: 'Olá!\nNão consigo ver as estatísticas & gráficos.\n<script>alert(1)</script>',
  ...extra,
});

describe('support form with SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let aluno: Record<string, string>;
  let alunoId: number;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.url, SUPORTE_EMAIL: 'atendimento@aprovei.dev' });
    const u = await criarAluno(t);
    aluno = (await u.login()).headers;
    alunoId = u.id;
  });
  afterAll(async () => smtp.close());

  it('POST: e-mails the message to SUPORTE_EMAIL (text + escaped HTML, Reply-To the student) and stores it as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suporte/enviarEmailDeSuporte',
      headers: aluno,
      payload: { ...campos(), captcha: await captcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Mensagem enviada com sucesso!' });

    const mail = await smtp.waitFor((m) => m.to.includes('atendimento@aprovei.dev'));
    expect(mail.subject).toBe('[Suporte Aprovei] Dúvida sobre o plano <b>anual</b>');
    expect(mail.replyTo).toContain('ana.aluna@exemplo.com.br');
    expect(mail.text).toContain('> Não consigo ver as estatísticas & gráficos.');
    expect(mail.text).toContain('ana.aluna@exemplo.com.br');
    expect(mail.html).toContain('Não consigo ver as estatísticas &amp; gráficos.');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>anual</b>');

    const [row] = await t.database.db
      .select()
      .from(mensagemSuporte)
      .orderBy(desc(mensagemSuporte.id))
      .limit(1);
    expect(row).toMatchObject({
      tenantId: 'aprovei',
      usuarioId: alunoId,
      email: 'ana.aluna@exemplo.com.br',
      assunto: 'Dúvida sobre o plano <b>anual</b>',
    });
    expect(row?.mensagem).toContain('estatísticas & gráficos');
    expect(row?.enviadaEm).toBeInstanceOf(Date);
  });

  it('GET as the spec writes it (assunto, email, msg and captcha in the query)', async () => {
    const query = new URLSearchParams({
      ...campos({ assunto: 'Pelo GET', email: 'bia@exemplo.com.br' }),
      captcha: await captcha(t.app),
    });
    const res = await t.app.inject({ url: `/api/suporte/enviarEmailDeSuporte?${query}`, headers: aluno });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Mensagem enviada com sucesso!' });
    const mail = await smtp.waitFor((m) => m.subject.endsWith('Pelo GET'));
    expect(mail.replyTo).toContain('bia@exemplo.com.br');
  });

  it('answers each validation message (400, one item per field) without using up the captcha', async () => {
    const payload = await captcha(t.app);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: '' }, 'email', 'Por favor digite seu e-mail'],
      [{ assunto: '  ' }, 'assunto', 'Por favor digite o assunto'],
      [{ msg: '' }, 'msg', 'Por favor digite sua mensagem'],
      [{ email: 'sem-arroba' }, 'email', 'Digite um e-mail válido.'],
      [{ email: `${'a'.repeat(245)}@b.com` }, 'email', 'O e-mail deve ter no máximo 250 caracteres.'],
      [{ assunto: 'a'.repeat(101) }, 'assunto', 'O assunto deve ter no máximo 100 caracteres.'],
      [{ msg: 'm'.repeat(2001) }, 'msg', 'A mensagem deve ter no máximo 2000 caracteres.'],
    ];
    for (const [extra, campo, mensagem] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suporte/enviar-email-de-suporte',
        headers: aluno,
        payload: { ...campos(extra), captcha: payload },
      });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json()).toEqual({ codigo: 'VALIDACAO', mensagem, errors: [{ campo, mensagem }] });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/suporte/enviar-email-de-suporte',
      headers: aluno,
      payload: { captcha: payload },
    });
    expect(missing.json().errors).toEqual([
      { campo: 'email', mensagem: 'Por favor digite seu e-mail' },
      { campo: 'assunto', mensagem: 'Por favor digite o assunto' },
      { campo: 'msg', mensagem: 'Por favor digite sua mensagem' },
    ]);
    const getMissing = await t.app.inject({ url: '/api/suporte/enviarEmailDeSuporte', headers: aluno });
    expect(getMissing.statusCode).toBe(400);
    expect(getMissing.json().errors).toHaveLength(3);
  });

  it('requires the captcha: missing, invalid and replayed ones are refused and nothing is stored or sent', async () => {
    // Another account: refusals count towards the per-user limit too.
    const professor = (await (await criarProfessor(t)).login()).headers;
    const before = smtp.messages.length;
    const [last] = await t.database.db
      .select()
      .from(mensagemSuporte)
      .orderBy(desc(mensagemSuporte.id))
      .limit(1);
    for (const bad of [undefined, '', 'lixo']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suporte/enviar-email-de-suporte',
        headers: professor,
        payload: { ...campos(), ...(bad === undefined ? {} : { captcha: bad }) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        codigo: 'VALIDACAO',
        mensagem: CAPTCHA,
        errors: [{ campo: 'captcha', mensagem: CAPTCHA }],
      });
    }
    const once = await captcha(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/suporte/enviar-email-de-suporte',
        headers: professor,
        payload: { ...campos({ assunto: 'Uma vez só' }), captcha: once },
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual([{ campo: 'captcha', mensagem: CAPTCHA }]);
    await smtp.waitFor((m) => m.subject.endsWith('Uma vez só'));
    expect(smtp.messages.length).toBe(before + 1);
    const rows = await t.database.db.select().from(mensagemSuporte).orderBy(desc(mensagemSuporte.id));
    expect(rows.filter((r) => r.id > (last?.id ?? 0))).toHaveLength(1);
  });

  it('refuses anonymous calls with 401', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/suporte/enviar-email-de-suporte',
      headers: TENANT,
      payload: { ...campos(), captcha: 'x' },
    });
    expect(post.statusCode).toBe(401);
    expect(post.json().codigo).toBe('NAO_AUTENTICADO');
    const get = await t.app.inject({
      url: `/api/suporte/enviarEmailDeSuporte?${new URLSearchParams(campos())}`,
      headers: TENANT,
    });
    expect(get.statusCode).toBe(401);
  });

  it('limits each user to 5 messages in 10 minutes (429)', async () => {
    const estagiario = (await (await criarAluno(t, { estagiario: true })).login()).headers;
    const send = async (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/suporte/enviar-email-de-suporte',
        headers,
        payload: { ...campos({ assunto: 'Limite' }), captcha: await captcha(t.app) },
      });
    for (let i = 0; i < 5; i++) expect((await send(estagiario)).statusCode).toBe(200);
    const sixth = await send(estagiario);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().codigo).toBe('MUITAS_REQUISICOES');
    // Another user has an allowance of their own.
    expect((await send((await (await criarAdmin(t)).login()).headers)).statusCode).toBe(200);
  });
});

describe('support form when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = await startTestSmtp();
    const url = smtp.url;
    await smtp.close();
    t = await buildTestApp({ SMTP_URL: url });
  });

  it('answers the success at once: the message waits in the outbox for the e-mail job to deliver it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suporte/enviar-email-de-suporte',
      headers: (await (await criarAluno(t)).login()).headers,
      payload: { ...campos({ assunto: 'Sem SMTP' }), captcha: await captcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Mensagem enviada com sucesso!' });
    const [row] = await t.database.db
      .select()
      .from(mensagemSuporte)
      .where(eq(mensagemSuporte.assunto, 'Sem SMTP'));
    expect(row).toBeDefined();
    const [email] = await t.database.db
      .select()
      .from(emailEnviado)
      .where(eq(emailEnviado.assunto, '[Suporte Aprovei] Sem SMTP'));
    expect(email?.enviadoEm).toBeNull();
    expect(email?.responderPara).toBe('ana.aluna@exemplo.com.br');
  });
});
