import type { TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import { PLANO_ESTAGIARIO_ID, SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { MENSAGENS_PRODUTO } from '@aprovei/shared/produtos/produtos.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarPlano,
  criarProduto,
  type NovaContratacao,
  type NovoPlano,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { contratacao, produtoComprado } from '../../db/schema/index.ts';
import { acessoService } from '../acesso/acesso.service.ts';
import { mudarSituacao } from './contratos.ts';

let t: TestApp;
/** Plans of this file: a full-access plan per platform and a national-exam-only plan (type P). */
let planos: Record<'residencia' | 'concurso' | 'enare' | 'med', { id: number; nomePlano: string }>;
/** A student with the residency plan (and a product bought with it) and the concurso plan. */
let aluno: Record<string, string>;
let produtoDoAluno: { id: number; nomeProduto: string };
let alunoMed: Record<string, string>;

/** A new student with these contracts, signed in. */
async function alunoCom(...contratos: Omit<NovaContratacao, 'usuarioId'>[]) {
  const u = await criarAluno(t);
  for (const c of contratos) await criarContratacao(t.database.db, { usuarioId: u.id, ...c });
  return { id: u.id, headers: (await u.login()).headers };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const cancelar = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/assinatura/cancelar-assinatura?idContratacao=${id}`, headers });
const ultima = async (headers: Record<string, string>, plataforma = 1) =>
  (
    await get(`/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=${plataforma}`, headers)
  ).json() as TContratoPlano | null;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const plano = async (opcoes: NovoPlano) => {
    const { id, nomePlano } = await criarPlano(db, opcoes);
    return { id, nomePlano };
  };
  planos = {
    residencia: await plano({ plataforma: 1 }),
    concurso: await plano({ plataforma: 2 }),
    enare: await plano({ plataforma: 1, tipoPlano: 'P', acessoCompleto: false, planoEnare: true }),
    med: await plano({ plataforma: 3 }),
  };
  produtoDoAluno = await criarProduto(db, { tenant: 'aprovei' });
  aluno = (
    await alunoCom(
      { planoId: planos.residencia.id, produtos: [produtoDoAluno.id] },
      { planoId: planos.concurso.id, inicioHaDias: 20 },
    )
  ).headers;
  const med = await criarAluno(t, { tenant: 'aprovei-med', plano: planos.med.id });
  alunoMed = (await med.login()).headers;
});

/** Plan contract by card, 60 days ago, plus the national-exam-only plan 20 days ago. */
const assinante = () =>
  alunoCom(
    { planoId: planos.residencia.id, inicioHaDias: 60 },
    { planoId: planos.enare.id, inicioHaDias: 20 },
  );

/** A contract whose renewal charge failed 3 days ago (code 3). */
const cobranca = () =>
  alunoCom({
    planoId: planos.residencia.id,
    situacao: SITUACAO_CONTRATACAO.FALHA_COBRANCA,
    inicioHaDias: 368,
    validadeEmDias: -3,
  });

describe('GET assinatura/recuperar-ultima-assinatura-usuario', () => {
  it("answers the platform's latest contract in the Plan contract shape, with the national-exam block", async () => {
    const { headers } = await assinante();
    const res = await get('/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1', headers);
    expect(res.statusCode).toBe(200);
    const c = res.json() as TContratoPlano;
    expect(c).toMatchObject({
      planoAtual: { ...planos.residencia, descricao: expect.any(String) },
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.ATIVA, descricao: 'Ativa' },
      metodoPagamento: 'CARTAO_CREDITO',
      renovacaoAutomatica: true,
      permiteRenovacao: true,
      ativo: true,
      possuiAcessoCompleto: true,
      canceladaEm: null,
      contratacaoPlanoEnare: {
        planoAtual: planos.enare,
        situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
      },
    });
    expect(new Date(c.dataValidadeAssinatura).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(c.dataInicio).getTime()).toBeLessThan(Date.now());
  });

  it("answers per platform: a student's plan on platform 1 and the other on platform 2", async () => {
    expect((await ultima(aluno, 1))?.planoAtual.id).toBe(planos.residencia.id);
    expect((await ultima(aluno, 2))?.planoAtual.id).toBe(planos.concurso.id);
    expect((await ultima(aluno, 1))?.contratacaoPlanoEnare).toBeNull();
  });

  it('answers null (200) with no contract on the platform, and the trainee plan on any platform', async () => {
    const admin = (await (await criarAdmin(t)).login()).headers;
    const res = await get('/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    const estagiario = (await (await criarAluno(t, { estagiario: true })).login()).headers;
    const e = await ultima(estagiario, 2);
    expect(e).toMatchObject({
      planoAtual: { id: PLANO_ESTAGIARIO_ID, nomePlano: 'ESTAGIARIO' },
      possuiAcessoCompleto: false,
    });
    expect(e?.metodoPagamento).toBeNull();
  });

  it('never allows renewal for PIX', async () => {
    const c = await ultima((await alunoCom({ planoId: planos.residencia.id, metodo: 'PIX' })).headers);
    expect(c).toMatchObject({
      metodoPagamento: 'PIX',
      renovacaoAutomatica: false,
      permiteRenovacao: false,
      ativo: true,
      possuiAcessoCompleto: true,
    });
  });

  it('shows situation 3 (charge failed) without access', async () => {
    const c = await ultima((await cobranca()).headers);
    expect(c).toMatchObject({
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.FALHA_COBRANCA, descricao: 'Falha na cobrança' },
      ativo: false,
      possuiAcessoCompleto: false,
    });
  });

  it('refuses anonymous callers, bad ids and platforms of the other product', async () => {
    expect(
      (await get('/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1', TENANT)).statusCode,
    ).toBe(401);
    const bad = await get('/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=x', aluno);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ campo: 'idPlataforma', mensagem: 'Plataforma inválida.' });
    expect(
      (await get('/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=3', aluno)).statusCode,
    ).toBe(404);
    expect((await ultima(alunoMed, 3))?.planoAtual.id).toBe(planos.med.id);
  });
});

describe('GET assinatura/recuperar-contratacoes-usuario', () => {
  it("lists the user's products grouped by contract with the contract's situation", async () => {
    const res = await get('/api/assinatura/recuperar-contratacoes-usuario', aluno);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        idContratacao: expect.any(Number),
        produtoComprado: [
          {
            id: expect.any(Number),
            nomeProduto: produtoDoAluno.nomeProduto,
            dataInicio: expect.any(String),
            dataValidadeAssinatura: expect.any(String),
            // A product with no delivery described is a service with the default instructions.
            entrega: { tipo: 'SERVICO', instrucoes: MENSAGENS_PRODUTO.instrucoesPadrao },
          },
        ],
        situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
      },
    ]);
    expect((await get('/api/assinatura/recuperar-contratacoes-usuario', alunoMed)).json()).toEqual([]);
    expect((await get('/api/assinatura/recuperar-contratacoes-usuario', TENANT)).statusCode).toBe(401);
  });
});

describe('POST assinatura/cancelar-assinatura', () => {
  it('stops the automatic renewal of an active contract, keeps access until validity, and is harmless twice', async () => {
    const { id, headers } = await assinante();
    const antes = (await ultima(headers))!;
    const res = await cancelar(antes.id, headers);
    expect(res.statusCode).toBe(200);
    const depois = res.json() as TContratoPlano;
    expect(depois).toMatchObject({
      id: antes.id,
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA },
      renovacaoAutomatica: false,
      permiteRenovacao: false,
      ativo: false,
      possuiAcessoCompleto: true,
      dataValidadeAssinatura: antes.dataValidadeAssinatura,
      canceladaEm: expect.any(String),
    });
    expect(depois.contratacaoPlanoEnare?.planoAtual.id).toBe(planos.enare.id); // another contract
    // Access is kept until the end of the paid period (the acesso service agrees).
    expect((await acessoService(t.database.db).forUser(id, 'aprovei')).acessoCompleto(1)).toBe(true);
    // Twice: same answer, nothing changes.
    const again = await cancelar(antes.id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(depois);
    expect(await ultima(headers)).toEqual(depois);
  });

  it('cancels the plan inside the withdrawal period (code 5): ENCERRADA, access ends now, products too', async () => {
    const produto = await criarProduto(t.database.db);
    const { id, headers } = await alunoCom({
      planoId: planos.residencia.id,
      situacao: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
      inicioHaDias: 2,
      produtos: [produto.id],
    });
    const antes = (await ultima(headers))!;
    expect(antes.situacaoContratacao.codigo).toBe(SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO);
    expect(antes).toMatchObject({ ativo: true, permiteRenovacao: true });
    expect((await acessoService(t.database.db).forUser(id, 'aprovei')).acessoCompleto(1)).toBe(true);

    const res = await cancelar(antes.id, headers);
    expect(res.statusCode).toBe(200);
    const depois = res.json() as TContratoPlano;
    expect(depois).toMatchObject({
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.ENCERRADA, descricao: 'Encerrada' },
      ativo: false,
      renovacaoAutomatica: false,
      possuiAcessoCompleto: false,
    });
    expect(new Date(depois.dataValidadeAssinatura).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await acessoService(t.database.db).forUser(id, 'aprovei')).acessoCompleto(1)).toBe(false);
    const produtos = await t.database.db
      .select({ ate: produtoComprado.dataValidadeAssinatura })
      .from(produtoComprado)
      .where(eq(produtoComprado.contratacaoId, antes.id));
    expect(produtos).toHaveLength(1);
    expect(produtos[0]!.ate.getTime()).toBeLessThanOrEqual(Date.now());
    const again = await cancelar(antes.id, headers);
    expect(again.json()).toEqual(depois);
  });

  it("answers 404 for another user's contract without touching it, and 401 anonymous", async () => {
    const alheio = (await ultima(aluno))!;
    const { headers: outro } = await alunoCom({ planoId: planos.residencia.id, metodo: 'PIX' });
    const res = await cancelar(alheio.id, outro);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ codigo: 'NAO_ENCONTRADO', mensagem: 'Assinatura não encontrada.' });
    expect((await cancelar(999_999, outro)).json()).toEqual(res.json()); // same as one that does not exist
    expect((await cancelar(alheio.id, alunoMed)).statusCode).toBe(404);
    expect((await ultima(aluno))?.situacaoContratacao.codigo).toBe(SITUACAO_CONTRATACAO.ATIVA);
    expect((await cancelar(alheio.id, TENANT)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/cancelar-assinatura',
      headers: aluno,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].campo).toBe('idContratacao');
  });

  it('a PIX contract has nothing to renew: cancelling marks it RENOVACAO_CANCELADA and keeps access', async () => {
    const { headers } = await alunoCom({ planoId: planos.residencia.id, metodo: 'PIX', inicioHaDias: 10 });
    const antes = (await ultima(headers))!;
    const depois = (await cancelar(antes.id, headers)).json() as TContratoPlano;
    expect(depois).toMatchObject({
      situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA },
      permiteRenovacao: false,
      possuiAcessoCompleto: true,
    });
  });

  it('ends a contract whose renewal charge failed (code 3)', async () => {
    const { headers } = await cobranca();
    const antes = (await ultima(headers))!;
    const depois = (await cancelar(antes.id, headers)).json() as TContratoPlano;
    expect(depois.situacaoContratacao.codigo).toBe(SITUACAO_CONTRATACAO.ENCERRADA);
    const [row] = await t.database.db.select().from(contratacao).where(eq(contratacao.id, antes.id));
    expect(row).toMatchObject({ renovacaoAutomatica: false, situacaoCodigo: 6 });
    expect(row!.canceladaEm).toBeInstanceOf(Date);
  });
});

describe('the one way a contract changes (contratos.ts)', () => {
  const situacao = async (id: number) =>
    (await t.database.db.select().from(contratacao).where(eq(contratacao.id, id)))[0]!;

  it('refuses a transition TRANSICOES_CONTRATACAO does not list, and changes nothing', async () => {
    const u = await criarAluno(t);
    const { id } = await criarContratacao(t.database.db, {
      usuarioId: u.id,
      planoId: planos.residencia.id,
      situacao: SITUACAO_CONTRATACAO.ENCERRADA,
    });
    await expect(
      mudarSituacao(t.database.db, id, [SITUACAO_CONTRATACAO.ENCERRADA], SITUACAO_CONTRATACAO.ATIVA),
    ).rejects.toThrow('transição não permitida 6 → 1');
    await expect(
      mudarSituacao(t.database.db, id, [SITUACAO_CONTRATACAO.ATIVA], SITUACAO_CONTRATACAO.ATIVA),
    ).rejects.toThrow('transição não permitida 1 → 1');
    expect((await situacao(id)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.ENCERRADA);
  });

  it('moves only contracts in one of the situations it starts from', async () => {
    const u = await criarAluno(t);
    const { id } = await criarContratacao(t.database.db, { usuarioId: u.id, planoId: planos.residencia.id });
    const de5 = [SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO] as const;
    expect(await mudarSituacao(t.database.db, id, de5, SITUACAO_CONTRATACAO.ATIVA)).toEqual([]);
    expect(
      await mudarSituacao(
        t.database.db,
        id,
        [SITUACAO_CONTRATACAO.ATIVA],
        SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA,
        { renovacaoAutomatica: false },
      ),
    ).toEqual([id]);
    expect(await situacao(id)).toMatchObject({
      situacaoCodigo: SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA,
      renovacaoAutomatica: false,
    });
  });

  it('a contract that ends ends the products bought with it', async () => {
    const u = await criarAluno(t);
    const produto = await criarProduto(t.database.db);
    const { id } = await criarContratacao(t.database.db, {
      usuarioId: u.id,
      planoId: planos.residencia.id,
      situacao: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
      inicioHaDias: 1,
      produtos: [produto.id],
    });
    const agora = new Date();
    await mudarSituacao(
      t.database.db,
      id,
      [SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO],
      SITUACAO_CONTRATACAO.ENCERRADA,
      {},
      agora,
    );
    const [comprado] = await t.database.db
      .select()
      .from(produtoComprado)
      .where(eq(produtoComprado.contratacaoId, id));
    expect(comprado!.dataValidadeAssinatura.getTime()).toBe(agora.getTime());
  });
});
