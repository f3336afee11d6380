import { MENSAGENS_RELATOS } from '@aprovei/shared/comentarios/relatos.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  criarExercicio,
  criarQuestao,
  entrar,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let ana: UsuarioDeTeste;
let anaH: Record<string, string>;
let editor: UsuarioDeTeste;
let editorH: Record<string, string>;
let adminH: Record<string, string>;
let questao: Awaited<ReturnType<typeof criarQuestao>>;
let exercicio: { id: number };
/** Ana's reports, in the order she sent them: on the question, on the exercise, on the question again. */
const relatos: number[] = [];

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  ana = await criarAluno(t, { nome: 'Ana Relatora Souza', apelido: 'Aninha', plano: 1 });
  anaH = await entrar(ana);
  editor = await criarEditor(t, { nome: 'Edu Editor' });
  editorH = await entrar(editor);
  adminH = await entrar(criarAdmin(t));
  questao = await criarQuestao(t.database.db, {
    plataformaId: 1,
    enunciado: '<p>Qual é o nervo?</p>',
    alternativas: ['Facial', 'Trigêmeo', 'Vago'],
    corretas: [1],
    explicacao: 'O trigêmeo inerva a face.',
  });
  exercicio = await criarExercicio(t.database.db, {
    plataformaId: 1,
    afirmativa: 'O céu é verde.',
    certo: false,
  });
  const comentar = async (url: string, payload: object) => {
    const res = await call('POST', url, anaH, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  relatos.push(
    await comentar('/comentarios/criar', {
      comentario: 'O gabarito está errado: é o facial.',
      tipo: 'ERRO',
      questaoVO: { id: questao.id },
    }),
  );
  relatos.push(
    await comentar(`/comentarios/criarComentarioExercicio/${exercicio.id}`, {
      comentario: 'A explicação contradiz o gabarito.',
      tipo: 'ERRO',
    }),
  );
  relatos.push(
    await comentar('/comentarios/criar', {
      comentario: 'A alternativa C tem um erro de digitação.',
      tipo: 'ERRO',
      questaoVO: { id: questao.id },
    }),
  );
  // Not reports: an ordinary comment, and a report on the other product's question.
  await comentar('/comentarios/criar', { comentario: 'Boa questão!', questaoVO: { id: questao.id } });
  const med = await criarQuestao(t.database.db, { plataformaId: 3 });
  const alunoMed = await entrar(criarAluno(t, { tenant: 'aprovei-med', plano: 6 }));
  const outro = await call('POST', '/comentarios/criar', alunoMed, {
    comentario: 'Erro na questão do outro produto.',
    tipo: 'ERRO',
    questaoVO: { id: med.id },
  });
  expect(outro.statusCode, outro.body).toBe(200);
  relatos.push(outro.json().id);
});

describe('error reports: the queue', () => {
  it('lists the open reports of the product oldest first, with the student and the item', async () => {
    const res = await call('GET', '/admin/relatos', editorH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().linhas.map((l: { id: number }) => l.id)).toEqual(relatos.slice(0, 3));
    expect(res.json().linhas[0]).toMatchObject({
      comentario: 'O gabarito está errado: é o facial.',
      aluno: 'Ana Relatora Souza',
      tipoItem: 'QUESTAO',
      itemId: questao.id,
      numeroQuestao: questao.numeroQuestao,
      plataformaId: 1,
      fechadoEm: null,
      desfecho: null,
    });
    const novos = await call('GET', '/admin/relatos?direcao=desc', editorH);
    expect(novos.json().linhas[0].id).toBe(relatos[2]);
  });

  it('filters by item kind and platform, and pages', async () => {
    const exercicios = (await call('GET', '/admin/relatos?tipoItem=EXERCICIO', editorH)).json();
    expect(exercicios).toMatchObject({ total: 1, linhas: [{ id: relatos[1], tipoItem: 'EXERCICIO' }] });
    expect((await call('GET', '/admin/relatos?plataforma=2', editorH)).json().total).toBe(0);
    const pagina = (await call('GET', '/admin/relatos?porPagina=10&pagina=2', editorH)).json();
    expect(pagina).toEqual({ linhas: [], total: 3 });
  });

  it('refuses bad filters with Portuguese messages', async () => {
    const tipo = await call('GET', '/admin/relatos?tipoItem=SIMULADO', editorH);
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().mensagem).toContain('Tipo de item inválido.');
    const situacao = await call('GET', '/admin/relatos?situacao=LIDOS', editorH);
    expect(situacao.statusCode).toBe(400);
    expect(situacao.json().mensagem).toContain('Situação inválida.');
  });

  it('shows a report with its item whole: statement, alternatives, key and explanations', async () => {
    const res = await call('GET', `/admin/relatos/${relatos[0]}`, editorH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      alunoEmail: ana.email,
      respostas: [],
      item: {
        tipo: 'QUESTAO',
        id: questao.id,
        enunciado: '<p>Qual é o nervo?</p>',
        explicacao: 'O trigêmeo inerva a face.',
        alternativas: [
          { ordem: 1, enunciado: 'Facial', correta: false },
          { ordem: 2, enunciado: 'Trigêmeo', correta: true },
          { ordem: 3, enunciado: 'Vago', correta: false },
        ],
      },
    });
    const x = (await call('GET', `/admin/relatos/${relatos[1]}`, editorH)).json();
    expect(x.item).toMatchObject({ tipo: 'EXERCICIO', afirmativa: 'O céu é verde.', certo: false });
  });

  it('answers 404 for a comment that is not a report, another product’s report and an unknown id', async () => {
    const comum = await t.database.db
      .select({ id: s.comentario.id })
      .from(s.comentario)
      .where(eq(s.comentario.tipo, 'INFORMATIVO'));
    for (const id of [comum[0]!.id, relatos[3]!, 99_999_999]) {
      const res = await call('GET', `/admin/relatos/${id}`, editorH);
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe(MENSAGENS_RELATOS.naoEncontrado);
      const r = await call('POST', `/admin/relatos/${id}/respostas`, editorH, { resposta: 'Oi' });
      expect(r.statusCode).toBe(404);
    }
    const ruim = await call('GET', '/admin/relatos/abc', editorH);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toContain('Relato inválido.');
  });
});

describe('error reports: answering and closing', () => {
  it('answers as the platform: the student reads "Equipe Aprovei" under her comment and gets an e-mail', async () => {
    const res = await call('POST', `/admin/relatos/${relatos[0]}/respostas`, editorH, {
      resposta: '  Você tem razão: corrigimos o gabarito para a letra A.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respostas).toMatchObject([
      {
        texto: 'Você tem razão: corrigimos o gabarito para a letra A.',
        nome: 'Equipe Aprovei (Edu Editor)',
        daPlataforma: true,
      },
    ]);
    const doAluno = await call(
      'GET',
      `/respostas/comentario/listar/${relatos[0]}?sort=dataInicio,asc&isExercicioFixacao=false`,
      anaH,
    );
    expect(doAluno.statusCode).toBe(200);
    expect(doAluno.json().content).toMatchObject([
      {
        resposta: 'Você tem razão: corrigimos o gabarito para a letra A.',
        usuarioExterno: { nome: 'Equipe Aprovei' },
        daPlataforma: true,
      },
    ]);
    expect(JSON.stringify(doAluno.json())).not.toContain('Edu');
    // An ordinary reply keeps its author's name.
    await call('POST', `/respostas/comentario/criar/${relatos[0]}`, anaH, { resposta: 'Obrigada!' });
    const depois = (
      await call('GET', `/respostas/comentario/listar/${relatos[0]}?sort=dataInicio,asc`, anaH)
    ).json();
    expect(depois.content[1]).toMatchObject({ usuarioExterno: { nome: 'Aninha' }, daPlataforma: false });

    const emails = await t.database.db
      .select()
      .from(s.emailEnviado)
      .where(eq(s.emailEnviado.para, ana.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ assunto: 'Respondemos ao erro que você relatou', usuarioId: ana.id });
    expect(emails[0]!.texto).toContain('Olá, Ana!');
    expect(emails[0]!.texto).toContain(`na questão ${questao.numeroQuestao}`);
    expect(emails[0]!.texto).toContain('corrigimos o gabarito para a letra A.');
  });

  it('records the answer in the audit log', async () => {
    const log = await call('GET', `/admin/auditoria?entidade=comentario&entidadeId=${relatos[0]}`, adminH);
    expect(log.json()).toMatchObject({
      total: 1,
      linhas: [
        {
          autorId: editor.id,
          autorNome: 'Edu Editor',
          acao: 'responder',
          depois: { resposta: 'Você tem razão: corrigimos o gabarito para a letra A.', daPlataforma: true },
        },
      ],
    });
  });

  it('refuses a blank answer and a bad outcome with Portuguese messages', async () => {
    const vazia = await call('POST', `/admin/relatos/${relatos[1]}/respostas`, editorH, { resposta: '   ' });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().errors).toEqual([{ campo: 'resposta', mensagem: MENSAGENS_RELATOS.respostaVazia }]);
    const desfecho = await call('POST', `/admin/relatos/${relatos[1]}/fechar`, editorH, {
      desfecho: 'TALVEZ',
    });
    expect(desfecho.statusCode).toBe(400);
    expect(desfecho.json().errors).toEqual([{ campo: 'desfecho', mensagem: MENSAGENS_RELATOS.desfecho }]);
  });

  it('closes with the outcome once (409 after), audited, and the report leaves the open queue', async () => {
    const res = await call('POST', `/admin/relatos/${relatos[0]}/fechar`, editorH, { desfecho: 'CORRIGIDO' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ desfecho: 'CORRIGIDO', fechadoPor: 'Edu Editor' });
    expect(res.json().fechadoEm).not.toBeNull();
    const denovo = await call('POST', `/admin/relatos/${relatos[0]}/fechar`, editorH, {
      desfecho: 'MANTIDO',
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().mensagem).toBe(MENSAGENS_RELATOS.jaFechado);

    const abertos = (await call('GET', '/admin/relatos', editorH)).json();
    expect(abertos.linhas.map((l: { id: number }) => l.id)).toEqual([relatos[1], relatos[2]]);
    const fechados = (await call('GET', '/admin/relatos?situacao=FECHADOS', editorH)).json();
    expect(fechados).toMatchObject({ total: 1, linhas: [{ id: relatos[0], desfecho: 'CORRIGIDO' }] });
    expect((await call('GET', '/admin/relatos?situacao=TODOS', editorH)).json().total).toBe(3);

    const log = await call(
      'GET',
      `/admin/auditoria?entidade=comentario&entidadeId=${relatos[0]}&acao=fechar`,
      adminH,
    );
    expect(log.json()).toMatchObject({
      total: 1,
      linhas: [{ autorId: editor.id, acao: 'fechar', depois: { desfecho: 'CORRIGIDO' } }],
    });
  });
});
