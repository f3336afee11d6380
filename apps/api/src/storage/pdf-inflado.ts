import { createInflate, type Inflate } from 'node:zlib';

/**
 * The most a PDF may inflate to, all its compressed streams together: about 12 times the largest
 * upload, room for some 14 A4 pages scanned at 300 dpi in 8-bit grey stored uncompressed-then-Flate
 * (most scanners embed JPEG, which is not inflated here). A "zip bomb" PDF inflates to far more and
 * would stall the viewer of whoever opens it.
 */
export const PDF_MAX_BYTES_INFLADOS = 128 * 1024 * 1024;

/** Chained FlateDecode filters are followed this deep (a bomb may hide inside an inflated stream). */
const PROFUNDIDADE_MAXIMA = 3;
/** Compressed bytes handed to an inflater at a time. */
const FATIA = 64 * 1024;

const STREAM = Buffer.from('stream', 'latin1');

interface Orcamento {
  restante: number;
}

/** True for the two bytes a zlib stream (FlateDecode) begins with: deflate method and a valid check. */
function cabecalhoZlib(b0: number | undefined, b1: number | undefined): boolean {
  return (
    b0 !== undefined && b1 !== undefined && (b0 & 0x0f) === 8 && b0 >> 4 <= 7 && (b0 * 256 + b1) % 31 === 0
  );
}

/**
 * An inflater whose output is counted against the budget (and destroyed once it goes past it); output
 * that is itself a zlib stream is inflated and counted too, up to PROFUNDIDADE_MAXIMA.
 */
function inflaterContado(
  orcamento: Orcamento,
  profundidade: number,
): { inflater: Inflate; fim: Promise<void> } {
  const inflater = createInflate();
  let interno: ReturnType<typeof inflaterContado> | null | undefined;
  let inicio: Buffer | null = Buffer.alloc(0);
  inflater.on('data', (parte: Buffer) => {
    orcamento.restante -= parte.length;
    if (orcamento.restante < 0) {
      inflater.destroy();
      return;
    }
    if (profundidade >= PROFUNDIDADE_MAXIMA || interno === null) return;
    if (interno === undefined) {
      // The first two bytes decide whether the output is another zlib stream.
      inicio = Buffer.concat([inicio ?? Buffer.alloc(0), parte]);
      if (inicio.length < 2) return;
      if (!cabecalhoZlib(inicio[0], inicio[1])) {
        interno = null;
        inicio = null;
        return;
      }
      interno = inflaterContado(orcamento, profundidade + 1);
      parte = inicio;
      inicio = null;
    }
    const { inflater: seguinte } = interno;
    if (seguinte.destroyed || seguinte.writableEnded) return;
    // Back-pressure: the inner inflater sets the pace, so its input never piles up in memory.
    if (!seguinte.write(parte)) {
      inflater.pause();
      seguinte.once('drain', () => inflater.resume());
      seguinte.once('close', () => inflater.resume());
    }
  });
  const fim = new Promise<void>((resolve) => {
    inflater.on('error', () => {});
    inflater.on('close', () => {
      if (interno) {
        interno.inflater.end();
        void interno.fim.then(resolve);
      } else resolve();
    });
  });
  return { inflater, fim };
}

/** Writes to the inflater; resolves once it took the bytes or closed (an error skips the write's callback). */
function escrever(inflater: Inflate, dados: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const fechou = () => resolve();
    inflater.once('close', fechou);
    inflater.write(dados, () => {
      inflater.off('close', fechou);
      resolve();
    });
  });
}

/**
 * Inflates the zlib stream that begins at `inicio` (if it is one), counting against the budget. Resolves
 * with the offset where the compressed data ended, or null when the bytes there are no zlib stream.
 */
async function medirStream(pdf: Buffer, inicio: number, orcamento: Orcamento): Promise<number | null> {
  if (!cabecalhoZlib(pdf[inicio], pdf[inicio + 1])) return null;
  const { inflater, fim } = inflaterContado(orcamento, 1);
  let erro = false;
  inflater.once('error', () => {
    erro = true;
  });
  for (let i = inicio; i < pdf.length && !inflater.destroyed && !inflater.readableEnded; i += FATIA) {
    await escrever(inflater, pdf.subarray(i, i + FATIA));
    // Let the 'end' of a finished stream arrive before feeding it more.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  inflater.end();
  await fim;
  if (erro && orcamento.restante >= 0) return null;
  return inicio + Math.max(2, inflater.bytesWritten);
}

/** The offset just after the end-of-line that follows a `stream` keyword at `i` (not `endstream`), or -1. */
function inicioDosDados(pdf: Buffer, i: number): number {
  if (i >= 3 && pdf.toString('latin1', i - 3, i) === 'end') return -1;
  const depois = i + STREAM.length;
  if (pdf[depois] === 0x0d && pdf[depois + 1] === 0x0a) return depois + 2;
  if (pdf[depois] === 0x0a || pdf[depois] === 0x0d) return depois + 1;
  return -1;
}

/**
 * Whether a PDF inflates to more than `limite` bytes: every stream that holds zlib data (FlateDecode,
 * whatever its declared /Length says) is inflated in slices with its output counted and thrown away, so
 * the check costs at most `limite` bytes of inflating and little memory. Streams are read in order: the
 * scan resumes where each compressed stream really ended.
 */
export async function pdfInflaDemais(pdf: Buffer, limite = PDF_MAX_BYTES_INFLADOS): Promise<boolean> {
  const orcamento: Orcamento = { restante: limite };
  let posicao = 0;
  for (;;) {
    const i = pdf.indexOf(STREAM, posicao);
    if (i < 0) break;
    const dados = inicioDosDados(pdf, i);
    if (dados < 0) {
      posicao = i + STREAM.length;
      continue;
    }
    const fim = await medirStream(pdf, dados, orcamento);
    if (orcamento.restante < 0) return true;
    posicao = fim ?? dados;
  }
  return false;
}
