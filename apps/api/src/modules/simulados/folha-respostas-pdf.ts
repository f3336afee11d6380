import type { ParteSimulado, ResultadoParte } from '@aprovei/shared/simulados/simulados.rules';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { plural } from '@aprovei/shared/texto/plural';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { paraWinAnsi } from '../../lib/pdf-texto.ts';

/** One line of the sheet: the question's place, its part, the letters chosen and expected. */
export interface LinhaFolha {
  numero: number;
  parte: ParteSimulado;
  /** 1-based order of the chosen alternative; null when left blank. */
  escolhida: number | null;
  gabarito: number;
  correta: boolean;
}

export interface FolhaRespostas {
  simulado: string;
  aluno: string;
  finalizadoEm: Date;
  acertos: number;
  total: number;
  pontuacao: number;
  partes: { parte: ParteSimulado; resultado: ResultadoParte }[];
  posicao: { posicao: number; participantes: number; percentil: number | null } | null;
  questoes: LinhaFolha[];
}

export const ROTULO_PARTE: Record<ParteSimulado, string> = {
  SUS: 'SUS e políticas públicas',
  ESPECIFICO: 'Conhecimentos específicos',
  GERAL: 'Conhecimentos gerais',
  PORTUGUES: 'Português',
};

export const letra = (ordem: number | null) => (ordem === null ? '—' : String.fromCharCode(64 + ordem));

const MARGEM = 48;
const LARGURA = 595.28;
const ALTURA = 841.89;
const VERDE = rgb(0.1, 0.5, 0.2);
const VERMELHO = rgb(0.75, 0.15, 0.15);
const CINZA = rgb(0.35, 0.35, 0.35);

/** The student's answer sheet of a finished mock (pdf-lib, standard fonts: every text through paraWinAnsi). */
export async function folhaRespostasPdf(f: FolhaRespostas): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(paraWinAnsi(`Folha de respostas - ${f.simulado}`));
  pdf.setCreator('Aprovei');
  const normal = await pdf.embedFont(StandardFonts.Helvetica);
  const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([LARGURA, ALTURA]);
  let y = ALTURA - MARGEM;

  const escrever = (
    texto: string,
    x: number,
    o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) =>
    page.drawText(paraWinAnsi(texto), { x, y, size: o.size ?? 10, font: o.font ?? normal, color: o.color });
  const linha = (altura: number) => {
    y -= altura;
    if (y < MARGEM) {
      page = pdf.addPage([LARGURA, ALTURA]);
      y = ALTURA - MARGEM - altura;
    }
  };

  escrever('Folha de respostas', MARGEM, { font: negrito, size: 18 });
  linha(24);
  escrever(f.simulado, MARGEM, { font: negrito, size: 13 });
  linha(18);
  escrever(`Aluno: ${f.aluno}`, MARGEM);
  linha(14);
  escrever(`Finalizado em ${formatarDataHora(f.finalizadoEm)}`, MARGEM, { color: CINZA });
  linha(22);
  escrever(
    `Resultado: ${plural(f.acertos, 'acerto')} de ${plural(f.total, 'questão', 'questões')}, ${plural(f.pontuacao, 'ponto')}`,
    MARGEM,
    { font: negrito, size: 11 },
  );
  linha(16);
  if (f.posicao) {
    const { posicao, participantes, percentil } = f.posicao;
    escrever(
      `Posição: ${posicao}º de ${plural(participantes, 'participante')}` +
        (percentil === null ? '' : ` (à frente de ${percentil}% dos outros participantes)`),
      MARGEM,
    );
    linha(16);
  }
  for (const p of f.partes) {
    escrever(
      `${ROTULO_PARTE[p.parte]}: ${plural(p.resultado.acertos, 'acerto')} de ${p.resultado.total}, ${plural(p.resultado.pontos, 'ponto')}`,
      MARGEM + 12,
    );
    linha(14);
  }
  linha(12);

  const colunas = [MARGEM, MARGEM + 60, MARGEM + 250, MARGEM + 340, MARGEM + 420];
  const cabecalho = () => {
    ['Questão', 'Parte', 'Sua resposta', 'Gabarito', 'Resultado'].forEach((t, i) => {
      escrever(t, colunas[i]!, { font: negrito });
    });
    linha(4);
    page.drawLine({
      start: { x: MARGEM, y },
      end: { x: LARGURA - MARGEM, y },
      thickness: 0.5,
      color: CINZA,
    });
    linha(14);
  };
  cabecalho();
  for (const q of f.questoes) {
    const antes = page;
    escrever(String(q.numero), colunas[0]!);
    escrever(ROTULO_PARTE[q.parte], colunas[1]!, { size: 9 });
    escrever(letra(q.escolhida), colunas[2]!);
    escrever(letra(q.gabarito), colunas[3]!);
    escrever(q.escolhida === null ? 'Em branco' : q.correta ? 'Certa' : 'Errada', colunas[4]!, {
      font: negrito,
      color: q.correta ? VERDE : VERMELHO,
    });
    linha(14);
    if (page !== antes) cabecalho();
  }
  return pdf.save();
}
