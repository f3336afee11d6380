import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../test/pdf.ts';
import { type ContratoPdfDados, gerarContratoPdf, paraWinAnsi, quebrarLinhas } from './contrato-pdf.ts';

const dados = (over: Partial<ContratoPdfDados['plano']> = {}, variante: 'padrao' | 'enare' = 'padrao') =>
  ({
    produto: 'Aprovei',
    empresa: {
      razaoSocial: 'Aprovei Educação Ltda.',
      cnpj: '12.345.678/0001-95',
      endereco: 'Rua das Flores, 10, Centro, Curitiba - PR',
    },
    politicaPrivacidadeUrl: 'http://localhost:3000/politica-de-privacidade',
    variante,
    geradoEm: new Date('2026-03-10T12:00:00Z'),
    plano: {
      id: 1,
      nomePlano: 'Residência Anual',
      descricao: 'Acesso completo por 12 meses à plataforma de residência.',
      descricaoDetalhada: 'Banco de questões, exercícios de fixação e simulados.',
      valorIntegralCentavos: 597_00,
      duracaoMeses: 12,
      acessoCompleto: true,
      planoEnare: false,
      parcelas: [
        { qtdParcela: 1, valorParceladoCentavos: 597_00 },
        { qtdParcela: 2, valorParceladoCentavos: 298_50 },
        { qtdParcela: 3, valorParceladoCentavos: 199_00 },
      ],
      funcionalidades: ['Simulados inéditos', 'Calculadora de currículo'],
      ...over,
    },
  }) satisfies ContratoPdfDados;

describe('gerarContratoPdf', () => {
  it('builds a PDF pdf-lib can load, with the plan in the metadata and in the drawn text', async () => {
    const bytes = await gerarContratoPdf(dados());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { doc, texto } = await textoDoPdf(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe('Contrato de prestação de serviços educacionais — Residência Anual');
    expect(doc.getSubject()).toContain('Residência Anual');
    expect(texto).toContain('CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS');
    expect(texto).toContain('Plano: Residência Anual');
    // The company named as CONTRATADA comes from the configuration.
    expect(texto.replace(/\s+/g, ' ')).toContain(
      'Aprovei Educação Ltda., inscrita no CNPJ sob o nº 12.345.678/0001-95',
    );
    expect(texto.replace(/\s+/g, ' ')).toContain('Rua das Flores, 10, Centro, Curitiba - PR');
    expect(texto).toMatch(/R\$\s597,00/);
    expect(texto).toMatch(/3x de R\$\s199,00/);
    expect(texto).toContain('12 meses');
    expect(texto).toContain('art. 49');
    expect(texto).toContain('http://localhost:3000/politica-de-privacidade');
    expect(texto).toContain('foro do domicílio do CONTRATANTE');
    expect(texto).toMatch(/•\s*\nCalculadora de currículo/); // the bullet, then the item's line
    expect(texto).toContain(`Página 1 de ${doc.getPageCount()}`);
    expect(texto).not.toContain('Dos simulados nacionais');
  });

  it('adds the national mock exams clause in the ENARE variant', async () => {
    const { doc, texto } = await textoDoPdf(
      await gerarContratoPdf(
        dados({ nomePlano: 'Simulados Nacionais ENARE', planoEnare: true, acessoCompleto: false }, 'enare'),
      ),
    );
    expect(doc.getTitle()).toContain('(Simulados Nacionais)');
    expect(texto).toContain('3. Dos simulados nacionais');
    expect(texto).toContain('não inclui o acesso completo');
    expect(texto).toContain('4. Do preço e da forma de pagamento');
  });

  it('survives characters outside WinAnsi in the plan texts', async () => {
    const bytes = await gerarContratoPdf(
      dados({ nomePlano: 'Plano 🚀 Ωmega → Łódź', descricao: 'Descrição com “aspas”, € e 中文.' }),
    );
    const { doc, texto } = await textoDoPdf(bytes);
    expect(doc.getTitle()).toBe('Contrato de prestação de serviços educacionais — Plano ? ?mega -> ?ódz');
    expect(texto).toContain('Plano: Plano ? ?mega -> ?ódz');
    expect(texto.replace(/\n/g, ' ')).toContain('Descrição com “aspas”, € e ??.');
  });
});

describe('paraWinAnsi', () => {
  it('keeps Portuguese and WinAnsi punctuation, replaces or strips the rest', () => {
    expect(paraWinAnsi('ação, é, ô, ü, ç, Ç — “x” • €')).toBe('ação, é, ô, ü, ç, Ç — “x” • €');
    expect(paraWinAnsi('a\u2192b \u2264 c')).toBe('a->b <= c');
    expect(paraWinAnsi('Őrség ı')).toBe('Orség ?');
    expect(paraWinAnsi('linha\nnova\tcom tab\u0007')).toBe('linha\nnova com tab');
    expect(paraWinAnsi('e\u0301')).toBe('é'); // decomposed accent is composed first
  });
});

describe('quebrarLinhas', () => {
  it('wraps at the width and cuts words longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const linhas = quebrarLinhas(`curta ${'x'.repeat(200)} fim`, font, 10, 100);
    expect(linhas.length).toBeGreaterThan(3);
    for (const l of linhas) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(100);
    expect(linhas.join('')).toBe(`curta${'x'.repeat(200)}fim`.replace('curta', 'curta'));
  });
});
