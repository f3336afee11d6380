import {
  MENSAGEM_JA_ANULADA,
  MENSAGEM_NOME_PACOTE_USADO,
  MENSAGEM_SIMULADO_CONGELADO,
  MENSAGEM_SIMULADO_NAO_ENCONTRADO,
  MENSAGEM_SIMULADO_VAZIO,
  mensagemParteSemQuestoes,
} from '@aprovei/shared/simulados/simulados.rules';
import type {
  TQuestaoSimuladoAdmin,
  TSimuladoAdmin,
  TSimuladoAdminBody,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  criarQuestao,
  entrar,
  materiasDaPlataforma,
} from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_POR_MINUTO: '1000' });
  editor = await entrar(criarEditor(t, { nome: 'Elisa Editora' }));
  admin = await entrar(criarAdmin(t));
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const chamar = (headers: Record<string, string>, method: Metodo, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload }) });

let n = 0;
const corpo = (o: Partial<TSimuladoAdminBody> = {}): TSimuladoAdminBody => ({
  nome: `Simulado do back office ${++n}`,
  plataformaId: 1,
  tipo: 'ENARE',
  dataLiberacao: new Date(Date.now() - 60_000).toISOString(),
  duracaoMinutos: null,
  idPacote: null,
  gratuito: true,
  pesos: { SUS: 1, ESPECIFICO: 2, GERAL: 1 },
  ...o,
});

async function criarRascunho(o: Partial<TSimuladoAdminBody> = {}) {
  const res = await chamar(editor, 'POST', 'admin/simulados', corpo(o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
const detalhe = async (id: number): Promise<TSimuladoAdmin> =>
  (await chamar(editor, 'GET', `admin/simulados/${id}`)).json();
const adicionar = (id: number, payload: object) =>
  chamar(editor, 'POST', `admin/simulados/${id}/questoes`, payload);
const publicar = (id: number) => chamar(editor, 'POST', `admin/simulados/${id}/publicar`);

/** Bank questions of platform 1 (published), 4 alternatives with explanations, the first correct. */
async function questoesDoBanco(quantas: number, o: Partial<Parameters<typeof criarQuestao>[1]> = {}) {
  const ids: number[] = [];
  for (let i = 0; i < quantas; i++) {
    const q = await criarQuestao(t.database.db, { plataformaId: 1, ...o });
    await t.database.db.execute(
      sql`update alternativa set explicacao = '<p>Por que a ' || ordem || ' ' || case when correta then 'está certa' else 'está errada' end || '.</p>'
          where questao_id = ${q.id}`,
    );
    ids.push(q.id);
  }
  return ids;
}

/** A published ENARE mock of `porParte` bank questions in each part, built through the back office. */
async function simuladoPublicado(porParte = 1, o: Partial<TSimuladoAdminBody> = {}) {
  const id = await criarRascunho(o);
  for (const parte of ['SUS', 'ESPECIFICO', 'GERAL'] as const)
    expect((await adicionar(id, { parte, ids: await questoesDoBanco(porParte) })).statusCode).toBe(200);
  expect((await publicar(id)).statusCode).toBe(204);
  return detalhe(id);
}

async function auditoria(entidade: string, entidadeId: number) {
  const res = await chamar(
    admin,
    'GET',
    `admin/auditoria?entidade=${entidade}&entidadeId=${entidadeId}&direcao=asc`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().linhas as {
    acao: string;
    autorNome: string;
    antes: unknown;
    depois: unknown;
    motivo: string | null;
  }[];
}

async function aluno() {
  const a = await criarAluno(t);
  return { ...a, headers: (await a.login()).headers };
}
const responder = (h: Record<string, string>, idQuestao: number, idAlternativa: number) =>
  chamar(h, 'POST', 'questoes/verifica-resposta-enare', { idQuestao, idAlternativa });

/** Answers each question: the correct alternative where `acertos[i]`, a wrong one otherwise; then finishes. */
async function fazer(h: Record<string, string>, s: TSimuladoAdmin, acertos: boolean[]) {
  for (const [i, q] of s.questoes.entries()) {
    const alt = q.alternativas.find((a) => a.correta === acertos[i])!;
    expect((await responder(h, q.id, alt.id)).statusCode).toBe(200);
  }
  const fim = await chamar(h, 'GET', `questoes/finalizar-simulado/${s.id}`);
  expect(fim.statusCode, fim.body).toBe(200);
}

describe('packages', () => {
  it('creates, lists and edits a package, refuses a repeated name, audits each write', async () => {
    const criar = await chamar(editor, 'POST', 'admin/pacotes-simulado', {
      nome: 'Pacote ENARE 2027',
      plataformaId: 1,
      gratuito: false,
    });
    expect(criar.statusCode).toBe(200);
    const id = criar.json().id;
    const repetido = await chamar(editor, 'POST', 'admin/pacotes-simulado', {
      nome: 'pacote enare 2027',
      plataformaId: 1,
      gratuito: true,
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().mensagem).toBe(MENSAGEM_NOME_PACOTE_USADO);
    const invalido = await chamar(editor, 'POST', 'admin/pacotes-simulado', { nome: ' ', plataformaId: 3 });
    expect(invalido.statusCode).toBe(400);
    expect(JSON.stringify(invalido.json())).toContain('Informe o nome do pacote.');
    // Platform 3 is the medical product's: not this tenant's.
    const outra = await chamar(editor, 'POST', 'admin/pacotes-simulado', {
      nome: 'Pacote da medicina',
      plataformaId: 3,
      gratuito: false,
    });
    expect(outra.statusCode).toBe(400);

    const editar = await chamar(editor, 'PUT', `admin/pacotes-simulado/${id}`, {
      nome: 'Pacote ENARE 2027 — completo',
      plataformaId: 1,
      gratuito: true,
    });
    expect(editar.statusCode).toBe(204);
    const lista = await chamar(editor, 'GET', 'admin/pacotes-simulado?busca=2027&ordem=nome&direcao=asc');
    expect(lista.json()).toMatchObject({
      total: 1,
      linhas: [{ id, nome: 'Pacote ENARE 2027 — completo', gratuito: true, simulados: 0 }],
    });
    const registros = await auditoria('pacote_simulado', id);
    expect(registros.map((r) => r.acao)).toEqual(['criar', 'editar']);
    expect(registros[1]).toMatchObject({
      autorNome: 'Elisa Editora',
      antes: { nome: 'Pacote ENARE 2027', gratuito: false },
      depois: { nome: 'Pacote ENARE 2027 — completo', gratuito: true },
    });
  });
});

describe('drafts', () => {
  it('validates the fields in Portuguese', async () => {
    const semNome = await chamar(editor, 'POST', 'admin/simulados', corpo({ nome: '' }));
    expect(semNome.statusCode).toBe(400);
    expect(JSON.stringify(semNome.json())).toContain('Informe o nome do simulado.');
    const parteDeOutroTipo = await chamar(
      editor,
      'POST',
      'admin/simulados',
      corpo({ pesos: { PORTUGUES: 2 } }),
    );
    expect(parteDeOutroTipo.statusCode).toBe(400);
    expect(JSON.stringify(parteDeOutroTipo.json())).toContain('A parte PORTUGUES não existe no tipo ENARE.');
    const data = await chamar(editor, 'POST', 'admin/simulados', { ...corpo(), dataLiberacao: 'amanhã' });
    expect(JSON.stringify(data.json())).toContain('Data de liberação inválida.');
    const duracao = await chamar(editor, 'POST', 'admin/simulados', corpo({ duracaoMinutos: 0 }));
    expect(JSON.stringify(duracao.json())).toContain('A duração mínima é de 1 minuto.');
    const pacoteDeOutraPlataforma = await chamar(editor, 'POST', 'admin/pacotes-simulado', {
      nome: `Pacote de concursos ${n}`,
      plataformaId: 2,
      gratuito: false,
    });
    const errado = await chamar(
      editor,
      'POST',
      'admin/simulados',
      corpo({ idPacote: pacoteDeOutraPlataforma.json().id }),
    );
    expect(errado.statusCode).toBe(400);
    expect(JSON.stringify(errado.json())).toContain(
      'Pacote inválido: escolha um pacote da mesma plataforma.',
    );
  });

  it('a draft is invisible to students: lists, opening, answering, ranking and statistics', async () => {
    const id = await criarRascunho();
    const [origem] = await questoesDoBanco(1);
    expect((await adicionar(id, { parte: 'SUS', ids: [origem] })).statusCode).toBe(200);
    const q = (await detalhe(id)).questoes[0]!;
    const a = await aluno();
    for (const url of [
      'questoes/listar-simulados-enare-fora-plano-gratuitos',
      'questoes/listar-simulados-enare-dashboard',
    ]) {
      const lista = await chamar(a.headers, 'GET', url);
      expect(lista.statusCode).toBe(200);
      expect(lista.json().map((s: { id: number }) => s.id)).not.toContain(id);
    }
    for (const url of [
      `questoes/listar-questoes-enare/${id}`,
      `estatisticas/dados-simulado/${id}`,
      `questoes/buscar-nome-simulado/${id}`,
      `estatisticas/listar-estatisticas-enare?idSimulado=${id}`,
      `ranking/listar-simulado?idSimulado=${id}`,
      `ranking/listar-usuario-destaque?idSimulado=${id}`,
    ]) {
      const res = await chamar(a.headers, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().mensagem).toBe(MENSAGEM_SIMULADO_NAO_ENCONTRADO);
    }
    const resposta = await responder(a.headers, q.id, q.alternativas[0]!.id);
    expect(resposta.statusCode).toBe(404);
    const [tentativas] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from simulado_tentativa where simulado_id = ${id}`,
    );
    expect(tentativas!.n).toBe(0);

    // The admin list shows it, filtered by situation.
    const admin = await chamar(
      editor,
      'GET',
      `admin/simulados?situacao=RASCUNHO&busca=${encodeURIComponent(`back office ${n}`)}`,
    );
    expect(admin.json().linhas).toMatchObject([
      { id, situacao: 'RASCUNHO', totalQuestoes: 1, participantes: 0 },
    ]);
  });
});

describe('composing', () => {
  it('copies published bank questions by ids into a part: statement, key, explanations, tags and origin', async () => {
    const [materia] = await materiasDaPlataforma(t.database.db, 1);
    const [origem] = await questoesDoBanco(1, {
      enunciado: '<p>Qual é o princípio do SUS?</p><script>alert(1)</script>',
      alternativas: ['Universalidade', 'Lucro', 'Exclusão', 'Nenhum'],
      corretas: [0],
      materias: [materia!.id],
      conteudos: materia!.conteudos.slice(0, 1).map((c) => c.id),
    });
    const id = await criarRascunho();
    const res = await adicionar(id, { parte: 'SUS', ids: [origem] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ adicionadas: 1 });
    const [q] = (await detalhe(id)).questoes as [TQuestaoSimuladoAdmin];
    expect(q).toMatchObject({
      numeroQuestao: 1,
      parte: 'SUS',
      situacao: 'PUBLICADA',
      questaoOrigemId: origem,
      materias: [{ id: materia!.id }],
    });
    expect(q.enunciado).toContain('Qual é o princípio do SUS?');
    expect(q.enunciado).not.toContain('script');
    expect(q.conteudos).toHaveLength(1);
    expect(q.alternativas.map((a) => [a.enunciado, a.correta, a.explicacao])).toEqual([
      ['Universalidade', true, '<p>Por que a 1 está certa.</p>'],
      ['Lucro', false, '<p>Por que a 2 está errada.</p>'],
      ['Exclusão', false, '<p>Por que a 3 está errada.</p>'],
      ['Nenhum', false, '<p>Por que a 4 está errada.</p>'],
    ]);

    // Again the same one, a draft question, another platform's, a sum-type one: each refused by name.
    const repetida = await adicionar(id, { parte: 'GERAL', ids: [origem] });
    expect(repetida.statusCode).toBe(400);
    expect(JSON.stringify(repetida.json())).toContain(`A questão ${origem} já está neste simulado.`);
    const [rascunho] = await questoesDoBanco(1);
    await t.database.db.execute(sql`update questao set situacao = 'RASCUNHO' where id = ${rascunho}`);
    const [deOutra] = await questoesDoBanco(1, { plataformaId: 2 });
    const { id: somatoria } = await criarQuestao(t.database.db, {
      plataformaId: 1,
      somatoria: true,
      corretas: [0, 1],
    });
    for (const q of [rascunho!, deOutra!, somatoria]) {
      const r = await adicionar(id, { parte: 'GERAL', ids: [q] });
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toContain(
        `A questão ${q} não é uma questão publicada de múltipla escolha desta plataforma.`,
      );
    }
    const parte = await adicionar(id, {
      parte: 'PORTUGUES',
      ids: [await questoesDoBanco(1).then((x) => x[0])],
    });
    expect(parte.statusCode).toBe(400);
    expect(JSON.stringify(parte.json())).toContain('A parte Português não existe no tipo ENARE.');
    expect((await auditoria('simulado', id)).map((r) => r.acao)).toEqual(['criar', 'adicionar-questoes']);
  });

  it('adds by the bank filters up to a limit, skipping those already in; reorders, removes, previews', async () => {
    const materias = await materiasDaPlataforma(t.database.db, 1);
    const materia = materias[materias.length - 1]!;
    const daMateria = await questoesDoBanco(4, { materias: [materia.id], ano: 2019 });
    const id = await criarRascunho();
    expect((await adicionar(id, { parte: 'ESPECIFICO', ids: [daMateria[1]] })).statusCode).toBe(200);
    const banco = await chamar(
      editor,
      'GET',
      `admin/simulados/${id}/banco?materias=${materia.id}&porPagina=10`,
    );
    expect(banco.statusCode).toBe(200);
    const doBanco = banco.json().linhas.filter((l: { id: number }) => daMateria.includes(l.id));
    expect(doBanco).toHaveLength(4);
    expect(doBanco.find((l: { id: number }) => l.id === daMateria[1]).noSimulado).toBe(true);
    const porIds = await chamar(
      editor,
      'GET',
      `admin/simulados/${id}/banco?ids=${daMateria[0]},${daMateria[2]}`,
    );
    expect(porIds.json()).toMatchObject({ total: 2 });

    const semLimite = await adicionar(id, { parte: 'GERAL', filtro: { materias: [materia.id] } });
    expect(semLimite.statusCode).toBe(400);
    expect(JSON.stringify(semLimite.json())).toContain('Informe quantas questões adicionar.');
    const res = await adicionar(id, {
      parte: 'GERAL',
      filtro: { materias: [materia.id], anos: [] },
      limite: 2,
    });
    expect(res.json()).toEqual({ adicionadas: 2 });
    let s = await detalhe(id);
    expect(s.questoes.map((q) => [q.numeroQuestao, q.parte])).toEqual([
      [1, 'ESPECIFICO'],
      [2, 'GERAL'],
      [3, 'GERAL'],
    ]);
    expect(new Set(s.questoes.map((q) => q.questaoOrigemId)).size).toBe(3);

    const ids = s.questoes.map((q) => q.id);
    const incompleta = await chamar(editor, 'PUT', `admin/simulados/${id}/ordem`, { ids: ids.slice(1) });
    expect(incompleta.statusCode).toBe(400);
    expect(
      (await chamar(editor, 'PUT', `admin/simulados/${id}/ordem`, { ids: [ids[2], ids[0], ids[1]] }))
        .statusCode,
    ).toBe(204);
    s = await detalhe(id);
    expect(s.questoes.map((q) => q.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await chamar(editor, 'DELETE', `admin/simulados/${id}/questoes/${ids[0]}`)).statusCode).toBe(204);
    s = await detalhe(id);
    expect(s.questoes.map((q) => [q.id, q.numeroQuestao])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
    ]);

    const previa = await chamar(editor, 'GET', `admin/simulados/${id}/previa`);
    expect(previa.statusCode).toBe(200);
    expect(previa.json().questoes).toHaveLength(2);
    expect(previa.json().questoes[0]).toMatchObject({
      id: ids[2],
      numeroQuestao: 1,
      tipoQuestaoEnare: 'GERAL',
      idSimuladoEnare: id,
      exibirDadosAdicionaisEnare: false,
      idAlternativaCorreta: null,
    });
    expect(JSON.stringify(previa.json())).not.toMatch(/correta"?:\s*true/);
    const [tentativas] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from simulado_tentativa where simulado_id = ${id}`,
    );
    expect(tentativas!.n).toBe(0);
    expect((await auditoria('simulado', id)).map((r) => r.acao)).toEqual([
      'criar',
      'adicionar-questoes',
      'adicionar-questoes',
      'reordenar-questoes',
      'remover-questao',
    ]);
  });

  it('publishes only a mock with a question in each weighed part; then students see it', async () => {
    const id = await criarRascunho({ pesos: { SUS: 1, ESPECIFICO: 1, GERAL: 0 } });
    const vazio = await publicar(id);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().mensagem).toBe(MENSAGEM_SIMULADO_VAZIO);
    await adicionar(id, { parte: 'SUS', ids: await questoesDoBanco(1) });
    const semEspecifico = await publicar(id);
    expect(semEspecifico.statusCode).toBe(400);
    expect(semEspecifico.json().mensagem).toBe(mensagemParteSemQuestoes('ESPECIFICO'));
    await adicionar(id, { parte: 'ESPECIFICO', ids: await questoesDoBanco(1) });
    expect((await publicar(id)).statusCode).toBe(204);
    expect((await publicar(id)).statusCode).toBe(409);
    const a = await aluno();
    const lista = await chamar(a.headers, 'GET', 'questoes/listar-simulados-enare-fora-plano-gratuitos');
    expect(lista.json().map((s: { id: number }) => s.id)).toContain(id);
    expect(
      (await chamar(a.headers, 'GET', `questoes/listar-questoes-enare/${id}`)).json().totalElements,
    ).toBe(2);
    const registros = await auditoria('simulado', id);
    expect(registros.at(-1)).toMatchObject({
      acao: 'publicar',
      antes: { situacao: 'RASCUNHO' },
      depois: { situacao: 'PUBLICADO' },
    });
  });
});

describe('freezing and annulment', () => {
  it('after an answer, editing, composing, reordering and removing answer 409 in Portuguese', async () => {
    const s = await simuladoPublicado(1);
    const a = await aluno();
    const q = s.questoes[0]!;
    // Editing a published mock nobody answered yet is still allowed.
    expect(
      (await chamar(editor, 'PUT', `admin/simulados/${s.id}`, corpo({ nome: s.nome, duracaoMinutos: 90 })))
        .statusCode,
    ).toBe(204);
    expect((await responder(a.headers, q.id, q.alternativas[1]!.id)).statusCode).toBe(200);
    const tentativas = [
      chamar(editor, 'PUT', `admin/simulados/${s.id}`, corpo({ nome: s.nome })),
      adicionar(s.id, { parte: 'SUS', ids: await questoesDoBanco(1) }),
      chamar(editor, 'PUT', `admin/simulados/${s.id}/ordem`, { ids: s.questoes.map((x) => x.id).reverse() }),
      chamar(editor, 'DELETE', `admin/simulados/${s.id}/questoes/${q.id}`),
    ];
    for (const res of await Promise.all(tentativas)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().mensagem).toBe(MENSAGEM_SIMULADO_CONGELADO);
    }
    expect((await detalhe(s.id)).congelado).toBe(true);
    expect((await detalhe(s.id)).questoes.map((x) => x.id)).toEqual(s.questoes.map((x) => x.id));
  });

  it('annulling a question makes it right for everyone and recomputes scores, parts and the ranking at once', async () => {
    // Weights: SUS 1, ESPECIFICO 2, GERAL 1; two questions per part (SUS, SUS, ESP, ESP, GERAL, GERAL).
    const s = await simuladoPublicado(2);
    const [ana, bia, caio, davi] = [await aluno(), await aluno(), await aluno(), await aluno()];
    // ana: all right but the 3rd (ESP) → 1+1+0+2+1+1 = 6; bia: wrong only in the 1st (SUS) → 7;
    // caio: wrong in the 3rd and 5th → 5; davi answers the 3rd wrong and has not finished.
    await fazer(ana.headers, s, [true, true, false, true, true, true]);
    await fazer(bia.headers, s, [false, true, true, true, true, true]);
    await fazer(caio.headers, s, [true, true, false, true, false, true]);
    const terceira = s.questoes[2]!;
    expect(
      (await responder(davi.headers, terceira.id, terceira.alternativas.find((x) => !x.correta)!.id))
        .statusCode,
    ).toBe(200);

    const destaque = async (h: Record<string, string>) =>
      (await chamar(h, 'GET', `ranking/listar-usuario-destaque?idSimulado=${s.id}`)).json();
    const antes = await destaque(ana.headers);
    expect([
      antes.primeiroLugar.pontuacao,
      antes.segundoLugar.pontuacao,
      antes.terceiroLugar.pontuacao,
    ]).toEqual([7, 6, 5]);
    expect(antes.voce).toMatchObject({ posicao: 2, pontuacao: 6 });

    const semMotivo = await chamar(editor, 'POST', `admin/simulados/${s.id}/questoes/${terceira.id}/anular`, {
      motivo: '',
    });
    expect(semMotivo.statusCode).toBe(400);
    const anular = await chamar(editor, 'POST', `admin/simulados/${s.id}/questoes/${terceira.id}/anular`, {
      motivo: 'Duas alternativas corretas segundo o protocolo vigente.',
    });
    expect(anular.statusCode, anular.body).toBe(200);
    expect(anular.json()).toEqual({ tentativasRecalculadas: 3 });

    // ana 6 + 2 = 8 and bia 7 stay: ana first now; caio 5 + 2 = 7 finished after bia: third.
    const depois = await destaque(ana.headers);
    expect(depois.primeiroLugar).toMatchObject({ pontuacao: 8, posicao: 1 });
    expect(depois.voce).toMatchObject({ posicao: 1, pontuacao: 8 });
    expect(depois.segundoLugar.pontuacao).toBe(7);
    expect(depois.terceiroLugar.pontuacao).toBe(7);
    expect((await destaque(caio.headers)).voce).toMatchObject({ posicao: 3, pontuacao: 7 });
    expect((await destaque(bia.headers)).voce).toMatchObject({ posicao: 2, pontuacao: 7 });

    const dados = (await chamar(caio.headers, 'GET', `estatisticas/dados-simulado/${s.id}`)).json();
    expect(dados).toMatchObject({
      pontuacao: 7,
      numeroAcertos: 5,
      acertosEspecifico: 2,
      pontosEspecifico: 4,
      acertosGeral: 1,
    });
    expect(dados.partes).toEqual([
      { parte: 'SUS', acertos: 2, total: 2, pontos: 2 },
      { parte: 'ESPECIFICO', acertos: 2, total: 2, pontos: 4 },
      { parte: 'GERAL', acertos: 1, total: 2, pontos: 1 },
    ]);
    // The per-score counts the ranking reads follow the corrected scores (their trigger).
    const contagens = await rows<{ pontuacao: number; participantes: number }>(
      t.database.db,
      sql`select pontuacao, participantes from simulado_ranking_pontuacao
          where simulado_id = ${s.id} and participantes > 0 order by pontuacao`,
    );
    expect(contagens).toEqual([
      { pontuacao: 7, participantes: 2 },
      { pontuacao: 8, participantes: 1 },
    ]);
    const respostas = (await chamar(ana.headers, 'GET', `questoes/procurar-resposta-usuario/${s.id}`)).json();
    expect(respostas[2]).toMatchObject({ idQuestao: terceira.id, correta: true });

    // davi, still in the exam, finishes later: the annulled question counts as right for him too.
    await fazer(davi.headers, s, [false, false, false, false, false, false]);
    expect((await destaque(davi.headers)).voce).toMatchObject({ pontuacao: 2, posicao: 4 });

    const outraVez = await chamar(editor, 'POST', `admin/simulados/${s.id}/questoes/${terceira.id}/anular`, {
      motivo: 'De novo, por engano.',
    });
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().mensagem).toBe(MENSAGEM_JA_ANULADA);
    expect((await detalhe(s.id)).questoes[2]!.situacao).toBe('ANULADA');
    const [registro] = await auditoria('simulado_questao', terceira.id);
    expect(registro).toMatchObject({
      acao: 'anular-questao',
      autorNome: 'Elisa Editora',
      motivo: 'Duas alternativas corretas segundo o protocolo vigente.',
      antes: { situacao: 'PUBLICADA' },
      depois: { situacao: 'ANULADA', simuladoId: s.id, tentativasRecalculadas: 3 },
    });
  });

  it('an unanswered annulled question does not keep a student from finishing', async () => {
    const s = await simuladoPublicado(1);
    const a = await aluno();
    const [q1, q2, q3] = s.questoes as [TQuestaoSimuladoAdmin, TQuestaoSimuladoAdmin, TQuestaoSimuladoAdmin];
    await responder(a.headers, q1.id, q1.alternativas[0]!.id);
    await responder(a.headers, q3.id, q3.alternativas[0]!.id);
    await chamar(editor, 'POST', `admin/simulados/${s.id}/questoes/${q2.id}/anular`, {
      motivo: 'Enunciado ambíguo.',
    });
    const falta = (
      await chamar(a.headers, 'GET', `questoes/verifica-se-tem-questao-nao-respondida/${s.id}`)
    ).json();
    expect(falta.temQuestaoNaoRespondida).toBe(false);
    expect((await chamar(a.headers, 'GET', `questoes/finalizar-simulado/${s.id}`)).json()).toBe(true);
    const dados = (await chamar(a.headers, 'GET', `estatisticas/dados-simulado/${s.id}`)).json();
    expect(dados).toMatchObject({ numeroAcertos: 3, pontuacao: 4 });
  });

  it('refuses annulling in a draft', async () => {
    const id = await criarRascunho();
    await adicionar(id, { parte: 'SUS', ids: await questoesDoBanco(1) });
    const q = (await detalhe(id)).questoes[0]!;
    const res = await chamar(editor, 'POST', `admin/simulados/${id}/questoes/${q.id}/anular`, {
      motivo: 'Sem motivo real.',
    });
    expect(res.statusCode).toBe(409);
  });
});
