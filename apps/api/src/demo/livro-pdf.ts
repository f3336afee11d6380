/**
 * The demo's books as PDFs (pdf-lib, standard fonts): an A5 booklet with a title page, the contents, one
 * chapter per page (or more) and review questions. The product stores the PDF it is given (the back office
 * uploads a real book); the demo writes its own with this.
 */
import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { paraWinAnsi, quebrarLinhas } from '../lib/pdf-texto.ts';

const A5 = { largura: 419.53, altura: 595.28 };
const MARGEM = 48;
const COR = rgb(0.12, 0.12, 0.16);

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
