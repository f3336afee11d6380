import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarProfessor, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { rows } from '../../db/client.ts';
import { CONTEUDO_OMITIDO } from '../../plugins/mail.ts';
import { CODIGO_MAX_TENTATIVAS, CODIGOS_POR_HORA } from './senha.service.ts';

let t: TestApp;
let smtp: TestSmtp;
const logs: string[] = [];
let estagiario: UsuarioDeTeste;
let aluno: UsuarioDeTeste;
let professor: UsuarioDeTeste;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, { write: (l) => void logs.push(l) });
  estagiario = await criarAluno(t, { estagiario: true });
  aluno = await criarAluno(t);
  professor = await criarProfessor(t);
});
afterAll(async () => smtp.close());

// Each test gets its own address: the code routes are rate limited per address.
let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

// The route answers before it looks the CPF up; the service logs what became of each request once done.
let pedidosAceitos = 0;
async function pedirCodigo(cpf: string, remoteAddress = nextIp()) {
  const seen = smtp.messages.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conta/gerar-codigo-recuperar-senha',
    headers: TENANT,
    payload: { cpf },
    remoteAddress,
  });
  if (res.statusCode === 200) pedidosAceitos++;
  return { res, seen };
}

/** What became of every request for a code so far, in the order they finished: waits until all did. */
async function desfechos(): Promise<string[]> {
  const ler = () =>
    logs
      .map((l) => JSON.parse(l) as { msg: string; desfecho?: string })
      .filter((l) => l.msg === 'password code request handled')
      .map((l) => l.desfecho!);
  await vi.waitFor(() => expect(ler()).toHaveLength(pedidosAceitos), { timeout: 5_000 });
  return ler();
}

/** Runs `pedir`; answers what it gave and what became of the requests for a code it made, once all are done. */
async function desfechosDe<T>(pedir: () => Promise<T>): Promise<[T, string[]]> {
  const antes = (await desfechos()).length;
  const feito = await pedir();
  return [feito, (await desfechos()).slice(antes)];
}

/** The outbox rows (written before the code's e-mail goes out) addressed to `para`. */
const saida = (para: string) =>
  rows<{ id: number }>(t.database.db, sql`select id from email_enviado where para = ${para}`);

async function codigoRecebido(para: string, depoisDe: number): Promise<string> {
  const mail: ReceivedMail = await smtp.waitFor(
    (m) => m.to.includes(para) && smtp.messages.indexOf(m) >= depoisDe,
    5_000,
  );
  const codigo = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!codigo) throw new Error(`no code in: ${mail.text}`);
  return codigo;
}

const alterar = (payload: object, headers: Record<string, string> = TENANT) =>
  t.app.inject({ method: 'PUT', url: '/api/conta/alterar-senha', headers, payload, remoteAddress: nextIp() });

const troca = (codigo: string, senha = 'cerrado florido 2026', cpf = formatCpf(estagiario.cpf)) => ({
  login: cpf,
  codigo,
  senhaNova: senha,
  confirmacaoSenhaNova: senha,
});

describe('password change by e-mailed code', () => {
  it('answers the same whether or not the CPF has an account, and e-mails only real accounts', async () => {
    const escritos = (await rows(t.database.db, sql`select id from email_enviado`)).length;
    const [[real, fake], feitos] = await desfechosDe(async () => [
      await pedirCodigo(formatCpf(estagiario.cpf)),
      await pedirCodigo('123.456.789-09'),
    ]);
    // Both requests are done: one e-mail written, for the account; none for the CPF without one.
    expect(feitos.sort()).toEqual(['enviado', 'sem-conta']);
    expect(await rows(t.database.db, sql`select id from email_enviado`)).toHaveLength(escritos + 1);
    expect(real.res.statusCode).toBe(200);
    expect(fake.res.statusCode).toBe(200);
    expect(real.res.json()).toEqual(fake.res.json());
    expect(real.res.json()).toEqual({ mensagem: MENSAGENS_CONTA.codigoEnviado });
    const mail = await smtp.waitFor((m) => m.to.includes(estagiario.email));
    expect(mail.subject).toContain('código');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('10 minutos');
  });

  it('changes the password with the code once, ends every session, and the old password stops working', async () => {
    const before = await estagiario.login();
    const { seen } = await pedirCodigo(estagiario.cpf);
    const codigo = await codigoRecebido(estagiario.email, seen);
    const ok = await alterar(troca(codigo));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensagem: 'Senha alterada com sucesso!' });

    const reuse = await alterar(troca(codigo, 'outra frase qualquer'));
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors).toEqual([{ campo: 'codigo', mensagem: MENSAGENS_CONTA.codigoInvalido }]);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: TENANT,
      payload: { refresh_token: before.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = (senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: TENANT,
        payload: { login: estagiario.email, senha },
        remoteAddress: nextIp(),
      });
    expect((await signIn(estagiario.senha)).statusCode).toBe(401);
    expect((await signIn('cerrado florido 2026')).statusCode).toBe(200);
  });

  it('only the latest code works, and it expires', async () => {
    const first = await pedirCodigo(estagiario.cpf);
    const old = await codigoRecebido(estagiario.email, first.seen);
    const second = await pedirCodigo(estagiario.cpf);
    const latest = await codigoRecebido(estagiario.email, second.seen);
    if (old !== latest) expect((await alterar(troca(old))).statusCode).toBe(400);
    await t.database.db.execute(sql`update codigo_senha set expira_em = now() - interval '1 second'`);
    expect((await alterar(troca(latest))).statusCode).toBe(400);
  });

  it(`stops accepting a code after ${CODIGO_MAX_TENTATIVAS} wrong attempts`, async () => {
    const { seen } = await pedirCodigo(estagiario.cpf);
    const codigo = await codigoRecebido(estagiario.email, seen);
    const errado = codigo === '000000' ? '000001' : '000000';
    for (let i = 0; i < CODIGO_MAX_TENTATIVAS; i++) {
      expect((await alterar(troca(errado))).statusCode).toBe(400);
    }
    const right = await alterar(troca(codigo));
    expect(right.statusCode).toBe(400);
    expect(right.json().mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);
  });

  it('validates code format, new password and confirmation; unknown CPF looks like a wrong code', async () => {
    const bad = await alterar({
      login: formatCpf(estagiario.cpf),
      codigo: '12a',
      senhaNova: 'curta',
      confirmacaoSenhaNova: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { campo: string }) => e.campo)
        .sort(),
    ).toEqual(['codigo', 'confirmacaoSenhaNova', 'senhaNova']);
    const unknown = await alterar(troca('123456', 'cerrado florido 2026', '123.456.789-09'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);
    const noCpf = await pedirCodigo('');
    expect(noCpf.res.statusCode).toBe(400);
    expect(noCpf.res.json().mensagem).toBe('Informe o CPF.');
  });

  it('limits code requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await pedirCodigo('123.456.789-09', '10.3.3.3')).res.statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps the session of a signed-in caller and ends the others', async () => {
    const atual = await aluno.login();
    const outra = await aluno.login();
    const { seen } = await pedirCodigo(formatCpf(aluno.cpf));
    const codigo = await codigoRecebido(aluno.email, seen);
    const res = await alterar(troca(codigo, 'jacarandá em flor', formatCpf(aluno.cpf)), atual.headers);
    expect(res.statusCode).toBe(200);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: TENANT,
        payload: { refresh_token: token },
      });
    expect((await refresh(outra.refreshToken)).statusCode).toBe(401);
    expect((await refresh(atual.refreshToken)).statusCode).toBe(200);
  });

  it(`sends at most ${CODIGOS_POR_HORA} codes an hour to one account`, async () => {
    await t.database.db.execute(sql`delete from codigo_senha`);
    const antes = smtp.messages.filter((m) => m.to.includes(professor.email)).length;
    const escritosAntes = (await saida(professor.email)).length;
    const [, feitos] = await desfechosDe(async () => {
      for (let i = 0; i < CODIGOS_POR_HORA + 2; i++) {
        const { res } = await pedirCodigo(formatCpf(professor.cpf));
        expect(res.statusCode).toBe(200);
      }
    });
    // Every request done: the ones past the limit were refused, and only the others wrote an e-mail.
    expect(feitos.filter((d) => d === 'enviado')).toHaveLength(CODIGOS_POR_HORA);
    expect(feitos.filter((d) => d === 'limite')).toHaveLength(2);
    expect(await saida(professor.email)).toHaveLength(escritosAntes + CODIGOS_POR_HORA);
    await smtp.waitFor(
      () => smtp.messages.filter((m) => m.to.includes(professor.email)).length - antes >= CODIGOS_POR_HORA,
    );
  });

  it('lets a social-login account set a password of its own with the code (issue 23)', async () => {
    const social = await criarAluno(t);
    await t.database.db.execute(
      sql`update usuario set login_social = 'facebook', senha_hash = null where id = ${social.id}`,
    );
    const [{ res, seen }, feitos] = await desfechosDe(() => pedirCodigo(formatCpf(social.cpf)));
    expect(res.json()).toEqual({ mensagem: MENSAGENS_CONTA.codigoEnviado });
    expect(feitos).toEqual(['enviado']);
    const codigo = await codigoRecebido(social.email, seen);
    const ok = await alterar(troca(codigo, 'ipê amarelo no quintal', formatCpf(social.cpf)));
    expect(ok.statusCode).toBe(200);
    const [conta] = await rows<{ login_social: string | null }>(
      t.database.db,
      sql`select login_social from usuario where id = ${social.id}`,
    );
    expect(conta?.login_social).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: social.email, senha: 'ipê amarelo no quintal' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('shows only part of the CPF in the e-mail', async () => {
    const mail = smtp.messages.find((m) => m.to.includes(aluno.email));
    expect(mail?.text).toContain(`***.${aluno.cpf.slice(3, 6)}.${aluno.cpf.slice(6, 9)}-**`);
    expect(mail?.text).not.toContain(formatCpf(aluno.cpf));
  });

  it('keeps no working code in the database once the e-mail went out by SMTP', async () => {
    await t.database.db.execute(sql`delete from codigo_senha`);
    const { seen } = await pedirCodigo(formatCpf(professor.cpf));
    const codigo = await codigoRecebido(professor.email, seen);
    // The job writes the delivery (and drops the secret) right after the SMTP server accepted it.
    const ler = () =>
      rows<{ texto: string; html: string; usuario_id: number | null; enviado_em: Date | null }>(
        t.database.db,
        sql`select texto, html, usuario_id, enviado_em from email_enviado where para = ${professor.email}`,
      );
    const guardados = await vi.waitFor(async () => {
      const lidos = await ler();
      expect(lidos.length).toBeGreaterThan(0);
      expect(lidos.every((g) => g.enviado_em !== null)).toBe(true);
      return lidos;
    }, 10_000);
    for (const g of guardados) {
      expect(g.texto).toBe(CONTEUDO_OMITIDO);
      expect(g.html).not.toContain(codigo);
      expect(g.usuario_id).not.toBeNull();
    }
  });
});
