import { inicioDoDiaNoBrasil, MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import type { TRevisarResultado, TRevisoesHoje } from '@aprovei/shared/revisao/revisao.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAluno,
  criarExercicio,
  criarQuestao,
  materiasDaPlataforma,
  responderQuestao,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';

const DIA = 86_400_000;
let t: TestApp;
let ana: UsuarioDeTeste, bruno: UsuarioDeTeste, estagiaria: UsuarioDeTeste;
let materia: number;
/** The clock the test moves (Date only: the database and the timers keep theirs). */
let agora = Date.now();

async function avancar(dias: number) {
  agora += dias * DIA;
  vi.setSystemTime(agora);
}

/** A call as `quem`, signed in at the test clock's time (a token of the real time would have expired). */
async function chamar(quem: UsuarioDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const { headers } = await quem.login();
  return t.app.inject({ method, url: `/api${url}`, headers, payload });
}
async function ok<T>(p: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const hoje = (quem: UsuarioDeTeste) =>
  ok<TRevisoesHoje>(chamar(quem, 'GET', '/revisoes/hoje?idPlataforma=1'));
const idsDeHoje = async (quem: UsuarioDeTeste) =>
  (await hoje(quem)).itens.map((i) =>
    i.tipo === 'exercicio' ? `x${i.exercicio.id}` : `${i.tipo === 'questao' ? 'q' : 's'}${i.questao.id}`,
  );

const novaQuestao = () => criarQuestao(t.database.db, { plataformaId: 1, materias: [materia] });
type Questao = Awaited<ReturnType<typeof novaQuestao>>;
const errada = (q: Questao) => q.alternativas.find((a) => !a.correta)!.id;
const certa = (q: Questao) => q.alternativas.find((a) => a.correta)!.id;

/** Answers in the search; returns the answer's id. */
async function responderNaBusca(quem: UsuarioDeTeste, q: Questao, acertar: boolean) {
  const { headers } = await quem.login();
  return ((await responderQuestao(t, headers, q, acertar)) as unknown as { idResposta: number }).idResposta;
}
const revisar = (quem: UsuarioDeTeste, q: Questao, acertar: boolean, certeza?: string) =>
  ok<TRevisarResultado>(
    chamar(quem, 'POST', '/revisoes/revisar', {
      tipo: 'questao',
      idItem: q.id,
      idAlternativa: acertar ? certa(q) : errada(q),
      certeza,
    }),
  );
const certeza = (quem: UsuarioDeTeste, idResposta: number, corpo: object, tipo = 'questao') =>
  chamar(quem, 'PUT', `/revisoes/respostas/${tipo}/${idResposta}`, corpo);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(agora);
  // Each call signs in again at the test clock's time: more sign-ins a minute than the default allows.
  t = await buildTestApp({ LOGIN_POR_MINUTO: '100000' });
  materia = (await materiasDaPlataforma(t.database.db, 1))[0]!.id;
  ana = await criarAluno(t, { plano: 1 });
  bruno = await criarAluno(t, { plano: 1 });
  estagiaria = await criarAluno(t, { estagiario: true });
});
afterAll(() => vi.useRealTimers());
afterEach(async () => {
  for (const tabela of ['revisao_cartao', 'resposta_certeza', 'revisao_preferencia'])
    await t.database.db.execute(sql.raw(`delete from ${tabela}`));
});

describe('the review deck', () => {
  it('a miss enters the deck and is due when FSRS says (the next day), with its alternatives in a new order', async () => {
    const q = await novaQuestao();
    await responderNaBusca(ana, q, false);
    expect(await idsDeHoje(ana)).toEqual([]);
    const [cartao] = await rows<{ devido: Date; estado: number }>(
      t.database.db,
      sql`select devido, estado from revisao_cartao where usuario_id = ${ana.id} and item_id = ${q.id}`,
    );
    expect(new Date(cartao!.devido).getTime() - agora).toBeGreaterThanOrEqual(DIA - 1000);

    await avancar(1);
    const lista = await hoje(ana);
    expect(lista.total).toBe(1);
    const item = lista.itens[0]!;
    expect(item.tipo).toBe('questao');
    if (item.tipo !== 'questao') return;
    // Nothing of the previous (wrong) answer shows, and the alternatives are the question's own.
    expect(item.questao.respondida).toBe(false);
    expect(item.questao.listaAlternativas.some((a) => a.respostaMultiplaEscolhaSelecionada)).toBe(false);
    expect(item.questao.listaAlternativas.map((a) => a.id).sort()).toEqual(
      q.alternativas.map((a) => a.id).sort(),
    );
    const ordens = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const l = await hoje(ana);
      if (l.itens[0]?.tipo === 'questao')
        ordens.add(l.itens[0].questao.listaAlternativas.map((a) => a.id).join());
    }
    expect(ordens.size).toBeGreaterThan(1);
  });

  it('a right answer with "Tenho certeza" sends it away, further after each good answer', async () => {
    const q = await novaQuestao();
    await responderNaBusca(ana, q, false);
    await avancar(1);
    const primeira = await revisar(ana, q, true, 'TENHO_CERTEZA');
    expect(primeira.questao?.certoErrado).toBe(true);
    expect(primeira.questao?.feedback).toContain('Explicação da questão de teste');
    expect(primeira.diasAteProxima).toBeGreaterThanOrEqual(1);
    expect(await idsDeHoje(ana)).toEqual([]);

    await avancar(primeira.diasAteProxima);
    expect(await idsDeHoje(ana)).toEqual([`q${q.id}`]);
    const segunda = await revisar(ana, q, true);
    expect(segunda.diasAteProxima).toBeGreaterThan(primeira.diasAteProxima);

    const log = await rows<{
      avaliacao: number;
      estado_antes: number;
      estado_depois: number;
      dias_decorridos: number;
    }>(
      t.database.db,
      sql`select avaliacao, estado_antes, estado_depois, dias_decorridos from revisao_log
           where usuario_id = ${ana.id} and item_id = ${q.id} order by id`,
    );
    expect(log.map((l) => l.avaliacao)).toEqual([1, 3, 3]);
    expect(log[0]!.estado_antes).toBe(0);
    expect(log[2]!.estado_depois).toBe(2);
    expect(Number(log[2]!.dias_decorridos)).toBeCloseTo(primeira.diasAteProxima, 0);
  });

  it('a hit enters only when marked "Chutei"; "Acho que sim" rates Hard (a shorter interval than Good)', async () => {
    const q = await novaQuestao();
    const acerto = await responderNaBusca(ana, q, true);
    await avancar(1);
    expect(await idsDeHoje(ana)).toEqual([]);
    expect(await ok(certeza(ana, acerto, { certeza: 'CHUTEI' }))).toEqual({
      certeza: 'CHUTEI',
      motivoErro: null,
    });
    await avancar(1);
    expect(await idsDeHoje(ana)).toEqual([`q${q.id}`]);

    const bom = await revisar(ana, q, true);
    const [{ devido: devidoBom }] = (await rows<{ devido: string }>(
      t.database.db,
      sql`select devido from revisao_cartao where usuario_id = ${ana.id} and item_id = ${q.id}`,
    )) as [{ devido: string }];
    expect(new Date(devidoBom).toISOString()).toBe(bom.proximaRevisao);
    // The certainty given after the review revises its rating: Hard comes back sooner.
    const [{ id }] = (await rows<{ id: number }>(
      t.database.db,
      sql`select resposta_id as id from revisao_log where usuario_id = ${ana.id} and item_id = ${q.id} order by id desc limit 1`,
    )) as [{ id: number }];
    await ok(certeza(ana, Number(id), { certeza: 'ACHO_QUE_SIM' }));
    const [depois] = await rows<{ devido: string; avaliacao: number }>(
      t.database.db,
      sql`select c.devido, l.avaliacao from revisao_cartao c join revisao_log l on l.cartao_id = c.id
           where c.usuario_id = ${ana.id} and c.item_id = ${q.id} order by l.id desc limit 1`,
    );
    expect(depois!.avaliacao).toBe(2);
    expect(new Date(depois!.devido).getTime()).toBeLessThan(new Date(bom.proximaRevisao).getTime());
  });

  it('a missed fixation exercise enters the deck too', async () => {
    const x = await criarExercicio(t.database.db, { plataformaId: 1, materias: [materia], certo: true });
    const res = await chamar(ana, 'POST', '/questoes/verifica-resposta-verdadeiro-falso', {
      idAlternativa: x.id,
      respostaMarcadaVerdadeiroFalso: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    await avancar(1);
    const lista = await hoje(ana);
    expect(lista.itens.map((i) => i.tipo)).toEqual(['exercicio']);
    const r = await ok<TRevisarResultado>(
      chamar(ana, 'POST', '/revisoes/revisar', {
        tipo: 'exercicio',
        idItem: x.id,
        respostaMarcadaVerdadeiroFalso: true,
        certeza: 'TENHO_CERTEZA',
      }),
    );
    expect(r.exercicio?.certoErrado).toBe(true);
    expect(r.diasAteProxima).toBeGreaterThanOrEqual(1);
  });

  it('never schedules past the exam date', async () => {
    const prova = new Date(agora + 20 * DIA).toISOString().slice(0, 10);
    await ok(
      chamar(ana, 'PUT', '/revisoes/preferencias', { dataProva: prova, emailDiario: false, horaEmail: 8 }),
    );
    expect(await ok(chamar(ana, 'GET', '/revisoes/preferencias'))).toEqual({
      dataProva: prova,
      emailDiario: false,
      horaEmail: 8,
    });
    const q = await novaQuestao();
    await responderNaBusca(ana, q, false);
    const inicioProva = inicioDoDiaNoBrasil(prova).getTime();
    for (let i = 0; i < 8; i++) {
      const [{ devido }] = (await rows<{ devido: string }>(
        t.database.db,
        sql`select devido from revisao_cartao where usuario_id = ${ana.id} and item_id = ${q.id}`,
      )) as [{ devido: string }];
      if (new Date(devido).getTime() >= inicioProva - DIA) break;
      await avancar(Math.max(0, Math.ceil((new Date(devido).getTime() - agora) / DIA)));
      const r = await revisar(ana, q, true, 'TENHO_CERTEZA');
      expect(new Date(r.proximaRevisao).getTime()).toBeLessThan(inicioProva);
    }
  });
});

describe('certainty and miss reasons', () => {
  it('are stored apart from the answer; a reason only after a miss; another student gets a 404', async () => {
    const q = await novaQuestao();
    const erro = await responderNaBusca(ana, q, false);
    const acerto = await responderNaBusca(ana, q, true);
    expect(await ok(certeza(ana, erro, { certeza: 'TENHO_CERTEZA', motivoErro: 'LI_ERRADO' }))).toEqual({
      certeza: 'TENHO_CERTEZA',
      motivoErro: 'LI_ERRADO',
    });
    // A field left out stays; null clears it.
    expect(await ok(certeza(ana, erro, { motivoErro: 'CAI_NA_PEGADINHA' }))).toEqual({
      certeza: 'TENHO_CERTEZA',
      motivoErro: 'CAI_NA_PEGADINHA',
    });
    expect(await ok(certeza(ana, erro, { certeza: null }))).toEqual({
      certeza: null,
      motivoErro: 'CAI_NA_PEGADINHA',
    });

    const soNoErro = await certeza(ana, acerto, { motivoErro: 'NAO_SABIA' });
    expect(soNoErro.statusCode).toBe(400);
    expect(soNoErro.json().errors).toEqual([
      { campo: 'motivoErro', mensagem: 'O motivo do erro só pode ser informado em uma resposta errada.' },
    ]);

    const alheia = await certeza(bruno, erro, { certeza: 'CHUTEI' });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().mensagem).toBe('Resposta não encontrada.');
    const [linha] = await rows<{ certeza: string | null }>(
      t.database.db,
      sql`select certeza from resposta_certeza where resposta_id = ${erro}`,
    );
    expect(linha!.certeza).toBeNull();

    for (const [url, corpo] of [
      [`/revisoes/respostas/questao/${erro}`, { certeza: 'TALVEZ' }],
      [`/revisoes/respostas/simulado/${erro}`, { certeza: 'CHUTEI' }],
      ['/revisoes/respostas/questao/123456789012345678901', { certeza: 'CHUTEI' }],
      [`/revisoes/respostas/questao/${erro}`, { motivoErro: 'x\u0000' }],
    ] as const) {
      const res = await chamar(ana, 'PUT', url, corpo);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().mensagem).toMatch(/inválid/);
    }
  });
});

describe('the calibration chart and the miss reasons', () => {
  it('counts, per certainty level, how often the student was right, and the reasons per subject', async () => {
    const qs = await Promise.all([1, 2, 3, 4].map(() => novaQuestao()));
    const r = [
      await responderNaBusca(bruno, qs[0]!, true),
      await responderNaBusca(bruno, qs[1]!, false),
      await responderNaBusca(bruno, qs[2]!, true),
      await responderNaBusca(bruno, qs[3]!, false),
    ];
    await ok(certeza(bruno, r[0]!, { certeza: 'TENHO_CERTEZA' }));
    await ok(certeza(bruno, r[1]!, { certeza: 'TENHO_CERTEZA', motivoErro: 'LI_ERRADO' }));
    await ok(certeza(bruno, r[2]!, { certeza: 'CHUTEI' }));
    await ok(certeza(bruno, r[3]!, { motivoErro: 'LI_ERRADO' }));
    const c = await ok<{
      niveis: unknown[];
      motivosPorMateria: { materia: { id: number }; motivos: unknown[] }[];
    }>(chamar(bruno, 'GET', '/revisoes/calibracao?idPlataforma=1'));
    expect(c.niveis).toEqual([
      { certeza: 'TENHO_CERTEZA', total: 2, acertos: 1, percentualAcertos: 50 },
      { certeza: 'ACHO_QUE_SIM', total: 0, acertos: 0, percentualAcertos: 0 },
      { certeza: 'CHUTEI', total: 1, acertos: 1, percentualAcertos: 100 },
    ]);
    expect(c.motivosPorMateria).toEqual([
      {
        materia: { id: materia, nome: expect.any(String) },
        motivos: [{ motivoErro: 'LI_ERRADO', total: 2 }],
      },
    ]);
    // Someone else's certainty is not hers.
    const deAna = await ok<{ niveis: { total: number }[] }>(
      chamar(ana, 'GET', '/revisoes/calibracao?idPlataforma=1'),
    );
    expect(deAna.niveis.map((n) => n.total)).toEqual([0, 0, 0]);
    const semPlano = await chamar(estagiaria, 'GET', '/revisoes/calibracao?idPlataforma=1');
    expect(semPlano.statusCode).toBe(401);
  });
});

describe('whose deck', () => {
  it('another student never sees nor reviews someone else’s deck', async () => {
    const q = await novaQuestao();
    await responderNaBusca(ana, q, false);
    await avancar(1);
    expect(await idsDeHoje(ana)).toEqual([`q${q.id}`]);
    expect((await hoje(bruno)).total).toBe(0);
    const res = await chamar(bruno, 'POST', '/revisoes/revisar', {
      tipo: 'questao',
      idItem: q.id,
      idAlternativa: certa(q),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Este item não está nas suas revisões.');
    expect(await idsDeHoje(ana)).toEqual([`q${q.id}`]);
  });

  it('trainees get the paid features’ 401; no sign-in is a 401; another product’s platform a 404', async () => {
    for (const url of ['/revisoes/hoje?idPlataforma=1', '/revisoes/contagem?idPlataforma=1']) {
      const res = await chamar(estagiaria, 'GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MENSAGEM_SEM_REVISOES);
    }
    const anonimo = await t.app.inject({
      method: 'GET',
      url: '/api/revisoes/hoje?idPlataforma=1',
      headers: TENANT,
    });
    expect(anonimo.statusCode).toBe(401);
    expect((await chamar(ana, 'GET', '/revisoes/hoje?idPlataforma=3')).statusCode).toBe(404);
    expect((await chamar(ana, 'GET', '/revisoes/hoje?idPlataforma=abc')).statusCode).toBe(400);
  });

  it('the exam date and hour are checked', async () => {
    const res = await chamar(ana, 'PUT', '/revisoes/preferencias', {
      dataProva: '2026-02-30',
      emailDiario: true,
      horaEmail: 24,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { campo: 'dataProva', mensagem: 'Data da prova inválida. Use AAAA-MM-DD.' },
      { campo: 'horaEmail', mensagem: 'Escolha uma hora entre 0 e 23.' },
    ]);
  });
});
