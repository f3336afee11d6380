import { MENSAGENS_CARTAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import {
  CARTAO_RECUSADO_NO_CADASTRO,
  TEXTOS_CARTAO_CREDITO,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, type Sessao } from '../../../test/factories.ts';

const linhasDeLog: string[] = [];
let t: TestApp;
let maria: Sessao;
let joao: Sessao;
let tenant: Record<string, string>;

const NUMEROS = ['4111111111111111', '5555555555554444', '378282246310005'];
const CVVS = ['987', '123', '4321'];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { write: (linha) => linhasDeLog.push(linha) });
  maria = await (await criarAluno(t)).login();
  joao = await (await criarAluno(t)).login();
  tenant = { 'x-tenant': maria.headers['x-tenant']! };
});

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numeroLogradouro: '1000',
  bairro: 'Bela Vista',
};

async function tokenizar(numero: string, cvv: string, ano = 2030) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gateway-sandbox/v1/card_tokens',
    headers: tenant,
    payload: {
      card_number: numero,
      security_code: cvv,
      expiration_month: 12,
      expiration_year: ano,
      cardholder: { name: 'MARIA DA SILVA', identification: { type: 'CPF', number: '52998224725' } },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; last_four_digits: string };
}

async function salvar(sessao: Sessao, numero: string, cvv: string, bandeira: string, apelido = 'Compras') {
  const { id } = await tokenizar(numero, cvv);
  return t.app.inject({
    method: 'POST',
    url: '/api/cartao-credito',
    headers: sessao.headers,
    payload: { apelido, token: id, bandeira, nome: 'MARIA DA SILVA', cpf: '529.982.247-25', endereco },
  });
}

const listar = async (sessao: Sessao, caminho = 'listar') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/cartao-credito/${caminho}`, headers: sessao.headers })
  ).json() as {
    idCartao: number;
    apelido: string;
    principal: boolean;
    secundario: boolean;
    ultimosQuatroDigitos: string;
  }[];

describe('bandeira-cartao/listar', () => {
  it('lists the six brands with an SVG mark, prefixes, lengths and CVV size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bandeira-cartao/listar', headers: tenant });
    expect(res.statusCode).toBe(200);
    const bandeiras = res.json() as {
      sigla: string;
      imagemBase64: string;
      prefixos: string[];
      comprimentos: number[];
      tamanhoCvv: number;
    }[];
    expect(bandeiras.map((b) => b.sigla)).toEqual([
      'VISA',
      'MASTERCARD',
      'ELO',
      'AMEX',
      'HIPERCARD',
      'DINERS',
    ]);
    for (const b of bandeiras) {
      expect(Buffer.from(b.imagemBase64, 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      expect(b.prefixos.length).toBeGreaterThan(0);
    }
    expect(bandeiras.find((b) => b.sigla === 'AMEX')).toMatchObject({ comprimentos: [15], tamanhoCvv: 4 });
  });
});

describe('cartao-credito/tokenizador', () => {
  it("points the browser at the sandbox's tokeniser, or at Mercado Pago's with the public key", async () => {
    const sandbox = await t.app.inject({
      method: 'GET',
      url: '/api/cartao-credito/tokenizador',
      headers: tenant,
    });
    expect(sandbox.json()).toEqual({ url: 'gateway-sandbox/v1/card_tokens' });

    const mp = {
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-0123456789',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook-de-teste',
    };
    const semChave = await buildTestApp(mp);
    const indisponivel = await semChave.app.inject({
      method: 'GET',
      url: '/api/cartao-credito/tokenizador',
      headers: tenant,
    });
    expect(indisponivel.statusCode).toBe(503);
    // Mercado Pago tokenises in the browser: our sandbox tokeniser is not served.
    const semSandbox = await semChave.app.inject({
      method: 'POST',
      url: '/api/gateway-sandbox/v1/card_tokens',
      headers: tenant,
      payload: {},
    });
    expect(semSandbox.statusCode).toBe(404);

    const comChave = await buildTestApp({ ...mp, MERCADOPAGO_PUBLIC_KEY: 'TEST-chave-publica-123' });
    const res = await comChave.app.inject({
      method: 'GET',
      url: '/api/cartao-credito/tokenizador',
      headers: tenant,
    });
    expect(res.json()).toEqual({
      url: 'https://api.mercadopago.com/v1/card_tokens?public_key=TEST-chave-publica-123',
    });
  });
});

describe('consulta-cep/cep/{cep}', () => {
  it('answers the address with the IBGE município, the UF and the street type', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-cep/cep/01310-100',
      headers: tenant,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      tipoLogradouro: { nome: 'Avenida' },
      municipio: { id: 3550308, nome: 'São Paulo' },
      uf: { sigla: 'SP' },
    });
    const rs = await t.app.inject({ method: 'GET', url: '/api/consulta-cep/cep/91420270', headers: tenant });
    expect(rs.json()).toMatchObject({
      tipoLogradouro: { nome: 'Rua' },
      municipio: { id: 4314902 },
      uf: { sigla: 'RS' },
    });
  });

  it('answers 400 for a malformed CEP and 404 (fill by hand) for an unknown one, in Portuguese', async () => {
    const curto = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-cep/cep/0131010',
      headers: tenant,
    });
    expect(curto.statusCode).toBe(400);
    expect(curto.json().errors[0].mensagem).toBe(TEXTOS_CARTAO_CREDITO.cepTamanho);
    const desconhecido = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-cep/cep/99999999',
      headers: tenant,
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().mensagem).toBe(TEXTOS_CARTAO_CREDITO.cepNaoEncontrado);
  });
});

describe('cartao-credito', () => {
  it('saves a tokenised card: the first is the main one; numbers and CVVs are refused in our body', async () => {
    const res = await salvar(maria, NUMEROS[0]!, CVVS[0]!, 'VISA', 'Pessoal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      apelido: 'Pessoal',
      bandeira: 'VISA',
      ultimosQuatroDigitos: '1111',
      mesValidade: '12',
      anoValidade: '30',
      principal: true,
      secundario: false,
      endereco: { cep: '01310100', municipio: { id: 3550308, nome: 'São Paulo' }, siglaEstado: 'SP' },
    });
    const comNumero = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: {
        apelido: 'x',
        token: 'tok',
        bandeira: 'VISA',
        nome: 'MARIA',
        cpf: '52998224725',
        endereco,
        numero: NUMEROS[0],
        cvv: '123',
      },
    });
    expect(comNumero.statusCode).toBe(400);
    expect(JSON.stringify(comNumero.json())).toContain(TEXTOS_CARTAO_CREDITO.dadosDoCartaoNoCorpo);
  });

  it('refuses a brand the card does not have, an unknown token, an unknown CEP, and missing fields', async () => {
    const trocada = await salvar(maria, NUMEROS[1]!, CVVS[1]!, 'VISA');
    expect(trocada.statusCode).toBe(400);
    expect(trocada.json().errors).toEqual([
      { campo: 'bandeira', mensagem: MENSAGENS_CARTAO.bandeiraInvalida },
    ]);

    const base = { apelido: 'x', bandeira: 'VISA', nome: 'MARIA DA SILVA', cpf: '52998224725', endereco };
    const semToken = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: { ...base, token: 'tok_que_nao_existe' },
    });
    expect(semToken.statusCode).toBe(400);
    expect(semToken.json().mensagem).toBe(TEXTOS_CARTAO_CREDITO.tokenAusente);

    const { id } = await tokenizar(NUMEROS[0]!, CVVS[0]!);
    const cepDesconhecido = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: { ...base, token: id, endereco: { ...endereco, cep: '99999999' } },
    });
    // A CEP the lookup does not know takes the município and UF chosen by hand (consulta-cep.test).
    expect(cepDesconhecido.statusCode).toBe(400);
    expect(cepDesconhecido.json().errors).toEqual([
      { campo: 'endereco.uf', mensagem: MENSAGENS_CARTAO.campoObrigatorio },
      { campo: 'endereco.municipio', mensagem: MENSAGENS_CARTAO.campoObrigatorio },
    ]);

    const vazio = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: {
        apelido: '',
        token: id,
        bandeira: '',
        nome: '',
        cpf: '',
        endereco: { cep: '', logradouro: '', numeroLogradouro: '', bairro: '' },
      },
    });
    expect(vazio.statusCode).toBe(400);
    const campos = Object.fromEntries(
      (vazio.json().errors as { campo: string; mensagem: string }[]).map((e) => [e.campo, e.mensagem]),
    );
    expect(campos).toMatchObject({
      apelido: MENSAGENS_CARTAO.campoObrigatorio,
      bandeira: MENSAGENS_CARTAO.bandeiraAusente,
      nome: MENSAGENS_CARTAO.nomeAusente,
      cpf: MENSAGENS_CARTAO.cpfTitularAusente,
      'endereco.logradouro': MENSAGENS_CARTAO.campoObrigatorio,
    });
  });

  it('says why the operator refused to save a card (its verification), and saves nothing', async () => {
    const joana = await (await criarAluno(t)).login();
    // The sandbox's card that its issuer reports expired: refused when saved, with the reason.
    const vencido = await salvar(joana, '4000000000000069', '123', 'VISA', 'Vencido');
    expect(vencido.statusCode).toBe(400);
    expect(vencido.json()).toEqual({
      codigo: 'VALIDACAO',
      mensagem: CARTAO_RECUSADO_NO_CADASTRO.expired_card,
    });
    expect(await listar(joana)).toEqual([]);
    // A card whose charges the issuer declines is still saved: that is known only when a charge is tried.
    expect((await salvar(joana, '4000000000000002', '123', 'VISA', 'Recusado')).statusCode).toBe(200);
  });

  it('refuses a card the gateway tokeniser finds invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway-sandbox/v1/card_tokens',
      headers: tenant,
      payload: {
        card_number: '4111111111111112',
        security_code: '123',
        expiration_month: 12,
        expiration_year: 2030,
        cardholder: { name: 'MARIA' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MENSAGENS_CARTAO.numeroInvalido);
  });

  it('renames, sets main and secondary, and deletes; the secondary becomes main when the main goes', async () => {
    expect((await salvar(maria, NUMEROS[1]!, CVVS[1]!, 'MASTERCARD', 'Viagens')).statusCode).toBe(200);
    expect((await salvar(maria, NUMEROS[2]!, CVVS[2]!, 'AMEX', 'Empresa')).statusCode).toBe(200);
    let cartoes = await listar(maria);
    expect(cartoes.map((c) => [c.ultimosQuatroDigitos, c.principal])).toEqual([
      ['1111', true],
      ['0005', false],
      ['4444', false],
    ]);
    const [visa, amex, master] = cartoes as [(typeof cartoes)[0], (typeof cartoes)[0], (typeof cartoes)[0]];

    const renomeado = await t.app.inject({
      method: 'PUT',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: { idCartao: master.idCartao, apelido: ' Cartão de compras ' },
    });
    expect(renomeado.statusCode).toBe(200);
    expect(renomeado.json().apelido).toBe('Cartão de compras');
    const longo = await t.app.inject({
      method: 'PUT',
      url: '/api/cartao-credito',
      headers: maria.headers,
      payload: { idCartao: master.idCartao, apelido: 'x'.repeat(101) },
    });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().errors[0].mensagem).toBe(TEXTOS_CARTAO_CREDITO.apelidoLongo);

    const sec = await t.app.inject({
      method: 'POST',
      url: `/api/cartao-credito/atualizar-cartao-secundario/${amex.idCartao}`,
      headers: maria.headers,
    });
    expect(sec.statusCode).toBe(200);
    const principalComoSec = await t.app.inject({
      method: 'POST',
      url: `/api/cartao-credito/atualizar-cartao-secundario/${visa.idCartao}`,
      headers: maria.headers,
    });
    expect(principalComoSec.statusCode).toBe(409);

    const pri = await t.app.inject({
      method: 'POST',
      url: `/api/cartao-credito/atualizar-cartao-principal/${master.idCartao}`,
      headers: maria.headers,
    });
    expect(pri.statusCode).toBe(200);
    cartoes = pri.json();
    expect(cartoes.map((c) => [c.idCartao, c.principal, c.secundario])).toEqual([
      [master.idCartao, true, false],
      [amex.idCartao, false, true],
      [visa.idCartao, false, false],
    ]);

    const apagado = await t.app.inject({
      method: 'DELETE',
      url: `/api/cartao-credito?idCartao=${master.idCartao}`,
      headers: maria.headers,
    });
    expect(apagado.statusCode).toBe(204);
    cartoes = await listar(maria, 'listar-cartoes-salvos');
    expect(cartoes.map((c) => [c.idCartao, c.principal, c.secundario])).toEqual([
      [amex.idCartao, true, false],
      [visa.idCartao, false, false],
    ]);
  });

  it("never shows or changes another user's card (404)", async () => {
    const [cartao] = await listar(maria);
    expect(await listar(joao)).toEqual([]);
    const id = cartao!.idCartao;
    const tentativas = [
      { method: 'DELETE' as const, url: `/api/cartao-credito?idCartao=${id}` },
      { method: 'PUT' as const, url: '/api/cartao-credito', payload: { idCartao: id, apelido: 'Meu' } },
      { method: 'POST' as const, url: `/api/cartao-credito/atualizar-cartao-principal/${id}` },
      { method: 'POST' as const, url: `/api/cartao-credito/atualizar-cartao-secundario/${id}` },
    ];
    for (const tentativa of tentativas) {
      const res = await t.app.inject({ ...tentativa, headers: joao.headers });
      expect(res.statusCode, tentativa.url).toBe(404);
      expect(res.json().mensagem).toBe('Cartão não encontrado.');
    }
    expect((await listar(maria)).find((c) => c.idCartao === id)?.apelido).toBe(cartao!.apelido);
  });

  it('asks for a session and refuses malformed ids in Portuguese', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cartao-credito/listar', headers: tenant })).statusCode,
    ).toBe(401);
    const id = await t.app.inject({
      method: 'DELETE',
      url: '/api/cartao-credito?idCartao=12345678901234567890',
      headers: maria.headers,
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors[0].mensagem).toBe(TEXTOS_CARTAO_CREDITO.cartaoInvalido);
  });

  it('keeps no card number or CVV in the database or the logs', async () => {
    // A body the tokeniser's schema refuses goes through the error handler and its log line too.
    const recusado = await t.app.inject({
      method: 'POST',
      url: '/api/gateway-sandbox/v1/card_tokens',
      headers: tenant,
      payload: {
        card_number: NUMEROS[2],
        security_code: CVVS[2],
        expiration_month: 13,
        expiration_year: 2030,
        cardholder: { name: 'maria' },
      },
    });
    expect(recusado.statusCode).toBe(400);
    const dump = await t.database.db.execute(sql`
      select string_agg(t::text, ' ') as linhas from (
        select row_to_json(c)::text as t from cartao_credito c
        union all select row_to_json(s)::text from cartao_sandbox s
      ) x`);
    const texto = `${JSON.stringify(dump)}\n${linhasDeLog.join('\n')}`;
    expect(linhasDeLog.length).toBeGreaterThan(0);
    for (const numero of NUMEROS) expect(texto).not.toContain(numero);
    for (const cvv of CVVS) expect(texto).not.toMatch(new RegExp(`"(cvv|security_code)":"?${cvv}`));
    expect(texto).not.toContain('security_code');
  });
});
