/**
 * Demo add-on products, one of each delivery (ADR 016): a PDF of summaries in the file storage, a pack of
 * extra open-question sends, and mentoring services whose instructions go out by e-mail. Each demo
 * purchase of them comes with its paid order (checkout.seed.ts `pedidoPagoDemo`), which is what lets the
 * owner download the file. Text written for the project.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { type NovoProduto, produtosService } from '../modules/produtos/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { pedidoPagoDemo } from './checkout.seed.ts';
import { gerarEbookPdf } from './livro-pdf.ts';

export const PRODUTO_PDF = 'Revisão final: resumos em PDF';
export const PRODUTO_ENVIOS = 'Pacote de 10 envios de questão aberta';
export const PRODUTO_MENTORIA = 'Mentoria de estudos (3 encontros on-line)';

/** The summaries' PDF (an A5 booklet like the e-books). */
const RESUMOS = {
  nome: PRODUTO_PDF,
  autor: 'Equipe Aprovei',
  materia: 'Revisão para residência',
  apresentacao:
    'Estes resumos reúnem, em poucas páginas, os temas que mais voltam nas provas de residência. Leia um ' +
    'capítulo por dia na última semana e responda às questões de revisão sem consultar o texto.',
  capitulos: [
    {
      titulo: 'Anatomia de cabeça e pescoço',
      paragrafos: [
        'O nervo trigêmeo (V par) dá a sensibilidade da face: oftálmico, maxilar e mandibular. Só o ramo ' +
          'mandibular tem fibras motoras, para os músculos da mastigação.',
        'Masseter, temporal e pterigóideo medial elevam a mandíbula; o pterigóideo lateral a protrui e abre a boca.',
      ],
    },
    {
      titulo: 'Farmacologia dos anestésicos locais',
      paragrafos: [
        'Amidas (lidocaína, mepivacaína, articaína) são metabolizadas no fígado; a articaína também no plasma, ' +
          'pelo seu grupo éster. Ésteres (benzocaína) dão mais reações alérgicas.',
        'Dose máxima da lidocaína com vasoconstritor: 7 mg/kg, sem passar de 500 mg.',
      ],
    },
    {
      titulo: 'Biossegurança',
      paragrafos: [
        'Esterilização em autoclave: 121 °C por 15 a 30 minutos ou 134 °C por 3 a 10 minutos, com o controle ' +
          'biológico semanal (Geobacillus stearothermophilus).',
      ],
    },
  ],
  questoes: [
    'Qual ramo do trigêmeo tem fibras motoras, e para quais músculos?',
    'Por que a articaína tem meia-vida mais curta que a lidocaína?',
    'Qual indicador biológico controla a autoclave?',
  ],
};

/** The demo products; the PDF's only when there is a file storage to keep it (`pdf`). */
const produtosDemo = (pdf: Uint8Array | null): (NovoProduto & { tenant: 'aprovei' | 'aprovei-med' })[] => [
  {
    tenant: 'aprovei',
    nomeProduto: PRODUTO_MENTORIA,
    descricao: 'Três encontros com um mentor para montar e ajustar o seu cronograma.',
    valorCentavos: 297_00,
    duracaoMeses: 6,
    tipoEntrega: 'SERVICO',
    instrucoes:
      'Responda a este e-mail com três horários da próxima semana em que você pode conversar por uma hora. ' +
      'Em até 2 dias úteis o seu mentor confirma o primeiro encontro e manda o link da chamada. Leve o seu ' +
      'cronograma atual e a data da sua prova.',
  },
  ...(pdf
    ? [
        {
          tenant: 'aprovei' as const,
          nomeProduto: PRODUTO_PDF,
          descricao: 'Resumos das matérias mais cobradas, para a última semana antes da prova.',
          valorCentavos: 97_00,
          duracaoMeses: 12,
          tipoEntrega: 'ARQUIVO' as const,
          arquivo: { nome: 'revisao-final-resumos.pdf', bytes: pdf, tipo: 'application/pdf' as const },
        },
      ]
    : []),
  {
    tenant: 'aprovei',
    nomeProduto: PRODUTO_ENVIOS,
    descricao: 'Mais 10 respostas de questões abertas corrigidas por um professor.',
    valorCentavos: 49_00,
    duracaoMeses: 12,
    tipoEntrega: 'ENVIOS_QUESTAO_ABERTA',
    enviosQuestaoAberta: 10,
  },
  {
    tenant: 'aprovei-med',
    nomeProduto: 'Mentoria de residência médica',
    descricao: 'Acompanhamento quinzenal do seu desempenho por um médico residente.',
    valorCentavos: 397_00,
    duracaoMeses: 6,
    tipoEntrega: 'SERVICO',
    instrucoes:
      'Responda a este e-mail contando a especialidade e a instituição que você quer. O seu mentor marca a ' +
      'primeira conversa em até 2 dias úteis e depois a cada quinze dias.',
  },
];

/** Demo purchases: who bought which products with which of their plans (each with a paid order). */
const COMPRAS: { email: string; planoId: number; metodo: 'CARTAO_CREDITO' | 'PIX'; produtos: string[] }[] = [
  {
    email: 'assinante@aprovei.dev',
    planoId: 1,
    metodo: 'CARTAO_CREDITO',
    produtos: [PRODUTO_MENTORIA, PRODUTO_PDF],
  },
  { email: 'novato@aprovei.dev', planoId: 2, metodo: 'CARTAO_CREDITO', produtos: [PRODUTO_PDF] },
  { email: 'aluno@aprovei.dev', planoId: 1, metodo: 'CARTAO_CREDITO', produtos: [PRODUTO_PDF] },
];

/**
 * The products (the PDF only with a file storage) and the demo purchases: their produto_comprado rows,
 * the services' instructions counted as sent, and the paid orders that hold them.
 */
export async function seedProdutosDemo(tx: DbOrTx, usuarios: Record<string, number>, arquivos?: FileStorage) {
  const ids = new Map<string, { id: number; valorCentavos: number; duracaoMeses: number }>();
  const service = produtosService(tx, { storage: arquivos });
  for (const { tenant, ...p } of produtosDemo(arquivos ? (await gerarEbookPdf(RESUMOS)).bytes : null)) {
    const id = await service.cadastrar(tenant, p);
    ids.set(p.nomeProduto, { id, valorCentavos: p.valorCentavos, duracaoMeses: p.duracaoMeses ?? 12 });
  }

  for (const c of COMPRAS) {
    const usuarioId = usuarios[c.email];
    const produtos = c.produtos.flatMap((nome) => ids.get(nome) ?? []);
    if (usuarioId === undefined || produtos.length === 0) continue;
    const [contrato] = await tx
      .select({ id: t.contratacao.id, dataInicio: t.contratacao.dataInicio })
      .from(t.contratacao)
      .where(and(eq(t.contratacao.usuarioId, usuarioId), eq(t.contratacao.planoId, c.planoId)));
    const [plano] = await tx.select().from(t.plano).where(eq(t.plano.id, c.planoId));
    const [u] = await tx.select({ cpf: t.usuario.cpf }).from(t.usuario).where(eq(t.usuario.id, usuarioId));
    if (!contrato || !plano || !u) continue;
    for (const p of produtos) {
      const validade = new Date(contrato.dataInicio);
      validade.setMonth(validade.getMonth() + p.duracaoMeses);
      await tx.insert(t.produtoComprado).values({
        contratacaoId: contrato.id,
        produtoId: p.id,
        dataInicio: contrato.dataInicio,
        dataValidadeAssinatura: validade,
        valorPagoCentavos: p.valorCentavos,
        // A purchase of the past: its e-mail is not sent again by a new database.
        instrucoesEnviadasEm: contrato.dataInicio,
      });
    }
    await pedidoPagoDemo(tx, {
      usuarioId,
      cpf: u.cpf,
      contrato,
      plano,
      metodo: c.metodo,
      chave: c.email.split('@')[0]!,
      produtos,
    });
  }
}
