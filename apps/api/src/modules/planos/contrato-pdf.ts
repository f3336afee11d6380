import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { formatarData } from '@aprovei/shared/texto/datas';
import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Empresa } from '../../config/empresa.ts';
import { paraWinAnsi, quebrarLinhas } from '../../lib/pdf-texto.ts';

export { paraWinAnsi, quebrarLinhas };

/**
 * The contract of provision of educational services of a plan, as a PDF (pdf-lib, standard fonts).
 * Standard fonts only encode WinAnsi (Windows-1252), which covers Portuguese; every text goes through
 * `paraWinAnsi` first so that nothing else reaches the encoder (it would throw).
 */

export interface ContratoPdfPlano {
  id: number;
  nomePlano: string;
  descricao: string;
  descricaoDetalhada: string;
  valorIntegralCentavos: number;
  duracaoMeses: number;
  acessoCompleto: boolean;
  planoEnare: boolean;
  parcelas: { qtdParcela: number; valorParceladoCentavos: number }[];
  funcionalidades: string[];
}

export interface ContratoPdfDados {
  /** Product name ('Aprovei', 'Aprovei Med'). */
  produto: string;
  /** The company that signs as CONTRATADA. */
  empresa: Empresa;
  plano: ContratoPdfPlano;
  /** Absolute address of the privacy policy page. */
  politicaPrivacidadeUrl: string;
  /** 'enare': the national-exam flow's document (mostrar-contrato2), with the mock-exam clause. */
  variante: 'padrao' | 'enare';
  geradoEm: Date;
}

const meses = (n: number) => (n === 1 ? '1 (um) mês' : `${n} meses`);

type Bloco = { tipo: 'titulo' | 'secao' | 'paragrafo' | 'item' | 'nota'; texto: string };

/** The contract's text, clause by clause. */
export function textoContrato(d: ContratoPdfDados): Bloco[] {
  const p = d.plano;
  const enare = d.variante === 'enare';
  const maxParcelas = p.parcelas.reduce((m, x) => Math.max(m, x.qtdParcela), 1);
  const blocos: Bloco[] = [];
  const titulo = (texto: string) => blocos.push({ tipo: 'titulo', texto });
  const secao = (texto: string) => blocos.push({ tipo: 'secao', texto });
  const par = (texto: string) => blocos.push({ tipo: 'paragrafo', texto });
  const item = (texto: string) => blocos.push({ tipo: 'item', texto });

  titulo(
    enare
      ? 'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS — SIMULADOS NACIONAIS'
      : 'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
  );
  blocos.push({ tipo: 'nota', texto: `Plano: ${p.nomePlano}` });

  secao('1. Das partes');
  par(
    `CONTRATADA: ${d.empresa.razaoSocial}, inscrita no CNPJ sob o nº ${d.empresa.cnpj}, com sede em ` +
      `${d.empresa.endereco}, mantenedora da plataforma ${d.produto}, que oferece pela internet banco de ` +
      'questões, exercícios de fixação, simulados e materiais de estudo.',
  );
  par(
    'CONTRATANTE: a pessoa física titular da conta cadastrada na plataforma que contrata o plano descrito neste ' +
      'documento ao concluir a compra, declarando ter lido e aceito estas condições.',
  );

  secao('2. Do objeto');
  par(
    `2.1. Este contrato tem por objeto o acesso individual e intransferível do CONTRATANTE, pela internet, aos ` +
      `recursos do plano "${p.nomePlano}": ${p.descricao}`,
  );
  if (p.descricaoDetalhada.trim()) par(`2.2. O plano inclui: ${p.descricaoDetalhada}`);
  if (p.funcionalidades.length > 0) {
    par('2.3. Funcionalidades do plano:');
    for (const f of p.funcionalidades) item(f);
  }
  par(
    '2.4. A CONTRATADA não garante aprovação em processo seletivo, concurso ou exame: o resultado depende ' +
      'do estudo e do desempenho do CONTRATANTE.',
  );

  if (enare) {
    secao('3. Dos simulados nacionais');
    par(
      '3.1. Os simulados nacionais seguem o formato das provas ENARE e FUVEST e ficam disponíveis nas datas ' +
        'divulgadas na plataforma; cada simulado pode ser feito uma vez dentro do seu período de aplicação.',
    );
    par(
      '3.2. O ranking mostra a posição de cada participante identificado apenas pelo apelido cadastrado, ' +
        'nunca pelo nome completo, CPF ou e-mail. As estatísticas por parte da prova têm caráter indicativo.',
    );
    par(
      p.acessoCompleto
        ? '3.3. Este plano inclui, além dos simulados nacionais, o acesso completo aos recursos de estudo da plataforma.'
        : '3.3. Este plano dá acesso aos simulados nacionais e não inclui o acesso completo ao banco de questões, ' +
            'que depende da contratação de um plano próprio.',
    );
  }

  const n = (k: number) => k + (enare ? 1 : 0);
  secao(`${n(3)}. Do preço e da forma de pagamento`);
  par(
    `${n(3)}.1. O valor do plano é de ${formatarCentavos(p.valorIntegralCentavos)} por período de ${meses(p.duracaoMeses)}, ` +
      (maxParcelas > 1
        ? `pago à vista ou em até ${maxParcelas} parcelas sem juros no cartão de crédito:`
        : 'pago à vista.'),
  );
  if (maxParcelas > 1) {
    for (const x of [...p.parcelas].sort((a, b) => a.qtdParcela - b.qtdParcela)) {
      item(`${x.qtdParcela}x de ${formatarCentavos(x.valorParceladoCentavos)}`);
    }
  }
  par(
    `${n(3)}.2. O pagamento pode ser feito por cartão de crédito ou por Pix. O acesso é liberado após a ` +
      'confirmação do pagamento. Cupons de desconto, quando houver, aplicam-se só à compra em que forem usados.',
  );

  secao(`${n(4)}. Da vigência`);
  par(
    `${n(4)}.1. O plano vigora por ${meses(p.duracaoMeses)} contados da confirmação do pagamento. A data de ` +
      'validade aparece em Configurações, no bloco "Meu plano".',
  );

  secao(`${n(5)}. Da renovação automática`);
  par(
    `${n(5)}.1. Pago com cartão de crédito, o plano renova-se automaticamente ao fim de cada período, por igual ` +
      'prazo, com cobrança no cartão principal cadastrado (e, se ela falhar, no secundário), pelo preço vigente ' +
      'do plano, informado por e-mail com pelo menos 7 dias de antecedência.',
  );
  par(`${n(5)}.2. Planos pagos por Pix não se renovam automaticamente.`);
  par(
    `${n(5)}.3. O CONTRATANTE pode cancelar a renovação automática a qualquer momento em Configurações, pelo ` +
      'link "Cancelar renovação automática". O acesso continua até o fim do período já pago, sem nova cobrança.',
  );
  par(
    `${n(5)}.4. Se a cobrança da renovação falhar, o acesso completo fica suspenso até que o CONTRATANTE ` +
      'atualize os dados do cartão em Configurações; feita a cobrança, o acesso é restabelecido.',
  );

  secao(`${n(6)}. Do direito de arrependimento e do cancelamento`);
  par(
    `${n(6)}.1. Por se tratar de contratação fora do estabelecimento comercial, o CONTRATANTE pode desistir do ` +
      'contrato no prazo de 7 (sete) dias contados da contratação ou do primeiro acesso, conforme o art. 49 ' +
      'do Código de Defesa do Consumidor (Lei nº 8.078/1990), pelo link "Cancelar plano" em Configurações ou ' +
      'pelo suporte.',
  );
  par(
    `${n(6)}.2. Exercido o arrependimento, o acesso termina imediatamente e os valores pagos são devolvidos ` +
      'integralmente, pelo mesmo meio de pagamento, com os produtos adicionais comprados junto com o plano.',
  );
  par(
    `${n(6)}.3. Depois desse prazo, o cancelamento encerra a renovação automática; não há devolução ` +
      'proporcional do período em curso, que segue disponível até a data de validade.',
  );

  secao(`${n(7)}. Das obrigações`);
  par(`${n(7)}.1. O CONTRATANTE se obriga a:`);
  item('manter seus dados cadastrais verdadeiros e atualizados;');
  item('não compartilhar seu login e senha, nem permitir o uso da conta por terceiros;');
  item(
    'não copiar, reproduzir, vender ou distribuir as questões, explicações, simulados e demais conteúdos, ' +
      'protegidos pela Lei nº 9.610/1998 (direitos autorais);',
  );
  item('tratar com respeito os demais alunos nos comentários e respostas.');
  par(`${n(7)}.2. A CONTRATADA se obriga a:`);
  item('manter a plataforma disponível, salvo manutenções programadas e eventos fora do seu controle;');
  item('prestar suporte pelos canais informados na plataforma;');
  item('manter os conteúdos atualizados e corrigir os erros que lhe forem comunicados.');
  par(
    `${n(7)}.3. O uso da conta em desacordo com este contrato, como o compartilhamento de acesso, pode levar à ` +
      'suspensão do acesso, após aviso ao CONTRATANTE e oportunidade de defesa.',
  );

  secao(`${n(8)}. Da proteção de dados pessoais`);
  par(
    `${n(8)}.1. Os dados pessoais do CONTRATANTE são tratados conforme a Lei Geral de Proteção de Dados ` +
      '(Lei nº 13.709/2018), para a execução deste contrato (art. 7º, V), o cumprimento de obrigações legais ' +
      '(art. 7º, II) e, quando houver, com o seu consentimento.',
  );
  par(
    `${n(8)}.2. A Política de Privacidade, que descreve quais dados são tratados, para quê, por quanto tempo e ` +
      `com quem são compartilhados, está em ${d.politicaPrivacidadeUrl}`,
  );
  par(
    `${n(8)}.3. Em Configurações, no bloco "Privacidade e dados", o CONTRATANTE pode baixar uma cópia dos seus ` +
      'dados e excluir a sua conta (art. 18 da LGPD). Os registros de contratação e pagamento são mantidos ' +
      'pelo prazo exigido em lei, para cumprimento de obrigação legal (art. 16, I).',
  );

  secao(`${n(9)}. Das disposições gerais e do foro`);
  par(
    `${n(9)}.1. Alterações destas condições valem para novos períodos e são comunicadas por e-mail com ` +
      'antecedência mínima de 30 dias; o CONTRATANTE pode cancelar a renovação se não concordar.',
  );
  par(
    `${n(9)}.2. Fica eleito o foro do domicílio do CONTRATANTE para dirimir questões oriundas deste contrato ` +
      '(art. 101, I, do Código de Defesa do Consumidor).',
  );
  blocos.push({
    tipo: 'nota',
    texto: `Documento gerado em ${formatarData(d.geradoEm)} · ${d.produto} · plano nº ${p.id}`,
  });
  return blocos;
}

const A4 = { largura: 595.28, altura: 841.89 };
const MARGEM = 56;
const ESTILO: Record<Bloco['tipo'], { tamanho: number; negrito: boolean; antes: number; recuo: number }> = {
  titulo: { tamanho: 14, negrito: true, antes: 0, recuo: 0 },
  nota: { tamanho: 10, negrito: false, antes: 6, recuo: 0 },
  secao: { tamanho: 11.5, negrito: true, antes: 14, recuo: 0 },
  paragrafo: { tamanho: 10.5, negrito: false, antes: 6, recuo: 0 },
  item: { tamanho: 10.5, negrito: false, antes: 2, recuo: 14 },
};

/** Builds the PDF. */
export async function gerarContratoPdf(d: ContratoPdfDados): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const titulo = paraWinAnsi(
    `Contrato de prestação de serviços educacionais — ${d.plano.nomePlano}${d.variante === 'enare' ? ' (Simulados Nacionais)' : ''}`,
  );
  doc.setTitle(titulo);
  doc.setSubject(paraWinAnsi(`${d.produto} — plano ${d.plano.nomePlano}`));
  doc.setAuthor(paraWinAnsi(d.produto));
  doc.setLanguage('pt-BR');
  doc.setCreator(paraWinAnsi(d.produto));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(d.geradoEm);
  doc.setModificationDate(d.geradoEm);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const largura = A4.largura - 2 * MARGEM;
  const cor = rgb(0.1, 0.1, 0.12);

  let page: PDFPage = doc.addPage([A4.largura, A4.altura]);
  let y = A4.altura - MARGEM;
  const novaPagina = () => {
    page = doc.addPage([A4.largura, A4.altura]);
    y = A4.altura - MARGEM;
  };

  for (const bloco of textoContrato(d)) {
    const estilo = ESTILO[bloco.tipo];
    const font = estilo.negrito ? negrito : regular;
    const entrelinha = estilo.tamanho * 1.4;
    const marcador = bloco.tipo === 'item' ? '• ' : '';
    const recuo = estilo.recuo + (marcador ? font.widthOfTextAtSize(marcador, estilo.tamanho) : 0);
    const linhas = quebrarLinhas(paraWinAnsi(bloco.texto), font, estilo.tamanho, largura - recuo);
    y -= estilo.antes;
    // A section title never sits alone at the bottom of a page.
    const minimo = bloco.tipo === 'secao' ? entrelinha * 3 : entrelinha;
    if (y - minimo < MARGEM) novaPagina();
    for (const [i, linha] of linhas.entries()) {
      if (y - entrelinha < MARGEM) novaPagina();
      y -= entrelinha;
      if (i === 0 && marcador) {
        page.drawText(marcador, { x: MARGEM + estilo.recuo, y, size: estilo.tamanho, font, color: cor });
      }
      const x =
        bloco.tipo === 'titulo'
          ? MARGEM + (largura - font.widthOfTextAtSize(linha, estilo.tamanho)) / 2
          : MARGEM + recuo;
      page.drawText(linha, { x, y, size: estilo.tamanho, font, color: cor });
    }
  }

  const total = doc.getPageCount();
  for (const [i, p] of doc.getPages().entries()) {
    const rodape = `Página ${i + 1} de ${total}`;
    p.drawText(rodape, {
      x: A4.largura - MARGEM - regular.widthOfTextAtSize(rodape, 8),
      y: MARGEM / 2,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
  }
  return doc.save();
}
