/** The landing page's own copy (written for the project), per product: main (residency and concursos) or medical. */

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
