import { randomUUID } from 'node:crypto';
import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import {
  EBOOK_CAPA_MAX_BYTES,
  EBOOK_PDF_MAX_BYTES,
  MENSAGENS_EBOOK_ADMIN,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  entrar,
  materiasDaPlataforma,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { type ArquivoMultipart, multipartComArquivos } from '../../../test/multipart.ts';
import { textoDoPdf } from '../../../test/pdf.ts';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let materiaId: number;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

async function pdfDe(paginas: string[]) {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  for (const texto of paginas)
    doc.addPage([419, 595]).drawText(texto, { x: 40, y: 500, size: 12, font: fonte });
  return Buffer.from(await doc.save());
}
const arquivoPdf = async (paginas: string[]): Promise<ArquivoMultipart> => ({
  nome: 'livro.pdf',
  tipo: 'application/pdf',
  bytes: await pdfDe(paginas),
});
const capaPng: ArquivoMultipart = { nome: 'capa.png', tipo: 'image/png', bytes: PNG };

const campos = (over: Record<string, string> = {}) => ({
  materiaId: String(materiaId),
  nome: `Manual do Back Office ${randomUUID().slice(0, 8)}`,
  autor: 'Profa. Editora de Teste',
  descricao: 'Um e-book enviado pelo back office.',
  valorCentavos: '2990',
  paginasGratis: '2',
  ativo: 'true',
  ...over,
});

function enviar(
  method: 'POST' | 'PUT',
  url: string,
  c: Record<string, string>,
  arquivos: Record<string, ArquivoMultipart>,
  headers = editor,
) {
  const m = multipartComArquivos(c, arquivos);
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': m.contentType },
    payload: m.payload,
  });
}

async function auditoria(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/auditoria?entidade=ebook&entidadeId=${id}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().linhas as { acao: string; autorNome: string; antes: unknown; depois: unknown }[];
}

const PAGINAS = ['Capa interna', 'Sumário', 'Capítulo 1: o SUS', 'Capítulo 2: a atenção básica', 'Questões'];

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  editor = await entrar(criarEditor(t, { nome: 'Edna Editora' }));
  admin = await entrar(criarAdmin(t));
  materiaId = (await materiasDaPlataforma(t.database.db, 1))[0]!.id;
});

describe('back office: e-books', () => {
  it('an editor uploads an e-book that a student then buys and reads stamped, with its free pages', async () => {
    const c = campos();
    const res = await enviar('POST', '/api/admin/ebooks', c, {
      pdf: await arquivoPdf(PAGINAS),
      capa: capaPng,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };

    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ebooks?busca=${encodeURIComponent(c.nome)}`,
      headers: editor,
    });
    expect(lista.json()).toMatchObject({
      total: 1,
      linhas: [
        { id, nome: c.nome, valorCentavos: 2990, numPaginas: 5, paginasGratis: 2, ativo: true, compras: 0 },
      ],
    });
    const [registro] = await auditoria(id);
    expect(registro).toMatchObject({ acao: 'criar', autorNome: 'Edna Editora', depois: { nome: c.nome } });

    const aluno: UsuarioDeTeste = await criarAluno(t, { nome: 'Lia Compradora Souza' });
    const headers = (await aluno.login()).headers;
    const loja = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/listar-ebook?idEbooks=${id}`,
      headers,
    });
    expect(loja.json().content).toEqual([
      expect.objectContaining({ id, valor: 29.9, capa: `data:image/png;base64,${PNG.toString('base64')}` }),
    ]);

    const gratis = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/busca-paginas-gratis?idEbook=${id}`,
      headers,
    });
    expect(gratis.statusCode, gratis.body).toBe(200);
    const previa = await textoDoPdf(Buffer.from(gratis.json() as string, 'base64'));
    expect(previa.doc.getPageCount()).toBe(2);
    expect(previa.texto).toContain('Sumário');
    expect(previa.texto).not.toContain('Capítulo 1');

    const antes = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/busca-pdf-ebook?idEbook=${id}`,
      headers,
    });
    expect(antes.statusCode).toBe(403);
    const compra = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/realizar-contratacao-ebook',
      headers,
      payload: {
        chaveIdempotencia: randomUUID(),
        captcha: await solvedCaptcha(t.app),
        metodoPagamento: 'PIX',
        idEbooks: [id],
      },
    });
    expect(compra.statusCode, compra.body).toBe(200);
    const pago = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/sandbox/pagar-pix?idFatura=${compra.json().idFatura}`,
      headers,
    });
    expect(pago.json()).toEqual({ pago: true });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/busca-pdf-ebook?idEbook=${id}`,
      headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const copia = await textoDoPdf(Buffer.from(pdf.json() as string, 'base64'));
    expect(copia.doc.getPageCount()).toBe(5);
    expect(copia.texto).toContain('Capítulo 2: a atenção básica');
    expect(copia.texto.match(/Licenciado para Lia Compradora Souza/g)).toHaveLength(5);

    // Retired: out of the store, still the owner's.
    const retirar = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ebooks/${id}/retirar`,
      headers: editor,
    });
    expect(retirar.statusCode, retirar.body).toBe(204);
    const depois = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/listar-ebook?idEbooks=${id}`,
      headers,
    });
    expect(depois.json().content).toEqual([]);
    const meus = await t.app.inject({ method: 'GET', url: '/api/ebook/listar-ebooks-usuario', headers });
    expect(meus.json().content.map((e: { id: number }) => e.id)).toContain(id);
    const ainda = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/busca-pdf-ebook?idEbook=${id}`,
      headers,
    });
    expect(ainda.statusCode).toBe(200);
    const detalhe = await t.app.inject({ method: 'GET', url: `/api/admin/ebooks/${id}`, headers: editor });
    expect(detalhe.json()).toMatchObject({ ativo: false, compras: 1, descricao: c.descricao });
    expect((await auditoria(id)).map((r) => r.acao)).toEqual(['retirar', 'criar']);
  });

  it('edits price and free pages and replaces the PDF and the cover (WebP), audited before and after', async () => {
    const c = campos();
    const res = await enviar('POST', '/api/admin/ebooks', c, {
      pdf: await arquivoPdf(PAGINAS),
      capa: capaPng,
    });
    const { id } = res.json() as { id: number };

    const sem = await enviar(
      'PUT',
      `/api/admin/ebooks/${id}`,
      { ...c, valorCentavos: '4590', paginasGratis: '4' },
      {},
    );
    expect(sem.statusCode, sem.body).toBe(200);
    expect(sem.json()).toMatchObject({ valorCentavos: 4590, paginasGratis: 4, numPaginas: 5 });

    const novo = await enviar(
      'PUT',
      `/api/admin/ebooks/${id}`,
      { ...c, valorCentavos: '4590', paginasGratis: '4' },
      {
        pdf: await arquivoPdf(['Nova edição', 'Capítulo único']),
        capa: { nome: 'c.webp', tipo: 'image/webp', bytes: WEBP },
      },
    );
    expect(novo.statusCode, novo.body).toBe(200);
    // The free pages never pass the new book's pages.
    expect(novo.json()).toMatchObject({
      numPaginas: 2,
      paginasGratis: 2,
      capa: expect.stringMatching(/^data:image\/webp;base64,/),
    });

    const aluno = await entrar(criarAluno(t));
    const gratis = await t.app.inject({
      method: 'GET',
      url: `/api/ebook/busca-paginas-gratis?idEbook=${id}`,
      headers: aluno,
    });
    expect((await textoDoPdf(Buffer.from(gratis.json() as string, 'base64'))).texto).toContain('Nova edição');

    const [ultima, primeira] = await auditoria(id);
    expect(primeira).toMatchObject({
      acao: 'editar',
      antes: { valorCentavos: 2990, paginasGratis: 2 },
      depois: { valorCentavos: 4590, paginasGratis: 4, pdfTrocado: false },
    });
    expect(ultima).toMatchObject({
      acao: 'editar',
      antes: { numPaginas: 5 },
      depois: { numPaginas: 2, pdfTrocado: true, capaTrocada: true },
    });
  });

  it('checks the files by their content (415) and size (413), and the fields in Portuguese (400)', async () => {
    const pdf = await arquivoPdf(['Única']);
    const pngComoPdf = await enviar('POST', '/api/admin/ebooks', campos(), {
      pdf: { nome: 'livro.pdf', tipo: 'application/pdf', bytes: PNG },
      capa: capaPng,
    });
    expect(pngComoPdf.statusCode).toBe(415);
    expect(pngComoPdf.json()).toMatchObject({
      mensagem: MENSAGENS_EBOOK_ADMIN.pdfTipo,
      errors: [{ campo: 'pdf' }],
    });

    const gif = await enviar('POST', '/api/admin/ebooks', campos(), {
      pdf,
      capa: { nome: 'capa.png', tipo: 'image/png', bytes: GIF },
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().mensagem).toBe(MENSAGENS_EBOOK_ADMIN.capaTipo);

    const capaGrande = await enviar('POST', '/api/admin/ebooks', campos(), {
      pdf,
      capa: { ...capaPng, bytes: Buffer.concat([PNG, Buffer.alloc(EBOOK_CAPA_MAX_BYTES)]) },
    });
    expect(capaGrande.statusCode).toBe(413);
    expect(capaGrande.json().mensagem).toBe(MENSAGENS_EBOOK_ADMIN.capaGrande);

    const pdfGrande = await enviar('POST', '/api/admin/ebooks', campos(), {
      pdf: { ...pdf, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(EBOOK_PDF_MAX_BYTES)]) },
      capa: capaPng,
    });
    expect(pdfGrande.statusCode).toBe(413);
    expect(pdfGrande.json().mensagem).toBe(MENSAGENS_EBOOK_ADMIN.pdfGrande);

    const invalido = await enviar(
      'POST',
      '/api/admin/ebooks',
      campos({ nome: ' ', valorCentavos: '0', paginasGratis: '-1' }),
      {
        pdf,
        capa: capaPng,
      },
    );
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().errors).toEqual([
      { campo: 'nome', mensagem: 'Informe o nome.' },
      { campo: 'valorCentavos', mensagem: 'O preço deve ser maior que zero.' },
      { campo: 'paginasGratis', mensagem: 'Páginas grátis inválidas.' },
    ]);

    const semPdf = await enviar('POST', '/api/admin/ebooks', campos(), { capa: capaPng });
    expect(semPdf.statusCode).toBe(400);
    expect(semPdf.json()).toMatchObject({
      mensagem: MENSAGENS_EBOOK_ADMIN.semPdf,
      errors: [{ campo: 'pdf' }],
    });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ebooks',
      headers: editor,
      payload: { nome: 'x' },
    });
    expect(json.statusCode).toBe(415);

    const c = campos();
    expect((await enviar('POST', '/api/admin/ebooks', c, { pdf, capa: capaPng })).statusCode).toBe(201);
    const repetido = await enviar('POST', '/api/admin/ebooks', c, { pdf, capa: capaPng });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().mensagem).toBe(MENSAGENS_EBOOK.nomeEmUso);
  });
});
