import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfInflaDemais } from './pdf-inflado.ts';

const MIB = 1024 * 1024;

/** A PDF with the given stream contents (each one a FlateDecode stream, with the /Length it claims). */
function pdfCom(streams: { dados: Buffer; length?: number }[]): Buffer {
  const partes: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  streams.forEach(({ dados, length }, i) => {
    partes.push(
      Buffer.from(`${i + 1} 0 obj\n<< /Length ${length ?? dados.length} /Filter /FlateDecode >>\nstream\r\n`),
      dados,
      Buffer.from('\nendstream\nendobj\n'),
    );
  });
  partes.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(partes);
}

describe('pdfInflaDemais', () => {
  it('accepts a real PDF with compressed pages and fonts', async () => {
    const doc = await PDFDocument.create();
    const fonte = await doc.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < 5; p++) {
      const pagina = doc.addPage();
      for (let l = 0; l < 40; l++)
        pagina.drawText(`Resposta da questão, linha ${l}`, { x: 40, y: 800 - l * 18, size: 11, font: fonte });
    }
    const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(await pdfInflaDemais(bytes, MIB)).toBe(false);
  });

  it('refuses a stream that inflates past the limit, whatever /Length it declares', async () => {
    const bomba = deflateSync(Buffer.alloc(3 * MIB), { level: 9 });
    expect(bomba.length).toBeLessThan(10_000);
    expect(await pdfInflaDemais(pdfCom([{ dados: bomba }]), 2 * MIB)).toBe(true);
    expect(await pdfInflaDemais(pdfCom([{ dados: bomba, length: 12 }]), 2 * MIB)).toBe(true);
    expect(await pdfInflaDemais(pdfCom([{ dados: bomba }]), 4 * MIB)).toBe(false);
  });

  it('adds up the streams, and follows a stream hidden behind a chained FlateDecode', async () => {
    const meio = deflateSync(Buffer.alloc(1.5 * MIB));
    expect(await pdfInflaDemais(pdfCom([{ dados: meio }]), 2 * MIB)).toBe(false);
    expect(await pdfInflaDemais(pdfCom([{ dados: meio }, { dados: meio }]), 2 * MIB)).toBe(true);

    const dupla = deflateSync(deflateSync(Buffer.alloc(3 * MIB)));
    expect(dupla.length).toBeLessThan(1_000);
    expect(await pdfInflaDemais(pdfCom([{ dados: dupla }]), 2 * MIB)).toBe(true);
  });

  it('finds a stream after a small one and after data that is not zlib', async () => {
    const pequeno = deflateSync(Buffer.from('BT /F1 11 Tf (oi) Tj ET'));
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const bomba = deflateSync(Buffer.alloc(3 * MIB));
    const pdf = pdfCom([{ dados: pequeno }, { dados: jpeg }, { dados: bomba }]);
    expect(await pdfInflaDemais(pdf, 2 * MIB)).toBe(true);
    // A truncated zlib stream counts what it inflates, and the scan goes on.
    const truncado = deflateSync(Buffer.alloc(MIB)).subarray(0, 200);
    expect(await pdfInflaDemais(pdfCom([{ dados: truncado }, { dados: bomba }]), 2 * MIB)).toBe(true);
  });
});
