import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { criarAluno } from './factories.ts';
import { TENANT } from './helpers.ts';

/**
 * PostgreSQL cannot store the NUL character (SQLSTATE 22021): every text field refuses it with a
 * Portuguese 400 naming the field, and nothing of the request reaches the log.
 */
const NUL = '\u0000';
const MARCADOR = 'marcador-nul';

const logs: string[] = [];
let t: TestApp;
let aluno: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { write: (line) => void logs.push(line) });
  // A subscriber: commenting needs a plan.
  aluno = (await (await criarAluno(t, { plano: 1 })).login()).headers;
});

interface Caso {
  nome: string;
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  auth: boolean;
  payload?: object;
  campo: string;
}

const CASOS: Caso[] = [
  {
    nome: 'login',
    method: 'POST',
    url: '/api/auth/login',
    auth: false,
    payload: { login: `a${NUL}${MARCADOR}@x.com`, senha: 'x' },
    campo: 'login',
  },
  {
    nome: 'login password',
    method: 'POST',
    url: '/api/auth/login',
    auth: false,
    payload: { login: 'fulana@exemplo.com.br', senha: `a${NUL}${MARCADOR}` },
    campo: 'senha',
  },
  {
    nome: 'comment',
    method: 'POST',
    url: '/api/comentarios/criar',
    auth: true,
    payload: { comentario: `Boa ${NUL}${MARCADOR}`, tipo: 'INFORMATIVO', questaoVO: { id: 1 } },
    campo: 'comentario',
  },
  {
    nome: 'reply',
    method: 'POST',
    url: '/api/respostas/comentario/criar/1',
    auth: true,
    payload: { resposta: `Concordo ${NUL}${MARCADOR}` },
    campo: 'resposta',
  },
  {
    nome: 'profile',
    method: 'PUT',
    url: '/api/conta/atualizar-dados',
    auth: true,
    payload: { nome: `Ana ${NUL}${MARCADOR}`, apelido: null, telefone: '(11) 98765-4321' },
    campo: 'nome',
  },
  {
    nome: 'registration',
    method: 'POST',
    url: '/api/conta/cadastrar',
    auth: false,
    payload: {
      nome: 'Ana Souza',
      cpf: '39053344705',
      apelido: `Ana${NUL}${MARCADOR}`,
      telefone: '(11) 98765-4321',
      email: 'ana.nul@exemplo.com.br',
      senha: 'Senha-forte-2026',
      confirmarSenha: 'Senha-forte-2026',
    },
    campo: 'apelido',
  },
  {
    nome: 'support',
    method: 'POST',
    url: '/api/suporte/enviar-email-de-suporte',
    auth: true,
    payload: { email: 'fulana@exemplo.com.br', assunto: 'Boleto', msg: `Olá ${NUL}${MARCADOR}` },
    campo: 'msg',
  },
  {
    nome: 'query string',
    method: 'GET',
    url: `/api/conta/verifica-existencia-usuario?email=a%00${MARCADOR}%40x.com&cpf=52998224725`,
    auth: true,
    campo: 'email',
  },
  {
    nome: 'path parameter',
    method: 'GET',
    url: '/api/listar-com-filtro/MUNICIPIO/uf.sigla/S%00P',
    auth: false,
    campo: 'valor',
  },
];

describe('a NUL character in a text field', () => {
  it.each(CASOS)('is a Portuguese 400 naming the field: $nome', async (caso) => {
    const res = await t.app.inject({
      method: caso.method,
      url: caso.url,
      headers: caso.auth ? aluno : TENANT,
      ...(caso.payload === undefined ? {} : { payload: caso.payload }),
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACAO');
    expect(body.errors).toContainEqual({
      campo: caso.campo,
      mensagem: 'O texto contém um caractere não permitido (caractere nulo).',
    });
  });

  it('leaves nothing of the request in the log', () => {
    const text = logs.join('\n');
    expect(text).not.toContain(MARCADOR);
    expect(text).not.toMatch(/"level":50/);
  });
});
