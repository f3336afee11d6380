import { MENSAGEM_CERTEZA_SIMULADO_ABERTO } from '@aprovei/shared/revisao/revisao.rules';
import type { TRevisarResultado, TRevisoesHoje } from '@aprovei/shared/revisao/revisao.schemas';
import { TOLERANCIA_OFFLINE_MINUTOS } from '@aprovei/shared/simulados/simulados.rules';
import type { TRespostasUsuarioSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAluno,
  criarQuestao,
  criarSimulado,
  materiasDaPlataforma,
  responderQuestao,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import { deslocarRelogio } from '../../lib/relogio.ts';

/*
 * A mock's questions in the review deck (issue 24): only once the mock closes for the student (she
 * finishes it, or its time runs out), her final misses; reviewed like questions; certainty only then.
 */

let t: TestApp;
let ana: UsuarioDeTeste, bruno: UsuarioDeTeste;
type Simulado = Awaited<ReturnType<typeof criarSimulado>>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_POR_MINUTO: '100000' });
  ana = await criarAluno(t, { plano: 1 });
  bruno = await criarAluno(t, { plano: 1 });
});
afterEach(async () => {
  deslocarRelogio(0);
  for (const tabela of ['revisao_cartao', 'resposta_certeza', 'revisao_resposta_simulado'])
    await t.database.db.execute(sql.raw(`delete from ${tabela}`));
});

async function chamar(quem: UsuarioDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const { headers } = await quem.login();
  return t.app.inject({ method, url: `/api${url}`, headers, payload });
}
async function ok<T>(p: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const escolher = (quem: UsuarioDeTeste, idQuestao: number, idAlternativa: number) =>
  ok<{ idResposta: number }>(
    chamar(quem, 'POST', '/questoes/verifica-resposta-enare', { idQuestao, idAlternativa }),
  );
const certa = (sim: Simulado, i: number) => sim.questoes[i]!.alternativas.find((a) => a.correta)!.id;
const errada = (sim: Simulado, i: number) => sim.questoes[i]!.alternativas.find((a) => !a.correta)!.id;
const respostas = (quem: UsuarioDeTeste, sim: Simulado) =>
  ok<TRespostasUsuarioSimulado>(chamar(quem, 'GET', `/questoes/procurar-resposta-usuario/${sim.id}`));
const certeza = (quem: UsuarioDeTeste, idResposta: number, corpo: object) =>
  chamar(quem, 'PUT', `/revisoes/respostas/simulado_questao/${idResposta}`, corpo);
const hoje = (quem: UsuarioDeTeste) =>
  ok<TRevisoesHoje>(chamar(quem, 'GET', '/revisoes/hoje?idPlataforma=1'));
const cartoes = (quem: UsuarioDeTeste) =>
  rows<{ itemId: number; respostaId: number }>(
    t.database.db,
    sql`select c.item_id as "itemId", l.resposta_id::int as "respostaId"
          from revisao_cartao c join revisao_log l on l.cartao_id = c.id
         where c.usuario_id = ${quem.id} and c.tipo = 'simulado_questao' order by c.item_id, l.id`,
  );

/**
 * Ana answers all six: questions 1 and 2 wrong in the end (2 after a right answer she changed), 3 right
 * after a wrong answer she changed, the others right. Returns her answers' ids by question.
 */
async function responderSimulado(sim: Simulado) {
  await escolher(ana, sim.questoes[1]!.id, certa(sim, 1));
  const mudada = await escolher(ana, sim.questoes[2]!.id, errada(sim, 2));
  const finais = [
    await escolher(ana, sim.questoes[0]!.id, errada(sim, 0)),
    await escolher(ana, sim.questoes[1]!.id, errada(sim, 1)),
    await escolher(ana, sim.questoes[2]!.id, certa(sim, 2)),
  ];
  for (const i of [3, 4, 5]) await escolher(ana, sim.questoes[i]!.id, certa(sim, i));
  return { mudada: mudada.idResposta, finais: finais.map((f) => f.idResposta) };
}

describe("a mock's questions in the review deck", () => {
  it('enter only when she finishes the mock: her final misses, once, and never before', async () => {
    const sim = await criarSimulado(t.database.db);
    const { mudada, finais } = await responderSimulado(sim);

    // Open: nothing in the deck, no certainty, no answer ids on the answer sheet.
    expect(await cartoes(ana)).toEqual([]);
    const cedo = await certeza(ana, finais[0]!, { certeza: 'CHUTEI', motivoErro: 'LI_ERRADO' });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().mensagem).toBe(MENSAGEM_CERTEZA_SIMULADO_ABERTO);
    expect((await respostas(ana, sim)).every((r) => r.idResposta === null && r.certeza === null)).toBe(true);
    expect(await cartoes(ana)).toEqual([]);

    expect((await chamar(ana, 'GET', `/questoes/finalizar-simulado/${sim.id}`)).statusCode).toBe(200);
    const esperado = [
      { itemId: sim.questoes[0]!.id, respostaId: finais[0] },
      { itemId: sim.questoes[1]!.id, respostaId: finais[1] },
    ];
    expect(await cartoes(ana)).toEqual(esperado);
    // Finishing again (and every later read of the mock) changes nothing.
    await chamar(ana, 'GET', `/questoes/finalizar-simulado/${sim.id}`);
    await respostas(ana, sim);
    expect(await cartoes(ana)).toEqual(esperado);

    // The answer key gives each final answer's id; the certainty goes on it, never on a replaced one.
    const folha = await respostas(ana, sim);
    expect(folha.map((r) => r.idResposta)).toEqual([...finais, ...folha.slice(3).map((r) => r.idResposta)]);
    expect((await certeza(ana, mudada, { certeza: 'CHUTEI' })).statusCode).toBe(409);
    const dada = await certeza(ana, finais[0]!, { certeza: 'ACHO_QUE_SIM', motivoErro: 'LI_ERRADO' });
    expect(dada.statusCode, dada.body).toBe(200);
    expect((await respostas(ana, sim))[0]).toMatchObject({
      idResposta: finais[0],
      certeza: 'ACHO_QUE_SIM',
      motivoErro: 'LI_ERRADO',
    });
    // A right answer she guessed joins the deck through the certainty, as in the search.
    expect((await certeza(ana, finais[2]!, { certeza: 'CHUTEI' })).statusCode).toBe(200);
    expect((await cartoes(ana)).map((c) => c.itemId)).toContain(sim.questoes[2]!.id);
  });

  it('enter when the time limit closes the mock, as of its end', async () => {
    const sim = await criarSimulado(t.database.db, { duracaoMinutos: 30 });
    await escolher(ana, sim.questoes[0]!.id, errada(sim, 0));
    expect(await cartoes(ana)).toEqual([]);
    // Past the limit and the tolerance for answers kept offline (docs/decisions/026-respostas-offline.md).
    await t.database.db.execute(
      sql`update simulado_tentativa set iniciado_em = now() - make_interval(mins => ${31 + TOLERANCIA_OFFLINE_MINUTOS})
           where simulado_id = ${sim.id} and usuario_id = ${ana.id}`,
    );
    expect(await ok(chamar(ana, 'GET', `/questoes/verifica-se-acabou-simulado/${sim.id}`))).toBe(true);
    expect((await cartoes(ana)).map((c) => c.itemId)).toEqual([sim.questoes[0]!.id]);
    const [c] = await rows<{ atraso: number }>(
      t.database.db,
      sql`select extract(epoch from now() - l.revisado_em)::int as atraso from revisao_log l
           where l.usuario_id = ${ana.id} and l.tipo = 'simulado_questao'`,
    );
    expect(c!.atraso).toBeGreaterThanOrEqual(59);
  });

  it('are reviewed like questions the next day: reshuffled, no key, then the key, the explanation and when it returns', async () => {
    const sim = await criarSimulado(t.database.db);
    await responderSimulado(sim);
    await chamar(ana, 'GET', `/questoes/finalizar-simulado/${sim.id}`);
    expect((await hoje(ana)).total).toBe(0);

    deslocarRelogio(86_400_000);
    const lista = await hoje(ana);
    expect(lista.total).toBe(2);
    const item = lista.itens.find(
      (i) => i.tipo === 'simulado_questao' && i.questao.id === sim.questoes[0]!.id,
    );
    if (item?.tipo !== 'simulado_questao') throw new Error('a questão do simulado não está nas revisões');
    expect(item.questao).toMatchObject({ exibirDadosAdicionaisEnare: false, idAlternativaCorreta: null });
    expect(item.questao.explicacao).toBeNull();
    expect(item.questao.listaAlternativas.some((a) => a.respostaMultiplaEscolhaSelecionada)).toBe(false);
    expect(item.questao.listaAlternativas.map((a) => a.id).sort()).toEqual(
      sim.questoes[0]!.alternativas.map((a) => a.id).sort(),
    );
    const ordens = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const l = await hoje(ana);
      const x = l.itens.find((y) => y.tipo === 'simulado_questao' && y.questao.id === sim.questoes[0]!.id);
      if (x?.tipo === 'simulado_questao') ordens.add(x.questao.listaAlternativas.map((a) => a.id).join());
    }
    expect(ordens.size).toBeGreaterThan(1);

    const alheia = await chamar(ana, 'POST', '/revisoes/revisar', {
      tipo: 'simulado_questao',
      idItem: sim.questoes[0]!.id,
      idAlternativa: certa(sim, 1),
    });
    expect(alheia.statusCode).toBe(400);
    expect(alheia.json().mensagem).toBe('A alternativa não pertence a esta questão.');

    const r = await ok<TRevisarResultado>(
      chamar(ana, 'POST', '/revisoes/revisar', {
        tipo: 'simulado_questao',
        idItem: sim.questoes[0]!.id,
        idAlternativa: certa(sim, 0),
        certeza: 'TENHO_CERTEZA',
      }),
    );
    expect(r.questao).toMatchObject({
      certoErrado: true,
      id: certa(sim, 0),
      feedback: 'Explicação da questão 1.',
    });
    expect(r.diasAteProxima).toBeGreaterThanOrEqual(1);
    expect((await hoje(ana)).total).toBe(1);
    // The review's answer is hers, with her certainty; the mock's own answers are untouched.
    const [salva] = await rows<{ certeza: string; correta: boolean }>(
      t.database.db,
      sql`select c.certeza, s.correta from revisao_resposta_simulado s
            join resposta_certeza c on c.tipo = 'simulado_questao' and c.resposta_id = s.id
           where s.id = ${r.questao!.idResposta} and s.usuario_id = ${ana.id}`,
    );
    expect(salva).toEqual({ certeza: 'TENHO_CERTEZA', correta: true });
    expect((await respostas(ana, sim))[0]!.correta).toBe(false);
  });

  it('another student never sees nor changes them', async () => {
    const sim = await criarSimulado(t.database.db);
    const { finais } = await responderSimulado(sim);
    await chamar(ana, 'GET', `/questoes/finalizar-simulado/${sim.id}`);
    deslocarRelogio(86_400_000);

    expect((await hoje(bruno)).total).toBe(0);
    const outra = await certeza(bruno, finais[0]!, { certeza: 'CHUTEI' });
    expect(outra.statusCode).toBe(404);
    const revisar = await chamar(bruno, 'POST', '/revisoes/revisar', {
      tipo: 'simulado_questao',
      idItem: sim.questoes[0]!.id,
      idAlternativa: certa(sim, 0),
    });
    expect(revisar.statusCode).toBe(404);
    expect((await respostas(ana, sim))[0]!.certeza).toBeNull();
    expect((await hoje(ana)).total).toBe(2);
  });
});

describe("the search's miss-reason filter (the statistics page's links)", () => {
  it("lists only the student's own questions missed with that reason, of that subject", async () => {
    const materia = (await materiasDaPlataforma(t.database.db, 1))[0]!.id;
    const [q1, q2, q3] = await Promise.all(
      [1, 2, 3].map(() => criarQuestao(t.database.db, { plataformaId: 1, materias: [materia] })),
    );
    const errar = async (quem: UsuarioDeTeste, q: typeof q1, motivoErro: string | null, acertar = false) => {
      const { headers } = await quem.login();
      const r = (await responderQuestao(t, headers, q!, acertar)) as unknown as { idResposta: number };
      if (motivoErro)
        expect(
          (await chamar(quem, 'PUT', `/revisoes/respostas/questao/${r.idResposta}`, { motivoErro }))
            .statusCode,
        ).toBe(200);
    };
    await errar(ana, q1, 'LI_ERRADO');
    await errar(ana, q2, 'NAO_SABIA');
    await errar(ana, q3, null, true);
    await errar(bruno, q3, 'LI_ERRADO');
    // She answered q2 again, wrong with no reason: its earlier reason still lists it.
    await errar(ana, q2, null);

    const busca = async (quem: UsuarioDeTeste, motivo: string) =>
      (
        await ok<{ content: { id: number }[] }>(
          chamar(
            quem,
            'GET',
            `/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&listaMateriaQuestao=${materia}&motivoErro=${motivo}&size=50`,
          ),
        )
      ).content
        .map((q) => q.id)
        .filter((id) => [q1!.id, q2!.id, q3!.id].includes(id));
    expect(await busca(ana, 'LI_ERRADO')).toEqual([q1!.id]);
    expect(await busca(ana, 'NAO_SABIA')).toEqual([q2!.id]);
    expect(await busca(ana, 'FALTOU_TEMPO')).toEqual([]);
    expect(await busca(bruno, 'LI_ERRADO')).toEqual([q3!.id]);
    const ruim = await chamar(
      ana,
      'GET',
      '/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&motivoErro=X',
    );
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toBe('Motivo do erro inválido.');
  });
});
