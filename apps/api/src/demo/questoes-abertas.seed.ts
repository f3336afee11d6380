import { Readable } from 'node:stream';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { paraWinAnsi, quebrarLinhas } from '../lib/pdf-texto.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { QUESTOES_ABERTAS_DEMO, RESPOSTAS_DEMO } from './conteudo/questoes-abertas.ts';

/*
 * Demo open questions: the rows and their PDFs, written to the file storage with the rest of the demo
 * (as the e-books' are), the sizes recorded.
 */

const chaveEnunciado = (plataformaId: number, numero: number) =>
  `questao-aberta/demo/enunciado-${plataformaId}-${numero}.pdf`;
const chaveResposta = (i: number) => `questao-aberta/demo/resposta-${i + 1}.pdf`;
const chaveCorrecao = (i: number) => `questao-aberta/demo/correcao-${i + 1}.pdf`;

/** A one-page (or longer) A4 PDF with a title and wrapped paragraphs. */
export async function pdfDeTexto(titulo: string, paragrafos: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(titulo);
  doc.setCreator('Aprovei');
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const [largura, altura, margem] = [595, 842, 56];
  let pagina = doc.addPage([largura, altura]);
  let y = altura - margem;
  const linha = (texto: string, tamanho: number, f = fonte) => {
    if (y < margem) {
      pagina = doc.addPage([largura, altura]);
      y = altura - margem;
    }
    pagina.drawText(texto, { x: margem, y, size: tamanho, font: f, color: rgb(0.1, 0.1, 0.12) });
    y -= tamanho * 1.45;
  };
  const quebrar = (texto: string, tamanho: number, f = fonte) => {
    for (const l of quebrarLinhas(paraWinAnsi(texto), f, tamanho, largura - 2 * margem)) linha(l, tamanho, f);
  };
  quebrar(titulo, 16, negrito);
  y -= 8;
  for (const p of paragrafos) {
    quebrar(p, 11);
    y -= 6;
  }
  return doc.save();
}

/** Writes a generated PDF under a demo key; its size in bytes. */
async function guardarPdf(arquivos: FileStorage, chave: string, titulo: string, texto: string[]) {
  const bytes = await pdfDeTexto(titulo, texto);
  await arquivos.put(chave, Readable.from([Buffer.from(bytes)]), 'application/pdf');
  return bytes.length;
}

/** The demo questions and answers with their files; the demo teacher gets answers waiting in the queue. */
export async function seedQuestoesAbertas(
  tx: DbOrTx,
  usuarios: Record<string, number>,
  arquivos: FileStorage,
) {
  const temas = new Map(
    (await tx.select().from(t.temaQuestaoAberta)).map((tema) => [tema.nome, tema.id] as const),
  );
  const ids = new Map<string, number>();
  for (const q of QUESTOES_ABERTAS_DEMO) {
    const [row] = await tx
      .insert(t.questaoAberta)
      .values({
        plataformaId: q.plataformaId,
        numero: q.numero,
        titulo: q.titulo,
        observacao: q.observacao,
        temaId: temas.get(q.tema)!,
        arquivoChave: chaveEnunciado(q.plataformaId, q.numero),
        arquivoNome: `questao-${q.numero}.pdf`,
        arquivoTipo: 'application/pdf',
        arquivoBytes: await guardarPdf(
          arquivos,
          chaveEnunciado(q.plataformaId, q.numero),
          `Questão ${q.numero} — ${q.titulo}`,
          [`Tema: ${q.tema}`, ...q.enunciado, `Observação: ${q.observacao}`],
        ),
      })
      .returning({ id: t.questaoAberta.id });
    ids.set(`${q.plataformaId}-${q.numero}`, row!.id);
  }
  const professor = usuarios['professor@aprovei.dev']!;
  for (const [i, r] of RESPOSTAS_DEMO.entries()) {
    const enviadaEm = new Date(Date.now() - r.diasAtras * 86_400_000);
    await tx.insert(t.respostaQuestaoAberta).values({
      questaoAbertaId: ids.get(`${r.plataformaId}-${r.numero}`)!,
      usuarioId: usuarios[r.email]!,
      professorId: r.paraProfessor ? professor : null,
      enviadaEm,
      arquivoChave: chaveResposta(i),
      arquivoNome: 'minha-resposta.pdf',
      arquivoTipo: 'application/pdf',
      arquivoBytes: await guardarPdf(arquivos, chaveResposta(i), `Resposta — questão ${r.numero}`, r.texto),
      ...(r.correcao
        ? {
            situacao: 'C',
            corretorId: professor,
            corrigidaEm: new Date(enviadaEm.getTime() + 2 * 86_400_000),
            correcaoChave: chaveCorrecao(i),
            correcaoNome: 'correcao.pdf',
            correcaoTipo: 'application/pdf',
            correcaoBytes: await guardarPdf(
              arquivos,
              chaveCorrecao(i),
              'Correção do professor',
              r.correcao.texto,
            ),
            comentario: r.correcao.comentario,
            notaDecimos: Math.round(r.correcao.nota * 10),
          }
        : {}),
    });
  }
}
