/** Demo e-books: their PDFs generated into the file storage, covers drawn as SVG, two owned by the demo student. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { ebookService } from '../modules/ebook/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { EBOOKS_DEMO, EBOOKS_DO_ALUNO_DEMO } from './conteudo/ebooks.ts';
import { gerarEbookPdf } from './livro-pdf.ts';

const xml = (texto: string) =>
  texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words in lines of at most `largura` characters. */
function linhas(texto: string, largura: number): string[] {
  const out: string[] = [];
  for (const palavra of texto.split(' ')) {
    const ultima = out.at(-1);
    if (ultima !== undefined && `${ultima} ${palavra}`.length <= largura)
      out[out.length - 1] = `${ultima} ${palavra}`;
    else out.push(palavra);
  }
  return out;
}

/** A cover: a gradient, the title in large type, a book mark and the author; as an SVG data URL. */
export function capaSvg(nome: string, autor: string, [de, ate]: [string, string]): string {
  const titulo = linhas(nome, 16)
    .map((l, i) => `<text x="24" y="${110 + i * 30}" font-size="24" font-weight="700">${xml(l)}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="340" viewBox="0 0 240 340">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${de}"/>` +
    `<stop offset="1" stop-color="${ate}"/></linearGradient></defs>` +
    `<rect width="240" height="340" fill="url(#g)"/><rect x="0" y="0" width="10" height="340" fill="#000" opacity=".18"/>` +
    `<path d="M24 40h34v30l-17-10-17 10z" fill="#fff" opacity=".85"/>` +
    `<g fill="#fff" font-family="Georgia, 'Times New Roman', serif">${titulo}` +
    `<text x="24" y="310" font-size="14" opacity=".9">${xml(autor)}</text></g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function seedEbooksDemo(tx: DbOrTx, usuarios: Record<string, number>, arquivos: FileStorage) {
  const service = ebookService(tx, arquivos);
  const ids = new Map<string, number>();
  for (const e of EBOOKS_DEMO) {
    const [materia] = await tx
      .select({ id: t.materia.id })
      .from(t.materia)
      .where(eq(t.materia.nome, e.conteudo.materia))
      .orderBy(asc(t.materia.id))
      .limit(1);
    if (!materia) throw new Error(`matéria do e-book não encontrada: ${e.conteudo.materia}`);
    const { bytes } = await gerarEbookPdf(e.conteudo);
    const id = await service.cadastrar(
      'aprovei',
      {
        materiaId: materia.id,
        nome: e.conteudo.nome,
        autor: e.conteudo.autor,
        descricao: e.descricao,
        capa: capaSvg(e.conteudo.nome, e.conteudo.autor, e.cores),
        valorCentavos: e.valorCentavos,
        paginasGratis: e.paginasGratis,
      },
      bytes,
    );
    ids.set(e.conteudo.nome, id);
  }
  const aluno = usuarios['aluno@aprovei.dev'];
  if (aluno !== undefined) {
    await service.conceder(
      aluno,
      EBOOKS_DO_ALUNO_DEMO.map((nome) => ids.get(nome)!),
      null,
      new Date(Date.now() - 20 * 86_400_000),
    );
  }
}
