import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { paraWinAnsi, quebrarLinhas } from '../../lib/pdf-texto.ts';

/** One line of the receipt: a label and, for money lines, its amount on the right. */
export interface LinhaRecibo {
  rotulo: string;
  valor?: string;
  destaque?: boolean;
}

export interface ReciboDados {
  /** Product name ('Aprovei', 'Aprovei Med'). */
  produto: string;
  idFatura: number;
  data: Date;
  comprador: { nome: string; cpfMascarado: string };
  /** The items and amounts, in order (plan, products, e-books, discount, total). */
  linhas: LinhaRecibo[];
  /** Payment method, instalments, situation, the gateway's id. */
  detalhes: [string, string][];
  geradoEm: Date;
}

export const dinheiro = formatarCentavos;

const A4 = { largura: 595.28, altura: 841.89 };
const MARGEM = 56;
const COR = rgb(0.1, 0.1, 0.12);
const CINZA = rgb(0.45, 0.45, 0.5);

/** The receipt of one order as a one-page PDF (pdf-lib, standard fonts: see lib/pdf-texto.ts). */
export async function gerarReciboPdf(d: ReciboDados): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(paraWinAnsi(`Recibo do pedido nº ${d.idFatura} — ${d.produto}`));
  doc.setAuthor(paraWinAnsi(d.produto));
  doc.setCreator(paraWinAnsi(d.produto));
  doc.setProducer('pdf-lib');
  doc.setLanguage('pt-BR');
  doc.setCreationDate(d.geradoEm);
  doc.setModificationDate(d.geradoEm);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.largura, A4.altura]);
  const largura = A4.largura - 2 * MARGEM;
  let y = A4.altura - MARGEM;

  const escrever = (texto: string, font: PDFFont, tamanho: number, cor = COR, x = MARGEM, max = largura) => {
    for (const linha of quebrarLinhas(paraWinAnsi(texto), font, tamanho, max)) {
      y -= tamanho * 1.4;
      page.drawText(linha, { x, y, size: tamanho, font, color: cor });
    }
  };
  const regua = () => {
    y -= 10;
    page.drawLine({
      start: { x: MARGEM, y },
      end: { x: A4.largura - MARGEM, y },
      thickness: 0.6,
      color: CINZA,
    });
  };

  escrever(d.produto, negrito, 16);
  escrever(`Recibo do pedido nº ${d.idFatura}`, negrito, 13);
  escrever(`Data do pedido: ${formatarDataHora(d.data)}`, regular, 10.5);
  escrever(`Comprador: ${d.comprador.nome} · CPF ${d.comprador.cpfMascarado}`, regular, 10.5);
  regua();
  y -= 4;
  for (const l of d.linhas) {
    const font = l.destaque ? negrito : regular;
    const tamanho = l.destaque ? 12 : 10.5;
    const valor = l.valor ? paraWinAnsi(l.valor) : '';
    const larguraValor = valor ? font.widthOfTextAtSize(valor, tamanho) : 0;
    const topo = y;
    escrever(l.rotulo, font, tamanho, COR, MARGEM, largura - larguraValor - 16);
    if (valor) {
      page.drawText(valor, {
        x: A4.largura - MARGEM - larguraValor,
        y: topo - tamanho * 1.4,
        size: tamanho,
        font,
        color: COR,
      });
    }
  }
  regua();
  y -= 4;
  for (const [rotulo, valor] of d.detalhes) escrever(`${rotulo}: ${valor}`, regular, 10.5);
  y -= 16;
  escrever(
    `Documento gerado em ${formatarDataHora(d.geradoEm)}. Este recibo comprova o pagamento do pedido; ` +
      'a nota fiscal é emitida pela empresa mantenedora da plataforma.',
    regular,
    9,
    CINZA,
  );
  return doc.save();
}
