/** The landing page's own copy (written for the project), per product: main (residency and concursos) or medical. */

export interface Destaque {
  titulo: string;
  texto: string;
  icone: 'questoes' | 'fixacao' | 'simulados' | 'metricas' | 'abertas';
}

export const DESTAQUES: Record<'main' | 'medical', Destaque[]> = {
  main: [
    {
      icone: 'questoes',
      titulo: 'Questões comentadas',
      texto: 'Mais de 11 mil questões de provas anteriores, filtradas por matéria, banca, instituição e ano.',
    },
    {
      icone: 'fixacao',
      titulo: 'Exercícios de fixação',
      texto: 'Afirmações de Certo ou Errado para revisar a teoria em poucos minutos por dia.',
    },
    {
      icone: 'simulados',
      titulo: 'Simulados com ranking',
      texto: 'Simulados inéditos no formato das provas nacionais, com classificação entre os alunos.',
    },
    {
      icone: 'metricas',
      titulo: 'Métricas e checklist',
      texto: 'Acompanhe seus acertos por matéria e organize o que falta estudar até o dia da prova.',
    },
  ],
  medical: [
    {
      icone: 'questoes',
      titulo: 'Questões comentadas',
      texto:
        'Questões das provas de residência médica, com comentários objetivos e filtros por especialidade.',
    },
    {
      icone: 'fixacao',
      titulo: 'Exercícios de fixação',
      texto: 'Afirmações de Certo ou Errado para consolidar a teoria entre um plantão e outro.',
    },
    {
      icone: 'abertas',
      titulo: 'Questões abertas',
      texto: 'Envie sua resposta discursiva e receba a nota e o comentário de um professor.',
    },
    {
      icone: 'metricas',
      titulo: 'Calculadora de currículo',
      texto: 'Veja quanto cada atividade vale na análise curricular das instituições.',
    },
  ],
};

export const PITCH = {
  main: 'Questões comentadas, simulados, exercícios de fixação e e-books para você se preparar para residências em cirurgia bucomaxilofacial e odontologia hospitalar e para concursos públicos: no seu ritmo, no celular ou no computador.',
  medical:
    'Questões comentadas, exercícios de fixação e questões abertas corrigidas por professores para você se preparar para a residência médica: no seu ritmo, no celular ou no computador.',
};

export const CHAMADA = {
  main: 'Sua aprovação começa com um estudo organizado.',
  medical: 'Estude para a residência médica com método.',
};

export const SOBRE = {
  main: [
    'A Aprovei nasceu em 2021, criada por cirurgiões-dentistas que passaram pelas provas de residência e sentiram falta de um lugar só para treinar com questões de qualidade.',
    'Hoje reunimos questões comentadas, exercícios de fixação, simulados nacionais com ranking e e-books para residências em odontologia e para concursos públicos, com professores que corrigem as suas questões abertas.',
    'Nosso compromisso é com o seu tempo: conteúdo direto, métricas que mostram onde melhorar e uma plataforma que funciona bem no celular.',
  ],
  medical: [
    'O Aprovei Med leva o método da Aprovei para quem estuda Medicina: questões comentadas, exercícios de fixação e ferramentas para planejar a residência médica, como a calculadora de currículo.',
    'Cada questão traz a explicação do gabarito, e as questões abertas são corrigidas por professores.',
  ],
};

export interface Aprovado {
  nome: string;
  aprovacao: string;
  ano: number;
}

/** Fictional approved students (no photo of anyone: the portrait is drawn from the initials). */
export const APROVADOS: Record<'main' | 'medical', Aprovado[]> = {
  main: [
    {
      nome: 'Mariana Albuquerque',
      aprovacao: 'Residência em Cirurgia Bucomaxilofacial — Hospital Universitário',
      ano: 2024,
    },
    {
      nome: 'Rafael Tavares',
      aprovacao: 'Residência em Odontologia Hospitalar — Hospital das Clínicas',
      ano: 2024,
    },
    { nome: 'Juliana Moreira', aprovacao: 'Analista Judiciário — Tribunal Regional do Trabalho', ano: 2023 },
    {
      nome: 'Lucas Ferreira',
      aprovacao: 'Residência Multiprofissional em Saúde — Hospital Estadual',
      ano: 2023,
    },
    { nome: 'Camila Duarte', aprovacao: 'Cirurgiã-dentista — Prefeitura Municipal', ano: 2024 },
    {
      nome: 'Pedro Henrique Lima',
      aprovacao: 'Residência em Cirurgia Bucomaxilofacial — Hospital Regional',
      ano: 2022,
    },
    { nome: 'Ana Beatriz Rocha', aprovacao: 'Técnica Administrativa — Universidade Federal', ano: 2023 },
    {
      nome: 'Thiago Martins',
      aprovacao: 'Residência em Odontologia Hospitalar — Instituto do Câncer',
      ano: 2024,
    },
  ],
  medical: [
    {
      nome: 'Beatriz Nogueira',
      aprovacao: 'Residência em Clínica Médica — Hospital Universitário',
      ano: 2024,
    },
    { nome: 'Gustavo Ramos', aprovacao: 'Residência em Clínica Médica — Hospital das Clínicas', ano: 2024 },
    { nome: 'Larissa Campos', aprovacao: 'Residência em Pediatria — Hospital da Criança', ano: 2023 },
    { nome: 'Felipe Arantes', aprovacao: 'Residência em Cirurgia Geral — Hospital Estadual', ano: 2023 },
  ],
};

export const MATERIAS: Record<'main' | 'medical', string[]> = {
  main: [
    'Cirurgia e Traumatologia Bucomaxilofacial',
    'Anatomia de Cabeça e Pescoço',
    'Farmacologia',
    'Patologia Oral',
    'Radiologia Odontológica',
    'Odontologia Hospitalar',
    'Saúde Coletiva e SUS',
    'Língua Portuguesa',
    'Direito Constitucional',
    'Direito Administrativo',
    'Raciocínio Lógico',
    'Informática',
  ],
  medical: [
    'Clínica Médica',
    'Cirurgia Geral',
    'Pediatria',
    'Ginecologia e Obstetrícia',
    'Medicina Preventiva e Social',
    'Infectologia',
    'Cardiologia',
    'Emergência',
  ],
};

/** The animated counters (spec doc 2 "Landing page"): from, to, step and interval; `agrupar`: thousands dots. */
export const CONTADORES = [
  {
    id: 'questoes',
    inicio: 0,
    fim: 11_000,
    passo: 50,
    intervaloMs: 10,
    prefixo: '+',
    agrupar: true,
    rotulo: 'questões comentadas',
  },
  {
    id: 'fixacao',
    inicio: 0,
    fim: 22_000,
    passo: 100,
    intervaloMs: 15,
    prefixo: '+',
    agrupar: true,
    rotulo: 'exercícios de fixação',
  },
  {
    id: 'ano',
    inicio: 2021,
    fim: 2024,
    passo: 1,
    intervaloMs: 1000,
    prefixo: '',
    agrupar: false,
    rotulo: 'provas atualizadas até este ano',
  },
] as const;
