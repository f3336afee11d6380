import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { comprarPlanoPorCartao } from '../../../test/compra.ts';
import {
  criarAluno,
  criarCupom,
  criarEditor,
  criarFinanceiro,
  criarPlano,
  criarQuestao,
  criarSimulado,
  entrar,
  responderQuestao,
  type Sessao,
} from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

/** The back office's reports, their figures checked exactly on a small data set made through the owners' routes. */
let t: TestApp;
let financeiroH: Record<string, string>;
let editorH: Record<string, string>;
const hoje = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400', LOGIN_POR_MINUTO: '1000' });
  financeiroH = await entrar(criarFinanceiro(t));
  editorH = await entrar(criarEditor(t));
});

const relatorio = (url: string, headers = financeiroH) =>
  t.app.inject({ method: 'GET', url: `/api/admin/relatorios/${url}`, headers });

/** A student buys the plan by card (approved at once by the sandbox), with a coupon if given. */
async function comprar(planoId: number, cupom?: string) {
  const sessao = await (await criarAluno(t)).login();
  const { idFatura } = await comprarPlanoPorCartao(t, sessao.headers, planoId, {
    titular: 'MARIA DA SILVA',
    cupom,
  });
  const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, idFatura));
  expect(pedido!.status).toBe('approved');
  return { sessao, contratacaoId: pedido!.contratacaoId! };
}

describe('money reports (area financeiro)', () => {
  let planoA: Awaited<ReturnType<typeof criarPlano>>;
  let planoB: Awaited<ReturnType<typeof criarPlano>>;
  let codigo: string;

  beforeAll(async () => {
    planoA = await criarPlano(t.database.db, { nomePlano: 'Plano Anual Relatório', valorCentavos: 150_00 });
    planoB = await criarPlano(t.database.db, {
      nomePlano: 'Plano Semestral Relatório',
      valorCentavos: 80_00,
    });
    ({ codigo } = await criarCupom(t.database.db, { codigo: 'RELATORIO DEZ', pontosBase: 1000 }));
    await comprar(planoA.id, codigo); // 135,00 after 15,00 off
    await comprar(planoB.id); // 80,00
    const arrependida = await comprar(planoA.id); // 150,00, then refunded inside the withdrawal period
    const cancelada = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/cancelar-assinatura?idContratacao=${arrependida.contratacaoId}`,
      headers: (arrependida.sessao as Sessao).headers,
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
  });

  it('sums the ledger of the day by plan and payment method: gross, refunds and net', async () => {
    const res = await relatorio(`vendas?de=${hoje()}&ate=${hoje()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      de: hoje(),
      ate: hoje(),
      agrupar: 'dia',
      linhas: [
        {
          periodo: hoje(),
          planoId: planoA.id,
          plano: 'Plano Anual Relatório',
          metodoPagamento: 'CARTAO_CREDITO',
          vendas: 2,
          brutoCentavos: 285_00,
          estornosCentavos: -150_00,
          liquidoCentavos: 135_00,
        },
        {
          periodo: hoje(),
          planoId: planoB.id,
          plano: 'Plano Semestral Relatório',
          metodoPagamento: 'CARTAO_CREDITO',
          vendas: 1,
          brutoCentavos: 80_00,
          estornosCentavos: 0,
          liquidoCentavos: 80_00,
        },
      ],
    });
    // By month the same movements fall in this month's row; yesterday has none.
    const mes = (await relatorio('vendas?agrupar=mes')).json();
    expect(mes.linhas.map((l: { periodo: string; vendas: number }) => [l.periodo, l.vendas])).toEqual([
      [`${hoje().slice(0, 7)}-01`, 2],
      [`${hoje().slice(0, 7)}-01`, 1],
    ]);
    const ontem = new Date(Date.parse(hoje()) - 86_400_000).toISOString().slice(0, 10);
    expect((await relatorio(`vendas?de=${ontem}&ate=${ontem}`)).json().linhas).toEqual([]);
  });

  it('counts contracts: in force, new and cancelled, with the churn over those active at the start', async () => {
    const res = await relatorio(`assinaturas?de=${hoje()}&ate=${hoje()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().linhas).toEqual([
      {
        periodo: hoje(),
        ativasNoInicio: 0,
        // The refunded contract ended at once; the two others are in force.
        ativasNoFim: 2,
        novas: 3,
        renovadas: 0,
        canceladas: 1,
        renovacoesRecusadas: 0,
        churnPercentual: null,
      },
    ]);
  });

  it('gives revenue and discount per coupon', async () => {
    const res = await relatorio(`cupons?de=${hoje()}&ate=${hoje()}`);
    expect(res.json().linhas).toEqual([
      {
        cupomId: expect.any(Number),
        codigo: 'RELATORIO DEZ',
        vendas: 1,
        receitaBrutaCentavos: 135_00,
        receitaLiquidaCentavos: 135_00,
        descontoCentavos: 15_00,
      },
    ]);
  });

  it('answers the same rows as a CSV download', async () => {
    const res = await relatorio(`vendas?de=${hoje()}&ate=${hoje()}&formato=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''relatorio-vendas-${hoje()}-a-${hoje()}.csv`,
    );
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'periodo,planoId,plano,metodoPagamento,vendas,brutoCentavos,estornosCentavos,liquidoCentavos',
      `${hoje()},${planoA.id},Plano Anual Relatório,CARTAO_CREDITO,2,28500,-15000,13500`,
      `${hoje()},${planoB.id},Plano Semestral Relatório,CARTAO_CREDITO,1,8000,0,8000`,
    ]);
  });

  it('refuses a period that ends before it starts, or a bad grouping, in Portuguese', async () => {
    const invertido = await relatorio('vendas?de=2026-11-10&ate=2026-11-01');
    expect(invertido.statusCode).toBe(400);
    expect(JSON.stringify(invertido.json())).toContain('A data final deve ser igual ou posterior à inicial.');
    const grupo = await relatorio('vendas?agrupar=ano');
    expect(grupo.statusCode).toBe(400);
    expect(JSON.stringify(grupo.json())).toContain('Agrupamento inválido.');
  });

  it('is closed to an editor', async () => {
    expect((await relatorio('vendas', editorH)).statusCode).toBe(403);
  });
});

describe('content reports (area conteudo)', () => {
  const questoes: Awaited<ReturnType<typeof criarQuestao>>[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) questoes.push(await criarQuestao(t.database.db, { plataformaId: 1 }));
    const [q1, q2, q3, q4] = questoes as [
      (typeof questoes)[0],
      (typeof questoes)[0],
      (typeof questoes)[0],
      (typeof questoes)[0],
    ];
    const alunos: Record<string, string>[] = [];
    for (let i = 0; i < 4; i++) alunos.push(await entrar(criarAluno(t, { plano: 1 })));
    const [a1, a2, a3, a4] = alunos as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    // Overall rates: a1 3/4, a2 3/4, a3 2/4, a4 1/3 → quarters (ties by id) a4 1, a3 2, a1 3, a2 4.
    const respostas: [Record<string, string>, typeof q1, boolean][] = [
      [a1, q1, true],
      [a2, q1, true],
      [a3, q1, true],
      [a4, q1, false],
      [a1, q2, true],
      [a2, q2, true],
      [a3, q2, false],
      [a4, q2, false],
      [a1, q3, false],
      [a2, q3, false],
      [a3, q3, false],
      [a4, q3, false],
      [a4, q3, true],
      [a1, q4, true],
      [a2, q4, true],
      [a3, q4, true],
    ];
    for (const [h, q, certa] of respostas) await responderQuestao(t, h, q, certa);
  });

  it('counts every answer of the day per platform', async () => {
    const res = await relatorio(`respostas?de=${hoje()}&ate=${hoje()}&agrupar=semana`, editorH);
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json().linhas;
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ plataformaId: 1, respostas: 16, corretas: 9 });
    // The week starts on Monday.
    expect(new Date(`${linhas[0].periodo}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('ranks the hardest questions by share right, with the discrimination between top and bottom quarters', async () => {
    const res = await relatorio('questoes-dificeis?minimoRespostas=4', editorH);
    expect(res.statusCode, res.body).toBe(200);
    const [q1, q2, q3] = questoes;
    expect(res.json()).toEqual({
      total: 3,
      atualizadoEm: null,
      linhas: [
        {
          questaoId: q3!.id,
          numeroQuestao: q3!.numeroQuestao,
          plataforma: expect.any(String),
          respostas: 4,
          acertoPercentual: 25,
          discriminacao: -1,
        },
        {
          questaoId: q2!.id,
          numeroQuestao: q2!.numeroQuestao,
          plataforma: expect.any(String),
          respostas: 4,
          acertoPercentual: 50,
          discriminacao: 1,
        },
        {
          questaoId: q1!.id,
          numeroQuestao: q1!.numeroQuestao,
          plataforma: expect.any(String),
          respostas: 4,
          acertoPercentual: 75,
          discriminacao: 1,
        },
      ],
    });
    const pagina2 = (
      await relatorio(
        'questoes-dificeis?minimoRespostas=3&porPagina=10&pagina=1&ordem=respostas&direcao=asc',
        editorH,
      )
    ).json();
    expect(pagina2.total).toBe(4);
    expect(pagina2.linhas[0]).toMatchObject({
      questaoId: questoes[3]!.id,
      respostas: 3,
      acertoPercentual: 100,
      discriminacao: null,
    });
  });

  it('reports each mock: attempts started and finished, the average score', async () => {
    const sim = await criarSimulado(t.database.db, { nome: 'Simulado do Relatório' });
    const abrir = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/questoes/listar-questoes-enare/${sim.id}`, headers: h });
    const finalizar = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/questoes/finalizar-simulado/${sim.id}`, headers: h });
    const [certa, errada, aberta] = [
      await entrar(criarAluno(t)),
      await entrar(criarAluno(t)),
      await entrar(criarAluno(t)),
    ];
    for (const h of [certa, errada, aberta]) expect((await abrir(h)).statusCode).toBe(200);
    // One student answers every question right, another every one wrong; the third only opened it.
    for (const [h, acerta] of [
      [certa, true],
      [errada, false],
    ] as const) {
      for (const q of sim.questoes) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/questoes/verifica-resposta-enare',
          headers: h,
          payload: { idQuestao: q.id, idAlternativa: q.alternativas.find((a) => a.correta === acerta)!.id },
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await finalizar(h)).statusCode).toBe(200);
    }
    const pontos = await t.database.db
      .select({ p: s.simuladoTentativa.pontuacao })
      .from(s.simuladoTentativa)
      .where(eq(s.simuladoTentativa.simuladoId, sim.id));
    const finalizadas = pontos.flatMap((x) => (x.p === null ? [] : [x.p]));
    expect(finalizadas.sort()).toEqual([0, sim.questoes.length]);

    const res = await relatorio(`simulados?de=${hoje()}&ate=${hoje()}`, editorH);
    expect(res.json().linhas).toEqual([
      {
        simuladoId: sim.id,
        nome: 'Simulado do Relatório',
        iniciadas: 3,
        finalizadas: 2,
        mediaPontuacao: sim.questoes.length / 2,
      },
    ]);
  });

  it('is closed to finance', async () => {
    expect((await relatorio('respostas', financeiroH)).statusCode).toBe(403);
    expect((await relatorio('questoes-dificeis', financeiroH)).statusCode).toBe(403);
  });
});
