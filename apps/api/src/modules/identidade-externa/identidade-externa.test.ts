import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import {
  MENSAGENS_IDENTIDADE_EXTERNA as M,
  type Provedor,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FacebookDeTeste,
  iniciarFacebookDeTeste,
} from '../../../../../scripts/oidc/facebook-de-teste.ts';
import { type GoogleDeTeste, iniciarGoogleDeTeste } from '../../../../../scripts/oidc/google-de-teste.ts';
import { percorrerProvedor } from '../../../../../scripts/oidc/navegador.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarEditor, type UsuarioDeTeste } from '../../../test/factories.ts';
import { iniciarGoogleForjado } from '../../../test/google-forjado.ts';
import { rows } from '../../db/client.ts';

const ORIGEM = { aprovei: 'http://localhost:3000/', 'aprovei-med': 'http://med.localhost:3000/' } as const;
type Produto = keyof typeof ORIGEM;
const redirectUri = (tenant: Produto, provedor: Provedor) => `${ORIGEM[tenant]}entrar/externo/${provedor}`;

let t: TestApp;
let google: GoogleDeTeste;
let facebook: FacebookDeTeste;

beforeAll(async () => {
  google = await iniciarGoogleDeTeste({
    clientes: [
      {
        client_id: 'cliente-aprovei',
        client_secret: 'segredo-aprovei',
        redirect_uris: [redirectUri('aprovei', 'google')],
      },
      {
        client_id: 'cliente-med',
        client_secret: 'segredo-med',
        redirect_uris: [redirectUri('aprovei-med', 'google')],
      },
    ],
  });
  facebook = await iniciarFacebookDeTeste({
    apps: [
      {
        client_id: 'app-aprovei',
        client_secret: 'segredo-fb',
        redirect_uris: [redirectUri('aprovei', 'facebook')],
      },
    ],
  });
  t = await buildTestApp({
    LOG_LEVEL: process.env.DEBUG_OIDC ? 'warn' : 'silent',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: 'cliente-aprovei',
    GOOGLE_CLIENT_SECRET: 'segredo-aprovei',
    GOOGLE_MED_CLIENT_ID: 'cliente-med',
    GOOGLE_MED_CLIENT_SECRET: 'segredo-med',
    // Facebook only on the main product: the medical one shows no Facebook button.
    FACEBOOK_APP_ID: 'app-aprovei',
    FACEBOOK_APP_SECRET: 'segredo-fb',
    FACEBOOK_DIALOG_URL: `${facebook.base}/dialog/oauth`,
    FACEBOOK_GRAPH_URL: facebook.base,
  });
});
afterAll(async () => {
  await google?.close();
  await facebook?.close();
});

let ip = 0;
const nextIp = () => `10.23.0.${++ip}`;
let seq = 0;
const novoEmail = (nome: string) => `${nome}.${Date.now()}.${++seq}@exemplo.com.br`;

function novoCpf(): string {
  seq += 1;
  const base = String(300_000_000 + seq * 7919).slice(0, 9);
  const dv = (digits: string) => {
    const n = digits.length + 1;
    const r = ([...digits].reduce((s, d, i) => s + Number(d) * (n - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return `${base}${d1}${dv(`${base}${d1}`)}`;
}

const headersDe = (tenant: Produto, token?: string) => ({
  'x-tenant': tenant,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function inicio(
  provedor: Provedor,
  opcoes: { tenant?: Produto; intencao?: 'entrar' | 'vincular'; token?: string; app?: TestApp } = {},
) {
  const tenant = opcoes.tenant ?? 'aprovei';
  return (opcoes.app ?? t).app.inject({
    method: 'POST',
    url: `/api/auth/externo/${provedor}/inicio`,
    headers: headersDe(tenant, opcoes.token),
    payload: { intencao: opcoes.intencao ?? 'entrar', retorno: '/questoes' },
    remoteAddress: nextIp(),
  });
}

function retorno(
  provedor: Provedor,
  volta: string,
  chave: string,
  opcoes: { tenant?: Produto; token?: string; app?: TestApp } = {},
) {
  return (opcoes.app ?? t).app.inject({
    method: 'POST',
    url: `/api/auth/externo/${provedor}/retorno`,
    headers: headersDe(opcoes.tenant ?? 'aprovei', opcoes.token),
    payload: { parametros: new URL(volta).search, chave },
    remoteAddress: nextIp(),
  });
}

type Pessoa = { name: string; email: string; email_verified?: boolean };

/** Button → provider (its login page, as this person) → back: the return the app answers, and its parts. */
async function entrarPor(
  provedor: Provedor,
  pessoa: Pessoa,
  opcoes: { tenant?: Produto; intencao?: 'entrar' | 'vincular'; token?: string } = {},
) {
  const tenant = opcoes.tenant ?? 'aprovei';
  const ini = await inicio(provedor, opcoes);
  expect(ini.statusCode, ini.body).toBe(200);
  const { url, chave } = ini.json() as { url: string; chave: string };
  const form: Record<string, string> = { name: pessoa.name, email: pessoa.email };
  if (provedor === 'google' && pessoa.email_verified !== false) form.email_verified = 'true';
  const volta = await percorrerProvedor(url, form, redirectUri(tenant, provedor));
  const res = await retorno(provedor, volta, chave, opcoes);
  return { res, volta, chave, url };
}

async function cadastrarSocial(
  ticket: string,
  extra: Record<string, unknown> = {},
  tenant: Produto = 'aprovei',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/externo/cadastrar',
    headers: headersDe(tenant),
    payload: {
      ticket,
      nome: 'Nome Trocado Pela Pessoa',
      cpf: novoCpf(),
      apelido: 'Soc',
      telefone: '(11)98765-4321',
      respostasPerguntaUsuario: [
        { idPerguntaUsuario: 1, resposta: 'SIM' },
        { idPerguntaUsuario: 2, resposta: 'ENARE 2025' },
        { idPerguntaUsuario: 5, resposta: 'Indicação de colegas' },
      ],
      captcha: await solvedCaptcha(t.app),
      ...extra,
    },
    remoteAddress: nextIp(),
  });
}

const identidades = (usuarioId: number) =>
  rows<{ provedor: string; sujeito: string; email: string | null; tenant_id: string }>(
    t.database.db,
    sql`select provedor, sujeito, email, tenant_id from identidade_externa where usuario_id = ${usuarioId} order by provedor`,
  );

async function usuarioPorEmail(email: string) {
  const [u] = await rows<{
    id: number;
    login_social: string | null;
    senha_hash: string | null;
    email: string;
  }>(
    t.database.db,
    sql`select id, login_social, senha_hash, email from usuario where lower(email) = ${email.toLowerCase()}`,
  );
  return u;
}

/** A newcomer through the provider, registered: her id and a session. */
async function novatoSocial(provedor: Provedor, tenant: Produto = 'aprovei') {
  const email = novoEmail('novata');
  const { res } = await entrarPor(provedor, { name: 'Novata Social', email }, { tenant });
  expect(res.json().resultado).toBe('cadastro');
  const cad = await cadastrarSocial(res.json().ticket, {}, tenant);
  expect(cad.statusCode, cad.body).toBe(201);
  const u = await usuarioPorEmail(email);
  return { id: u!.id, email, token: cad.json().access_token as string };
}

describe('providers offered', () => {
  it('lists only the providers a product has settings for', async () => {
    const lista = (tenant: Produto) =>
      t.app.inject({ url: '/api/auth/externo/provedores', headers: headersDe(tenant) });
    expect((await lista('aprovei')).json()).toEqual({ provedores: ['google', 'facebook'] });
    expect((await lista('aprovei-med')).json()).toEqual({ provedores: ['google'] });
    const semFacebook = await inicio('facebook', { tenant: 'aprovei-med' });
    expect(semFacebook.statusCode).toBe(404);
    expect(semFacebook.json().mensagem).toBe(M.naoConfigurado);
    const desconhecido = await t.app.inject({
      method: 'POST',
      url: '/api/auth/externo/orkut/inicio',
      headers: headersDe('aprovei'),
      payload: {},
    });
    expect(desconhecido.statusCode).toBe(400);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, at the product’s redirect URI', async () => {
    const res = await inicio('google', { tenant: 'aprovei-med' });
    const url = new URL(res.json().url);
    expect(url.origin).toBe(google.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('cliente-med');
    expect(q.get('redirect_uri')).toBe(redirectUri('aprovei-med', 'google'));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('scope')).toBe('openid email profile');
  });
});

describe('first sign-in of a new identity', () => {
  it('starts the registration with name and e-mail; it creates an account without a password, linked', async () => {
    const email = novoEmail('ana');
    const { res } = await entrarPor('google', { name: 'Ana Nova', email });
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo).toMatchObject({ resultado: 'cadastro', provedor: 'google', nome: 'Ana Nova', email });
    expect(corpo).not.toHaveProperty('access_token');

    // The e-mail comes from the ticket, whatever the body says.
    const cad = await cadastrarSocial(corpo.ticket, { email: 'outra@exemplo.com.br' });
    expect(cad.statusCode, cad.body).toBe(201);
    expect(cad.json()).toMatchObject({ destino: '/home', access_token: expect.any(String) });
    const u = await usuarioPorEmail(email);
    expect(u).toMatchObject({ login_social: 'google', senha_hash: null });
    expect(await identidades(u!.id)).toEqual([
      { provedor: 'google', sujeito: expect.any(String), email, tenant_id: 'aprovei' },
    ]);
    // The ticket does not make a second account.
    const again = await cadastrarSocial(corpo.ticket);
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagem).toBe(M.jaVinculadaOutro('google'));

    // Signing in again: our own session, with refresh rotation.
    const { res: denovo } = await entrarPor('google', { name: 'Ana Nova', email });
    expect(denovo.json()).toMatchObject({ resultado: 'sessao', retorno: '/questoes', token_type: 'Bearer' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: headersDe('aprovei'),
      payload: { refresh_token: denovo.json().refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('registers through Facebook (Graph /me) and on the medical product with its own client', async () => {
    const fb = await novatoSocial('facebook');
    expect(await identidades(fb.id)).toEqual([
      {
        provedor: 'facebook',
        sujeito: expect.stringMatching(/^\d+$/),
        email: fb.email,
        tenant_id: 'aprovei',
      },
    ]);
    const med = await novatoSocial('google', 'aprovei-med');
    expect((await identidades(med.id))[0]?.tenant_id).toBe('aprovei-med');
  });

  it('with the verified e-mail of an account, asks for its password before linking (never silently)', async () => {
    const dona = await criarAluno(t);
    const { res } = await entrarPor('google', { name: 'Quem Diz Ser', email: dona.email });
    expect(res.json()).toMatchObject({ resultado: 'confirmar', provedor: 'google' });
    expect(res.json().emailMascarado).toMatch(/^\w{2}\*+@teste\.aprovei\.dev$/);
    expect(res.json()).not.toHaveProperty('access_token');
    expect(await identidades(dona.id)).toEqual([]);

    const confirmar = (senha: string, ticket = res.json().ticket) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/externo/confirmar',
        headers: headersDe('aprovei'),
        payload: { ticket, senha },
        remoteAddress: nextIp(),
      });
    const errada = await confirmar('nao-e-esta');
    expect(errada.statusCode).toBe(400);
    expect(errada.json().errors).toEqual([{ campo: 'senha', mensagem: M.senhaNaoConfere }]);
    expect(await identidades(dona.id)).toEqual([]);
    const forjado = await confirmar(dona.senha, `${res.json().ticket}x`);
    expect(forjado.statusCode).toBe(400);
    expect(forjado.json().mensagem).toBe(M.ticketInvalido);

    const ok = await confirmar(dona.senha);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
    expect(await identidades(dona.id)).toHaveLength(1);
    const { res: depois } = await entrarPor('google', { name: 'Quem Diz Ser', email: dona.email });
    expect(depois.json().resultado).toBe('sessao');
  });

  it('passes through the second step for an account that has it on: no tokens before the code', async () => {
    const editora = await criarEditor(t);
    const { res } = await entrarPor('google', { name: 'Editora', email: editora.email });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/externo/confirmar',
      headers: headersDe('aprovei'),
      payload: { ticket: res.json().ticket, senha: editora.senha },
      remoteAddress: nextIp(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ segundo_fator: 'TOTP', desafio: expect.any(String) });
    expect(await identidades(editora.id)).toHaveLength(1);

    const { res: depois } = await entrarPor('google', { name: 'Editora', email: editora.email });
    expect(depois.json()).toMatchObject({
      resultado: 'segundo_fator',
      segundo_fator: 'TOTP',
      desafio: expect.any(String),
    });
    expect(depois.json()).not.toHaveProperty('access_token');
    const codigo = editora.codigosRecuperacao![0]!;
    const fim = await t.app.inject({
      method: 'POST',
      url: '/api/auth/segundo-fator',
      headers: headersDe('aprovei'),
      payload: { desafio: depois.json().desafio, codigo },
    });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json()).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
  });

  it('never links by an unverified e-mail: the registration then refuses the e-mail already taken', async () => {
    const dona = await criarAluno(t);
    for (const provedor of ['google', 'facebook'] as const) {
      const { res } = await entrarPor(provedor, {
        name: 'Impostora',
        email: dona.email,
        email_verified: false,
      });
      expect(res.json()).toMatchObject({ resultado: 'cadastro', email: dona.email });
      const cad = await cadastrarSocial(res.json().ticket);
      expect(cad.statusCode).toBe(409);
      expect(cad.json().mensagem).toBe(MENSAGENS_CONTA.emailDuplicado);
    }
    expect(await identidades(dona.id)).toEqual([]);
  });

  it('keeps (provider, subject) unique: one identity, one account', async () => {
    const email = novoEmail('unica');
    const primeiro = await entrarPor('google', { name: 'Única', email });
    const segundo = await entrarPor('google', { name: 'Única', email });
    // Two registrations started from the same identity: the second is refused.
    expect((await cadastrarSocial(primeiro.res.json().ticket)).statusCode).toBe(201);
    const dup = await cadastrarSocial(segundo.res.json().ticket);
    expect(dup.statusCode).toBe(409);
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from identidade_externa where email = ${email}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expect(
      t.database.db.execute(
        sql`insert into identidade_externa (tenant_id, usuario_id, provedor, sujeito)
            select tenant_id, ${(await criarAluno(t)).id}, provedor, sujeito from identidade_externa where email = ${email}`,
      ),
    ).rejects.toThrow();
  });
});

describe('the return from the provider is checked', () => {
  it('refuses a replayed state, a return without the tab’s key, and a return to another product', async () => {
    const email = novoEmail('replay');
    const { res, volta, chave } = await entrarPor('google', { name: 'Replay', email });
    expect(res.statusCode).toBe(200);
    const replay = await retorno('google', volta, chave);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ codigo: 'VALIDACAO', mensagem: M.entradaInvalida });

    const ini = (await inicio('google')).json();
    const volta2 = await percorrerProvedor(
      ini.url,
      { name: 'X', email, email_verified: 'true' },
      redirectUri('aprovei', 'google'),
    );
    expect((await retorno('google', volta2, 'chave-de-outra-aba')).statusCode).toBe(400);
    expect((await retorno('google', volta2, ini.chave, { tenant: 'aprovei-med' })).statusCode).toBe(400);
    expect((await retorno('facebook', volta2, ini.chave)).statusCode).toBe(400);
  });

  it('needs the PKCE verifier: the provider refuses the code without the right one', async () => {
    const ini = (await inicio('google')).json();
    const volta = await percorrerProvedor(
      ini.url,
      { name: 'Sem PKCE', email: novoEmail('pkce'), email_verified: 'true' },
      redirectUri('aprovei', 'google'),
    );
    const code = new URL(volta).searchParams.get('code')!;
    // The provider itself: no verifier, no tokens.
    const direto = await fetch(`${google.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri('aprovei', 'google'),
        client_id: 'cliente-aprovei',
        client_secret: 'segredo-aprovei',
      }),
    });
    expect(direto.status).toBe(400);
    expect(((await direto.json()) as { error: string }).error).toBe('invalid_grant');

    // Our side with a verifier that is not the one of the challenge: refused, nobody signed in.
    const ini2 = (await inicio('google')).json();
    const volta2 = await percorrerProvedor(
      ini2.url,
      { name: 'Sem PKCE', email: novoEmail('pkce'), email_verified: 'true' },
      redirectUri('aprovei', 'google'),
    );
    await t.database.db.execute(sql`update entrada_externa set verificador = ${'x'.repeat(43)}`);
    const res = await retorno('google', volta2, ini2.chave);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(M.falhaProvedor('google'));
  });

  it('answers a cancelled sign-in with a clear message', async () => {
    const ini = (await inicio('facebook')).json();
    const volta = await percorrerProvedor(ini.url, { cancelar: '1' }, redirectUri('aprovei', 'facebook'));
    const res = await retorno('facebook', volta, ini.chave);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(M.cancelada('facebook'));
  });
});

describe('ID tokens crafted by a provider on loopback', () => {
  let forjado: Awaited<ReturnType<typeof iniciarGoogleForjado>>;
  let f: TestApp;
  beforeAll(async () => {
    forjado = await iniciarGoogleForjado();
    f = await buildTestApp({
      GOOGLE_ISSUER: forjado.issuer,
      GOOGLE_CLIENT_ID: 'cliente-forjado',
      GOOGLE_CLIENT_SECRET: 'segredo-forjado',
    });
  });
  afterAll(async () => forjado?.close());

  /** Starts a sign-in, has the provider answer `claims` (over good ones), and returns to the app. */
  async function comToken(
    ajuste: (bons: Record<string, unknown>) => Record<string, unknown>,
    chave?: 'estranha',
  ) {
    const ini = (await inicio('google', { app: f })).json() as { url: string; chave: string };
    const q = new URL(ini.url).searchParams;
    const agora = Math.floor(Date.now() / 1000);
    const bons = {
      iss: forjado.issuer,
      aud: 'cliente-forjado',
      sub: 'forjado-1',
      iat: agora,
      exp: agora + 300,
      nonce: q.get('nonce'),
      email: 'forjado@exemplo.com.br',
      email_verified: true,
      name: 'Pessoa Forjada',
    };
    forjado.forjar(ini.url, ajuste(bons), chave);
    const volta = `${redirectUri('aprovei', 'google')}?code=qualquer&state=${q.get('state')}`;
    return retorno('google', volta, ini.chave, { app: f });
  }

  it('accepts a well-made one (so the refusals below are the checks at work)', async () => {
    const res = await comToken((bons) => bons);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resultado: 'cadastro', email: 'forjado@exemplo.com.br' });
  });

  it.each([
    ['a wrong issuer', (b: Record<string, unknown>) => ({ ...b, iss: 'https://accounts.google.com' })],
    ['a wrong audience', (b: Record<string, unknown>) => ({ ...b, aud: 'cliente-de-outro-site' })],
    [
      'an expired token',
      (b: Record<string, unknown>) => ({
        ...b,
        iat: (b.iat as number) - 7200,
        exp: (b.iat as number) - 3600,
      }),
    ],
    ['a nonce mismatch', (b: Record<string, unknown>) => ({ ...b, nonce: 'outro-nonce' })],
    ['no nonce', ({ nonce: _n, ...b }: Record<string, unknown>) => b],
  ])('refuses %s', async (_caso, ajuste) => {
    const res = await comToken(ajuste);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 'VALIDACAO', mensagem: M.falhaProvedor('google') });
  });

  it('refuses a signature by a key the provider does not publish', async () => {
    const res = await comToken((bons) => bons, 'estranha');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(M.falhaProvedor('google'));
  });
});

describe('linking and unlinking from Configurações', () => {
  let aluno: UsuarioDeTeste;
  beforeAll(async () => {
    aluno = await criarAluno(t);
  });

  it('links a provider for the signed-in user only', async () => {
    expect((await inicio('facebook', { intencao: 'vincular' })).statusCode).toBe(401);
    const { accessToken } = await aluno.login();
    const { res } = await entrarPor(
      'facebook',
      { name: 'Aluno FB', email: novoEmail('aluno.fb') },
      { intencao: 'vincular', token: accessToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resultado: 'vinculado', provedor: 'facebook' });
    const lista = await t.app.inject({
      url: '/api/auth/externo/identidades',
      headers: headersDe('aprovei', accessToken),
    });
    expect(lista.json()).toEqual({
      identidades: [
        { provedor: 'facebook', email: expect.stringContaining('aluno.fb'), criadoEm: expect.any(String) },
      ],
      temSenha: true,
    });

    // A second Facebook account for the same user: refused.
    const outro = await entrarPor(
      'facebook',
      { name: 'Outro FB', email: novoEmail('outro.fb') },
      { intencao: 'vincular', token: accessToken },
    );
    expect(outro.res.statusCode).toBe(409);
    expect(outro.res.json().mensagem).toBe(M.jaTemProvedor('facebook'));
  });

  it('refuses to link an identity another user has, and a link finished by someone else', async () => {
    const dono = await novatoSocial('google');
    const [dele] = await identidades(dono.id);
    const { accessToken } = await aluno.login();
    const email = (await usuarioPorEmail(dono.email))!.email;
    const tentativa = await entrarPor(
      'google',
      { name: 'Novata Social', email },
      { intencao: 'vincular', token: accessToken },
    );
    expect(tentativa.res.statusCode).toBe(409);
    expect(tentativa.res.json().mensagem).toBe(M.jaVinculadaOutro('google'));
    expect(await identidades(dono.id)).toEqual([dele]);

    // Started by the student, brought back with another session (a forwarded link): refused.
    const outra = await criarAluno(t);
    const ini = (await inicio('google', { intencao: 'vincular', token: accessToken })).json();
    const volta = await percorrerProvedor(
      ini.url,
      { name: 'Terceira', email: novoEmail('terceira'), email_verified: 'true' },
      redirectUri('aprovei', 'google'),
    );
    const res = await retorno('google', volta, ini.chave, { token: (await outra.login()).accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe(M.vinculoDeOutroUsuario);
  });

  it('never unlinks the last way to sign in', async () => {
    const social = await novatoSocial('google');
    const desvincular = (provedor: Provedor) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/externo/identidades/${provedor}`,
        headers: headersDe('aprovei', social.token),
      });
    const ultima = await desvincular('google');
    expect(ultima.statusCode).toBe(409);
    expect(ultima.json()).toEqual({ codigo: 'CONFLITO', mensagem: M.ultimaForma });
    expect((await desvincular('facebook')).statusCode).toBe(404);

    // With a second identity, either may go; the last stays.
    const { res } = await entrarPor(
      'facebook',
      { name: 'Social FB', email: novoEmail('social.fb') },
      { intencao: 'vincular', token: social.token },
    );
    expect(res.json().resultado).toBe('vinculado');
    const ok = await desvincular('google');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensagem: M.desvinculada('google') });
    expect((await desvincular('facebook')).statusCode).toBe(409);
    expect((await identidades(social.id)).map((i) => i.provedor)).toEqual(['facebook']);

    // A user with a password may unlink her only identity.
    const { accessToken } = await aluno.login();
    const sai = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/externo/identidades/facebook',
      headers: headersDe('aprovei', accessToken),
    });
    expect(sai.statusCode).toBe(200);
    expect(await identidades(aluno.id)).toEqual([]);
  });
});
