import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { paraWinAnsi } from '../../lib/pdf-texto.ts';

/**
 * The e-books' PDFs (pdf-lib): the page count of an uploaded book, the owner's copy with a stamp on
 * every page, and the free pages alone.
 */

/** The pages of a PDF, or null when the bytes are not a PDF pdf-lib can open. */
export async function paginasDoPdf(bytes: Uint8Array): Promise<number | null> {
  try {
    return (await PDFDocument.load(bytes)).getPageCount();
  } catch {
    return null;
  }
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
