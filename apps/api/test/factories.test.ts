import type { TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import { PLANO_ESTAGIARIO_ID, SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { isValidCpf } from '@aprovei/shared/conta/cpf.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curso, materia, questaoMateria } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarDivulgacao,
  criarExercicio,
  criarPlano,
  criarProduto,
  criarProfessor,
  criarQuestao,
  SENHA_FABRICA,
} from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const post = async (url: string, headers: Record<string, string>, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const ultima = (headers: Record<string, string>, plataforma = 1) =>
  get(
    `/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=${plataforma}`,
    headers,
  ) as Promise<TContratoPlano | null>;

describe('user factories', () => {
  it('give distinct users with valid CPFs who sign in and see their own data', async () => {
    const [a, b] = [await criarAluno(t), await criarAluno(t)];
    expect(a.id).not.toBe(b.id);
    expect(a.email).not.toBe(b.email);
    expect(a.cpf).not.toBe(b.cpf);
    for (const u of [a, b]) {
      expect(isValidCpf(u.cpf), u.cpf).toBe(true);
      expect(u.senha).toBe(SENHA_FABRICA);
      const { headers, accessToken, refreshToken } = await u.login();
      expect(accessToken).toBeTruthy();
      expect(refreshToken).toBeTruthy();
      expect(await get('/api/conta/exibir-dados', headers)).toMatchObject({
        nome: u.nome,
        email: u.email,
        cpf: u.cpf,
      });
    }
    // By CPF too, and only on the user's own product.
    const entrar = (tenant: string, login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant': tenant },
        payload: { login, senha: a.senha },
      });
    expect((await entrar('aprovei', a.cpf)).statusCode).toBe(200);
    expect((await entrar('aprovei-med', a.email)).statusCode).toBe(401);
  });

  it('give a student without a plan no access, and the plan or trainee plan asked for', async () => {
    const semPlano = (await (await criarAluno(t)).login()).headers;
    expect(await get('/api/acesso/pode-acessar-home', semPlano)).toBe(false);
    expect(await ultima(semPlano)).toBeNull();

    const plano = await criarPlano(t.database.db, { plataforma: 2 });
    const assinante = (await (await criarAluno(t, { plano: plano.id })).login()).headers;
    expect(await ultima(assinante, 2)).toMatchObject({
      planoAtual: { id: plano.id, nomePlano: plano.nomePlano },
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.ATIVA },
      metodoPagamento: 'CARTAO_CREDITO',
      renovacaoAutomatica: true,
      possuiAcessoCompleto: true,
    });
    expect(await get('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=2', assinante)).toBe(true);
    expect(await get('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1', assinante)).toBe(
      false,
    );

    const estagiario = (await (await criarAluno(t, { estagiario: true })).login()).headers;
    expect(await get('/api/acesso/pode-acessar-home', estagiario)).toBe(true);
    expect(await ultima(estagiario)).toMatchObject({
      planoAtual: { id: PLANO_ESTAGIARIO_ID },
      metodoPagamento: null,
      possuiAcessoCompleto: false,
    });

    const med = await criarAluno(t, { tenant: 'aprovei-med' });
    expect(med.plataformaId).toBe(3);
    expect(await get('/api/conta/exibir-dados', (await med.login()).headers)).toMatchObject({
      email: med.email,
    });
  });

  it('give staff their role', async () => {
    const admin = (await (await criarAdmin(t)).login()).headers;
    expect(await get('/api/conta/verifica-usuario-admin', admin)).toBe(true);
    const professor = await criarProfessor(t);
    expect(professor.papel).toBe('PROFESSOR');
    const headers = (await professor.login()).headers;
    expect(await get('/api/conta/verifica-usuario-admin', headers)).toBe(false);
    expect(await get('/api/acesso/pode-acessar-home', headers)).toBe(true);
  });
});

describe('criarContratacao', () => {
  it('writes the situation, payment method, dates and products asked for', async () => {
    const db = t.database.db;
    const aluno = await criarAluno(t);
    const plano = await criarPlano(db);
    const produto = await criarProduto(db);
    await criarContratacao(db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      situacao: SITUACAO_CONTRATACAO.FALHA_COBRANCA,
      inicioHaDias: 368,
      validadeEmDias: -3,
      produtos: [produto.id],
    });
    const headers = (await aluno.login()).headers;
    const c = (await ultima(headers))!;
    expect(c).toMatchObject({
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.FALHA_COBRANCA },
      possuiAcessoCompleto: false,
    });
    expect(new Date(c.dataValidadeAssinatura).getTime()).toBeLessThan(Date.now());
    const [comProduto] = await get('/api/assinatura/recuperar-contratacoes-usuario', headers);
    expect(comProduto.produtoComprado.map((p: { nomeProduto: string }) => p.nomeProduto)).toEqual([
      produto.nomeProduto,
    ]);

    const pix = await criarAluno(t);
    await criarContratacao(db, { usuarioId: pix.id, planoId: plano.id, metodo: 'PIX' });
    expect(await ultima((await pix.login()).headers)).toMatchObject({
      metodoPagamento: 'PIX',
      renovacaoAutomatica: false,
      ativo: true,
    });
  });
});

describe('study content factories', () => {
  it('write questions and exercises the modules answer, numbered per platform and tagged', async () => {
    const db = t.database.db;
    const [m] = await db
      .select({ id: materia.id })
      .from(materia)
      .innerJoin(curso, eq(curso.id, materia.cursoId))
      .where(eq(curso.plataformaId, 1))
      .limit(1);
    const q1 = await criarQuestao(db, { plataformaId: 1, materias: [m!.id], corretas: [2] });
    const q2 = await criarQuestao(db, { plataformaId: 1 });
    expect(q2.numeroQuestao).toBe(q1.numeroQuestao + 1);
    expect(q1.alternativas.map((a) => a.correta)).toEqual([false, false, true, false]);
    const [link] = await db.select().from(questaoMateria).where(eq(questaoMateria.questaoId, q1.id));
    expect(link).toMatchObject({ materiaId: m!.id, plataformaId: 1, numeroQuestao: q1.numeroQuestao });

    const plano = await criarPlano(db, { plataforma: 1 });
    const headers = (await (await criarAluno(t, { plano: plano.id })).login()).headers;
    const certa = q1.alternativas[2]!.id;
    expect(
      await post('/api/questoes/verifica-resposta', headers, { idQuestao: q1.id, idAlternativa: certa }),
    ).toMatchObject({ certoErrado: true, id: certa });

    const x = await criarExercicio(db, { plataformaId: 1, certo: false });
    const r = await post('/api/questoes/verifica-resposta-verdadeiro-falso', headers, {
      idAlternativa: x.id,
      respostaMarcadaVerdadeiroFalso: false,
    });
    expect(r.certoErrado).toBe(true);
  });
});

describe('criarDivulgacao', () => {
  it('writes a current popup of the tenant that a new user sees', async () => {
    const d = await criarDivulgacao(t.database.db, { tenantId: 'aprovei' });
    const headers = (await (await criarAluno(t)).login()).headers;
    expect(await get('/api/divulgacao/carregar', headers)).toMatchObject({
      id: d.id,
      tituloTexto: d.tituloTexto,
    });
  });
});
