import type { TExercicio, TExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarExercicio,
  entrar,
  materiasDaPlataforma,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { type Headers, rotasDeItem, TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';
import { exerciciosService } from './exercicios.service.ts';

let t: TestApp, aluno: Headers, estagiario: Headers, admin: Headers, alunoMed: Headers;
let usuarioAdmin: UsuarioDeTeste;
const { listar, responder } = rotasDeItem(
  () => t.app,
  'listar-verdadeiro-falso',
  'verifica-resposta-verdadeiro-falso',
);
/** Items of each platform: platform 1's over two subjects and two years, the trainees' selection on platform 2. */
const NA_PLATAFORMA_1 = 6;
const NA_PLATAFORMA_3 = 2;
const DO_ESTAGIARIO = 3;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [materiaA, materiaB] = await materiasDaPlataforma(db, 1);
  const naPlataforma1 = [];
  for (let i = 0; i < NA_PLATAFORMA_1; i++) {
    const materia = i < NA_PLATAFORMA_1 / 2 ? materiaA! : materiaB!;
    naPlataforma1.push(
      await criarExercicio(db, {
        plataformaId: 1,
        ano: i % 2 ? 2023 : 2024,
        materias: [materia.id],
        // The trainees' selection on platform 1: the last one.
        estagiario: i === NA_PLATAFORMA_1 - 1,
      }),
    );
  }
  const [materia2] = await materiasDaPlataforma(db, 2);
  for (let i = 0; i <= DO_ESTAGIARIO; i++) {
    await criarExercicio(db, { plataformaId: 2, materias: [materia2!.id], estagiario: i < DO_ESTAGIARIO });
  }
  const [materia3] = await materiasDaPlataforma(db, 3);
  for (let i = 0; i < NA_PLATAFORMA_3; i++) {
    await criarExercicio(db, { plataformaId: 3, materias: [materia3!.id] });
  }
  aluno = await entrar(criarAluno(t, { plano: 1 }));
  estagiario = await entrar(criarAluno(t, { estagiario: true }));
  usuarioAdmin = await criarAdmin(t);
  admin = await entrar(usuarioAdmin);
  alunoMed = await entrar(criarAluno(t, { tenant: 'aprovei-med', plano: 6 }));
  // The student has answered two of them.
  for (const x of naPlataforma1.slice(0, 2)) {
    expect(
      (await responder(aluno, { idAlternativa: x.id, respostaMarcadaVerdadeiroFalso: true })).statusCode,
    ).toBe(200);
  }
});

describe('GET /api/questoes/listar-verdadeiro-falso', () => {
  it('answers a page of true/false items with their question context', async () => {
    const res = await listar(aluno, 'idPlataforma=1&todasQuestoes=true');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(NA_PLATAFORMA_1);
    const x: TExercicio = page.content[0];
    expect(x).toMatchObject({
      id: expect.any(Number),
      enunciado: expect.any(String),
      questao: {
        id: x.id,
        numeroQuestao: 1,
        ano: { ano: expect.any(Number) },
        instituicao: { nome: expect.any(String) },
      },
    });
    expect(x.questao.listaMaterias.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/"certo"|explicacao/);
  });

  it('honours the modes and the subject filter', async () => {
    const all = (await listar(aluno, 'idPlataforma=1&todasQuestoes=true&size=50')).json();
    const respondidas = (await listar(aluno, 'idPlataforma=1&questoesJaRespondidas=true')).json()
      .totalElements;
    const pendentes = (await listar(aluno, 'idPlataforma=1&questoesNaoRespondidas=true')).json()
      .totalElements;
    expect(respondidas).toBe(2);
    expect(respondidas + pendentes).toBe(all.totalElements);
    const materia = all.content[0].questao.listaMaterias[0].id;
    const filtrado = (
      await listar(aluno, `idPlataforma=1&todasQuestoes=true&listaMateriaQuestao=${materia}`)
    ).json();
    expect(filtrado.totalElements).toBeLessThan(all.totalElements);
    expect(
      filtrado.content.every((x: TExercicio) => x.questao.listaMaterias.some((m) => m.id === materia)),
    ).toBe(true);
  });

  it('validates, needs sign-in and keeps products apart', async () => {
    expect(
      (await listar(aluno, 'idPlataforma=1&todasQuestoes=true&questoesIncorretas=true')).statusCode,
    ).toBe(400);
    expect((await listar(TENANT, 'idPlataforma=1')).statusCode).toBe(401);
    expect((await listar(aluno, 'idPlataforma=3')).statusCode).toBe(404);
    expect((await listar(alunoMed, 'idPlataforma=3&todasQuestoes=true')).json().totalElements).toBe(
      NA_PLATAFORMA_3,
    );
  });
});

describe('trainee limits on fixation exercises', () => {
  it('shows the pre-selected items only, then 401 with the spec message when none is left', async () => {
    const visiveis = (await listar(estagiario, 'idPlataforma=2&todasQuestoes=true&size=50')).json();
    expect(visiveis.totalElements).toBe(DO_ESTAGIARIO);
    for (const x of visiveis.content as TExercicio[]) {
      expect(
        (await responder(estagiario, { idAlternativa: x.id, respostaMarcadaVerdadeiroFalso: true }))
          .statusCode,
      ).toBe(200);
    }
    const res = await listar(estagiario, 'idPlataforma=2&questoesNaoRespondidas=true');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      codigo: 'SEM_ACESSO',
      mensagem: 'Você não tem mais exercícios de fixação disponíveis.',
    });
  });

  it('refuses an answer outside the selection', async () => {
    const visiveis = new Set(
      (await listar(estagiario, 'idPlataforma=1&todasQuestoes=true&size=50'))
        .json()
        .content.map((x: TExercicio) => x.id),
    );
    const outro = (await listar(admin, 'idPlataforma=1&todasQuestoes=true&size=50'))
      .json()
      .content.find((x: TExercicio) => !visiveis.has(x.id));
    expect(outro).toBeDefined();
    const res = await responder(estagiario, {
      idAlternativa: outro.id,
      respostaMarcadaVerdadeiroFalso: false,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/questoes/verifica-resposta-verdadeiro-falso and statistics', () => {
  it('scores Certo/Errado, explains, and counts it in the statistics', async () => {
    const [x] = (await listar(admin, 'idPlataforma=1&questoesNaoRespondidas=true&size=1')).json()
      .content as TExercicio[];
    const before = (
      await t.app.inject({
        method: 'POST',
        url: `/api/estatisticas/percentual-alternativa-exercicios/${x!.id}`,
        headers: admin,
      })
    ).json();
    const certo = (
      await responder(admin, { idAlternativa: x!.id, respostaMarcadaVerdadeiroFalso: true })
    ).json();
    const errado = (
      await responder(admin, { idAlternativa: x!.id, respostaMarcadaVerdadeiroFalso: false })
    ).json();
    expect(certo.certoErrado).toBe(!errado.certoErrado);
    expect(certo.feedback.length).toBeGreaterThan(10);
    const after = (
      await t.app.inject({
        method: 'POST',
        url: `/api/estatisticas/percentual-alternativa-exercicios/${x!.id}`,
        headers: admin,
      })
    ).json();
    expect(after.totalRespostas).toBe(before.totalRespostas + 2);
    expect(after.alternativas).toEqual([
      {
        ordem: 1,
        descricao: 'Certo',
        total: before.alternativas[0].total + 1,
        percentual: expect.any(Number),
      },
      {
        ordem: 2,
        descricao: 'Errado',
        total: before.alternativas[1].total + 1,
        percentual: expect.any(Number),
      },
    ]);
    // The latest answer is what "answered" shows.
    const agora = (await listar(admin, `idPlataforma=1&questoesJaRespondidas=true&id=${x!.id}`)).json()
      .content[0];
    expect(agora.respostaMarcadaVerdadeiroFalso).toBe(false);
  });

  it('refuses a missing choice with the spec message and unknown items', async () => {
    const res = await responder(admin, { idAlternativa: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      campo: 'respostaMarcadaVerdadeiroFalso',
      mensagem: 'Você precisa selecionar uma alternativa!',
    });
    expect(
      (await responder(admin, { idAlternativa: 99_999_999, respostaMarcadaVerdadeiroFalso: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await responder(TENANT, { idAlternativa: 1, respostaMarcadaVerdadeiroFalso: true })).statusCode,
    ).toBe(401);
  });
});

describe('search keys on the tag links (migration 0006)', () => {
  it('follow an exercise’s new year, and fill a new link from its exercise', async () => {
    const sqlRows = <T>(query: SQL) => rows<T>(t.database.db, query);
    const total = async (query: string) => {
      const res = await listar(admin, `idPlataforma=1&todasQuestoes=true&size=50&${query}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      return {
        total: page.totalElements as number,
        ids: page.content.map((x: TExercicio) => x.id) as number[],
      };
    };
    const [x] = await sqlRows<{ id: number; ano_id: number; materia_id: number }>(
      sql`select x.id, x.ano_id, min(l.materia_id)::int as materia_id
          from exercicio x join exercicio_materia l on l.exercicio_id = x.id
          where x.plataforma_id = 1 group by x.id order by x.id limit 1`,
    );
    const [outro] = await sqlRows<{ ano_id: number; materia_id: number }>(
      sql`select (select id from ano where id <> ${x!.ano_id} order by id limit 1) as ano_id,
                 (select m.id from materia m join curso c on c.id = m.curso_id where c.plataforma_id = 1
                    and m.id not in (select materia_id from exercicio_materia where exercicio_id = ${x!.id})
                  order by m.id limit 1) as materia_id`,
    );
    const antes = await total(`listaMateriaQuestao=${x!.materia_id}&listaAno=${outro!.ano_id}`);
    expect(antes.ids).not.toContain(x!.id);
    const respondidas = (ano: number) =>
      listar(
        admin,
        `idPlataforma=1&questoesJaRespondidas=true&size=50&listaMateriaQuestao=${x!.materia_id}&listaAno=${ano}`,
      ).then((r) => r.json().content.map((e: TExercicio) => e.id) as number[]);
    const jaRespondido = (await respondidas(x!.ano_id)).includes(x!.id);
    try {
      // Answered, then moved: the answered state follows its exercise (migration 0007's cascade).
      expect(
        (await responder(admin, { idAlternativa: x!.id, respostaMarcadaVerdadeiroFalso: true })).statusCode,
      ).toBe(200);
      await sqlRows(sql`update exercicio set ano_id = ${outro!.ano_id} where id = ${x!.id}`);
      const depois = await total(`listaMateriaQuestao=${x!.materia_id}&listaAno=${outro!.ano_id}`);
      expect(depois.total).toBe(antes.total + 1);
      expect(depois.ids).toContain(x!.id);
      expect(await respondidas(outro!.ano_id)).toContain(x!.id);
      expect(await respondidas(x!.ano_id)).not.toContain(x!.id);
      await sqlRows(
        sql`insert into exercicio_materia (materia_id, exercicio_id) values (${outro!.materia_id}, ${x!.id})`,
      );
      expect(
        (await total(`listaMateriaQuestao=${outro!.materia_id}&listaAno=${outro!.ano_id}`)).ids,
      ).toContain(x!.id);
    } finally {
      await sqlRows(
        sql`delete from exercicio_materia where exercicio_id = ${x!.id} and materia_id = ${outro!.materia_id}`,
      );
      await sqlRows(sql`update exercicio set ano_id = ${x!.ano_id} where id = ${x!.id}`);
      if (!jaRespondido) {
        await sqlRows(
          sql`delete from resposta_exercicio where usuario_id = ${usuarioAdmin.id} and exercicio_id = ${x!.id}`,
        );
        await sqlRows(
          sql`delete from exercicio_usuario where usuario_id = ${usuarioAdmin.id} and exercicio_id = ${x!.id}`,
        );
      }
    }
    expect((await total(`listaMateriaQuestao=${x!.materia_id}&listaAno=${outro!.ano_id}`)).total).toBe(
      antes.total,
    );
  });
});

describe('adding exercises (the back office)', () => {
  async function catalogo() {
    const [c] = await rows<{
      materia: number;
      conteudo: number;
      outro: number;
      ano: number;
      instituicao: number;
    }>(
      t.database.db,
      sql`select m.id as materia, min(ct.id)::int as conteudo,
                 (select min(id) from conteudo where materia_id <> m.id) as outro,
                 (select min(id) from ano) as ano, (select min(id) from instituicao) as instituicao
            from materia m join curso c on c.id = m.curso_id join conteudo ct on ct.materia_id = m.id
           where c.plataforma_id = 1 group by m.id order by m.id limit 1`,
    );
    return c!;
  }

  it('numbers it after the platform, sanitises the context, and students find and answer it', async () => {
    const c = await catalogo();
    const [id] = await exerciciosService(t.database.db).cadastrar([
      {
        plataformaId: 1,
        anoId: c.ano,
        instituicaoId: c.instituicao,
        materias: [c.materia],
        conteudos: [c.conteudo],
        contexto: '<p>Contexto<script>x()</script></p>',
        afirmativa: 'A afirmativa do back office está certa.',
        certo: true,
        explicacao: 'Está certa.',
      },
    ]);
    const [linha] = await rows<{ numero_questao: number; maior: number; contexto: string }>(
      t.database.db,
      sql`select numero_questao, contexto, (select max(numero_questao) from exercicio where plataforma_id = 1 and id <> ${id!}) as maior
            from exercicio where id = ${id!}`,
    );
    expect(linha).toMatchObject({ numero_questao: linha!.maior + 1, contexto: '<p>Contexto</p>' });
    const page = (await listar(aluno, `idPlataforma=1&todasQuestoes=true&id=${id}`)).json();
    expect(page.content).toEqual([expect.objectContaining({ id })]);
    const certo = await responder(aluno, { idAlternativa: id, respostaMarcadaVerdadeiroFalso: true });
    expect(certo.json()).toMatchObject({ certoErrado: true });
  });

  it('refuses a content outside its subjects and a missing answer, naming the fields', async () => {
    const c = await catalogo();
    const erro = await exerciciosService(t.database.db)
      .cadastrar([
        {
          plataformaId: 1,
          anoId: c.ano,
          instituicaoId: c.instituicao,
          materias: [c.materia],
          conteudos: [c.outro],
          afirmativa: 'Conteúdo de outra matéria.',
          certo: false,
          explicacao: 'Ok.',
        },
      ])
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({
      status: 400,
      errors: [{ campo: '0.conteudos', mensagem: 'Conteúdo fora das matérias informadas.' }],
    });
    // What a form without the Certo/Errado choice would send.
    const semCerto = {
      plataformaId: 1,
      anoId: c.ano,
      instituicaoId: c.instituicao,
      materias: [c.materia],
      afirmativa: 'x',
      explicacao: 'x',
    } as unknown as TExercicioNovo;
    const semResposta = await exerciciosService(t.database.db)
      .cadastrar([semCerto])
      .catch((e: unknown) => e);
    expect(semResposta).toMatchObject({
      status: 400,
      errors: [{ campo: '0.certo', mensagem: 'Informe se a afirmativa está certa ou errada.' }],
    });
  });
});
