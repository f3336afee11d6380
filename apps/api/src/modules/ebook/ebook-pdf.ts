import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { paraWinAnsi, quebrarLinhas } from '../../lib/pdf-texto.ts';

/**
 * The e-books' PDFs (pdf-lib, standard fonts): the book itself as the demo content writes it, the
 * owner's copy with a stamp on every page, and the free pages alone.
 */

export interface CapituloEbook {
  titulo: string;
  paragrafos: string[];
}

export interface ConteudoEbook {
  nome: string;
  autor: string;
  materia: string;
  apresentacao: string;
  capitulos: CapituloEbook[];
  questoes: string[];
}

const A5 = { largura: 419.53, altura: 595.28 };
const MARGEM = 48;
const COR = rgb(0.12, 0.12, 0.16);

/** The book: a title page, the contents, one chapter per page (or more), review questions. */
export async function gerarEbookPdf(
  livro: ConteudoEbook,
  produto = 'Aprovei',
): Promise<{ bytes: Uint8Array; numPaginas: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(paraWinAnsi(livro.nome));
  doc.setAuthor(paraWinAnsi(livro.autor));
  doc.setSubject(paraWinAnsi(livro.materia));
  doc.setLanguage('pt-BR');
  doc.setCreator(paraWinAnsi(produto));
  doc.setProducer('pdf-lib');
  const fixa = new Date('2026-01-01T00:00:00Z');
  doc.setCreationDate(fixa);
  doc.setModificationDate(fixa);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const largura = A5.largura - 2 * MARGEM;

  let page: PDFPage = doc.addPage([A5.largura, A5.altura]);
  let y = A5.altura - MARGEM;
  const novaPagina = () => {
    page = doc.addPage([A5.largura, A5.altura]);
    y = A5.altura - MARGEM;
  };
  const escrever = (texto: string, tamanho: number, negritoSim = false, centro = false, antes = 6) => {
    const font = negritoSim ? negrito : regular;
    const entrelinha = tamanho * 1.45;
    y -= antes;
    for (const linha of quebrarLinhas(paraWinAnsi(texto), font, tamanho, largura)) {
      if (y - entrelinha < MARGEM + 14) novaPagina();
      y -= entrelinha;
      const x = centro ? MARGEM + (largura - font.widthOfTextAtSize(linha, tamanho)) / 2 : MARGEM;
      page.drawText(linha, { x, y, size: tamanho, font, color: COR });
    }
  };

  // Title page.
  y = A5.altura * 0.62;
  escrever(livro.nome, 20, true, true);
  escrever(livro.autor, 13, false, true, 14);
  escrever(livro.materia, 11, false, true, 10);
  y = MARGEM + 60;
  escrever(`${produto} · e-books`, 10, false, true);

  novaPagina();
  escrever('Sumário', 15, true);
  escrever('Apresentação', 11, false, false, 12);
  for (const [i, c] of livro.capitulos.entries()) escrever(`${i + 1}. ${c.titulo}`, 11, false, false, 4);
  escrever('Questões de revisão', 11, false, false, 4);
  escrever('Apresentação', 13, true, false, 24);
  escrever(livro.apresentacao, 11);

  for (const [i, c] of livro.capitulos.entries()) {
    novaPagina();
    escrever(`${i + 1}. ${c.titulo}`, 15, true);
    for (const p of c.paragrafos) escrever(p, 11, false, false, 8);
  }
  novaPagina();
  escrever('Questões de revisão', 15, true);
  for (const [i, q] of livro.questoes.entries()) escrever(`${i + 1}) ${q}`, 11, false, false, 8);

  const total = doc.getPageCount();
  for (const [i, p] of doc.getPages().entries()) {
    if (i === 0) continue;
    const rodape = `${i + 1} / ${total}`;
    p.drawText(rodape, {
      x: A5.largura - MARGEM - regular.widthOfTextAtSize(rodape, 9),
      y: MARGEM / 2,
      size: 9,
      font: regular,
      color: rgb(0.45, 0.45, 0.5),
    });
  }
  return { bytes: await doc.save(), numPaginas: total };
}

/** The owner's copy: `texto` (name and masked CPF) drawn at the foot of every page. */
export async function carimbarPdf(bytes: Uint8Array, texto: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const linha = paraWinAnsi(texto);
  for (const page of doc.getPages()) {
    const { width } = page.getSize();
    let tamanho = 7;
    while (tamanho > 4 && font.widthOfTextAtSize(linha, tamanho) > width - 24) tamanho -= 0.5;
    page.drawText(linha, {
      x: (width - font.widthOfTextAtSize(linha, tamanho)) / 2,
      y: 10,
      size: tamanho,
      font,
      color: rgb(0.55, 0.2, 0.2),
    });
  }
  doc.setModificationDate(new Date());
  return doc.save();
}

/** A new document of the first `quantidade` pages only. */
export async function primeirasPaginas(bytes: Uint8Array, quantidade: number): Promise<Uint8Array> {
  const origem = await PDFDocument.load(bytes);
  const doc = await PDFDocument.create();
  const n = Math.min(quantidade, origem.getPageCount());
  const paginas = await doc.copyPages(
    origem,
    Array.from({ length: n }, (_, i) => i),
  );
  for (const p of paginas) doc.addPage(p);
  doc.setTitle(`${origem.getTitle() ?? 'E-book'} (páginas grátis)`);
  if (origem.getAuthor()) doc.setAuthor(origem.getAuthor()!);
  doc.setLanguage('pt-BR');
  doc.setProducer('pdf-lib');
  return doc.save();
}
