import { MENSAGENS_CATALOGO_ADMIN as M } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarCalculadora,
  criarEditor,
  criarExercicio,
  criarQuestao,
  entrar,
  responderQuestao,
} from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let cursoId: number;

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = editor) =>
  t.app.inject({ method, url: `/api/admin/catalogo${url}`, headers, ...(payload ? { payload } : {}) });

async function criar(tipo: string, nome: string, paiId?: number) {
  const res = await pedir('POST', `/${tipo}`, { nome, ...(paiId ? { paiId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The dashboards' counters of a student per subject (or content), non-zero ones. */
async function contadores(usuarioId: number, tabela: 'materia' | 'conteudo') {
  return rows<{ tag: number; acertos: number; erros: number }>(
    t.database.db,
    sql`select ${sql.raw(`${tabela}_id`)} as tag, acertos, erros from ${sql.raw(`estatistica_${tabela}_usuario`)}
        where usuario_id = ${usuarioId} and (acertos <> 0 or erros <> 0) order by 1`,
  );
}

/** The same, recomputed from the states and the links: what the counters must equal. */
async function recontados(usuarioId: number, tabela: 'materia' | 'conteudo') {
  return rows<{ tag: number; acertos: number; erros: number }>(
    t.database.db,
    sql`select l.${sql.raw(`${tabela}_id`)} as tag, (count(*) filter (where e.ultima_correta))::int as acertos,
               (count(*) filter (where not e.ultima_correta))::int as erros
        from questao_usuario e join ${sql.raw(`questao_${tabela}`)} l on l.questao_id = e.questao_id
        where e.usuario_id = ${usuarioId} group by 1 order by 1`,
  );
}

async function auditoria(entidade: string, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/auditoria?entidade=${entidade}&entidadeId=${id}`,
    headers: admin,
  });
  return res.json().linhas as { acao: string; antes: unknown; depois: unknown }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  editor = await entrar(criarEditor(t));
  admin = await entrar(criarAdmin(t));
  cursoId = await criar('curso', 'Curso do Catálogo', 1);
});

describe('back office: the catalogue', () => {
  it('creates the tree, lists it by parent and renames, refusing duplicates and bad input in Portuguese', async () => {
    const materia = await criar('materia', 'Farmacologia', cursoId);
    const conteudo = await criar('conteudo', 'Anestésicos locais', materia);
    await criar('subconteudo', 'Lidocaína', conteudo);

    const lista = await pedir('GET', `/materia?paiId=${cursoId}`);
    expect(lista.json()).toEqual({
      total: 1,
      linhas: [{ id: materia, nome: 'Farmacologia', paiId: cursoId, paiNome: 'Curso do Catálogo' }],
    });
    const arvore = await pedir('GET', `/arvore?cursoId=${cursoId}`);
    expect(arvore.json()).toEqual([
      {
        id: materia,
        nome: 'Farmacologia',
        conteudos: [
          {
            id: conteudo,
            nome: 'Anestésicos locais',
            subConteudos: [expect.objectContaining({ nome: 'Lidocaína' })],
          },
        ],
      },
    ]);

    // The same name in any case or accent, under the same course.
    const mesmo = await pedir('POST', '/materia', { nome: ' FARMACOLÓGIA ', paiId: cursoId });
    expect(mesmo.statusCode).toBe(409);
    expect(mesmo.json().mensagem).toBe(M.nomeEmUso);

    const semPai = await pedir('POST', '/conteudo', { nome: 'Solto' });
    expect(semPai.statusCode).toBe(400);
    expect(semPai.json().errors).toEqual([{ campo: 'paiId', mensagem: M.paiObrigatorio }]);
    const paiDeOutro = await pedir('POST', '/conteudo', { nome: 'Solto', paiId: 2_000_000_000 });
    expect(paiDeOutro.json().errors).toEqual([{ campo: 'paiId', mensagem: M.paiNaoEncontrado }]);
    const tipo = await pedir('GET', '/disciplina');
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errors[0].mensagem).toBe(M.tipo);
    const vazio = await pedir('POST', '/banca', { nome: '  ' });
    expect(vazio.json().errors).toEqual([{ campo: 'nome', mensagem: 'Informe o nome.' }]);
    const ano = await pedir('POST', '/ano', { nome: '20x5' });
    expect(ano.json().errors).toEqual([{ campo: 'nome', mensagem: M.ano }]);
    expect((await pedir('POST', '/ano', { nome: '2031' })).statusCode).toBe(201);

    const renomear = await pedir('PUT', `/conteudo/${conteudo}`, {
      nome: 'Anestésicos locais e vasoconstritores',
    });
    expect(renomear.statusCode, renomear.body).toBe(204);
    expect(await auditoria('conteudo', conteudo)).toEqual([
      expect.objectContaining({
        acao: 'renomear',
        antes: { nome: 'Anestésicos locais' },
        depois: { nome: 'Anestésicos locais e vasoconstritores' },
      }),
      expect.objectContaining({ acao: 'criar' }),
    ]);
  });

  it('merges two duplicate subjects and contents without losing questions, exercises, checklists or counters', async () => {
    const db = t.database.db;
    const a = await criar('materia', 'Saúde Coletiva', cursoId);
    const b = await criar('materia', 'Saude coletiva (repetida)', cursoId);
    const ca = await criar('conteudo', 'Epidemiologia', a);
    const cb = await criar('conteudo', 'Epidemiologia (repetido)', b);
    const cb2 = await criar('conteudo', 'Vigilância', b);

    const soA = await criarQuestao(db, { plataformaId: 1, materias: [a], conteudos: [ca] });
    const soB = await criarQuestao(db, { plataformaId: 1, materias: [b], conteudos: [cb] });
    const ambas = await criarQuestao(db, { plataformaId: 1, materias: [a, b], conteudos: [ca, cb] });
    const exercicio = await criarExercicio(db, { plataformaId: 1, materias: [b], conteudos: [cb] });

    const aluno = await criarAluno(t, { plano: 1 });
    const h = (await aluno.login()).headers;
    await responderQuestao(t, h, soA, true);
    await responderQuestao(t, h, soB, false);
    await responderQuestao(t, h, ambas, true);
    // Checklist entries on both contents: the flags of either are kept.
    const [checklist] = await db
      .insert(s.checklist)
      .values({ usuarioId: aluno.id })
      .returning({ id: s.checklist.id });
    await db.insert(s.checklistConteudo).values([
      { checklistId: checklist!.id, conteudoId: ca, estudoTeorico: true, observacoes: 'Revisar surtos' },
      { checklistId: checklist!.id, conteudoId: cb, revisao: true, observacoes: 'Ler o boletim' },
    ]);
    expect(await contadores(aluno.id, 'materia')).toEqual(
      expect.arrayContaining([
        { tag: a, acertos: 2, erros: 0 },
        { tag: b, acertos: 1, erros: 1 },
      ]),
    );

    const res = await pedir('POST', '/materia/mesclar', { manterId: a, removerId: b });
    expect(res.statusCode, res.body).toBe(204);
    const conteudosDeA = await pedir('GET', `/conteudo?paiId=${a}`);
    expect(
      conteudosDeA
        .json()
        .linhas.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([ca, cb, cb2].sort());
    expect(await db.select().from(s.materia).where(eq(s.materia.id, b))).toEqual([]);
    const links = await db.select().from(s.questaoMateria).where(eq(s.questaoMateria.materiaId, a));
    expect(links.map((l) => l.questaoId).sort()).toEqual([soA.id, soB.id, ambas.id].sort());
    const [ex] = await db
      .select()
      .from(s.exercicioMateria)
      .where(eq(s.exercicioMateria.exercicioId, exercicio.id));
    expect(ex?.materiaId).toBe(a);
    // Each question counts once in the subject kept.
    expect(await contadores(aluno.id, 'materia')).toEqual(await recontados(aluno.id, 'materia'));
    expect(await contadores(aluno.id, 'materia')).toEqual(
      expect.arrayContaining([{ tag: a, acertos: 2, erros: 1 }]),
    );
    const [registro] = await auditoria('materia', a);
    expect(registro).toMatchObject({
      acao: 'mesclar',
      antes: { manter: { id: a, nome: 'Saúde Coletiva' }, remover: { id: b } },
    });

    const conteudo = await pedir('POST', '/conteudo/mesclar', { manterId: ca, removerId: cb });
    expect(conteudo.statusCode, conteudo.body).toBe(204);
    expect(await contadores(aluno.id, 'conteudo')).toEqual(await recontados(aluno.id, 'conteudo'));
    expect(await contadores(aluno.id, 'conteudo')).toEqual(
      expect.arrayContaining([{ tag: ca, acertos: 2, erros: 1 }]),
    );
    const entradas = await db
      .select()
      .from(s.checklistConteudo)
      .where(eq(s.checklistConteudo.checklistId, checklist!.id));
    expect(entradas).toEqual([
      expect.objectContaining({
        conteudoId: ca,
        estudoTeorico: true,
        revisao: true,
        observacoes: 'Revisar surtos\nLer o boletim',
      }),
    ]);
    const [exc] = await db
      .select()
      .from(s.exercicioConteudo)
      .where(eq(s.exercicioConteudo.exercicioId, exercicio.id));
    expect(exc?.conteudoId).toBe(ca);
  });

  it('merges institutions (questions and calculators move) and refuses merges that make no sense', async () => {
    const db = t.database.db;
    const manter = await criar('instituicao', 'Hospital das Clínicas de Teste');
    const remover = await criar('instituicao', 'HC de Teste');
    const q = await criarQuestao(db, { plataformaId: 1, instituicao: 'HC de Teste' });
    const calc = await criarCalculadora(db, { instituicao: 'HC de Teste' });
    const res = await pedir('POST', '/instituicao/mesclar', { manterId: manter, removerId: remover });
    expect(res.statusCode, res.body).toBe(204);
    const [questao] = await db.select().from(s.questao).where(eq(s.questao.id, q.id));
    expect(questao?.instituicaoId).toBe(manter);
    const [c] = await db.select().from(s.calculadoraCurriculo).where(eq(s.calculadoraCurriculo.id, calc.id));
    expect(c?.instituicaoId).toBe(manter);

    const mesmo = await pedir('POST', '/banca/mesclar', { manterId: 5, removerId: 5 });
    expect(mesmo.json().errors).toEqual([{ campo: 'removerId', mensagem: M.mesmoItem }]);
    const anos = await pedir('POST', '/ano/mesclar', { manterId: 1, removerId: 2 });
    expect(anos.json().errors).toEqual([{ campo: 'removerId', mensagem: M.naoMescla }]);
    const outroCurso = await criar('curso', 'Outro Curso', 1);
    const m1 = await criar('materia', 'Bioética', cursoId);
    const m2 = await criar('materia', 'Bioética', outroCurso);
    const longe = await pedir('POST', '/materia/mesclar', { manterId: m1, removerId: m2 });
    expect(longe.statusCode).toBe(400);
    expect(longe.json().errors).toEqual([{ campo: 'removerId', mensagem: M.outroPai }]);
    const sumiu = await pedir('POST', '/banca/mesclar', { manterId: 2_000_000_000, removerId: 1 });
    expect(sumiu.statusCode).toBe(404);
  });
});
