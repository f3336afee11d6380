import type { TQuestao } from '@aprovei/shared/questoes/questoes.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarQuestao,
  entrar,
  materiasDaPlataforma,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { type Headers, rotasDeItem, TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';
import { registrarResposta, registrarRespostas } from '../itens-estudo/itens-estudo.service.ts';
import type { RespostaRegistrada } from '../itens-estudo/resposta.ts';
import { questoesService } from './questoes.service.ts';
import { TABELAS_QUESTAO as RESPOSTA_QUESTAO } from './tipo-questao.ts';

let t: TestApp, aluno: Headers, estagiario: Headers, admin: Headers, alunoMed: Headers;
let usuarioAdmin: UsuarioDeTeste, usuarioAlunoMed: UsuarioDeTeste;
const { listar, responder } = rotasDeItem(() => t.app, 'listar-questoes', 'verifica-resposta');

/** The question bank: how many questions each platform holds, and how many of them trainees see. */
const NA_PLATAFORMA = { 1: 12, 2: 8, 3: 5 } as const;
const DO_ESTAGIARIO = 5;

/**
 * Platform 1: three subjects (half of the questions also tagged with a content), two years, the last two
 * sum-type, every other one of the first ten in the trainees' selection. Platform 2: two bancas and a
 * sub-content, its first five for trainees. Platform 3: its last one sum-type.
 */
async function criarBanco() {
  const db = t.database.db;
  const materias1 = (await materiasDaPlataforma(db, 1)).filter((m) => m.conteudos.length > 0).slice(0, 3);
  for (let i = 0; i < NA_PLATAFORMA[1]; i++) {
    const materia = materias1[i % 3]!;
    const somatoria = i >= NA_PLATAFORMA[1] - 2;
    await criarQuestao(db, {
      plataformaId: 1,
      ano: Math.floor(i / 3) % 2 ? 2023 : 2024,
      materias: [materia.id],
      conteudos: i < NA_PLATAFORMA[1] / 2 ? [materia.conteudos[0]!.id] : [],
      somatoria,
      corretas: somatoria ? [0, 2] : [0],
      estagiario: i < 2 * DO_ESTAGIARIO && i % 2 === 1,
    });
  }
  const comSub = (await materiasDaPlataforma(db, 2)).find((m) =>
    m.conteudos.some((c) => c.subConteudos.length),
  );
  const conteudo = comSub!.conteudos.find((c) => c.subConteudos.length > 0)!;
  for (let i = 0; i < NA_PLATAFORMA[2]; i++) {
    await criarQuestao(db, {
      plataformaId: 2,
      banca: i % 2 ? 'Banca de Teste B' : 'Banca de Teste A',
      materias: [comSub!.id],
      conteudos: [conteudo.id],
      subConteudos: i % 3 === 0 ? [conteudo.subConteudos[0]!] : [],
      estagiario: i < DO_ESTAGIARIO,
    });
  }
  const [materia3] = await materiasDaPlataforma(db, 3);
  for (let i = 0; i < NA_PLATAFORMA[3]; i++) {
    const somatoria = i === NA_PLATAFORMA[3] - 1;
    await criarQuestao(db, {
      plataformaId: 3,
      materias: [materia3!.id],
      somatoria,
      corretas: somatoria ? [1, 3] : [0],
    });
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  await criarBanco();
  // Full access on platforms 1 (plan 1) and 2 (plan 3).
  const usuarioAluno = await criarAluno(t, { plano: 1 });
  await criarContratacao(t.database.db, { usuarioId: usuarioAluno.id, planoId: 3 });
  aluno = await entrar(usuarioAluno);
  estagiario = await entrar(criarAluno(t, { estagiario: true }));
  usuarioAdmin = await criarAdmin(t);
  admin = await entrar(usuarioAdmin);
  usuarioAlunoMed = await criarAluno(t, { tenant: 'aprovei-med', plano: 6 });
  alunoMed = await entrar(usuarioAlunoMed);
  // The student's history: four answered, two of them wrong (the first alternative is the right one).
  const primeiras = (await listar(aluno, 'idPlataforma=1&todasQuestoes=true&size=4')).json()
    .content as TQuestao[];
  for (const [i, q] of primeiras.entries()) {
    const res = await responder(aluno, { idQuestao: q.id, idAlternativa: q.listaAlternativas[i % 2]!.id });
    expect(res.statusCode).toBe(200);
  }
});

const lista = (xs: number[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

async function todas(headers: Record<string, string>, plataforma: number): Promise<TQuestao[]> {
  const res = await listar(headers, `idPlataforma=${plataforma}&todasQuestoes=true&size=50`);
  expect(res.statusCode).toBe(200);
  const first = res.json();
  const out: TQuestao[] = [...first.content];
  for (let page = 1; page < first.totalPages; page++) {
    out.push(
      ...(await listar(headers, `idPlataforma=${plataforma}&todasQuestoes=true&size=50&page=${page}`)).json()
        .content,
    );
  }
  return out;
}

describe('GET /api/questoes/listar-questoes', () => {
  it('answers a page with the spec shape, without revealing the answers', async () => {
    const res = await listar(aluno, 'idPlataforma=1&todasQuestoes=true');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 0, size: 10 });
    expect(page.totalElements).toBe(NA_PLATAFORMA[1]);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 10));
    const q = page.content[0];
    expect(q).toMatchObject({
      id: expect.any(Number),
      numeroQuestao: 1,
      enunciado: expect.stringContaining('<p>'),
      ano: { id: expect.any(Number), ano: expect.any(Number) },
      instituicao: { id: expect.any(Number), nome: expect.any(String) },
    });
    expect(q.listaMaterias.length).toBeGreaterThan(0);
    expect(q.listaAlternativas[0]).toEqual({
      id: expect.any(Number),
      ordem: 1,
      enunciado: expect.any(String),
      valorSomatoria: q.questaoSomatoria ? 1 : null,
      respostaMultiplaEscolhaSelecionada: expect.any(Boolean),
    });
    expect(JSON.stringify(page)).not.toMatch(/"correta"|explicacao|somaCorreta/);
  });

  it('filters by subject and year, and pages with size 1', async () => {
    const all = await todas(aluno, 1);
    const sample = all[5]!;
    const materia = sample.listaMaterias[0]!.id;
    const res = await listar(
      aluno,
      `idPlataforma=1&todasQuestoes=true&listaMateriaQuestao=${materia}&listaAno=${sample.ano.id}&size=1`,
    );
    const page = res.json();
    expect(page.size).toBe(1);
    expect(page.content).toHaveLength(1);
    const expected = all.filter(
      (q) => q.ano.id === sample.ano.id && q.listaMaterias.some((m) => m.id === materia),
    );
    expect(page.totalElements).toBe(expected.length);
  });

  it('narrows a subject to its chosen contents but keeps other chosen subjects whole', async () => {
    const all = await todas(aluno, 1);
    const withContent = all.find((q) => q.listaConteudos.length > 0)!;
    const materiaA = withContent.listaMaterias[0]!.id;
    const conteudo = withContent.listaConteudos[0]!.id;
    const materiaB = all.find((q) => !q.listaMaterias.some((m) => m.id === materiaA))!.listaMaterias[0]!.id;
    const res = await listar(
      aluno,
      `idPlataforma=1&todasQuestoes=true&size=50&listaMateriaQuestao=${materiaA},${materiaB}&listaConteudoQuestao=${conteudo}`,
    );
    const expected = all.filter(
      (q) =>
        q.listaConteudos.some((c) => c.id === conteudo) || q.listaMaterias.some((m) => m.id === materiaB),
    );
    expect(res.json().totalElements).toBe(expected.length);
  });

  it('honours the four modes for the signed-in user', async () => {
    const all = await todas(aluno, 1);
    const count = async (flag: string) =>
      (await listar(aluno, `idPlataforma=1&${flag}=true`)).json().totalElements;
    const respondidas = all.filter((q) => q.respondida).length;
    expect(respondidas).toBeGreaterThan(0);
    expect(await count('questoesJaRespondidas')).toBe(respondidas);
    expect(await count('questoesNaoRespondidas')).toBe(all.length - respondidas);
    // No flag is the default: unanswered.
    expect((await listar(aluno, 'idPlataforma=1')).json().totalElements).toBe(all.length - respondidas);
    const erradas = await count('questoesIncorretas');
    expect(erradas).toBeGreaterThan(0);
    expect(erradas).toBeLessThan(respondidas);
  });

  it('refuses more than one mode flag, bad ids and another product’s platform', async () => {
    const two = await listar(aluno, 'idPlataforma=1&todasQuestoes=true&questoesIncorretas=true');
    expect(two.statusCode).toBe(400);
    expect(two.json().mensagem).toBe('Informe apenas um modo de exibição.');
    const bad = await listar(aluno, 'idPlataforma=1&listaMateriaQuestao=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].campo).toMatch(/^listaMateriaQuestao/);
    expect((await listar(aluno, 'idPlataforma=3')).statusCode).toBe(404);
    expect((await listar(aluno, 'todasQuestoes=true')).statusCode).toBe(400);
    expect((await listar(aluno, 'idPlataforma=1&size=500')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await listar(TENANT, 'idPlataforma=1')).statusCode).toBe(401);
  });

  it('gives the medical student platform 3 questions', async () => {
    const res = await listar(alunoMed, 'idPlataforma=3&todasQuestoes=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(NA_PLATAFORMA[3]);
  });

  it('filters platform 2 by banca and sub-content', async () => {
    const all = await todas(aluno, 2);
    const withSub = all.find((q) => q.listaSubConteudos.length > 0 && q.banca)!;
    const byBanca = await listar(
      aluno,
      `idPlataforma=2&todasQuestoes=true&size=50&listaBanca=${withSub.banca!.id}`,
    );
    expect(byBanca.json().totalElements).toBe(all.filter((q) => q.banca?.id === withSub.banca!.id).length);
    const sub = withSub.listaSubConteudos[0]!.id;
    const bySub = await listar(
      aluno,
      `idPlataforma=2&todasQuestoes=true&size=50&listaSubConteudoQuestao=${sub}`,
    );
    expect(bySub.json().totalElements).toBe(
      all.filter((q) => q.listaSubConteudos.some((s) => s.id === sub)).length,
    );
  });
});

describe('trainee limits', () => {
  it('shows a trainee only the pre-selected questions of the platform', async () => {
    const res = await listar(estagiario, 'idPlataforma=1&todasQuestoes=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(DO_ESTAGIARIO);
  });

  it('answers 401 with the spec message when nothing is left for the trainee', async () => {
    const items = (await listar(estagiario, 'idPlataforma=2&questoesNaoRespondidas=true&size=10')).json()
      .content as TQuestao[];
    expect(items).toHaveLength(DO_ESTAGIARIO);
    for (const q of items) {
      const payload = q.questaoSomatoria
        ? { idQuestao: q.id, valorSomatoria: 1 }
        : { idQuestao: q.id, idAlternativa: q.listaAlternativas[0]!.id };
      expect((await responder(estagiario, payload)).statusCode).toBe(200);
    }
    const res = await listar(estagiario, 'idPlataforma=2&questoesNaoRespondidas=true');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ codigo: 'SEM_ACESSO', mensagem: 'Você não tem mais questões disponíveis.' });
  });

  it('refuses a trainee’s answer to a question outside the selection', async () => {
    const all = await todas(aluno, 1);
    const visiveis = new Set(
      (await listar(estagiario, 'idPlataforma=1&todasQuestoes=true'))
        .json()
        .content.map((q: TQuestao) => q.id),
    );
    const outra = all.find((q) => !visiveis.has(q.id) && !q.questaoSomatoria)!;
    const res = await responder(estagiario, {
      idQuestao: outra.id,
      idAlternativa: outra.listaAlternativas[0]!.id,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Você não tem mais questões disponíveis.');
  });

  it('answers an empty page, not 401, to a trainee with nothing answered wrong yet', async () => {
    const res = await listar(estagiario, 'idPlataforma=1&questoesIncorretas=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(0);
  });

  it('gives each of many concurrent requests its own user’s entitlements (they are read in batches)', async () => {
    const quem = [estagiario, aluno, admin, estagiario, alunoMed, aluno, estagiario, admin];
    const sozinhos = new Map<Record<string, string>, number>();
    for (const h of new Set(quem)) {
      const plataforma = h === alunoMed ? 3 : 1;
      sozinhos.set(
        h,
        (await listar(h, `idPlataforma=${plataforma}&todasQuestoes=true`)).json().totalElements,
      );
    }
    expect(sozinhos.get(estagiario)).toBe(DO_ESTAGIARIO);
    expect(sozinhos.get(aluno)).toBe(NA_PLATAFORMA[1]);
    const juntos = await Promise.all(
      quem.map((h) => listar(h, `idPlataforma=${h === alunoMed ? 3 : 1}&todasQuestoes=true`)),
    );
    juntos.forEach((r, i) => {
      expect(r.statusCode).toBe(200);
      expect(r.json().totalElements).toBe(sozinhos.get(quem[i]!));
    });
    // A trainee's answer outside the selection is refused even when batched with allowed ones.
    const selecao = new Set(
      (await listar(estagiario, 'idPlataforma=1&todasQuestoes=true'))
        .json()
        .content.map((q: TQuestao) => q.id),
    );
    const fora = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=50'))
      .json()
      .content.find((q: TQuestao) => !q.questaoSomatoria && !selecao.has(q.id)) as TQuestao;
    const respostas = await Promise.all([
      responder(estagiario, { idQuestao: fora.id, idAlternativa: fora.listaAlternativas[0]!.id }),
      responder(admin, { idQuestao: fora.id, idAlternativa: fora.listaAlternativas[0]!.id }),
      responder(estagiario, { idQuestao: fora.id, idAlternativa: fora.listaAlternativas[0]!.id }),
    ]);
    expect(respostas.map((r) => r.statusCode)).toEqual([401, 200, 401]);
  });

  it('does not limit admins', async () => {
    const res = await listar(admin, 'idPlataforma=1&todasQuestoes=true');
    expect(res.json().totalElements).toBe((await todas(aluno, 1)).length);
  });
});

describe('POST /api/questoes/verifica-resposta', () => {
  it('tells a wrong answer the correct alternative and locks nothing server-side', async () => {
    const pendentes = (await listar(admin, 'idPlataforma=1&questoesNaoRespondidas=true&size=50')).json()
      .content as TQuestao[];
    const q = pendentes.find((x) => !x.questaoSomatoria)!;
    const first = await responder(admin, { idQuestao: q.id, idAlternativa: q.listaAlternativas[0]!.id });
    expect(first.statusCode).toBe(200);
    const feedback = first.json();
    expect(feedback).toMatchObject({
      certoErrado: expect.any(Boolean),
      feedback: expect.any(String),
      valorSomatoriaResposta: null,
    });
    expect(q.listaAlternativas.map((a) => a.id)).toContain(feedback.id);
    const certa = await responder(admin, { idQuestao: q.id, idAlternativa: feedback.id });
    expect(certa.json().certoErrado).toBe(true);
    expect(certa.json().idResposta).toBeGreaterThan(feedback.idResposta);
    const answered = (await listar(admin, `idPlataforma=1&questoesJaRespondidas=true&id=${q.id}`)).json();
    expect(answered.totalElements).toBe(1);
    expect(
      answered.content[0].listaAlternativas.find((a: { id: number }) => a.id === feedback.id)
        .respostaMultiplaEscolhaSelecionada,
    ).toBe(true);
    // The latest answer is right, so it left the "wrong" list.
    expect(
      (await listar(admin, `idPlataforma=1&questoesIncorretas=true&id=${q.id}`)).json().totalElements,
    ).toBe(0);
  });

  it('writes concurrent answers, several to one question, each once and with its own id', async () => {
    const pendentes = (await listar(alunoMed, 'idPlataforma=3&questoesNaoRespondidas=true&size=50')).json()
      .content as TQuestao[];
    const simples = pendentes.filter((x) => !x.questaoSomatoria).slice(0, 3);
    const soma = pendentes.find((x) => x.questaoSomatoria);
    expect(simples).toHaveLength(3);
    // 12 answers at once (batched together by the server while others are written): 5 to the first
    // question, the last of them right; 4 to the second; 3 to the third, plus a sum-type one.
    const envios = [
      ...[0, 0, 0, 0, 1].map((i) => ({ q: simples[0]!, alt: simples[0]!.listaAlternativas[i]!.id })),
      ...[1, 1, 1, 1].map((i) => ({ q: simples[1]!, alt: simples[1]!.listaAlternativas[i]!.id })),
      ...[2, 2, 2].map((i) => ({ q: simples[2]!, alt: simples[2]!.listaAlternativas[i]!.id })),
    ];
    const respostas = await Promise.all([
      ...envios.map((e) => responder(alunoMed, { idQuestao: e.q.id, idAlternativa: e.alt })),
      ...(soma ? [responder(alunoMed, { idQuestao: soma.id, valorSomatoria: 1 })] : []),
    ]);
    for (const r of respostas) expect(r.statusCode).toBe(200);
    const ids = respostas.map((r) => r.json().idResposta as number);
    expect(new Set(ids).size).toBe(ids.length);
    const gravadas = await rows<{ id: number; questao_id: number; alternativa_id: number | null }>(
      t.database.db,
      sql`select id::int, questao_id, alternativa_id from resposta_questao where id in (${lista(ids)})`,
    );
    const porId = new Map(gravadas.map((g) => [g.id, g]));
    envios.forEach((e, i) => {
      expect(porId.get(ids[i]!)).toMatchObject({ questao_id: e.q.id, alternativa_id: e.alt });
    });
    const estados = await rows<{
      questao_id: number;
      total_respostas: number;
      ultima_alternativa_id: number;
      ultima_resposta_id: number;
    }>(
      t.database.db,
      sql`select qu.questao_id, qu.total_respostas, qu.ultima_alternativa_id, qu.ultima_resposta_id::int
          from questao_usuario qu
          where qu.usuario_id = ${usuarioAlunoMed.id} and qu.questao_id in (${lista(simples.map((q) => q.id))})
          order by qu.questao_id`,
    );
    const esperado = [
      { q: simples[0]!, total: 5 },
      { q: simples[1]!, total: 4 },
      { q: simples[2]!, total: 3 },
    ].sort((a, b) => a.q.id - b.q.id);
    expect(estados.map((e) => [e.questao_id, e.total_respostas])).toEqual(
      esperado.map((e) => [e.q.id, e.total]),
    );
    // The state keeps the latest of each question's answers (the one with the highest id).
    for (const e of estados) {
      const ultima = gravadas.filter((g) => g.questao_id === e.questao_id).sort((a, b) => b.id - a.id)[0]!;
      expect(e).toMatchObject({
        ultima_alternativa_id: ultima.alternativa_id,
        ultima_resposta_id: ultima.id,
      });
    }
  });

  it('keeps the newest answer in the state when an older one commits after it', async () => {
    // Two batches in flight on two connections (PostgreSQL; PGlite has one): the batch holding the older
    // answer stalls after drawing its id, on the item lock of another of its answers, while a newer
    // answer to the same question is written and committed. The state must still reflect the newer one.
    if (t.database.kind !== 'postgres') return;
    const db = t.database.db;
    const u = usuarioAdmin;
    // Two questions the admin never answered: `travada` (the lower id) is locked by the test, `q` is shared.
    const [travada, q] = await rows<{ id: number; alternativas: number[] }>(
      db,
      sql`select q.id, array_agg(al.id order by al.ordem) as alternativas
          from questao q join alternativa al on al.questao_id = q.id
          where q.plataforma_id = 1 and not q.questao_somatoria
            and q.id not in (select questao_id from questao_usuario where usuario_id = ${u.id})
          group by q.id order by q.id limit 2`,
    );
    const resposta = (itemId: number, alternativa: number) => ({
      usuarioId: u.id,
      itemId,
      correta: false,
      valores: { alternativa_id: alternativa, valor_somatoria: null },
    });
    const emEspera = async () => {
      for (let i = 0; i < 200; i++) {
        const [w] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (w!.n > 0) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the older batch never waited for the lock');
    };
    let soltar = () => {};
    const solta = new Promise<void>((r) => {
      soltar = r;
    });
    let travou = () => {};
    const travado = new Promise<void>((r) => {
      travou = r;
    });
    const trava = db.transaction(async (tx) => {
      await rows(tx, sql`select id from questao where id = ${travada!.id} for update`);
      travou();
      await solta;
    });
    let antiga: Promise<RespostaRegistrada[]> | undefined;
    try {
      await travado;
      antiga = registrarRespostas(db, RESPOSTA_QUESTAO, [
        resposta(travada!.id, travada!.alternativas[0]!),
        resposta(q!.id, q!.alternativas[0]!),
      ]);
      await emEspera();
      const [nova] = await registrarRespostas(db, RESPOSTA_QUESTAO, [resposta(q!.id, q!.alternativas[1]!)]);
      soltar();
      await trava;
      const [, velha] = await antiga;
      expect(velha!.id).toBeLessThan(nova!.id);
      const [estado] = await rows<{
        ultima_alternativa_id: number;
        ultima_resposta_id: number;
        total: number;
      }>(
        db,
        sql`select ultima_alternativa_id, ultima_resposta_id::int, total_respostas as total from questao_usuario
            where usuario_id = ${u.id} and questao_id = ${q!.id}`,
      );
      expect(estado).toEqual({
        ultima_alternativa_id: q!.alternativas[1],
        ultima_resposta_id: nova!.id,
        total: 2,
      });
    } finally {
      soltar();
      await trava;
      await antiga?.catch(() => undefined);
      for (const item of [travada!.id, q!.id]) {
        await rows(db, sql`delete from resposta_questao where usuario_id = ${u.id} and questao_id = ${item}`);
        await rows(db, sql`delete from questao_usuario where usuario_id = ${u.id} and questao_id = ${item}`);
      }
    }
  });

  it('scores sum-type questions by the sum and tells the correct sum', async () => {
    const all = await todas(admin, 1);
    const q = all.find((x) => x.questaoSomatoria)!;
    const wrong = await responder(admin, { idQuestao: q.id, valorSomatoria: 1 });
    expect(wrong.statusCode).toBe(200);
    const correctSum = wrong.json().valorSomatoriaResposta;
    expect(correctSum).toBeGreaterThan(0);
    expect(wrong.json().id).toBeNull();
    const right = await responder(admin, { idQuestao: q.id, valorSomatoria: correctSum });
    expect(right.json().certoErrado).toBe(true);
  });

  it('refuses an empty choice, a zero sum, a foreign alternative and unknown questions', async () => {
    const all = await todas(admin, 1);
    const normal = all.find((x) => !x.questaoSomatoria)!;
    const soma = all.find((x) => x.questaoSomatoria)!;
    const none = await responder(admin, { idQuestao: normal.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().mensagem).toBe('Você precisa selecionar uma alternativa!');
    expect((await responder(admin, { idQuestao: soma.id, valorSomatoria: 0 })).statusCode).toBe(400);
    expect((await responder(admin, { idQuestao: soma.id, valorSomatoria: 9999 })).statusCode).toBe(400);
    const other = all.find((x) => x.id !== normal.id && !x.questaoSomatoria)!;
    const foreign = await responder(admin, {
      idQuestao: normal.id,
      idAlternativa: other.listaAlternativas[0]!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await responder(admin, { idQuestao: 99_999_999, idAlternativa: 1 })).statusCode).toBe(404);
    expect((await responder(admin, { idQuestao: 'x' })).statusCode).toBe(400);
    // Ids beyond PostgreSQL's integer are refused before any query (they would fail a batched read).
    for (const corpo of [
      { idQuestao: 3_000_000_000, idAlternativa: 1 },
      { idQuestao: normal.id, idAlternativa: 3_000_000_000 },
      { idQuestao: soma.id, valorSomatoria: 3_000_000_000 },
    ]) {
      const fora = await responder(admin, corpo);
      expect(fora.statusCode).toBe(400);
      expect(fora.json().mensagem).toMatch(/inválid|Informe/);
    }
    expect((await responder(TENANT, { idQuestao: normal.id, idAlternativa: 1 })).statusCode).toBe(401);
  });

  it('refuses a question of the other product', async () => {
    const med = (await listar(alunoMed, 'idPlataforma=3&todasQuestoes=true')).json().content[0] as TQuestao;
    const res = await responder(aluno, { idQuestao: med.id, idAlternativa: med.listaAlternativas[0]!.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('question statistics', () => {
  it('answers hit percentages and answers per alternative', async () => {
    const all = await todas(admin, 1);
    const q = all.find((x) => !x.questaoSomatoria)!;
    await responder(admin, { idQuestao: q.id, idAlternativa: q.listaAlternativas[1]!.id });
    const pct = await t.app.inject({
      method: 'POST',
      url: `/api/estatisticas/porcentagem-acerto-questao/${q.id}`,
      headers: admin,
    });
    expect(pct.statusCode).toBe(200);
    const s = pct.json();
    expect(s.totalRespostas).toBeGreaterThan(0);
    expect(s.percentualAcertos + s.percentualErros).toBeCloseTo(100, 1);
    const alt = await t.app.inject({
      method: 'POST',
      url: `/api/estatisticas/numero-acertos-por-alternativa/${q.id}`,
      headers: admin,
    });
    const bars = alt.json();
    expect(bars).toHaveLength(q.listaAlternativas.length);
    expect(bars[0]).toEqual({
      ordem: 1,
      descricao: 'a',
      total: expect.any(Number),
      percentual: expect.any(Number),
    });
    expect(bars.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(s.totalRespostas);
  });

  it('answers zeros for a question nobody answered, 404 for unknown ones and 401 anonymously', async () => {
    const all = await todas(admin, 1);
    const nobody = [];
    for (const q of all) {
      const s = (
        await t.app.inject({
          method: 'POST',
          url: `/api/estatisticas/porcentagem-acerto-questao/${q.id}`,
          headers: admin,
        })
      ).json();
      if (s.totalRespostas === 0) nobody.push(s);
      if (nobody.length) break;
    }
    expect(nobody[0]).toEqual({
      totalRespostas: 0,
      numeroAcertos: 0,
      percentualAcertos: 0,
      percentualErros: 0,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/estatisticas/porcentagem-acerto-questao/99999999',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/estatisticas/porcentagem-acerto-questao/1',
          headers: TENANT,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('orderBy', () => {
  it('orders by year, newest first, when asked, and refuses unknown orderings', async () => {
    const anos = (await listar(aluno, 'idPlataforma=1&todasQuestoes=true&size=50&orderBy=ano_desc'))
      .json()
      .content.map((q: TQuestao) => q.ano.ano);
    expect(anos).toEqual([...anos].sort((a: number, b: number) => b - a));
    const bad = await listar(aluno, 'idPlataforma=1&orderBy=qualquer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      campo: 'orderBy',
      mensagem: 'Ordenação inválida. Use NUMERO, ANO_DESC ou ALEATORIA.',
    });
  });
});

describe('ordering setting', () => {
  it('switches to a random order that pages consistently, and back', async () => {
    const porNumero = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=50'))
      .json()
      .content.map((q: TQuestao) => q.numeroQuestao);
    expect(porNumero).toEqual([...porNumero].sort((a: number, b: number) => a - b));
    expect((await t.app.inject({ url: '/api/questoes/randomizar', headers: admin })).json()).toEqual({
      aleatoria: false,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/questoes/randomizar',
      headers: admin,
      payload: { aleatoria: true },
    });
    expect(put.json()).toEqual({ aleatoria: true });
    const p0 = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=5'))
      .json()
      .content.map((q: TQuestao) => q.id);
    const p0again = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=5'))
      .json()
      .content.map((q: TQuestao) => q.id);
    const p1 = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=5&page=1'))
      .json()
      .content.map((q: TQuestao) => q.id);
    expect(p0again).toEqual(p0);
    expect(p1.some((id: number) => p0.includes(id))).toBe(false);
    const shuffled = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=50'))
      .json()
      .content.map((q: TQuestao) => q.numeroQuestao);
    expect(shuffled).not.toEqual(porNumero);
    // Exercises keep their own setting.
    expect(
      (await t.app.inject({ url: '/api/questoes/randomizar-exercicios', headers: admin })).json(),
    ).toEqual({ aleatoria: false });
    await t.app.inject({
      method: 'PUT',
      url: '/api/questoes/randomizar',
      headers: admin,
      payload: { aleatoria: false },
    });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/questoes/randomizar',
          headers: admin,
          payload: { aleatoria: 'sim' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('search keys on the tag links (migration 0006)', () => {
  const ids = async (query: string) => {
    const res = await listar(admin, `idPlataforma=1&todasQuestoes=true&size=50&${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalPages).toBeLessThanOrEqual(1); // the whole result in one page
    return { total: page.totalElements as number, ids: page.content.map((q: TQuestao) => q.id) as number[] };
  };
  const sqlRows = <T>(query: SQL) => rows<T>(t.database.db, query);

  it('follow a question’s new year and number, and fill links whatever their writer sends', async () => {
    const [q] = await sqlRows<{ id: number; ano_id: number; numero_questao: number; materia_id: number }>(
      sql`select q.id, q.ano_id, q.numero_questao, min(qm.materia_id)::int as materia_id
          from questao q join questao_materia qm on qm.questao_id = q.id
          where q.plataforma_id = 1 and not q.estagiario group by q.id order by q.id limit 1`,
    );
    const [outroAno] = await sqlRows<{ id: number }>(
      sql`select id from ano where id <> ${q!.ano_id} limit 1`,
    );
    const [outra] = await sqlRows<{ materia_id: number; conteudo_id: number }>(
      sql`select m.id as materia_id, c.id as conteudo_id from materia m join curso cu on cu.id = m.curso_id
          join conteudo c on c.materia_id = m.id
          where cu.plataforma_id = 1
            and m.id not in (select materia_id from questao_materia where questao_id = ${q!.id})
            and c.id not in (select conteudo_id from questao_conteudo where questao_id = ${q!.id})
          order by m.id, c.id limit 1`,
    );
    const m = q!.materia_id;
    const novo = outroAno!.id;
    const antes = await ids(`listaMateriaQuestao=${m}&listaAno=${novo}`);
    expect(antes.ids).not.toContain(q!.id);
    const noAnoAntigo = await ids(`listaMateriaQuestao=${m}&listaAno=${q!.ano_id}`);
    expect(noAnoAntigo.ids).toContain(q!.id);

    try {
      // The back office moves the question to another year and renumbers it: its links follow.
      await sqlRows(sql`update questao set ano_id = ${novo}, numero_questao = 9999 where id = ${q!.id}`);
      const depois = await ids(`listaMateriaQuestao=${m}&listaAno=${novo}`);
      expect(depois.total).toBe(antes.total + 1);
      expect(depois.ids.at(-1)).toBe(q!.id); // numbered last now
      expect((await ids(`listaMateriaQuestao=${m}&listaAno=${q!.ano_id}`)).total).toBe(noAnoAntigo.total - 1);

      // New links, one without keys and one with wrong ones: the trigger takes the question's.
      await sqlRows(
        sql`insert into questao_materia (materia_id, questao_id) values (${outra!.materia_id}, ${q!.id})`,
      );
      await sqlRows(
        sql`insert into questao_conteudo (conteudo_id, questao_id, plataforma_id, ano_id, numero_questao)
            values (${outra!.conteudo_id}, ${q!.id}, 2, ${q!.ano_id}, 1)`,
      );
      expect((await ids(`listaMateriaQuestao=${outra!.materia_id}&listaAno=${novo}`)).ids).toContain(q!.id);
      expect((await ids(`listaConteudoQuestao=${outra!.conteudo_id}&listaAno=${novo}`)).ids).toContain(q!.id);
      // Linked to both chosen subjects, the question is one result.
      const ambas = await ids(`listaMateriaQuestao=${m},${outra!.materia_id}&listaAno=${novo}`);
      expect(ambas.ids.filter((id) => id === q!.id)).toHaveLength(1);

      const chaves = await sqlRows<{ plataforma_id: number; ano_id: number; numero_questao: number }>(
        sql`select plataforma_id, ano_id, numero_questao from questao_materia where questao_id = ${q!.id}
            union all
            select plataforma_id, ano_id, numero_questao from questao_conteudo where questao_id = ${q!.id}`,
      );
      expect(chaves.length).toBeGreaterThanOrEqual(3);
      for (const c of chaves) expect(c).toEqual({ plataforma_id: 1, ano_id: novo, numero_questao: 9999 });
    } finally {
      await sqlRows(
        sql`delete from questao_materia where questao_id = ${q!.id} and materia_id = ${outra!.materia_id}`,
      );
      await sqlRows(
        sql`delete from questao_conteudo where questao_id = ${q!.id} and conteudo_id = ${outra!.conteudo_id}`,
      );
      await sqlRows(
        sql`update questao set ano_id = ${q!.ano_id}, numero_questao = ${q!.numero_questao} where id = ${q!.id}`,
      );
    }
    expect((await ids(`listaMateriaQuestao=${m}&listaAno=${q!.ano_id}`)).total).toBe(noAnoAntigo.total);
    expect((await ids(`listaMateriaQuestao=${m}&listaAno=${novo}`)).total).toBe(antes.total);
  });
});

describe('search keys on the answered states (migration 0007)', () => {
  const sqlRows = <T>(query: SQL) => rows<T>(t.database.db, query);
  const total = async (query: string) => {
    const res = await listar(admin, `idPlataforma=1&size=50&${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    return { total: page.totalElements as number, ids: page.content.map((q: TQuestao) => q.id) as number[] };
  };

  it('copy the question’s keys, follow a change of them, and refuse keys that differ', async () => {
    const [q] = await sqlRows<{ id: number; ano_id: number; numero_questao: number; materia_id: number }>(
      sql`select q.id, q.ano_id, q.numero_questao, min(qm.materia_id)::int as materia_id
          from questao q join questao_materia qm on qm.questao_id = q.id
          where q.plataforma_id = 1 and not q.questao_somatoria
            and q.id not in (select questao_id from questao_usuario where usuario_id = ${usuarioAdmin.id})
          group by q.id order by q.id desc limit 1`,
    );
    const [outroAno] = await sqlRows<{ id: number }>(
      sql`select id from ano where id <> ${q!.ano_id} limit 1`,
    );
    const [alt] = await sqlRows<{ id: number }>(
      sql`select id from alternativa where questao_id = ${q!.id} order by ordem limit 1`,
    );
    const filtro = (ano: number) => `listaMateriaQuestao=${q!.materia_id}&listaAno=${ano}`;
    const estado = () =>
      sqlRows<{ plataforma_id: number; ano_id: number; numero_questao: number }>(
        sql`select plataforma_id, ano_id, numero_questao from questao_usuario
            where usuario_id = ${usuarioAdmin.id} and questao_id = ${q!.id}`,
      );

    expect((await responder(admin, { idQuestao: q!.id, idAlternativa: alt!.id })).statusCode).toBe(200);
    try {
      expect(await estado()).toEqual([
        { plataforma_id: 1, ano_id: q!.ano_id, numero_questao: q!.numero_questao },
      ]);
      expect((await total(`${filtro(q!.ano_id)}&questoesJaRespondidas=true`)).ids).toContain(q!.id);
      expect((await total(`${filtro(q!.ano_id)}&questoesNaoRespondidas=true`)).ids).not.toContain(q!.id);
      const naoRespondidasNoNovo = await total(`${filtro(outroAno!.id)}&questoesNaoRespondidas=true`);

      // The back office moves the question: the state follows (ON UPDATE CASCADE), and so do the modes.
      await sqlRows(
        sql`update questao set ano_id = ${outroAno!.id}, numero_questao = 9998 where id = ${q!.id}`,
      );
      expect(await estado()).toEqual([{ plataforma_id: 1, ano_id: outroAno!.id, numero_questao: 9998 }]);
      expect((await total(`${filtro(outroAno!.id)}&questoesJaRespondidas=true`)).ids).toContain(q!.id);
      expect((await total(`${filtro(q!.ano_id)}&questoesJaRespondidas=true`)).ids).not.toContain(q!.id);
      expect((await total(`${filtro(outroAno!.id)}&questoesNaoRespondidas=true`)).total).toBe(
        naoRespondidasNoNovo.total,
      );

      // A state whose keys differ from its question's is refused by the database.
      await expect(
        sqlRows(sql`update questao_usuario set ano_id = ${q!.ano_id}
                    where usuario_id = ${usuarioAdmin.id} and questao_id = ${q!.id}`),
      ).rejects.toThrow();
    } finally {
      await sqlRows(
        sql`update questao set ano_id = ${q!.ano_id}, numero_questao = ${q!.numero_questao} where id = ${q!.id}`,
      );
      await sqlRows(
        sql`delete from resposta_questao where usuario_id = ${usuarioAdmin.id} and questao_id = ${q!.id}`,
      );
      await sqlRows(
        sql`delete from questao_usuario where usuario_id = ${usuarioAdmin.id} and questao_id = ${q!.id}`,
      );
    }
  });

  it('let the back office change a question’s keys while students answer it (no deadlock)', async () => {
    // One connection (PGlite) cannot deadlock; on PostgreSQL, answers lock the question FOR KEY SHARE
    // before their state rows, so a key change (FOR UPDATE, then the cascade) and answers take turns.
    if (t.database.kind !== 'postgres') return;
    const [q] = await sqlRows<{ id: number; ano_id: number; alternativa: number }>(
      sql`select q.id, q.ano_id, min(al.id)::int as alternativa from questao q join alternativa al on al.questao_id = q.id
          where q.plataforma_id = 1 and not q.questao_somatoria and not q.estagiario group by q.id order by q.id desc limit 1`,
    );
    const [outro] = await sqlRows<{ id: number }>(sql`select id from ano where id <> ${q!.ano_id} limit 1`);
    const usuarios = (
      await sqlRows<{ id: number }>(
        sql`select id from usuario where tenant_id = 'aprovei' order by id limit 4`,
      )
    ).map((u) => u.id);
    const [antes] = await sqlRows<{ max: number | null; com_estado: number[] }>(
      sql`select (select max(id)::int from resposta_questao) as max,
                 array(select usuario_id from questao_usuario where questao_id = ${q!.id}) as com_estado`,
    );
    try {
      // Straight to the answer statement (the HTTP route's rate limit would stop the test first).
      for (let rodada = 0; rodada < 60; rodada++) {
        const ano = rodada % 2 ? q!.ano_id : outro!.id;
        const [mudanca, ...respostas] = await Promise.allSettled([
          sqlRows(sql`update questao set ano_id = ${ano} where id = ${q!.id}`),
          ...Array.from({ length: 8 }, (_, i) =>
            registrarResposta(t.database.db, RESPOSTA_QUESTAO, {
              usuarioId: usuarios[i % usuarios.length]!,
              itemId: q!.id,
              correta: false,
              valores: { alternativa_id: q!.alternativa, valor_somatoria: null },
            }),
          ),
        ]);
        expect(mudanca).toMatchObject({ status: 'fulfilled' });
        for (const r of respostas) expect(r).toMatchObject({ status: 'fulfilled' });
      }
      const chaves = await sqlRows<{ ano_id: number }>(
        sql`select distinct ano_id from questao_usuario where questao_id = ${q!.id}`,
      );
      const [atual] = await sqlRows<{ ano_id: number }>(sql`select ano_id from questao where id = ${q!.id}`);
      expect(chaves).toEqual([{ ano_id: atual!.ano_id }]);
    } finally {
      await sqlRows(sql`update questao set ano_id = ${q!.ano_id} where id = ${q!.id}`);
      await sqlRows(
        sql`delete from resposta_questao where questao_id = ${q!.id} and id > ${antes!.max ?? 0}`,
      );
      for (const u of usuarios.filter((id) => !antes!.com_estado.includes(id)))
        await sqlRows(sql`delete from questao_usuario where questao_id = ${q!.id} and usuario_id = ${u}`);
    }
  });

  it('answer the total past the last page, from the links and from the question table alike', async () => {
    const [q] = await sqlRows<{ materia_id: number; instituicao_id: number }>(
      sql`select qm.materia_id, q.instituicao_id from questao q join questao_materia qm on qm.questao_id = q.id
          where q.plataforma_id = 1 order by q.id limit 1`,
    );
    for (const filtro of [
      `listaMateriaQuestao=${q!.materia_id}&todasQuestoes=true`,
      `listaMateriaQuestao=${q!.materia_id}&listaInstituicao=${q!.instituicao_id}&todasQuestoes=true`,
    ]) {
      const primeira = (await listar(admin, `idPlataforma=1&size=10&${filtro}`)).json();
      expect(primeira.totalElements).toBeGreaterThan(0);
      const alem = await listar(admin, `idPlataforma=1&size=10&page=${primeira.totalPages + 2}&${filtro}`);
      expect(alem.statusCode).toBe(200);
      expect(alem.json().content).toEqual([]);
      expect(alem.json().totalElements).toBe(primeira.totalElements);
    }
  });
});

describe('adding questions (the back office)', () => {
  /** A subject of the platform with two of its contents, and a subject of another platform. */
  async function catalogo() {
    const [p1] = await rows<{ materia: number; conteudos: number[]; ano: number; instituicao: number }>(
      t.database.db,
      sql`select m.id as materia, array_agg(ct.id order by ct.id) as conteudos,
                 (select min(id) from ano) as ano, (select min(id) from instituicao) as instituicao
            from materia m join curso c on c.id = m.curso_id join conteudo ct on ct.materia_id = m.id
           where c.plataforma_id = 1 group by m.id order by m.id limit 1`,
    );
    const [p3] = await rows<{ id: number }>(
      t.database.db,
      sql`select m.id from materia m join curso c on c.id = m.curso_id where c.plataforma_id = 3 limit 1`,
    );
    return { ...p1!, outraPlataforma: p3!.id };
  }
  const contar = async () =>
    (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from questao`))[0]!.n;

  it('numbers it after the platform, sanitises the statement, and students find and answer it', async () => {
    const c = await catalogo();
    const [{ maior }] = (await rows<{ maior: number }>(
      t.database.db,
      sql`select max(numero_questao)::int as maior from questao where plataforma_id = 1`,
    )) as [{ maior: number }];
    const [id] = await questoesService(t.database.db).cadastrar([
      {
        plataformaId: 1,
        anoId: c.ano,
        instituicaoId: c.instituicao,
        materias: [c.materia],
        conteudos: [c.conteudos[0]!],
        enunciado: '<p onclick="x()">Questão do back office<script>alert(1)</script></p>',
        alternativas: ['Certa', 'Errada'],
        corretas: [0],
        explicacao: 'Porque sim.',
      },
    ]);
    const q = (await listar(aluno, `idPlataforma=1&todasQuestoes=true&id=${id}`)).json()
      .content[0] as TQuestao;
    expect(q).toMatchObject({
      id,
      numeroQuestao: maior + 1,
      enunciado: '<p>Questão do back office</p>',
      listaMaterias: [expect.objectContaining({ id: c.materia })],
    });
    const certa = q.listaAlternativas.find((a) => a.ordem === 1)!;
    const res = await responder(aluno, { idQuestao: id, idAlternativa: certa.id });
    expect(res.json()).toMatchObject({ certoErrado: true });
  });

  it('refuses a question the form could not have made, naming the fields, and writes nothing', async () => {
    const c = await catalogo();
    const antes = await contar();
    const erro = await questoesService(t.database.db)
      .cadastrar([
        {
          plataformaId: 1,
          anoId: c.ano,
          instituicaoId: c.instituicao,
          materias: [c.materia],
          conteudos: [c.conteudos[0]!],
          enunciado: '<p>Ok</p>',
          alternativas: ['A', 'B', 'C'],
          corretas: [0],
          explicacao: 'Ok.',
        },
        {
          plataformaId: 1,
          anoId: c.ano,
          instituicaoId: c.instituicao,
          materias: [c.outraPlataforma],
          conteudos: [],
          enunciado: '<p>Outra plataforma</p>',
          alternativas: ['A', 'B'],
          corretas: [0],
          explicacao: 'Ok.',
        },
      ])
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({
      status: 400,
      errors: [{ campo: '1.materias', mensagem: 'Matéria inexistente nesta plataforma.' }],
    });
    const nova = {
      plataformaId: 1,
      anoId: c.ano,
      instituicaoId: c.instituicao,
      materias: [c.materia],
      enunciado: '<p>Ok</p>',
      alternativas: ['A', 'B'],
      corretas: [0],
      explicacao: 'Ok.',
    };
    const recusa = (q: Partial<typeof nova>) =>
      questoesService(t.database.db)
        .cadastrar([{ ...nova, ...q }])
        .catch((e: unknown) => e);
    expect(await recusa({ enunciado: ' ' })).toMatchObject({
      status: 400,
      errors: [{ campo: '0.enunciado', mensagem: 'Informe o enunciado.' }],
    });
    expect(await recusa({ corretas: [0, 1] })).toMatchObject({
      status: 400,
      errors: [{ campo: '0.corretas', mensagem: 'Marque uma única alternativa correta.' }],
    });
    expect(await contar()).toBe(antes);
  });
});
