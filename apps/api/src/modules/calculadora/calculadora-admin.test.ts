import { mensagemQuantidadeMaxima } from '@aprovei/shared/calculadora/calculadora.rules';
import { MENSAGENS_CALCULADORA_ADMIN as M } from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarCalculadora, criarEditor, entrar } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let instituicaoId: number;

const TABELA = {
  colunas: [
    { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
    { titulo: 'Pontos por unidade', tipo: 'NUMERO', operacao: 'M' },
    { titulo: 'Máximo de unidades', tipo: 'NUMERO', operacao: 'Q' },
    { titulo: 'Limite da linha', tipo: 'NUMERO', operacao: 'L' },
  ],
  linhas: [
    ['Monitoria', '1', '3', '2,5'],
    ['Publicação', '2', '5', '6'],
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  editor = await entrar(criarEditor(t));
  admin = await entrar(criarAdmin(t));
  const [i] = await t.database.db
    .insert(s.instituicao)
    .values({ nome: 'Hospital da Calculadora' })
    .returning();
  instituicaoId = i!.id;
});

describe('back office: curriculum calculators', () => {
  it('creates a calculator whose table computes; the student gets the same score as the preview', async () => {
    const corpo = { nome: 'Edital Teste 2027', instituicaoId, ano: 2027, pontuacaoMaxima: 7, tabela: TABELA };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras',
      headers: editor,
      payload: corpo,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const linhas = [
      { linha: 0, pontuacaoDigitadaAluno: 3, colunaSelecionada: false },
      { linha: 1, pontuacaoDigitadaAluno: 4, colunaSelecionada: false },
    ];
    const previa = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras/previa',
      headers: editor,
      payload: { pontuacaoMaxima: 7, tabela: TABELA, linhas },
    });
    expect(previa.statusCode, previa.body).toBe(200);
    // Monitoria: 3 × 1 limited to 2,5; Publicação: 4 × 2 limited to 6; total 8,5 capped at 7.
    expect(previa.json()).toMatchObject({ somaLinhas: 8.5, total: 7, limiteAtingido: true });

    const aluno = await entrar(criarAluno(t, { plano: 1 }));
    const doAluno = await t.app.inject({
      method: 'POST',
      url: '/api/calculadora-curriculos/calcular-pontuacao-por-linha',
      headers: aluno,
      payload: { idCalculadora: id, linhas },
    });
    expect(doAluno.statusCode, doAluno.body).toBe(200);
    expect(doAluno.json()).toEqual(previa.json());

    const erro = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras/previa',
      headers: editor,
      payload: { pontuacaoMaxima: 7, tabela: TABELA, linhas: [{ linha: 0, pontuacaoDigitadaAluno: 4 }] },
    });
    expect(erro.statusCode).toBe(400);
    expect(erro.json().errors).toEqual([
      { campo: 'linhas.0.pontuacaoDigitadaAluno', mensagem: mensagemQuantidadeMaxima(3) },
    ]);

    const editar = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/calculadoras/${id}`,
      headers: editor,
      payload: { ...corpo, pontuacaoMaxima: 0 },
    });
    expect(editar.statusCode, editar.body).toBe(200);
    const auditoria = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditoria?entidade=calculadora&entidadeId=${id}`,
      headers: admin,
    });
    expect(auditoria.json().linhas.map((l: { acao: string }) => l.acao)).toEqual(['editar', 'criar']);
    expect(auditoria.json().linhas[0]).toMatchObject({
      antes: { pontuacaoMaxima: 7 },
      depois: { pontuacaoMaxima: 0 },
    });
  });

  it('refuses a table that does not compute, in Portuguese, on its column or cell', async () => {
    const ruim = {
      nome: 'Edital Ruim',
      instituicaoId,
      ano: 2027,
      pontuacaoMaxima: 0,
      tabela: {
        colunas: [
          { titulo: 'Pontos', tipo: 'TEXTO', operacao: 'M' },
          { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
        ],
        linhas: [['x', 'Monitoria'], ['1']],
      },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras',
      headers: editor,
      payload: ruim,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'tabela.colunas.1.operacao', mensagem: M.dPrimeira },
        { campo: 'tabela.colunas.0.tipo', mensagem: M.numerica('M') },
        { campo: 'tabela.linhas.1', mensagem: M.celulas },
      ]),
    );
    const semM = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras',
      headers: editor,
      payload: {
        ...ruim,
        tabela: { colunas: [{ titulo: 'Item', tipo: 'TEXTO', operacao: null }], linhas: [['a']] },
      },
    });
    expect(semM.json().errors).toEqual([{ campo: 'tabela.colunas', mensagem: M.semM }]);
  });

  it('lists the calculators of one institution', async () => {
    const outra = await criarCalculadora(t.database.db, {
      nome: 'Edital de Outra Casa',
      instituicao: 'Outra Casa',
    });
    const daCasa = await criarCalculadora(t.database.db, {
      nome: 'Edital da Casa',
      instituicao: 'Casa Própria',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/calculadoras?instituicaoId=${daCasa.instituicaoId}`,
      headers: editor,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      linhas: [{ id: daCasa.id, instituicao: { nome: 'Casa Própria' } }],
    });
    expect(outra.instituicaoId).not.toBe(daCasa.instituicaoId);
    const invalida = await t.app.inject({
      method: 'GET',
      url: '/api/admin/calculadoras?instituicaoId=abc',
      headers: editor,
    });
    expect(invalida.statusCode).toBe(400);
  });

  it("keeps each student's filling on its row when the editor reorders, adds and removes rows", async () => {
    const corpo = { nome: 'Edital Móvel', instituicaoId, ano: 2027, pontuacaoMaxima: 0, tabela: TABELA };
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calculadoras',
      headers: editor,
      payload: corpo,
    });
    const { id } = criada.json();
    const aluno = await entrar(criarAluno(t, { plano: 1 }));
    const calculo = await t.app.inject({
      method: 'POST',
      url: '/api/calculadora-curriculos/calcular-pontuacao-por-linha',
      headers: aluno,
      payload: {
        idCalculadora: id,
        linhas: [
          { linha: 0, pontuacaoDigitadaAluno: 2, colunaSelecionada: false },
          { linha: 1, pontuacaoDigitadaAluno: 3, colunaSelecionada: false },
        ],
      },
    });
    expect(calculo.statusCode, calculo.body).toBe(200);

    // A new first row, then 'Publicação' (was 1); 'Monitoria' (was 0) removed.
    const editar = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/calculadoras/${id}`,
      headers: editor,
      payload: {
        ...corpo,
        tabela: { ...TABELA, linhas: [['Estágio', '3', '2', '6'], TABELA.linhas[1]] },
        origemLinhas: [null, 1],
      },
    });
    expect(editar.statusCode, editar.body).toBe(200);
    expect(editar.json().tabela.linhas.map((l: string[]) => l[0])).toEqual(['Estágio', 'Publicação']);
    const tabela = await t.app.inject({
      method: 'GET',
      url: `/api/calculadora-curriculos/buscar-linhas-colunas/${id}`,
      headers: aluno,
    });
    expect(
      tabela
        .json()
        .linhas.map((l: { dados: string[]; pontuacaoDigitadaAluno: number | null }) => [
          l.dados[0],
          l.pontuacaoDigitadaAluno,
        ]),
    ).toEqual([
      ['Estágio', null],
      ['Publicação', 3],
    ]);
    const auditoria = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditoria?entidade=calculadora&entidadeId=${id}`,
      headers: admin,
    });
    expect(auditoria.json().linhas[0]).toMatchObject({
      acao: 'editar',
      antes: { tabela: { linhas: TABELA.linhas } },
      depois: { tabela: { linhas: [['Estágio', '3', '2', '6'], TABELA.linhas[1]] } },
    });
    expect(auditoria.json().linhas[0].depois).not.toHaveProperty('origemLinhas');

    const semOrigem = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/calculadoras/${id}`,
      headers: editor,
      payload: { ...corpo, origemLinhas: [0] },
    });
    expect(semOrigem.statusCode).toBe(400);
    expect(semOrigem.json().errors).toEqual([{ campo: 'origemLinhas', mensagem: M.origens }]);
  });
});
