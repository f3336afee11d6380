import {
  MENSAGEM_CORRECAO_NAO_ENCONTRADA,
  MENSAGEM_QUESTAO_NAO_ENCONTRADA,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { MENSAGENS_QUESTOES_ABERTAS_ADMIN as M } from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  criarProfessor,
  criarQuestaoAberta,
  entrar,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let editor: UsuarioDeTeste;
let editorH: Record<string, string>;
let adminH: Record<string, string>;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const enviarPdf = (
  method: 'POST' | 'PUT',
  url: string,
  campos: Record<string, string>,
  arquivo = { nome: 'enunciado.pdf', tipo: 'application/pdf', bytes: PDF },
) => {
  const m = multipart(campos, arquivo);
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...editorH, 'content-type': m.contentType },
    payload: m.payload,
  });
};

const auditoria = async (entidade: string, id: number) =>
  (await call('GET', `/admin/auditoria?entidade=${entidade}&entidadeId=${id}&direcao=asc`, adminH)).json();

async function criarTema(nome: string): Promise<number> {
  const res = await call('POST', '/admin/temas', editorH, { nome });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  t = await buildTestApp();
  editor = await criarEditor(t, { nome: 'Edu Editor' });
  editorH = await entrar(editor);
  adminH = await entrar(criarAdmin(t));
});

describe('themes', () => {
  it('creates, renames and deletes a theme, each audited; refuses duplicates and blank names', async () => {
    const id = await criarTema('  Ética Médica  ');
    const lista = (await call('GET', '/admin/temas', editorH)).json();
    expect(lista).toContainEqual({ id, nome: 'Ética Médica', questoes: 0, professores: [] });
    const dup = await call('POST', '/admin/temas', editorH, { nome: 'ética médica' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().mensagem).toBe(M.temaDuplicado);
    const vazio = await call('POST', '/admin/temas', editorH, { nome: '  ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual([{ campo: 'nome', mensagem: M.nomeTema }]);

    const renomeado = await call('PUT', `/admin/temas/${id}`, editorH, { nome: 'Bioética' });
    expect(renomeado.json()).toMatchObject({ id, nome: 'Bioética' });
    expect((await call('PUT', '/admin/temas/99999999', editorH, { nome: 'X' })).statusCode).toBe(404);

    expect((await call('DELETE', `/admin/temas/${id}`, editorH)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/temas/${id}`, editorH)).json().mensagem).toBe(M.temaNaoEncontrado);
    expect((await auditoria('tema_questao_aberta', id)).linhas).toMatchObject([
      { acao: 'criar', autorId: editor.id, depois: { nome: 'Ética Médica' } },
      { acao: 'editar', antes: { nome: 'Ética Médica' }, depois: { nome: 'Bioética' } },
      { acao: 'excluir', antes: { nome: 'Bioética' } },
    ]);
  });

  it('keeps a theme that has questions (409)', async () => {
    const id = await criarTema('Tema com questão');
    await criarQuestaoAberta(t, { tema: 'Tema com questão' });
    const res = await call('DELETE', `/admin/temas/${id}`, editorH);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(M.temaEmUso);
  });

  it('an admin sets which of the product’s teachers correct a theme; an editor may not', async () => {
    const id = await criarTema('Tema de teste: atenção primária');
    const p1 = await criarProfessor(t, { nome: 'Paula Professora' });
    const p2 = await criarProfessor(t, { nome: 'Bruno Professor' });
    const medico = await criarProfessor(t, { tenant: 'aprovei-med' });
    const aluno = await criarAluno(t);
    expect(
      (await call('PUT', `/admin/temas/${id}/professores`, editorH, { professores: [p1.id] })).statusCode,
    ).toBe(403);
    const professores = (await call('GET', '/admin/temas/professores', adminH)).json();
    expect(professores.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([p1.id, p2.id]));
    expect(professores.map((p: { id: number }) => p.id)).not.toContain(medico.id);

    const res = await call('PUT', `/admin/temas/${id}/professores`, adminH, { professores: [p1.id, p2.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().professores).toEqual([
      { id: p2.id, nome: 'Bruno Professor' },
      { id: p1.id, nome: 'Paula Professora' },
    ]);
    for (const outro of [aluno.id, medico.id]) {
      const ruim = await call('PUT', `/admin/temas/${id}/professores`, adminH, {
        professores: [p1.id, outro],
      });
      expect(ruim.statusCode).toBe(400);
      expect(ruim.json().errors).toEqual([{ campo: 'professores.1', mensagem: M.professor }]);
    }
    await call('PUT', `/admin/temas/${id}/professores`, adminH, { professores: [p2.id] });
    const log = await auditoria('tema_questao_aberta', id);
    expect(log.linhas.filter((l: { acao: string }) => l.acao === 'definir-professores')).toMatchObject([
      { antes: { professores: [] }, depois: { professores: [p1.id, p2.id].sort((a, b) => a - b) } },
      { depois: { professores: [p2.id] } },
    ]);
  });
});

describe('open questions', () => {
  let tema: number;
  let id: number;
  beforeAll(async () => {
    tema = await criarTema('Tema de teste: urgência');
  });

  it('creates a question with its PDF, numbered after its platform’s last, audited, and students see it', async () => {
    const ultima = await criarQuestaoAberta(t, { plataformaId: 2 });
    const res = await enviarPdf('POST', '/admin/questoes-abertas', {
      titulo: 'Choque séptico',
      temaId: String(tema),
      plataformaId: '2',
      observacao: 'Responda em até duas páginas.',
    });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      plataformaId: 2,
      numero: ultima.numero + 1,
      titulo: 'Choque séptico',
      temaId: tema,
      tema: 'Tema de teste: urgência',
      nomeArquivo: 'enunciado.pdf',
      arquivoBytes: PDF.length,
      respostas: 0,
    });
    const pdf = await call('GET', `/admin/questoes-abertas/${id}/arquivo`, editorH);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const aluno = await entrar(criarAluno(t, { plano: 1 }));
    const lista = (await call('GET', `/questoes/listar-questoes-aberta?idTema=${tema}`, aluno)).json();
    expect(lista.content).toMatchObject([{ id, titulo: 'Choque séptico' }]);

    expect((await auditoria('questao_aberta', id)).linhas).toMatchObject([
      {
        acao: 'criar',
        autorId: editor.id,
        depois: { titulo: 'Choque séptico', temaId: tema, plataformaId: 2, nomeArquivo: 'enunciado.pdf' },
      },
    ]);
  });

  it('checks the file by its content: a PNG or an HTML named .pdf is refused with 415, nothing created', async () => {
    const antes = await t.database.db.$count(s.questaoAberta);
    for (const bytes of [PNG, Buffer.from('<html>oi</html>')]) {
      const res = await enviarPdf(
        'POST',
        '/admin/questoes-abertas',
        { titulo: 'Falsa', temaId: String(tema), plataformaId: '1' },
        { nome: 'falsa.pdf', tipo: 'application/pdf', bytes },
      );
      expect(res.statusCode).toBe(415);
      // The editor reads of the question's PDF, not of a student's answer.
      expect(res.json().mensagem).toBe(M.soPdf);
    }
    const grande = await enviarPdf(
      'POST',
      '/admin/questoes-abertas',
      { titulo: 'Grande', temaId: String(tema), plataformaId: '1' },
      {
        nome: 'grande.pdf',
        tipo: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]),
      },
    );
    expect(grande.statusCode).toBe(413);
    expect(await t.database.db.$count(s.questaoAberta)).toBe(antes);
  });

  it('refuses bad fields with Portuguese messages per field (400), and another product’s platform', async () => {
    const res = await enviarPdf('POST', '/admin/questoes-abertas', { titulo: ' ', plataformaId: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'titulo', mensagem: M.titulo },
        { campo: 'temaId', mensagem: 'Escolha o tema.' },
      ]),
    );
    const med = await enviarPdf('POST', '/admin/questoes-abertas', {
      titulo: 'Outra',
      temaId: String(tema),
      plataformaId: '3',
    });
    expect(med.statusCode).toBe(400);
    expect(med.json().errors).toEqual([{ campo: 'plataformaId', mensagem: M.plataforma }]);
    const semTema = await call('PUT', `/admin/questoes-abertas/${id}`, editorH, {
      titulo: 'X',
      temaId: 99_999_999,
      plataformaId: 2,
    });
    expect(semTema.json().errors).toEqual([{ campo: 'temaId', mensagem: M.temaNaoEncontrado }]);
  });

  it('edits the fields and replaces the PDF, each audited; the old file leaves the storage', async () => {
    const outroTema = await criarTema('Tema de teste: pediatria');
    const res = await call('PUT', `/admin/questoes-abertas/${id}`, editorH, {
      titulo: 'Choque séptico no adulto',
      temaId: outroTema,
      plataformaId: 2,
      observacao: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      titulo: 'Choque séptico no adulto',
      tema: 'Tema de teste: pediatria',
      observacao: '',
    });

    const [antes] = await t.database.db
      .select({ chave: s.questaoAberta.arquivoChave })
      .from(s.questaoAberta)
      .where(eq(s.questaoAberta.id, id));
    const novoPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x42)]);
    const troca = await enviarPdf(
      'PUT',
      `/admin/questoes-abertas/${id}/arquivo`,
      {},
      {
        nome: 'versao-2.pdf',
        tipo: 'application/pdf',
        bytes: novoPdf,
      },
    );
    expect(troca.statusCode, troca.body).toBe(200);
    expect(troca.json()).toMatchObject({ nomeArquivo: 'versao-2.pdf', arquivoBytes: novoPdf.length });
    expect(await t.app.fileStorage.exists(antes!.chave)).toBe(false);
    expect(
      (await call('GET', `/admin/questoes-abertas/${id}/arquivo`, editorH)).rawPayload.equals(novoPdf),
    ).toBe(true);

    const log = (await auditoria('questao_aberta', id)).linhas;
    expect(log.slice(1)).toMatchObject([
      {
        acao: 'editar',
        antes: { titulo: 'Choque séptico', temaId: tema },
        depois: { titulo: 'Choque séptico no adulto', temaId: outroTema },
      },
      {
        acao: 'trocar-arquivo',
        antes: { nomeArquivo: 'enunciado.pdf' },
        depois: { nomeArquivo: 'versao-2.pdf' },
      },
    ]);
  });

  it('lists, filters and sorts the product’s questions; 404 for another product’s and unknown ids', async () => {
    const busca = (await call('GET', '/admin/questoes-abertas?busca=séptico', editorH)).json();
    expect(busca).toMatchObject({ total: 1, linhas: [{ id }] });
    const med = await criarQuestaoAberta(t, { plataformaId: 3 });
    const todas = (
      await call('GET', '/admin/questoes-abertas?porPagina=100&ordem=titulo&direcao=asc', editorH)
    ).json();
    expect(todas.linhas.map((q: { id: number }) => q.id)).not.toContain(med.id);
    const titulos = todas.linhas.map((q: { titulo: string }) => q.titulo);
    expect(titulos).toEqual([...titulos].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const outra of [med.id, 99_999_999]) {
      const res = await call('GET', `/admin/questoes-abertas/${outra}`, editorH);
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe(MENSAGEM_QUESTAO_NAO_ENCONTRADA);
    }
    expect((await call('GET', '/admin/questoes-abertas?ordem=nota', editorH)).statusCode).toBe(400);
  });
});

describe('the teachers’ queue follows their themes', () => {
  it('a teacher with themes sees only their answers (and those addressed to her); one without themes sees all', async () => {
    const cardiologia = await criarTema('Tema de teste: cardio');
    await criarTema('Tema de teste: neuro');
    const qCardio = await criarQuestaoAberta(t, { tema: 'Tema de teste: cardio' });
    const qNeuro = await criarQuestaoAberta(t, { tema: 'Tema de teste: neuro' });
    const qNeuro2 = await criarQuestaoAberta(t, { tema: 'Tema de teste: neuro' });
    const cardio = await criarProfessor(t);
    const cardioH = await entrar(cardio);
    const semTemasH = await entrar(criarProfessor(t));
    await call('PUT', `/admin/temas/${cardiologia}/professores`, adminH, { professores: [cardio.id] });

    const aluno = await entrar(criarAluno(t, { plano: 1 }));
    const responder = async (questao: number, campos: Record<string, string> = {}) => {
      const m = multipart(campos, { nome: 'resposta.pdf', tipo: 'application/pdf', bytes: PDF });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/questao-aberta/${questao}`,
        headers: { ...aluno, 'content-type': m.contentType },
        payload: m.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await responder(qCardio.id);
    await responder(qNeuro.id);
    await responder(qNeuro2.id, { idProfessor: String(cardio.id) });
    const fila = async (h: Record<string, string>) =>
      (await call('GET', '/professor/correcoes', h))
        .json()
        .map((r: { id: number; questao: { id: number } }) => ({ id: r.id, questao: r.questao.id }));

    const daCardio = await fila(cardioH);
    expect(daCardio.map((r: { questao: number }) => r.questao).sort()).toEqual(
      [qCardio.id, qNeuro2.id].sort(),
    );
    const todas = await fila(semTemasH);
    expect(todas.map((r: { questao: number }) => r.questao)).toEqual(
      expect.arrayContaining([qCardio.id, qNeuro.id]),
    );
    const neuro = todas.find((r: { questao: number }) => r.questao === qNeuro.id)!;

    // Outside her themes: neither the file nor the correction.
    const arquivo = await call('GET', `/professor/correcoes/${neuro.id}/arquivo`, cardioH);
    expect(arquivo.statusCode).toBe(404);
    expect(arquivo.json().mensagem).toBe(MENSAGEM_CORRECAO_NAO_ENCONTRADA);
    const m = multipart({ comentario: 'Ok', nota: '7' }, { nome: 'c.png', tipo: 'image/png', bytes: PNG });
    const corrigir = (h: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/professor/correcoes/${neuro.id}`,
        headers: { ...h, 'content-type': m.contentType },
        payload: m.payload,
      });
    expect((await corrigir(cardioH)).statusCode).toBe(404);
    expect((await corrigir(semTemasH)).statusCode).toBe(200);
  });

  it('the correction area lists and opens the questions of the teacher’s themes; all without themes or for an admin', async () => {
    const pediatria = await criarTema('Correção: tema da Pedi');
    await criarTema('Correção: tema do Orto');
    const qPed = await criarQuestaoAberta(t, { tema: 'Correção: tema da Pedi' });
    const qOrto = await criarQuestaoAberta(t, { tema: 'Correção: tema do Orto' });
    const ped = await criarProfessor(t);
    const pedH = await entrar(ped);
    const semTemasH = await entrar(criarProfessor(t));
    await call('PUT', `/admin/temas/${pediatria}/professores`, adminH, { professores: [ped.id] });

    const ids = async (h: Record<string, string>, filtro = '') => {
      const res = await call('GET', `/admin/correcao/questoes-abertas?porPagina=100${filtro}`, h);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().linhas.map((q: { id: number }) => q.id);
    };
    const daPed = await call('GET', '/admin/correcao/questoes-abertas?porPagina=100', pedH);
    expect(daPed.json().linhas).toEqual([
      expect.objectContaining({ id: qPed.id, tema: 'Correção: tema da Pedi', plataformaId: 1 }),
    ]);
    expect(daPed.json().total).toBe(1);
    for (const h of [semTemasH, adminH])
      expect(await ids(h)).toEqual(expect.arrayContaining([qPed.id, qOrto.id]));
    expect(await ids(semTemasH, `&busca=${encodeURIComponent(qOrto.titulo)}`)).toEqual([qOrto.id]);

    const pdf = await call('GET', `/admin/correcao/questoes-abertas/${qPed.id}/arquivo`, pedH);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const fora = await call('GET', `/admin/correcao/questoes-abertas/${qOrto.id}/arquivo`, pedH);
    expect(fora.statusCode).toBe(404);
    expect(fora.json().mensagem).toBe(MENSAGEM_QUESTAO_NAO_ENCONTRADA);
    expect(
      (await call('GET', `/admin/correcao/questoes-abertas/${qOrto.id}/arquivo`, semTemasH)).statusCode,
    ).toBe(200);

    const alunoH = await entrar(criarAluno(t, { plano: 1 }));
    expect((await call('GET', '/admin/correcao/questoes-abertas', alunoH)).statusCode).toBe(403);
    expect(
      (await call('GET', `/admin/correcao/questoes-abertas/${qPed.id}/arquivo`, alunoH)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/admin/correcao/questoes-abertas', editorH)).statusCode).toBe(403);
  });
});
