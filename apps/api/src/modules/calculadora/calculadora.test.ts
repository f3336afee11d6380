import {
  MENSAGEM_CALCULADORA_NAO_ENCONTRADA,
  MENSAGEM_ERROS_CALCULO,
  MENSAGEM_LINHA_NAO_SELECIONADA,
  MENSAGEM_QUANTIDADE_NEGATIVA,
} from '@aprovei/shared/calculadora/calculadora.rules';
import type { TCalcularBodyInput } from '@aprovei/shared/calculadora/calculadora.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarCalculadora,
  criarPlano,
  type Sessao,
} from '../../../test/factories.ts';

const SEM_ACESSO =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
const BASE = '/api/calculadora-curriculos';

let t: TestApp;
let ana: Sessao, bruno: Sessao, semCalculadora: Sessao, estagiario: Sessao, admin: Sessao;
let idTeste: number, idInstituicao: number;

const get = (who: Sessao | null, url: string) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${url}`, headers: who?.headers ?? { 'x-tenant': 'aprovei' } });
const calcular = (who: Sessao, payload: TCalcularBodyInput | Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/calcular-pontuacao-por-linha`,
    headers: who.headers,
    payload,
  });
const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const linha = (l: number, q: number | null, sel = false) => ({
  linha: l,
  pontuacaoDigitadaAluno: q,
  colunaSelecionada: sel,
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const sessao = async (u: ReturnType<typeof criarAluno>) => (await u).login();
  ana = await sessao(criarAluno(t, { plano: 1 }));
  bruno = await sessao(criarAluno(t, { plano: 1 }));
  const basico = await criarPlano(db, { funcionalidades: ['Métricas de resultados'] });
  semCalculadora = await sessao(criarAluno(t, { plano: basico.id }));
  estagiario = await sessao(criarAluno(t, { estagiario: true }));
  admin = await (await criarAdmin(t)).login();
  const c = await criarCalculadora(db, {
    nome: 'Edital de teste 100% _exato_',
    instituicao: 'Instituto de Testes da Calculadora',
    ano: 2026,
    pontuacaoMaxima: 6,
    tabela: {
      colunas: [
        { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
        { titulo: 'Pontos', tipo: 'NUMERO', operacao: 'M' },
        { titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' },
        { titulo: 'Limite', tipo: 'NUMERO', operacao: 'L' },
      ],
      linhas: [
        ['Monitoria', '0,5', '4', '1,5'],
        ['Artigo', '2', '3', '5'],
        ['Idioma', '1', '1', '1'],
        ['Idioma', '0,5', '1', '0,5'],
      ],
    },
  });
  idTeste = c.id;
  idInstituicao = c.instituicaoId;
  // Three more, of other institutions, for the list and its pages.
  await criarCalculadora(db, { instituicao: 'Universidade Federal de Minas Gerais (UFMG)' });
  await criarCalculadora(db, { instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)' });
  await criarCalculadora(db, { instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)' });
});

describe('the list (listar-todos-por-filtros)', () => {
  it('lists the calculators with their institution, paged', async () => {
    const page = await ok(await get(ana, 'listar-todos-por-filtros?page=0&size=10'));
    expect(page.totalElements).toBe(4);
    expect(page.size).toBe(10);
    const nomes = page.content.map((c: { instituicao: { nome: string } }) => c.instituicao.nome);
    expect(nomes).toContain('Universidade Federal de Minas Gerais (UFMG)');
    expect(nomes).toContain('Hospital das Clínicas de Porto Alegre (HCPA)');
    const doisPorPagina = await ok(await get(ana, 'listar-todos-por-filtros?page=1&size=2'));
    expect(doisPorPagina.totalPages).toBe(2);
    expect(doisPorPagina.content).toHaveLength(2);
  });

  it('filters by name (wildcards literal) and by institution', async () => {
    const porNome = await ok(
      await get(ana, `listar-todos-por-filtros?nome=${encodeURIComponent('100% _ex')}`),
    );
    expect(porNome.content.map((c: { id: number }) => c.id)).toEqual([idTeste]);
    expect((await ok(await get(ana, 'listar-todos-por-filtros?nome=%25'))).content).toHaveLength(1);
    const porInstituicao = await ok(
      await get(ana, `listar-todos-por-filtros?idInstituicao=${idInstituicao}`),
    );
    expect(porInstituicao.content).toEqual([
      {
        id: idTeste,
        nome: 'Edital de teste 100% _exato_',
        ano: 2026,
        instituicao: { id: idInstituicao, nome: 'Instituto de Testes da Calculadora' },
      },
    ]);
  });

  it('refuses bad filters with a Portuguese 400', async () => {
    for (const q of ['size=51', 'idInstituicao=99999999999999999999', 'idInstituicao=abc', 'nome=a%00b']) {
      const res = await get(ana, `listar-todos-por-filtros?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().mensagem).toMatch(/[a-zç]/);
    }
  });
});

describe('one calculator and its table', () => {
  it('answers the header with the maximum and whether it was filled', async () => {
    expect(await ok(await get(bruno, `buscar-calculadora/${idTeste}`))).toEqual({
      id: idTeste,
      nome: 'Edital de teste 100% _exato_',
      ano: 2026,
      instituicao: { id: idInstituicao, nome: 'Instituto de Testes da Calculadora' },
      pontuacaoMaxima: 6,
      preenchidaAnteriormente: false,
    });
  });

  it('answers the header row and the rows with Q as maximum and the repeated rows', async () => {
    const tabela = await ok(await get(bruno, `buscar-linhas-colunas/${idTeste}`));
    expect(tabela.colunas[0]).toEqual({ coluna: 0, titulo: 'Item', tipo: 'TEXTO', operacao: 'D' });
    expect(
      tabela.linhas.map((l: { quantidadeMaxima: number; colunaRepetida: boolean }) => [
        l.quantidadeMaxima,
        l.colunaRepetida,
      ]),
    ).toEqual([
      [4, false],
      [3, false],
      [1, true],
      [1, true],
    ]);
    expect(tabela.linhas[0].pontuacaoDigitadaAluno).toBeNull();
  });

  it('is a 404 for an unknown calculator', async () => {
    const res = await get(ana, 'buscar-calculadora/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(MENSAGEM_CALCULADORA_NAO_ENCONTRADA);
    expect((await get(ana, 'buscar-linhas-colunas/0')).statusCode).toBe(400);
  });
});

describe('calculating (calcular-pontuacao-por-linha)', () => {
  it('scores on the server, caps the total and ignores sums sent by the browser', async () => {
    const r = await ok(
      await calcular(ana, {
        idCalculadora: idTeste,
        linhas: [linha(0, 3), linha(1, 3), linha(2, null), linha(3, 1, true)],
        total: 999,
        somatorioOperacoes: [{ coluna: 1, soma: 999 }],
      }),
    );
    expect(r.linhasColunaTabela.map((l: { somaPontuacaoAluno: number }) => l.somaPontuacaoAluno)).toEqual([
      1.5, 5, 0, 0.5,
    ]);
    expect(r.somatorioOperacoes).toEqual([
      { coluna: 1, soma: 8 },
      { coluna: 2, soma: 7 },
      { coluna: 3, soma: 7 },
    ]);
    expect(r.somaLinhas).toBe(7);
    expect(r.total).toBe(6);
    expect(r.limiteAtingido).toBe(true);
  });

  it("keeps the student's last filling, which only they read back", async () => {
    await ok(await calcular(ana, { idCalculadora: idTeste, linhas: [linha(0, 2), linha(2, 1, true)] }));
    expect((await ok(await get(ana, `buscar-calculadora/${idTeste}`))).preenchidaAnteriormente).toBe(true);
    const deAna = await ok(await get(ana, `buscar-linhas-colunas/${idTeste}`));
    expect(deAna.linhas[0].pontuacaoDigitadaAluno).toBe(2);
    expect(deAna.linhas[1].pontuacaoDigitadaAluno).toBeNull();
    expect(deAna.linhas[2].colunaSelecionada).toBe(true);

    expect((await ok(await get(bruno, `buscar-calculadora/${idTeste}`))).preenchidaAnteriormente).toBe(false);
    const deBruno = await ok(await get(bruno, `buscar-linhas-colunas/${idTeste}`));
    expect(
      deBruno.linhas.every((l: { pontuacaoDigitadaAluno: null }) => l.pontuacaoDigitadaAluno === null),
    ).toBe(true);
  });

  it('answers row errors as a 400 naming each row field, and keeps the last valid filling', async () => {
    const res = await calcular(ana, {
      idCalculadora: idTeste,
      linhas: [linha(0, 5), linha(1, 1), linha(2, 1), linha(3, null)],
    });
    expect(res.statusCode).toBe(400);
    const { resultado, ...erro } = res.json();
    expect(erro).toEqual({
      codigo: 'VALIDACAO',
      mensagem: MENSAGEM_ERROS_CALCULO,
      errors: [
        { campo: 'linhas.0.pontuacaoDigitadaAluno', mensagem: 'A quantidade máxima desta linha é 4.' },
        { campo: 'linhas.2.pontuacaoDigitadaAluno', mensagem: MENSAGEM_LINHA_NAO_SELECIONADA },
      ],
    });
    // The general item: the rows without errors scored (row 1: 1 × 2), the rows in error count nothing.
    expect(
      resultado.linhasColunaTabela.map((l: { somaPontuacaoAluno: number }) => l.somaPontuacaoAluno),
    ).toEqual([0, 2, 0, 0]);
    expect(resultado.total).toBe(2);
    expect(resultado.limiteAtingido).toBe(false);
    const dupla = await calcular(ana, {
      idCalculadora: idTeste,
      linhas: [linha(2, 1, true), linha(3, 1, true)],
    });
    expect(dupla.json().errors).toEqual([
      {
        campo: 'linhas.1.pontuacaoDigitadaAluno',
        mensagem: "Apenas uma linha de 'Idioma' pode ser utilizada.",
      },
    ]);
    const negativa = await calcular(ana, { idCalculadora: idTeste, linhas: [linha(1, -1)] });
    expect(negativa.statusCode).toBe(400);
    expect(negativa.json().errors).toEqual([
      { campo: 'linhas.0.pontuacaoDigitadaAluno', mensagem: MENSAGEM_QUANTIDADE_NEGATIVA },
    ]);
    const fora = await calcular(ana, { idCalculadora: idTeste, linhas: [linha(7, 1)] });
    expect(fora.json().errors).toEqual([
      { campo: 'linhas.0.pontuacaoDigitadaAluno', mensagem: 'Esta linha não existe na calculadora.' },
    ]);
    // The failed attempts did not replace the filling of the test before.
    expect(
      (await ok(await get(ana, `buscar-linhas-colunas/${idTeste}`))).linhas[0].pontuacaoDigitadaAluno,
    ).toBe(2);
  });

  it('refuses bad bodies with a Portuguese 400 and unknown calculators with a 404', async () => {
    for (const payload of [
      { idCalculadora: idTeste, linhas: [linha(0, 1), linha(0, 2)] },
      { idCalculadora: idTeste, linhas: [{ linha: 0, pontuacaoDigitadaAluno: '2' }] },
      { idCalculadora: 'x', linhas: [] },
      { idCalculadora: idTeste },
    ]) {
      const res = await calcular(ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().mensagem).toMatch(/[a-zç]/);
    }
    const res = await calcular(ana, { idCalculadora: 999999, linhas: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may use it', () => {
  it("answers the spec's 401 to plans without 'Calculadora de currículo' and to trainees", async () => {
    for (const who of [semCalculadora, estagiario]) {
      for (const res of [
        await get(who, 'listar-todos-por-filtros'),
        await get(who, `buscar-calculadora/${idTeste}`),
        await get(who, `buscar-linhas-colunas/${idTeste}`),
        await calcular(who, { idCalculadora: idTeste, linhas: [linha(0, 1)] }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().mensagem).toBe(SEM_ACESSO);
      }
    }
  });

  it('lets admins in and refuses anonymous calls', async () => {
    await ok(await get(admin, `buscar-calculadora/${idTeste}`));
    const anonimo = await get(null, 'listar-todos-por-filtros');
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().mensagem).not.toBe(SEM_ACESSO);
  });
});
