/**
 * Demo open questions, written for the project (original text): each becomes a one-page PDF
 * (questoes-abertas.seed.ts). Themes from referencia/catalogo.ts.
 */
export interface QuestaoAbertaDemo {
  numero: number;
  plataformaId: number;
  tema: string;
  titulo: string;
  observacao: string;
  enunciado: string[];
}

export const QUESTOES_ABERTAS_DEMO: QuestaoAbertaDemo[] = [
  {
    numero: 1,
    plataformaId: 1,
    tema: 'Cirurgia Oral Menor',
    titulo: 'Exodontia de terceiro molar incluso',
    observacao: 'Responda em até uma página. Cite a classificação utilizada.',
    enunciado: [
      'Paciente de 24 anos, sem comorbidades, procura o serviço com dor recorrente na região posterior da mandíbula esquerda. A radiografia panorâmica mostra o dente 38 em posição mesioangular, parcialmente recoberto pelo ramo, com as raízes próximas ao canal mandibular.',
      'a) Classifique a posição do dente segundo Pell & Gregory e Winter.',
      'b) Descreva o planejamento cirúrgico, incluindo o exame complementar que você solicitaria antes da cirurgia e por quê.',
      'c) Cite duas complicações pós-operatórias e a conduta para cada uma.',
    ],
  },
  {
    numero: 2,
    plataformaId: 1,
    tema: 'Traumatologia Facial',
    titulo: 'Fratura de mandíbula em paciente politraumatizado',
    observacao: 'Considere o atendimento inicial antes da conduta específica.',
    enunciado: [
      'Homem de 31 anos, vítima de acidente de motocicleta, chega ao pronto-socorro consciente, com sangramento oral, mordida aberta anterior e degrau palpável na região de parassínfise direita.',
      'a) Quais prioridades do atendimento inicial devem ser verificadas antes do tratamento da fratura?',
      'b) Que exames de imagem você solicitaria?',
      'c) Proponha o tratamento definitivo, justificando o tipo de fixação.',
    ],
  },
  {
    numero: 3,
    plataformaId: 1,
    tema: 'Patologia Oral',
    titulo: 'Lesão branca em borda lateral de língua',
    observacao: 'Inclua os diagnósticos diferenciais.',
    enunciado: [
      'Paciente de 58 anos, tabagista há 30 anos, apresenta placa branca, assintomática, que não se destaca à raspagem, na borda lateral direita da língua, medindo cerca de 2 cm.',
      'a) Cite três hipóteses diagnósticas.',
      'b) Qual exame confirma o diagnóstico e como ele deve ser realizado?',
      'c) Quais fatores aumentam o risco de transformação maligna desta lesão?',
    ],
  },
  {
    numero: 4,
    plataformaId: 1,
    tema: 'Farmacologia',
    titulo: 'Anestesia local em paciente hipertenso',
    observacao: 'Indique doses máximas quando citar um anestésico.',
    enunciado: [
      'Paciente de 66 anos, hipertenso controlado com losartana, fará exodontia de dois molares superiores. A pressão arterial medida na consulta foi 150 x 95 mmHg.',
      'a) A cirurgia pode ser realizada nesta consulta? Justifique.',
      'b) Escolha o anestésico local e o vasoconstritor, justificando a escolha e a quantidade máxima de tubetes.',
      'c) Que cuidados você tomaria durante a aplicação do anestésico?',
    ],
  },
  {
    numero: 5,
    plataformaId: 1,
    tema: 'Saúde Coletiva',
    titulo: 'Vigilância em saúde bucal no território',
    observacao: 'Relacione a resposta aos princípios do SUS.',
    enunciado: [
      'Uma equipe de saúde bucal da Estratégia Saúde da Família percebeu aumento de casos de cárie em crianças de 5 anos de uma das microáreas atendidas.',
      'a) Que dados a equipe deveria levantar para entender o problema?',
      'b) Proponha duas ações coletivas e uma individual, indicando quem as executa.',
      'c) Como a equipe pode avaliar se as ações funcionaram depois de um ano?',
    ],
  },
  {
    numero: 6,
    plataformaId: 1,
    tema: 'Caso Clínico Integrado',
    titulo: 'Celulite facial de origem odontogênica',
    observacao: 'Descreva a conduta em ordem de prioridade.',
    enunciado: [
      'Paciente de 40 anos, diabético, apresenta aumento de volume submandibular bilateral, elevação do assoalho bucal, dificuldade para engolir e febre de 38,7 °C há dois dias. Refere dor em molar inferior há uma semana.',
      'a) Qual a hipótese diagnóstica e quais sinais indicam gravidade?',
      'b) Descreva a conduta imediata, incluindo via aérea, drenagem e antibioticoterapia.',
      'c) Que exames laboratoriais ajudam no acompanhamento?',
    ],
  },
  {
    numero: 7,
    plataformaId: 2,
    tema: 'Saúde Coletiva',
    titulo: 'Financiamento da atenção primária',
    observacao: 'Resposta dissertativa de até 30 linhas.',
    enunciado: [
      'Explique como o financiamento federal da atenção primária à saúde influencia a organização das equipes nos municípios.',
      'Cite ao menos dois indicadores de desempenho acompanhados e discuta uma limitação desse modelo.',
    ],
  },
  {
    numero: 1,
    plataformaId: 3,
    tema: 'Caso Clínico Integrado',
    titulo: 'Dor torácica no pronto-socorro',
    observacao: 'Considere os diagnósticos que não podem ser esquecidos.',
    enunciado: [
      'Homem de 55 anos chega ao pronto-socorro com dor torácica em aperto há 40 minutos, irradiada para o braço esquerdo, com sudorese. É hipertenso e tabagista.',
      'a) Quais exames devem ser feitos nos primeiros 10 minutos?',
      'b) Cite três diagnósticos diferenciais graves.',
      'c) Descreva a conduta inicial se o eletrocardiograma mostrar supradesnivelamento do segmento ST.',
    ],
  },
];

// Numbers run across the product's platforms (Residência 1–6, Concursos 7): the list shows both.

/** Demo answers waiting in the teachers' queue, and one already corrected for the demo student. */
export interface RespostaDemo {
  email: string;
  /** The question by platform and number. */
  plataformaId: number;
  numero: number;
  /** Addressed to the demo teacher (true) or to any teacher. */
  paraProfessor: boolean;
  diasAtras: number;
  texto: string[];
  correcao?: { comentario: string; nota: number; texto: string[] };
}

export const RESPOSTAS_DEMO: RespostaDemo[] = [
  {
    email: 'assinante@aprovei.dev',
    plataformaId: 1,
    numero: 1,
    paraProfessor: true,
    diasAtras: 3,
    texto: [
      'a) Classe II, posição B (Pell & Gregory); mesioangular (Winter).',
      'b) Pediria uma tomografia computadorizada de feixe cônico para ver a relação das raízes com o canal mandibular. Planejaria osteotomia vestibular e odontossecção.',
      'c) Alveolite: irrigação e curativo. Parestesia do nervo alveolar inferior: acompanhamento e registro da área afetada.',
    ],
  },
  {
    email: 'novato@aprovei.dev',
    plataformaId: 1,
    numero: 3,
    paraProfessor: false,
    diasAtras: 1,
    texto: [
      'a) Leucoplasia, líquen plano em placa, hiperceratose friccional.',
      'b) Biópsia incisional da área mais suspeita, com margem de tecido normal.',
      'c) Tabagismo, etilismo, localização na língua e no assoalho, displasia epitelial.',
    ],
  },
  {
    email: 'aluno@aprovei.dev',
    plataformaId: 1,
    numero: 4,
    paraProfessor: true,
    diasAtras: 10,
    texto: [
      'a) Sim, com pressão abaixo de 160 x 100 mmHg o atendimento eletivo pode ser feito com cuidados.',
      'b) Lidocaína 2% com epinefrina 1:100.000, no máximo dois tubetes.',
      'c) Aspiração prévia, injeção lenta e monitoramento da pressão.',
    ],
    correcao: {
      nota: 8.5,
      comentario:
        'Boa resposta. Faltou justificar o limite de vasoconstritor pela dose de epinefrina (0,04 mg) e citar a redução da ansiedade como parte do protocolo.',
      texto: [
        'Correção — questão 4',
        'a) Correto: PA abaixo de 160 x 100 mmHg permite o atendimento eletivo.',
        'b) Correto. Complemento: o limite de dois tubetes vem da dose máxima de 0,04 mg de epinefrina para cardiopatas e hipertensos.',
        'c) Parcial: inclua o controle da ansiedade (consulta curta, pela manhã, sedação leve se preciso).',
        'Nota: 8,5',
      ],
    },
  },
];
