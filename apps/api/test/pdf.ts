import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

// WinAnsi bytes → text (the characters this document uses are Latin-1 or the 0x80–0x9F extras).
const WIN_ANSI_EXTRA: Record<number, string> = { 128: '€', 149: '•', 150: '–', 151: '—', 147: '“', 148: '”' };
function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('');
}

/** The text drawn on every page: the hex strings of the (deflated) content streams. */
export async function textoDoPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument; texto: string }> {
  const doc = await PDFDocument.load(bytes);
  let texto = '';
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const decoded = filter?.toString() === '/FlateDecode' ? inflateSync(raw) : raw;
      for (const m of decoded.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texto += `${decodeWinAnsi(Buffer.from(m[1] ?? '', 'hex'))}\n`;
      }
    }
  }
  return { doc, texto };
}
