import fs from 'node:fs';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import { MENSAGEM_PDF_INFLADO } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarProfessor, criarQuestaoAberta, type Sessao } from '../../../test/factories.ts';
import { type ArquivoMultipart, multipart } from '../../../test/multipart.ts';
import * as s from '../../db/schema/index.ts';
import { nomeDeExibicao } from './upload.ts';

/** What an upload's name, type and content may try: the stored and served file follows its bytes. */
let t: TestApp;
let professor: Sessao;
let idProfessor: number;
let questoes: number[];

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const enviar = (who: Sessao, id: number, arquivo: ArquivoMultipart) => {
  const m = multipart({ idProfessor: String(idProfessor) }, arquivo);
  return t.app.inject({
    method: 'PUT',
    url: `/api/questao-aberta/${id}`,
    headers: { ...who.headers, 'content-type': m.contentType },
    payload: m.payload,
  });
};

/** The last answer of the student, as stored. */
async function ultimaResposta(usuarioId: number) {
  const linhas = await t.database.db
    .select()
    .from(s.respostaQuestaoAberta)
    .where(eq(s.respostaQuestaoAberta.usuarioId, usuarioId));
  return linhas.at(-1);
}

/** A PDF with one FlateDecode stream of `megabytes` MiB of zeros (compressed to a few hundred KiB). */
async function pdfBomba(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const partes: Buffer[] = [];
  deflate.on('data', (p: Buffer) => partes.push(p));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  }
  await new Promise((r) => deflate.end(r));
  const dados = Buffer.concat(partes);
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n4 0 obj\n<< /Length ${dados.length} /Filter /FlateDecode >>\nstream\n`),
    dados,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** The answer files in the test app's storage folder. */
function respostasGuardadas(): string[] {
  const pasta = path.join(t.env.FILE_STORAGE_DIR!, 'questao-aberta', 'respostas');
  return fs.existsSync(pasta) ? fs.readdirSync(pasta).sort() : [];
}

beforeAll(async () => {
  t = await buildTestApp();
  const p = await criarProfessor(t);
  idProfessor = p.id;
  professor = await p.login();
  questoes = [(await criarQuestaoAberta(t)).id, (await criarQuestaoAberta(t)).id];
});

describe('the display name of an upload', () => {
  it('drops control and format characters and ends in the extension of the detected type', () => {
    expect(nomeDeExibicao('pwned3\u0000.pdf\u0000.exe', 'pdf')).toBe('pwned3.pdf');
    expect(nomeDeExibicao('C:\\Users\\ana\\resposta final.PDF', 'pdf')).toBe('resposta final.pdf');
    expect(nomeDeExibicao('foto.pdf', 'png')).toBe('foto.png');
    expect(nomeDeExibicao('foto.jpeg', 'jpg')).toBe('foto.jpg');
    expect(nomeDeExibicao('relatorio.v2.pdf', 'pdf')).toBe('relatorio.v2.pdf');
    expect(nomeDeExibicao('exe\u202Efdp.exe', 'pdf')).toBe('exefdp.pdf');
    expect(nomeDeExibicao('"aspas".pdf', 'pdf')).toBe('aspas.pdf');
    expect(nomeDeExibicao('\u0000\u0001', 'png')).toBe('arquivo.png');
    expect(nomeDeExibicao(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(120);
  });
});

describe('an uploaded file', () => {
  it('is stored and served under the name of its detected type, sandboxed and never sniffed', async () => {
    const aluno = await criarAluno(t, { plano: 1 });
    const sessao = await aluno.login();
    const res = await enviar(sessao, questoes[0]!, {
      nome: 'pwned3\u0000.pdf\u0000.exe',
      tipo: 'application/x-msdownload',
      bytes: PDF,
    });
    expect(res.statusCode, res.body).toBe(200);
    const resposta = await ultimaResposta(aluno.id);
    expect(resposta).toMatchObject({ arquivoNome: 'pwned3.pdf', arquivoTipo: 'application/pdf' });
    expect(resposta?.arquivoChave).toMatch(/^questao-aberta\/respostas\/[0-9a-f-]+\.pdf$/);

    const arquivo = await t.app.inject({
      url: `/api/professor/correcoes/${resposta?.id}/arquivo`,
      headers: professor.headers,
    });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['content-disposition']).toBe("inline; filename*=UTF-8''pwned3.pdf");
    expect(arquivo.headers['content-security-policy']).toBe('sandbox');
    expect(arquivo.headers['x-content-type-options']).toBe('nosniff');

    // A name stored before the cleaning is cleaned when served.
    await t.database.db
      .update(s.respostaQuestaoAberta)
      .set({ arquivoNome: 'antigo.pdf.exe' })
      .where(eq(s.respostaQuestaoAberta.id, resposta!.id));
    const antigo = await t.app.inject({
      url: `/api/professor/correcoes/${resposta?.id}/arquivo`,
      headers: professor.headers,
    });
    expect(antigo.headers['content-disposition']).toBe("inline; filename*=UTF-8''antigo.pdf");
  });

  it('named as a PDF but a PNG by its bytes, is a PNG', async () => {
    const aluno = await criarAluno(t, { plano: 1 });
    const res = await enviar(await aluno.login(), questoes[0]!, {
      nome: 'resposta.pdf',
      tipo: 'application/pdf',
      bytes: PNG,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ultimaResposta(aluno.id)).toMatchObject({
      arquivoNome: 'resposta.png',
      arquivoTipo: 'image/png',
    });
  });

  it('a real PDF with compressed streams passes the inflation check', async () => {
    const doc = await PDFDocument.create();
    const fonte = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Minha resposta', { x: 50, y: 700, size: 14, font: fonte });
    const aluno = await criarAluno(t, { plano: 1 });
    const res = await enviar(await aluno.login(), questoes[1]!, {
      nome: 'resposta.pdf',
      tipo: 'application/pdf',
      bytes: Buffer.from(await doc.save()),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a PDF that inflates to hundreds of megabytes is refused with 413 and nothing is kept', async () => {
    const bomba = await pdfBomba(200);
    const antes = respostasGuardadas();
    expect(bomba.length).toBeLessThan(1024 * 1024);
    const aluno = await criarAluno(t, { plano: 1 });
    const sessao = await aluno.login();
    const res = await enviar(sessao, questoes[1]!, {
      nome: 'bomba.pdf',
      tipo: 'application/pdf',
      bytes: bomba,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ codigo: 'ARQUIVO_GRANDE', mensagem: MENSAGEM_PDF_INFLADO });
    expect(await ultimaResposta(aluno.id)).toBeUndefined();
    const contador = await t.app.inject({
      url: '/api/questao-aberta/contador/respondidas-disponiveis',
      headers: sessao.headers,
    });
    expect(contador.json().respondidas).toBe(0);
    expect(respostasGuardadas()).toEqual(antes);
  });
});
