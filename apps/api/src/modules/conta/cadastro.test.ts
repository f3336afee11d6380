import { randomUUID } from 'node:crypto';
import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { MENSAGENS_SENHA } from '@aprovei/shared/conta/senha.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarProfessor, salvarCartaoTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

let seq = 0;
/** A fresh valid CPF per call (check digits computed), so tests do not collide. */
function novoCpf(): string {
  seq += 1;
  const base = String(100_000_000 + seq * 7919).slice(0, 9);
  const dv = (digits: string) => {
    const n = digits.length + 1;
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (n - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return `${base}${d1}${dv(`${base}${d1}`)}`;
}

const RESPOSTAS = [
  { idPerguntaUsuario: 1, resposta: 'SIM' },
  { idPerguntaUsuario: 2, resposta: 'ENARE 2025' },
  { idPerguntaUsuario: 5, resposta: 'Indicação de colegas' },
];

async function corpo(extra: Record<string, unknown> = {}) {
  const cpf = novoCpf();
  return {
    nome: 'Fulana de Teste',
    cpf,
    apelido: 'Fulana',
    telefone: '(11)98765-4321',
    email: `fulana.${cpf}@exemplo.com`,
    senha: 'girassol azul',
    confirmarSenha: 'girassol azul',
    respostasPerguntaUsuario: RESPOSTAS,
    captcha: await solvedCaptcha(t.app),
    ...extra,
  };
}

let ip = 0;
/** Each registration from its own address: the route allows 10 per address per 10 minutes. */
const cadastrar = (
  payload: object,
  headers: Record<string, string> = TENANT,
  remoteAddress = `10.1.0.${++ip}`,
) => t.app.inject({ method: 'POST', url: '/api/conta/cadastrar', headers, payload, remoteAddress });

describe('POST /api/conta/cadastrar', () => {
  it('creates the account, stores the questionnaire and UTM, and signs the person in', async () => {
    const body = await corpo({
      utmParams: { utm_source: 'instagram', utm_campaign: 'residencia-2027', utm_term: '' },
    });
    const res = await cadastrar(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.destino).toBe('/home');
    const me = await t.app.inject({
      url: '/api/conta/exibir-dados',
      headers: { ...TENANT, authorization: `Bearer ${json.access_token}` },
    });
    expect(me.json()).toMatchObject({ nome: 'Fulana de Teste', cpf: body.cpf, telefone: '11987654321' });
    const [user] = await rows<{ utm: unknown; hash: string; respostas: number; aceites: string[] }>(
      t.database.db,
      sql`select utm_params as utm, senha_hash as hash,
            (select count(*)::int from resposta_pergunta_usuario r where r.usuario_id = u.id) as respostas,
            (select array_agg(v.tipo || ' ' || v.versao order by v.tipo) from politica_aceite a
              join politica_versao v on v.id = a.versao_id where a.usuario_id = u.id) as aceites
          from usuario u where id = ${json.id}`,
    );
    expect(user?.utm).toEqual({ utm_source: 'instagram', utm_campaign: 'residencia-2027' });
    expect(user?.hash).toMatch(/^\$argon2id\$/);
    expect(user?.respostas).toBe(3);
    // The form's terms checkbox: the current versions of both legal texts, recorded.
    expect(user?.aceites).toEqual(['POLITICA_PRIVACIDADE 1', 'TERMO_DE_USO 1']);
  });

  it('starts the trainee plan for plan 5 or no plan, and sends other plans to their checkout', async () => {
    const none = await cadastrar(await corpo());
    const [semPlano] = await rows<{ plano_id: number }>(
      t.database.db,
      sql`select plano_id from contratacao where usuario_id = ${none.json().id}`,
    );
    expect(semPlano?.plano_id).toBe(5);

    const trainee = await cadastrar(await corpo({ idPlano: 5 }));
    expect(trainee.json().destino).toBe('/home');
    const [contrato] = await rows<{ plano_id: number }>(
      t.database.db,
      sql`select plano_id from contratacao where usuario_id = ${trainee.json().id}`,
    );
    expect(contrato?.plano_id).toBe(5);

    const paid = await cadastrar(await corpo({ idPlano: 1 }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json().destino).toBe('/assinatura-plano/1');

    const unknown = await cadastrar(await corpo({ idPlano: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ campo: 'idPlano', mensagem: 'Plano não encontrado.' }]);
  });

  it('asks a buyer registering for a paid plan no questionnaire and one human check for the first order', async () => {
    const semQuestionario = await cadastrar(await corpo({ idPlano: 2, respostasPerguntaUsuario: [] }));
    expect(semQuestionario.statusCode).toBe(201);
    const gratis = await cadastrar(await corpo({ idPlano: 5, respostasPerguntaUsuario: [] }));
    expect(gratis.statusCode).toBe(400);

    const headers = { ...TENANT, authorization: `Bearer ${semQuestionario.json().access_token}` };
    const pedir = (captcha: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/assinatura/realizar-assinatura-plano',
        headers,
        payload: {
          chaveIdempotencia: randomUUID(),
          idPlano: 2,
          aceiteContrato: true,
          metodoPagamento: 'PIX',
          captcha,
        },
      });
    // The registration's check covers the first order; a second order asks for its own.
    const primeiro = await pedir(null);
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    const segundo = await pedir(null);
    expect(segundo.statusCode).toBe(400);
    expect(segundo.json().errors).toEqual([
      { campo: 'captcha', mensagem: 'Confirme que você não é um robô.' },
    ]);
  });

  it('names each invalid field with its Portuguese message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'E-mail do usuário não informado.'],
      [{ email: 'sem-arroba' }, 'email', 'E-mail inválido.'],
      [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
      [{ cpf: '529.982.247-24' }, 'cpf', 'CPF inválido.'],
      [{ telefone: '1234' }, 'telefone', MENSAGENS_CONTA.telefoneInvalido],
      [{ senha: 'curta', confirmarSenha: 'curta' }, 'senha', MENSAGENS_SENHA.curta],
      [{ senha: 'senha123', confirmarSenha: 'senha123' }, 'senha', MENSAGENS_SENHA.comum],
      [{ confirmarSenha: 'outra frase' }, 'confirmarSenha', MENSAGENS_SENHA.confirmacao],
      [{ nome: '' }, 'nome', 'Informe o nome.'],
    ];
    for (const [extra, campo, mensagem] of cases) {
      const res = await cadastrar(await corpo(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors).toContainEqual({ campo, mensagem });
    }
  });

  it('requires every question the answers open, with at least 3 characters', async () => {
    const semSub = await cadastrar(await corpo({ respostasPerguntaUsuario: [RESPOSTAS[0], RESPOSTAS[2]] }));
    expect(semSub.statusCode).toBe(400);
    expect(semSub.json().errors).toEqual([
      { campo: 'respostasPerguntaUsuario.2', mensagem: 'Responda esta pergunta.' },
    ]);
    const curta = await cadastrar(
      await corpo({
        respostasPerguntaUsuario: [
          { idPerguntaUsuario: 1, resposta: 'NAO' },
          { idPerguntaUsuario: 3, resposta: 'NAO' },
          { idPerguntaUsuario: 5, resposta: 'ok' },
        ],
      }),
    );
    expect(curta.json().errors).toEqual([
      { campo: 'respostasPerguntaUsuario.5', mensagem: 'A resposta deve ter pelo menos 3 caracteres.' },
    ]);
    const talvez = await cadastrar(
      await corpo({ respostasPerguntaUsuario: [{ idPerguntaUsuario: 1, resposta: 'talvez' }, RESPOSTAS[2]] }),
    );
    expect(talvez.json().errors).toEqual([
      { campo: 'respostasPerguntaUsuario.1', mensagem: 'Responda SIM ou NAO.' },
    ]);
  });

  it('refuses a duplicate CPF or e-mail in the tenant with 409, and allows them in the other tenant', async () => {
    const first = await corpo();
    expect((await cadastrar(first)).statusCode).toBe(201);
    const sameCpf = await cadastrar({ ...(await corpo()), cpf: first.cpf });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json().errors).toEqual([{ campo: 'cpf', mensagem: MENSAGENS_CONTA.cpfDuplicado }]);
    const sameEmail = await cadastrar({ ...(await corpo()), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual([{ campo: 'email', mensagem: MENSAGENS_CONTA.emailDuplicado }]);
    const med = await cadastrar(
      { ...first, captcha: await solvedCaptcha(t.app) },
      { 'x-tenant': 'aprovei-med' },
    );
    expect(med.statusCode).toBe(201);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await cadastrar({}, TENANT, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('needs a solved captcha, once', async () => {
    const missing = await cadastrar({ ...(await corpo()), captcha: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { campo: 'captcha', mensagem: 'Confirme que você não é um robô.' },
    ]);
    const body = await corpo();
    expect((await cadastrar(body)).statusCode).toBe(201);
    const replay = await cadastrar({ ...(await corpo()), captcha: body.captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].campo).toBe('captcha');
  });
});

describe('GET /api/conta/verifica-usuario-existe/{cpf}', () => {
  it('answers only whether the CPF has an account', async () => {
    const aluno = await criarAluno(t);
    const yes = await t.app.inject({
      url: `/api/conta/verifica-usuario-existe/${formatCpf(aluno.cpf)}`,
      headers: TENANT,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ existe: true });
    const no = await t.app.inject({
      url: `/api/conta/verifica-usuario-existe/${novoCpf()}`,
      headers: TENANT,
    });
    expect(no.json()).toEqual({ existe: false });
    const bad = await t.app.inject({ url: '/api/conta/verifica-usuario-existe/123', headers: TENANT });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensagem).toBe('CPF inválido.');
  });
});

describe('pergunta-usuario', () => {
  it('lists the root questions and the sub-question of each answer', async () => {
    const roots = await t.app.inject({ url: '/api/pergunta-usuario/listar-perguntas', headers: TENANT });
    expect(roots.json().map((p: { id: number }) => p.id)).toEqual([1, 5]);
    expect(roots.json()[0]).toMatchObject({
      tipoResposta: { tipoResposta: 'SIM_NAO' },
      idPerguntaUsuarioSim: 2,
      idPerguntaUsuarioNao: 3,
    });
    const sim = await t.app.inject({
      url: '/api/pergunta-usuario/listar-sub-pergunta-sim/1',
      headers: TENANT,
    });
    expect(sim.json().map((p: { id: number }) => p.id)).toEqual([2]);
    const nao = await t.app.inject({
      url: '/api/pergunta-usuario/listar-sub-pergunta-nao/1',
      headers: TENANT,
    });
    expect(nao.json().map((p: { id: number }) => p.id)).toEqual([3]);
    const none = await t.app.inject({
      url: '/api/pergunta-usuario/listar-sub-pergunta-nao/3',
      headers: TENANT,
    });
    expect(none.json()).toEqual([]);
    const bad = await t.app.inject({
      url: '/api/pergunta-usuario/listar-sub-pergunta-sim/abc',
      headers: TENANT,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('shows the own data only, never the password hash; 401 when anonymous', async () => {
    const anon = await t.app.inject({ url: '/api/conta/exibir-dados', headers: TENANT });
    expect(anon.statusCode).toBe(401);
    const aluno = await criarAluno(t, { nome: 'Ana Beatriz Souza', apelido: 'Ana', telefone: '11987654321' });
    const { headers } = await aluno.login();
    const semCartao = await t.app.inject({ url: '/api/conta/exibir-dados', headers });
    expect(semCartao.json()).toEqual({
      nome: 'Ana Beatriz Souza',
      email: aluno.email,
      telefone: '11987654321',
      cpf: aluno.cpf,
      apelido: 'Ana',
      possuiMeiosPagamento: false,
      loginSocial: false,
    });
    await salvarCartaoTeste(t, headers);
    const res = await t.app.inject({ url: '/api/conta/exibir-dados', headers });
    expect(res.json()).toEqual({ ...semCartao.json(), possuiMeiosPagamento: true });
  });

  it('updates name, nickname and phone; refuses CPF and e-mail changes', async () => {
    const professor = await criarProfessor(t);
    const { headers } = await professor.login();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/conta/atualizar-dados', headers, payload });
    const ok = await put({
      nome: 'Daniel F. Costa',
      apelido: 'Prof. Dani',
      telefone: '(41)99234-5678',
      cpf: formatCpf(professor.cpf),
      email: professor.email.toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensagem: 'Dados atualizados com sucesso!' });
    const me = await t.app.inject({ url: '/api/conta/exibir-dados', headers });
    expect(me.json()).toMatchObject({ nome: 'Daniel F. Costa', apelido: 'Prof. Dani' });

    const cpf = await put({ nome: 'X Y', telefone: '41992345678', cpf: '529.982.247-25' });
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().errors).toEqual([{ campo: 'cpf', mensagem: 'O CPF não pode ser alterado.' }]);
    const email = await put({ nome: 'X Y', telefone: '41992345678', email: 'outro@aprovei.dev' });
    expect(email.json().errors).toEqual([{ campo: 'email', mensagem: 'O e-mail não pode ser alterado.' }]);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/conta/atualizar-dados',
      headers: TENANT,
      payload: { nome: 'X Y', telefone: '41992345678' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('a new password keeps this session and ends the others', async () => {
    const body = await corpo();
    const created = (await cadastrar(body)).json();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: body.email, senha: body.senha },
    });
    const headers = { ...TENANT, authorization: `Bearer ${created.access_token}` };
    const trocar = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/conta/atualizar-dados',
        headers,
        payload: {
          nome: body.nome,
          telefone: body.telefone,
          senha: 'nova frase secreta',
          confirmarSenha: 'nova frase secreta',
          ...extra,
        },
      });
    // The session alone is not enough: the current password is asked for.
    const semAtual = await trocar({});
    expect(semAtual.statusCode).toBe(400);
    expect(semAtual.json().errors).toEqual([
      { campo: 'senhaAtual', mensagem: MENSAGENS_CONTA.senhaAtualAusente },
    ]);
    const errada = await trocar({ senhaAtual: 'não é esta' });
    expect(errada.json().errors).toEqual([
      { campo: 'senhaAtual', mensagem: MENSAGENS_CONTA.senhaAtualErrada },
    ]);
    const res = await trocar({ senhaAtual: body.senha });
    expect(res.statusCode).toBe(200);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: TENANT,
        payload: { refresh_token: token },
      });
    expect((await refresh(other.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(created.refresh_token)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: body.cpf, senha: 'nova frase secreta' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('social-login accounts', () => {
  it('have no password to set through the profile', async () => {
    const body = await corpo();
    const created = (await cadastrar(body)).json();
    await t.database.db.execute(sql`update usuario set login_social = 'google' where id = ${created.id}`);
    const headers = { ...TENANT, authorization: `Bearer ${created.access_token}` };
    const me = await t.app.inject({ url: '/api/conta/exibir-dados', headers });
    expect(me.json().loginSocial).toBe(true);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/conta/atualizar-dados',
      headers,
      payload: {
        nome: body.nome,
        telefone: body.telefone,
        senha: 'outra frase longa',
        confirmarSenha: 'outra frase longa',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ campo: 'senha', mensagem: MENSAGENS_CONTA.senhaSocial }]);
  });
});

describe('ids beyond PostgreSQL integers', () => {
  it('are refused with 400 before any query, even with a solved captcha', async () => {
    const plano = await cadastrar(await corpo({ idPlano: 3_000_000_000 }));
    expect(plano.statusCode).toBe(400);
    expect(plano.json().errors).toEqual([{ campo: 'idPlano', mensagem: 'Plano não encontrado.' }]);
    const pergunta = await cadastrar(
      await corpo({
        respostasPerguntaUsuario: [...RESPOSTAS, { idPerguntaUsuario: 9_999_999_999, resposta: 'abc' }],
      }),
    );
    expect(pergunta.statusCode).toBe(400);
  });
});
