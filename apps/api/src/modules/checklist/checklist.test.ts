import {
  MENSAGEM_CHECKLIST_DESATUALIZADA,
  MENSAGEM_CHECKLIST_NAO_CRIADA,
  MENSAGEM_CONTEUDO_FORA_DA_CHECKLIST,
  MENSAGEM_SEM_CHECKLIST,
  moverMateria,
} from '@aprovei/shared/checklist/checklist.rules';
import type { TChecklist } from '@aprovei/shared/checklist/checklist.schemas';
import { MENSAGEM_CARACTERE_NULO } from '@aprovei/shared/common.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarPlano, type Sessao } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

const SEM_ACESSO =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';

let t: TestApp;
let ana: Sessao, bruno: Sessao, semChecklist: Sessao, admin: Sessao;
/** Contents of the platform-1 catalogue created here, and one of platform 2. */
const ids = { anatomia: 0, clinica: 0, k: [] as number[], outraPlataforma: 0 };

const chamar = (who: Sessao, method: 'GET' | 'POST' | 'PUT', caminho: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/checklist/${caminho}`,
    headers: who.headers,
    payload: payload as object,
  });
const listar = (who: Sessao) => chamar(who, 'GET', 'listar-checklists');
const criar = (who: Sessao) => chamar(who, 'POST', 'criar-checklist');
const salvar = (who: Sessao, corpo: unknown) => chamar(who, 'PUT', 'atualizar-checklist', corpo);
const ok = async (p: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TChecklist;
};
const materiaDe = (c: TChecklist, id: number) =>
  c.checklists.find((m) => m.checklistMateriaVO.materia.id === id)!;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [c1] = await db.insert(s.curso).values({ nome: 'Curso Checklist', plataformaId: 1 }).returning();
  const [c2] = await db.insert(s.curso).values({ nome: 'Curso Concurso', plataformaId: 2 }).returning();
  const [anatomia] = await db.insert(s.materia).values({ nome: 'Anatomia CK', cursoId: c1!.id }).returning();
  const [clinica] = await db.insert(s.materia).values({ nome: 'Clínica CK', cursoId: c1!.id }).returning();
  const [direito] = await db.insert(s.materia).values({ nome: 'Direito CK', cursoId: c2!.id }).returning();
  ids.anatomia = anatomia!.id;
  ids.clinica = clinica!.id;
  for (const [nome, materiaId] of [
    ['Ossos CK', anatomia!.id],
    ['Músculos CK', anatomia!.id],
    ['Cardiologia CK', clinica!.id],
  ] as const) {
    const [k] = await db.insert(s.conteudo).values({ nome, materiaId }).returning();
    ids.k.push(k!.id);
  }
  const [fora] = await db
    .insert(s.conteudo)
    .values({ nome: 'Constitucional', materiaId: direito!.id })
    .returning();
  ids.outraPlataforma = fora!.id;

  const comChecklist = await criarPlano(db, { funcionalidades: ['Checklist de estudos'] });
  const semChecklistPlano = await criarPlano(db, { funcionalidades: ['Métricas de resultados'] });
  ana = await (await criarAluno(t, { plano: comChecklist.id })).login();
  bruno = await (await criarAluno(t, { plano: comChecklist.id })).login();
  semChecklist = await (await criarAluno(t, { plano: semChecklistPlano.id })).login();
  admin = await (await criarAdmin(t)).login();
});

describe('checklist', () => {
  it('is a 404 before the first access creates it from the catalogue, all flags unset', async () => {
    const antes = await listar(ana);
    expect(antes.statusCode).toBe(404);
    expect(antes.json().mensagem).toBe(MENSAGEM_CHECKLIST_NAO_CRIADA);

    const criada = await ok(criar(ana));
    expect(criada.versao).toBe(0);
    const anatomia = materiaDe(criada, ids.anatomia);
    expect(anatomia.checklistMateriaVO.materia.nome).toBe('Anatomia CK');
    expect(anatomia.listaConteudo.map((k) => k.conteudoMateriaVO.conteudo.nome)).toEqual([
      'Ossos CK',
      'Músculos CK',
    ]);
    expect(anatomia.listaConteudo[0]).toMatchObject({
      estudoTeorico: false,
      resolucaoQuestao: false,
      revisao: false,
      observacoes: '',
    });
    // Only the residency platform's catalogue.
    expect(criada.checklists.some((m) => m.checklistMateriaVO.materia.nome === 'Direito CK')).toBe(false);
    // Creating again changes nothing.
    expect(await ok(criar(ana))).toEqual(criada);
    expect(await ok(listar(ana))).toEqual(criada);
  });

  it('saves the whole list and answers the reloaded list at the next version', async () => {
    const atual = await ok(listar(ana));
    const anatomia = materiaDe(atual, ids.anatomia);
    anatomia.listaConteudo = moverMateria(anatomia.listaConteudo, 'ESTUDADO');
    anatomia.listaConteudo[1]!.observacoes = 'Revisar inserções';
    const salva = await ok(salvar(ana, atual));
    expect(salva.versao).toBe(atual.versao + 1);
    const depois = await ok(listar(ana));
    expect(depois).toEqual(salva);
    expect(materiaDe(depois, ids.anatomia).listaConteudo[1]).toMatchObject({
      estudoTeorico: true,
      resolucaoQuestao: true,
      revisao: true,
      observacoes: 'Revisar inserções',
    });
    expect(materiaDe(depois, ids.clinica).listaConteudo[0]!.estudoTeorico).toBe(false);
  });

  it('refuses a save over an older version with a 409, and of two concurrent saves exactly one wins', async () => {
    const lida = await ok(listar(ana));
    const aba = (revisao: boolean) => {
      const c = structuredClone(lida);
      materiaDe(c, ids.clinica).listaConteudo[0]!.revisao = revisao;
      return c;
    };
    const respostas = await Promise.all([
      salvar(ana, aba(true)),
      salvar(ana, aba(false)),
      salvar(ana, aba(true)),
    ]);
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, 409, 409]);
    for (const r of respostas.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ codigo: 'CONFLITO', mensagem: MENSAGEM_CHECKLIST_DESATUALIZADA });
    expect((await ok(listar(ana))).versao).toBe(lida.versao + 1);
    // The stale tab again: still refused.
    expect((await salvar(ana, lida)).statusCode).toBe(409);
  });

  it("never shows another student's checklist: each reads and writes only their own", async () => {
    const deBruno = await ok(criar(bruno));
    expect(deBruno.versao).toBe(0);
    for (const m of deBruno.checklists)
      for (const k of m.listaConteudo) expect(k.estudoTeorico || k.resolucaoQuestao || k.revisao).toBe(false);
    const anaAntes = await ok(listar(ana));
    // Bruno saves with Ana's version number and contents: only his own list changes.
    await ok(salvar(bruno, { ...anaAntes, versao: 0 }));
    expect(await ok(listar(ana))).toEqual(anaAntes);
  });

  it("answers the spec's 401 without 'Checklist de estudos' in the plan, and lets an admin in", async () => {
    for (const res of [
      await listar(semChecklist),
      await criar(semChecklist),
      await salvar(semChecklist, { versao: 0, checklists: [] }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(SEM_ACESSO);
    }
    expect(MENSAGEM_SEM_CHECKLIST).toBe(SEM_ACESSO);
    expect((await criar(admin)).statusCode).toBe(200);
    // The medical product has no residency platform, hence no checklist.
    const med = await (await criarAluno(t, { plataforma: 3 })).login();
    const noMed = await listar(med);
    expect(noMed.statusCode).toBe(404);
    expect(noMed.json().mensagem).toBe('A checklist não existe neste produto.');
    const anonimo = await t.app.inject({
      method: 'GET',
      url: '/api/checklist/listar-checklists',
      headers: { 'x-tenant': 'aprovei' },
    });
    expect(anonimo.statusCode).toBe(401);
  });

  it('refuses bad input with a Portuguese 400', async () => {
    const atual = await ok(listar(ana));
    const comConteudo = (id: number, extra: object = {}) => ({
      versao: atual.versao,
      checklists: [
        {
          listaConteudo: [
            {
              conteudoMateriaVO: { conteudo: { id } },
              estudoTeorico: true,
              resolucaoQuestao: false,
              revisao: false,
              observacoes: '',
              ...extra,
            },
          ],
        },
      ],
    });
    const casos: [unknown, string][] = [
      [comConteudo(ids.outraPlataforma), MENSAGEM_CONTEUDO_FORA_DA_CHECKLIST],
      [comConteudo(ids.k[0]!, { observacoes: 'a\u0000b' }), MENSAGEM_CARACTERE_NULO],
      [
        comConteudo(ids.k[0]!, { observacoes: 'x'.repeat(2001) }),
        'As observações têm no máximo 2000 caracteres.',
      ],
      [comConteudo(1e20), 'Conteúdo inválido.'],
      [comConteudo(ids.k[0]!, { revisao: 'sim' }), 'Informe revisao como verdadeiro ou falso.'],
      [{ versao: 'x', checklists: [] }, 'Versão da checklist inválida.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await salvar(ana, corpo);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(mensagem);
    }
    const repetido = comConteudo(ids.k[0]!);
    repetido.checklists[0]!.listaConteudo.push(repetido.checklists[0]!.listaConteudo[0]!);
    expect((await salvar(ana, repetido)).statusCode).toBe(400);
    expect((await ok(listar(ana))).versao).toBe(atual.versao);
  });
});
