import { MENSAGENS_CARTAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import { TEXTOS_CARTAO_CREDITO, ZEnderecoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { AppError } from '@aprovei/shared/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, type Sessao, type UsuarioDeTeste } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';
import { CEPS_OFFLINE } from './ceps-offline.ts';
import { consultaCepDoAmbiente } from './consulta-cep.service.ts';

/** Issue 18 §6: an address that never blocks a sale. 30130-010 (Belo Horizonte) is not in the offline table. */
const CEP_BH = '30130-010';
const BELO_HORIZONTE = 3106200;
const SAO_PAULO = 3550308;

const enderecoBh = {
  cep: CEP_BH,
  logradouro: 'Avenida Afonso Pena',
  numeroLogradouro: '1212',
  bairro: 'Centro',
  complemento: 'Sala 3',
  uf: { sigla: 'MG' },
  municipio: { id: BELO_HORIZONTE },
};

async function comSessao(t: TestApp): Promise<{ aluno: UsuarioDeTeste; sessao: Sessao }> {
  const aluno = await criarAluno(t);
  return { aluno, sessao: await aluno.login() };
}

const enderecoSalvo = async (t: TestApp, usuarioId: number) =>
  (await t.database.db.select().from(s.enderecoUsuario).where(eq(s.enderecoUsuario.usuarioId, usuarioId)))[0];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('a CEP the offline table does not know', () => {
  let aluno: UsuarioDeTeste;
  let sessao: Sessao;
  const enviar = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/conta/cadastra-endereco-usuario',
      headers: sessao.headers,
      payload,
    });

  beforeAll(async () => {
    ({ aluno, sessao } = await comSessao(t));
  });

  it('is a 404 that says to fill the address by hand', async () => {
    expect(CEPS_OFFLINE.some((c) => c.cep === '30130010')).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/consulta-cep/cep/${CEP_BH}`,
      headers: { 'x-tenant': sessao.headers['x-tenant']! },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      codigo: 'NAO_ENCONTRADO',
      mensagem: TEXTOS_CARTAO_CREDITO.cepNaoEncontrado,
    });
  });

  it('is saved with the município and UF the buyer chose from the IBGE list', async () => {
    const res = await enviar(enderecoBh);
    expect(res.statusCode, res.body).toBe(200);
    expect(await enderecoSalvo(t, aluno.id)).toMatchObject({
      cep: '30130010',
      logradouro: 'Avenida Afonso Pena',
      numeroLogradouro: '1212',
      bairro: 'Centro',
      complemento: 'Sala 3',
      municipio: 'Belo Horizonte',
      uf: 'MG',
    });
  });

  it('refuses a município of another UF, an unknown UF and a missing city with 400s on the fields', async () => {
    const foraDaUf = await enviar({ ...enderecoBh, municipio: { id: SAO_PAULO } });
    expect(foraDaUf.statusCode).toBe(400);
    expect(foraDaUf.json().errors).toEqual([
      { campo: 'municipio', mensagem: TEXTOS_CARTAO_CREDITO.municipioForaDaUf },
    ]);
    const ufInexistente = await enviar({ ...enderecoBh, uf: { sigla: 'XX' } });
    expect(ufInexistente.statusCode).toBe(400);
    expect(ufInexistente.json().errors).toContainEqual({
      campo: 'uf',
      mensagem: TEXTOS_CARTAO_CREDITO.ufInvalida,
    });
    const semCidade = await enviar({ ...enderecoBh, uf: null, municipio: undefined });
    expect(semCidade.statusCode).toBe(400);
    expect(semCidade.json().errors).toEqual([
      { campo: 'uf', mensagem: MENSAGENS_CARTAO.campoObrigatorio },
      { campo: 'municipio', mensagem: MENSAGENS_CARTAO.campoObrigatorio },
    ]);
    const tipoInexistente = await enviar({ ...enderecoBh, tipoLogradouro: { id: 987654 } });
    expect(tipoInexistente.statusCode).toBe(400);
    expect(tipoInexistente.json().errors).toEqual([
      { campo: 'tipoLogradouro', mensagem: 'Tipo de logradouro inválido.' },
    ]);
    // The address saved before is untouched by the refusals.
    expect(await enderecoSalvo(t, aluno.id)).toMatchObject({ municipio: 'Belo Horizonte', uf: 'MG' });
  });

  it('of a known CEP keeps the lookup’s município and UF whatever the client sends', async () => {
    const res = await enviar({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numeroLogradouro: '1578',
      bairro: 'Bela Vista',
      uf: { sigla: 'MG' },
      municipio: { id: BELO_HORIZONTE },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await enderecoSalvo(t, aluno.id)).toMatchObject({
      cep: '01310100',
      municipio: 'São Paulo',
      uf: 'SP',
      complemento: null,
    });
  });

  it('answers the stretch of street a CEP covers as its faixa, never as the buyer’s complement', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-cep/cep/01310100',
      headers: { 'x-tenant': sessao.headers['x-tenant']! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ complemento: '', faixa: 'de 612 a 1510 - lado par' });
  });

  it('saves a card whose address the lookup does not know, with the chosen city', async () => {
    const token = await t.app.paymentGateway.tokenizeCard({
      number: '4111111111111111',
      cvv: '123',
      holderName: 'MARIA DA SILVA',
      expMonth: 12,
      expYear: 2035,
    });
    const salvar = (endereco: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cartao-credito',
        headers: sessao.headers,
        payload: {
          apelido: 'Compras',
          token: token.cardToken,
          bandeira: token.brand,
          nome: 'MARIA DA SILVA',
          cpf: '52998224725',
          endereco,
        },
      });
    const foraDaUf = await salvar({ ...enderecoBh, municipio: { id: SAO_PAULO } });
    expect(foraDaUf.statusCode).toBe(400);
    expect(foraDaUf.json().errors).toEqual([
      { campo: 'endereco.municipio', mensagem: TEXTOS_CARTAO_CREDITO.municipioForaDaUf },
    ]);
    const res = await salvar(enderecoBh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().endereco).toMatchObject({
      cep: '30130010',
      municipio: { id: BELO_HORIZONTE, nome: 'Belo Horizonte' },
      siglaEstado: 'MG',
      complemento: 'Sala 3',
    });
  });
});

describe('a CEP provider that is down', () => {
  let aluno: UsuarioDeTeste;

  beforeAll(async () => {
    aluno = await criarAluno(t);
  });

  // Nothing listens on port 9 of this machine: every lookup fails to connect, as ViaCEP or BrasilAPI down.
  const fora = (provedor: 'viacep' | 'brasilapi') =>
    consultaCepDoAmbiente(t.database.db, {
      ...t.env,
      CEP_PROVEDOR: provedor,
      CEP_BASE_URL: 'http://127.0.0.1:9',
    });

  it.each(['viacep', 'brasilapi'] as const)(
    '%s: the lookup answers 503, and the address is taken by hand (never a 500)',
    async (provedor) => {
      const service = fora(provedor);
      await expect(service.buscar('01310100')).rejects.toMatchObject({ codigo: 'INDISPONIVEL', status: 503 });
      const corpo = (e: Record<string, unknown>) =>
        ZEnderecoBody.parse({ ...enderecoBh, cep: '01310-100', ...e });
      const semCidade = await service
        .salvarDoUsuario(aluno.id, corpo({ uf: null, municipio: null }))
        .catch((e) => e);
      expect(semCidade).toBeInstanceOf(AppError);
      expect(semCidade).toMatchObject({ status: 400 });
      expect(semCidade.errors.map((e: { campo: string }) => e.campo)).toEqual(['uf', 'municipio']);
      const salvo = await service.salvarDoUsuario(
        aluno.id,
        corpo({
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          uf: { sigla: 'sp' },
          municipio: { id: SAO_PAULO },
        }),
      );
      expect(salvo.mensagem).toBe('Endereço cadastrado com sucesso.');
      expect(await enderecoSalvo(t, aluno.id)).toMatchObject({
        cep: '01310100',
        municipio: 'São Paulo',
        uf: 'SP',
      });
    },
  );
});
