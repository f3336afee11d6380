/** Plans, their features and instalments (money in centavos). */
export const FUNCIONALIDADES = [
  {
    nome: 'Simulados inéditos',
    descricao: 'Simulados no formato das provas nacionais, com ranking.',
    icone: 'clipboard-check',
  },
  {
    nome: 'Métricas de resultados',
    descricao: 'Painéis de desempenho por matéria e conteúdo.',
    icone: 'chart-donut',
  },
  {
    nome: 'Calculadora de currículo',
    descricao: 'Calcule a nota do seu currículo por instituição.',
    icone: 'calculator',
  },
  {
    nome: 'Checklist de estudos',
    descricao: 'Organize o que estudar, o que está estudando e o que já estudou.',
    icone: 'checklist',
  },
  {
    nome: 'Aulas na Aprovei Academy',
    descricao: 'Acesso, pelo menu, às aulas da Aprovei Academy, a plataforma de aulas parceira.',
    icone: 'video',
  },
] as const;

type FuncionalidadeNome = (typeof FUNCIONALIDADES)[number]['nome'];

export type PlanoSeed = {
  id: number;
  tenantId: string | null;
  plataformaId: number | null;
  nomePlano: string;
  descricao: string;
  descricaoDetalhada: string;
  valor: number;
  valorOriginal: number;
  mensagemDesconto?: string;
  parcelas: number;
  ehDestaque?: boolean;
  ordem: number;
  tipoPlano?: 'N' | 'P';
  acessoCompleto: boolean;
  planoEnare?: boolean;
  duracaoMeses: number;
  funcionalidades: FuncionalidadeNome[];
  /** Open-question answers a contract may send (ADR 013); 0 when absent. */
  enviosQuestaoAberta?: number;
};

const TODAS: FuncionalidadeNome[] = FUNCIONALIDADES.map((f) => f.nome);

export const PLANOS: PlanoSeed[] = [
  {
    id: 1,
    tenantId: 'aprovei',
    plataformaId: 1,
    nomePlano: 'Residência Anual',
    descricao: 'Acesso completo por 12 meses à plataforma de residência.',
    descricaoDetalhada:
      'Banco de questões, exercícios de fixação, simulados, métricas, calculadora de currículo, checklist e as aulas da Aprovei Academy.',
    valor: 597_00,
    valorOriginal: 797_00,
    mensagemDesconto: 'Economize R$ 200,00 no plano anual',
    parcelas: 3,
    ehDestaque: true,
    ordem: 1,
    acessoCompleto: true,
    duracaoMeses: 12,
    enviosQuestaoAberta: 20,
    funcionalidades: TODAS,
  },
  {
    id: 2,
    tenantId: 'aprovei',
    plataformaId: 1,
    nomePlano: 'Residência Semestral',
    descricao: 'Acesso completo por 6 meses à plataforma de residência.',
    descricaoDetalhada:
      'Banco de questões, exercícios de fixação, simulados, métricas, calculadora de currículo e checklist.',
    valor: 347_00,
    valorOriginal: 347_00,
    parcelas: 3,
    ordem: 2,
    acessoCompleto: true,
    duracaoMeses: 6,
    enviosQuestaoAberta: 10,
    funcionalidades: [
      'Simulados inéditos',
      'Métricas de resultados',
      'Calculadora de currículo',
      'Checklist de estudos',
    ],
  },
  {
    id: 3,
    tenantId: 'aprovei',
    plataformaId: 2,
    nomePlano: 'Concurso Anual',
    descricao: 'Acesso completo por 12 meses à plataforma de concursos.',
    descricaoDetalhada:
      'Questões por banca, exercícios de fixação, métricas de resultados e as aulas da Aprovei Academy.',
    valor: 497_00,
    valorOriginal: 497_00,
    parcelas: 3,
    ehDestaque: true,
    ordem: 3,
    acessoCompleto: true,
    duracaoMeses: 12,
    enviosQuestaoAberta: 10,
    funcionalidades: ['Métricas de resultados', 'Aulas na Aprovei Academy'],
  },
  {
    id: 4,
    tenantId: 'aprovei',
    plataformaId: 1,
    nomePlano: 'Simulados Nacionais ENARE',
    descricao: 'Pacote de simulados no formato ENARE e FUVEST, com ranking nacional.',
    descricaoDetalhada: 'Simulados inéditos com estatísticas por parte da prova e ranking entre os alunos.',
    valor: 149_00,
    valorOriginal: 149_00,
    parcelas: 3,
    ordem: 4,
    tipoPlano: 'P',
    acessoCompleto: false,
    planoEnare: true,
    duracaoMeses: 12,
    funcionalidades: ['Simulados inéditos'],
  },
  {
    id: 5,
    tenantId: null,
    plataformaId: null,
    nomePlano: 'ESTAGIARIO',
    descricao: 'Plano gratuito de experimentação: 5 questões e 13 exercícios de fixação selecionados.',
    descricaoDetalhada: 'Conheça a plataforma antes de assinar.',
    valor: 0,
    valorOriginal: 0,
    parcelas: 1,
    ordem: 99,
    acessoCompleto: false,
    duracaoMeses: 12,
    funcionalidades: [],
  },
  {
    id: 6,
    tenantId: 'aprovei-med',
    plataformaId: 3,
    nomePlano: 'Aprovei Med Anual',
    descricao: 'Acesso completo por 12 meses à preparação para residência médica.',
    descricaoDetalhada: 'Banco de questões, exercícios de fixação, calculadora de currículo e métricas.',
    valor: 797_00,
    valorOriginal: 897_00,
    mensagemDesconto: 'Condição de lançamento',
    parcelas: 5,
    ehDestaque: true,
    ordem: 1,
    acessoCompleto: true,
    duracaoMeses: 12,
    enviosQuestaoAberta: 10,
    funcionalidades: ['Métricas de resultados', 'Calculadora de currículo'],
  },
  {
    id: 7,
    tenantId: 'aprovei',
    plataformaId: 1,
    nomePlano: 'Residência Premium 24 meses',
    descricao: 'Dois ciclos de preparação completos, com todos os recursos.',
    descricaoDetalhada: 'Tudo do plano anual por 24 meses, inclusive simulados nacionais.',
    valor: 997_00,
    valorOriginal: 1_194_00,
    mensagemDesconto: 'Dois anos pelo preço de um ano e meio',
    parcelas: 5,
    ordem: 5,
    acessoCompleto: true,
    planoEnare: true,
    duracaoMeses: 24,
    enviosQuestaoAberta: 40,
    funcionalidades: TODAS,
  },
  {
    id: 8,
    tenantId: 'aprovei',
    plataformaId: 1,
    nomePlano: 'Revisão Final Residência',
    descricao: 'Três meses de revisão intensiva para a reta final da prova.',
    descricaoDetalhada:
      'Simulados inéditos e métricas de resultados para ajustar o foco nas últimas semanas.',
    valor: 197_00,
    valorOriginal: 197_00,
    parcelas: 1,
    ordem: 3,
    acessoCompleto: true,
    duracaoMeses: 3,
    funcionalidades: ['Simulados inéditos', 'Métricas de resultados'],
  },
  {
    id: 9,
    tenantId: 'aprovei',
    plataformaId: 2,
    nomePlano: 'Concurso Semestral',
    descricao: 'Seis meses de questões por banca e exercícios de fixação.',
    descricaoDetalhada: 'Questões por banca, exercícios de fixação e métricas de resultados.',
    valor: 297_00,
    valorOriginal: 297_00,
    parcelas: 3,
    ordem: 2,
    acessoCompleto: true,
    duracaoMeses: 6,
    funcionalidades: ['Métricas de resultados'],
  },
  {
    id: 10,
    tenantId: 'aprovei',
    plataformaId: 2,
    nomePlano: 'Concurso Bienal',
    descricao: 'Dois anos de preparação para concursos, com as aulas da Aprovei Academy.',
    descricaoDetalhada:
      'Tudo do plano anual por 24 meses: questões por banca, fixação, métricas e as aulas da Aprovei Academy.',
    valor: 797_00,
    valorOriginal: 994_00,
    mensagemDesconto: 'Economize R$ 197,00 em dois anos',
    parcelas: 5,
    ordem: 5,
    acessoCompleto: true,
    duracaoMeses: 24,
    enviosQuestaoAberta: 20,
    // The checklist belongs to the residency platform: a Concursos plan does not promise it.
    funcionalidades: ['Métricas de resultados', 'Aulas na Aprovei Academy'],
  },
  {
    id: 11,
    tenantId: 'aprovei-med',
    plataformaId: 3,
    nomePlano: 'Aprovei Med Semestral',
    descricao: 'Seis meses de preparação para a residência médica.',
    descricaoDetalhada: 'Banco de questões, exercícios de fixação e métricas de resultados.',
    valor: 447_00,
    valorOriginal: 447_00,
    parcelas: 3,
    ordem: 0,
    acessoCompleto: true,
    duracaoMeses: 6,
    funcionalidades: ['Métricas de resultados'],
  },
];

/** Equal interest-free instalments; the last one absorbs the rounding so they add up to the price. */
export function parcelasDe(
  valor: number,
  maximo: number,
): { qtdParcela: number; valorParceladoCentavos: number }[] {
  return Array.from({ length: maximo }, (_, i) => ({
    qtdParcela: i + 1,
    valorParceladoCentavos: Math.floor(valor / (i + 1)),
  }));
}
