import type { DefinicaoTabela } from '@aprovei/shared/calculadora/calculadora.rules';

/** A demo calculator: a selection notice written for the project (items and weights are ours). */
export interface CalculadoraSeed {
  nome: string;
  /** The institution's name in the catalogue (referencia/catalogo.ts). */
  instituicao: string;
  ano: number;
  /** 0: the notice sets no maximum. */
  pontuacaoMaxima: number;
  tabela: DefinicaoTabela;
}

const item = { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' } as const;
const descricao = { titulo: 'Descrição', tipo: 'TEXTO', operacao: null } as const;
const pontos = { titulo: 'Pontos por unidade', tipo: 'NUMERO', operacao: 'M' } as const;
const quantidade = { titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' } as const;
const limite = { titulo: 'Pontuação máxima', tipo: 'NUMERO', operacao: 'L' } as const;

export const CALCULADORAS_DEMO: CalculadoraSeed[] = [
  {
    nome: 'Residência em Odontologia — Análise de Currículo',
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2026,
    pontuacaoMaxima: 10,
    tabela: {
      colunas: [item, descricao, pontos, quantidade, limite],
      linhas: [
        ['Monitoria', 'Monitoria acadêmica, por semestre concluído', '0,5', '4', '2'],
        ['Iniciação científica', 'Bolsa ou projeto voluntário, por ano', '1', '2', '2'],
        ['Artigo científico', 'Publicado em periódico indexado, como autor ou coautor', '1,5', '3', '3'],
        ['Artigo científico', 'Publicado em periódico não indexado', '0,5', '3', '1'],
        ['Apresentação em congresso', 'Pôster ou tema livre apresentado', '0,25', '4', '1'],
        ['Curso de extensão', 'Mínimo de 20 horas, por curso', '0,25', '4', '1'],
        ['Língua estrangeira', 'Certificado de proficiência de nível avançado', '1', '1', '1'],
        ['Língua estrangeira', 'Certificado de nível intermediário', '0,5', '1', '0,5'],
      ],
    },
  },
  {
    nome: 'Residência Médica — Prova de Títulos',
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2025,
    pontuacaoMaxima: 5,
    tabela: {
      colunas: [
        { ...item, titulo: 'Critério' },
        { ...descricao, titulo: 'Detalhe' },
        { ...pontos, titulo: 'Pontos' },
        quantidade,
      ],
      linhas: [
        ['Liga acadêmica', 'Cargo de diretoria, por ano', '0,5', '2'],
        ['Liga acadêmica', 'Membro, por ano', '0,25', '2'],
        ['Publicação científica', 'Artigo completo em periódico', '1', '2'],
        ['Estágio extracurricular', 'Mínimo de 120 horas, por estágio', '0,5', '2'],
        ['Projeto de extensão', 'Por ano de participação', '0,5', '2'],
        ['Teste de progresso', 'Participação, por edição', '0,25', '4'],
      ],
    },
  },
  {
    nome: 'Residência Multiprofissional em Saúde — Currículo',
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2026,
    pontuacaoMaxima: 0,
    tabela: {
      colunas: [{ ...item, titulo: 'Atividade' }, { ...pontos, titulo: 'Pontos' }, limite],
      linhas: [
        ['Voluntariado em saúde (a cada 20 horas)', '0,2', '1'],
        ['Representação estudantil (por mandato)', '0,5', '1'],
        ['Curso de primeiros socorros', '0,5', '0,5'],
        ['Premiação acadêmica', '1', '2'],
      ],
    },
  },
];
