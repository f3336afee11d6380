import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let semWeb: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  semWeb = await buildTestApp({ WEB_DIST_DIR: '/nao/existe' });
  headers = (await (await criarAluno(t)).login()).headers;
});

const LIXO: unknown[] = [
  null,
  [],
  'texto',
  42,
  { nome: 123, cpf: ['x'], email: { a: 1 }, senha: null },
  { respostasPerguntaUsuario: 'SIM', idPlano: 'um' },
  { respostasPerguntaUsuario: [{ idPerguntaUsuario: -1, resposta: 7 }] },
  { idPlano: 1e20, plataformaId: 99, utmParams: [] },
  { cpf: '5'.repeat(10_000), senha: 'x'.repeat(10_000) },
  { login: {}, codigo: 123456, senhaNova: [], confirmacaoSenhaNova: true },
];

const ROTAS = [
  { method: 'POST', url: '/api/conta/cadastrar', auth: false },
  { method: 'PUT', url: '/api/conta/atualizar-dados', auth: true },
  { method: 'POST', url: '/api/conta/gerar-codigo-recuperar-senha', auth: false },
  { method: 'PUT', url: '/api/conta/alterar-senha', auth: false },
] as const;

describe('bad input to the account calls', () => {
  it('always answers a Portuguese 4xx, never a 5xx', async () => {
    let n = 0;
    for (const rota of ROTAS) {
      for (const payload of LIXO) {
        const res = await t.app.inject({
          method: rota.method,
          url: rota.url,
          headers: rota.auth ? headers : TENANT,
          payload: JSON.stringify(payload),
          remoteAddress: `10.7.${Math.floor(n / 200)}.${n++ % 200}`,
        });
        const where = `${rota.method} ${rota.url} ${JSON.stringify(payload).slice(0, 80)}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.json().mensagem, where).toMatch(/[a-zà-ú]/i);
      }
    }
  });

  it('answers our Portuguese body to an over-long address even without the built web app', async () => {
    const res = await semWeb.app.inject({
      url: `/api/conta/verifica-usuario-existe/${'9'.repeat(500)}`,
      headers: TENANT,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ codigo: 'REQUISICAO_INVALIDA', mensagem: 'Endereço longo demais.' });
  });

  it('refuses odd paths and ids with 4xx', async () => {
    for (const url of [
      '/api/conta/verifica-usuario-existe/%00',
      `/api/conta/verifica-usuario-existe/${'9'.repeat(500)}`,
      '/api/pergunta-usuario/listar-sub-pergunta-sim/99999999999',
      '/api/pergunta-usuario/listar-sub-pergunta-nao/-1',
    ]) {
      const res = await t.app.inject({ url, headers: TENANT });
      // Over the parameter length limit the answer is 414; any 4xx with a Portuguese body is right.
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().mensagem, url).toMatch(/[a-zà-ú]/i);
    }
  });
});
