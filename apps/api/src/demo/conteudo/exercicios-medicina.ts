import type { ExercicioSeed } from './tipos.ts';

/** Fixation exercises (Certo/Errado) of platform 3: medical residency. */
export const EXERCICIOS_MEDICINA: ExercicioSeed[] = [
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Cardiologia'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'Pelas diretrizes brasileiras, considera-se hipertenso o adulto com pressão arterial de consultório igual ou superior a 140/90 mmHg, confirmada em medidas repetidas.',
    certo: true,
    explicacao:
      'O diagnóstico exige medidas repetidas em consultas diferentes ou confirmação por MAPA ou MRPA. Valores abaixo desse limiar, mas acima do ótimo, indicam maior risco e pedem mudanças no estilo de vida.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Cardiologia'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'No infarto agudo do miocárdio com supradesnivelamento do segmento ST, o tempo porta-balão ideal para a angioplastia primária é de até 3 horas.',
    certo: false,
    explicacao:
      'A meta de tempo porta-balão é de até 90 minutos. Se a angioplastia não puder ser feita em tempo hábil, indica-se fibrinólise, com tempo porta-agulha de até 30 minutos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Cardiologia'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2022,
    contexto:
      '<p>Homem de 70 anos com fibrilação atrial não valvar, hipertensão arterial e diabetes mellitus.</p>',
    afirmativa: 'O escore CHA2DS2-VASc desse paciente é 3, o que indica anticoagulação oral.',
    certo: true,
    explicacao:
      'Idade entre 65 e 74 anos soma 1 ponto, hipertensão 1 e diabetes 1, totalizando 3. Em homens, escore igual ou superior a 2 indica anticoagulação, na ausência de contraindicações.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Cardiologia'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'Na insuficiência cardíaca com fração de ejeção reduzida, os betabloqueadores são contraindicados por seu efeito inotrópico negativo.',
    certo: false,
    explicacao:
      'Carvedilol, bisoprolol e succinato de metoprolol reduzem mortalidade e internações nesses pacientes. Devem ser iniciados em dose baixa, com o paciente compensado, e titulados progressivamente.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Endocrinologia'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'O diagnóstico de diabetes mellitus pode ser feito com hemoglobina glicada igual ou superior a 6,5%, confirmada em segunda amostra na ausência de sintomas de hiperglicemia.',
    certo: true,
    explicacao:
      'Em pacientes assintomáticos, o diagnóstico exige dois exames alterados, que podem ser iguais ou diferentes. Com sintomas clássicos, basta glicemia ao acaso igual ou superior a 200 mg/dL.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Endocrinologia'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2019,
    contexto: '<p>Adulto assintomático apresenta glicemia de jejum de 110 mg/dL em exame de rotina.</p>',
    afirmativa: 'Esse resultado confirma o diagnóstico de diabetes mellitus.',
    certo: false,
    explicacao:
      'Valores de 100 a 125 mg/dL caracterizam glicemia de jejum alterada, ou pré-diabetes. O diabetes é diagnosticado com glicemia de jejum igual ou superior a 126 mg/dL, confirmada.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Endocrinologia'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2026,
    contexto:
      '<p>Mulher de 35 anos apresenta TSH suprimido, T4 livre elevado, bócio difuso e exoftalmia.</p>',
    afirmativa:
      'O quadro é sugestivo de doença de Graves, causada por anticorpos estimuladores do receptor de TSH.',
    certo: true,
    explicacao:
      'A doença de Graves é a causa mais comum de hipertireoidismo. A oftalmopatia e o bócio difuso reforçam o diagnóstico, e a dosagem do TRAb pode confirmá-lo.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Endocrinologia'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2021,
    contexto:
      '<p>Paciente com diabetes tipo 2 tem taxa de filtração glomerular estimada de 50 mL/min/1,73 m².</p>',
    afirmativa: 'Nesse caso, a metformina está contraindicada.',
    certo: false,
    explicacao:
      'A metformina é contraindicada com filtração glomerular abaixo de 30 mL/min/1,73 m². Entre 30 e 45, a dose deve ser reduzida e o início do tratamento não é recomendado.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Nefrologia'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2016,
    contexto: '',
    afirmativa:
      'Pelo KDIGO, a doença renal crônica é definida por alterações na estrutura ou na função renal presentes por mais de 3 meses, com implicações para a saúde.',
    certo: true,
    explicacao:
      'Os critérios incluem taxa de filtração glomerular abaixo de 60 mL/min/1,73 m² ou marcadores de lesão renal, como albuminúria, por mais de 3 meses.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Nefrologia'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2023,
    contexto: '',
    afirmativa:
      'Na hipercalemia grave com alterações eletrocardiográficas, o tratamento inicial é a resina de troca iônica, que atua em poucos minutos.',
    certo: false,
    explicacao:
      'A primeira medida é o gluconato de cálcio intravenoso, que estabiliza a membrana miocárdica. As resinas de troca iônica agem lentamente e não servem para a urgência.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Nefrologia'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2018,
    contexto:
      '<p>Paciente com vômitos intensos há três dias apresenta elevação de ureia e creatinina, relação ureia/creatinina aumentada e sódio urinário baixo.</p>',
    afirmativa:
      'O quadro sugere necrose tubular aguda, condição em que a fração de excreção de sódio costuma ser menor que 1%.',
    certo: false,
    explicacao:
      'Os achados indicam lesão renal aguda pré-renal por hipovolemia, na qual a fração de excreção de sódio costuma ser menor que 1%. Na necrose tubular aguda, ela costuma ser maior que 2%.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Infectologia'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'A profilaxia pré-exposição ao HIV (PrEP) está disponível no SUS para pessoas com risco aumentado de infecção.',
    certo: true,
    explicacao:
      'A PrEP faz parte da estratégia de prevenção combinada do Ministério da Saúde. Exige testagem para HIV e acompanhamento periódico.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Infectologia'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2020,
    contexto:
      '<p>Homem de 28 anos, sem alergias, apresenta úlcera genital indolor e teste treponêmico reagente, com diagnóstico de sífilis primária.</p>',
    afirmativa:
      'O tratamento recomendado é penicilina G benzatina 2,4 milhões UI por semana, durante três semanas.',
    certo: false,
    explicacao:
      'Na sífilis recente (primária, secundária e latente recente), a dose é única, de 2,4 milhões UI por via intramuscular. O esquema de três doses semanais é usado na sífilis latente tardia, de duração ignorada ou terciária.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Infectologia'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2015,
    contexto:
      '<p>Paciente com febre há quatro dias, mialgia e dor retro-orbitária apresenta queda da febre e dor abdominal intensa e contínua no quinto dia.</p>',
    afirmativa:
      'A dor abdominal intensa e contínua é sinal de alarme na dengue e indica acompanhamento em leito de internação.',
    certo: true,
    explicacao:
      'O período de defervescência é o de maior risco de extravasamento plasmático. Pacientes com sinais de alarme são classificados no grupo C e recebem hidratação venosa sob observação hospitalar.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Clínica Médica'],
    conteudos: ['Infectologia'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2022,
    contexto: '',
    afirmativa:
      'No esquema básico da tuberculose pulmonar em adultos, rifampicina, isoniazida, pirazinamida e etambutol são mantidos durante os seis meses de tratamento.',
    certo: false,
    explicacao:
      'O esquema básico tem fase intensiva de 2 meses com os quatro fármacos, seguida de 4 meses de rifampicina e isoniazida. Pirazinamida e etambutol não são mantidos na fase de manutenção.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Abdome agudo'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'O sinal de Blumberg, dor à descompressão brusca no ponto de McBurney, sugere irritação peritoneal na apendicite aguda.',
    certo: true,
    explicacao:
      'A dor à descompressão indica inflamação do peritônio parietal. Na apendicite, surge com a progressão do processo inflamatório na fossa ilíaca direita.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Abdome agudo'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'Na colecistite aguda, o sinal de Murphy corresponde à dor à descompressão brusca da fossa ilíaca direita.',
    certo: false,
    explicacao:
      'O sinal de Murphy é a interrupção da inspiração profunda durante a palpação do ponto cístico, no hipocôndrio direito. A dor à descompressão na fossa ilíaca direita corresponde ao sinal de Blumberg.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Abdome agudo'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2019,
    contexto:
      '<p>Idoso com constipação crônica apresenta dor abdominal, distensão importante e radiografia com imagem em “grão de café”.</p>',
    afirmativa: 'O achado é sugestivo de volvo de sigmoide.',
    certo: true,
    explicacao:
      'A alça sigmoide torcida e muito distendida forma a imagem em grão de café. Sem sinais de isquemia, a descompressão endoscópica é a conduta inicial.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Abdome agudo'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2026,
    contexto: '',
    afirmativa: 'Na pancreatite aguda, o diagnóstico exige tomografia de abdome com contraste na admissão.',
    certo: false,
    explicacao:
      'O diagnóstico requer dois de três critérios: dor abdominal típica, amilase ou lipase acima de três vezes o limite superior e achados de imagem. A tomografia precoce fica reservada a dúvida diagnóstica e costuma ser mais útil após 72 horas.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Trauma'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2021,
    contexto: '',
    afirmativa:
      'A tríade de Beck, composta por hipotensão, turgência jugular e abafamento de bulhas, sugere tamponamento cardíaco.',
    certo: true,
    explicacao:
      'O acúmulo de sangue no pericárdio restringe o enchimento cardíaco. No trauma, o FAST ajuda a confirmar o derrame pericárdico.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Trauma'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2016,
    contexto:
      '<p>Vítima de ferimento torácico apresenta dispneia intensa, hipotensão, desvio da traqueia e murmúrio vesicular abolido à direita.</p>',
    afirmativa:
      'A confirmação radiológica do pneumotórax hipertensivo deve preceder a descompressão torácica.',
    certo: false,
    explicacao:
      'O diagnóstico é clínico, e a descompressão deve ser imediata, por punção ou toracostomia digital, seguida de drenagem torácica. Aguardar a radiografia pode levar à parada cardiorrespiratória.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Trauma'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2023,
    contexto:
      '<p>Vítima de colisão automobilística apresenta FC de 130 bpm, PA de 80/50 mmHg e confusão mental.</p>',
    afirmativa:
      'Pelo ATLS, esses achados são compatíveis com choque hemorrágico classe III, com perda estimada de 31% a 40% da volemia.',
    certo: true,
    explicacao:
      'A classe III combina taquicardia acentuada, queda da pressão arterial e alteração do estado mental. Exige reposição com hemoderivados e controle da fonte de sangramento.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Trauma'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2018,
    contexto: '',
    afirmativa:
      'O FAST (avaliação ultrassonográfica focada no trauma) avalia com precisão lesões de órgãos retroperitoneais, como pâncreas e rins.',
    certo: false,
    explicacao:
      'O FAST busca líquido livre no pericárdio e na cavidade peritoneal. Tem baixa sensibilidade para lesões retroperitoneais, que exigem tomografia.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Hérnias da parede abdominal'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'A hérnia inguinal indireta passa pelo anel inguinal profundo, lateralmente aos vasos epigástricos inferiores.',
    certo: true,
    explicacao:
      'A hérnia indireta percorre o canal inguinal e pode chegar ao escroto. A direta surge medialmente aos vasos epigástricos, no triângulo de Hesselbach.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Hérnias da parede abdominal'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'A hérnia femoral tem baixo risco de encarceramento e estrangulamento, o que permite conduta expectante na maioria dos casos.',
    certo: false,
    explicacao:
      'O anel femoral é estreito e rígido, e por isso a hérnia femoral tem alto risco de encarceramento e estrangulamento. A correção cirúrgica é indicada mesmo em pacientes assintomáticos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Cirurgia Geral'],
    conteudos: ['Hérnias da parede abdominal'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'A técnica de Shouldice corrige a hérnia inguinal sem tensão, com uso de tela de polipropileno.',
    certo: false,
    explicacao:
      'A técnica de Shouldice é uma herniorrafia sem tela, com reconstrução da parede posterior por imbricação da fáscia transversal em camadas. O reparo sem tensão com tela é a técnica de Lichtenstein.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Neonatologia'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2022,
    contexto: '',
    afirmativa: 'O teste do pezinho deve ser coletado, idealmente, entre o 3º e o 5º dia de vida.',
    certo: true,
    explicacao:
      'Nesse período, a alimentação já permite detectar doenças metabólicas como a fenilcetonúria. Coletas muito precoces aumentam o risco de falso-negativos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Neonatologia'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'O índice de Apgar do primeiro minuto é o principal critério para decidir o início da reanimação neonatal.',
    certo: false,
    explicacao:
      'A decisão de reanimar se baseia na avaliação da respiração, da frequência cardíaca e do tônus logo após o nascimento. O Apgar avalia a resposta às manobras e a vitalidade, mas não orienta o início da reanimação.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Neonatologia'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2024,
    contexto: '<p>Recém-nascido a termo apresenta icterícia nas primeiras 24 horas de vida.</p>',
    afirmativa: 'A icterícia nas primeiras 24 horas é considerada patológica e exige investigação.',
    certo: true,
    explicacao:
      'A icterícia fisiológica surge após 24 horas. O aparecimento precoce sugere hemólise, como na doença hemolítica por incompatibilidade Rh ou ABO.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Neonatologia'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'No recém-nascido que não respira após os passos iniciais, a ventilação com pressão positiva deve ser iniciada até o fim do quinto minuto de vida.',
    certo: false,
    explicacao:
      'O Programa de Reanimação Neonatal da SBP enfatiza o minuto de ouro: a ventilação deve ser iniciada nos primeiros 60 segundos de vida. A ventilação eficaz é o procedimento mais importante da reanimação neonatal.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Imunizações'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2026,
    contexto: '',
    afirmativa: 'A vacina BCG é aplicada ao nascer, em dose única, por via intradérmica.',
    certo: true,
    explicacao:
      'Deve ser aplicada o mais precocemente possível, de preferência na maternidade. Protege principalmente contra as formas graves da tuberculose, como a miliar e a meníngea.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Imunizações'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2021,
    contexto: '',
    afirmativa:
      'No calendário básico do PNI, a primeira dose da vacina tríplice viral é aplicada aos 6 meses de idade.',
    certo: false,
    explicacao:
      'A primeira dose da tríplice viral é aplicada aos 12 meses. Uma dose adicional entre 6 e 11 meses só é indicada em situações epidemiológicas específicas.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Imunizações'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2016,
    contexto: '<p>Criança de 2 meses comparece à Unidade Básica de Saúde para vacinação de rotina.</p>',
    afirmativa:
      'Nessa idade estão previstas, entre outras, a vacina pentavalente, a vacina inativada poliomielite (VIP) e a vacina rotavírus humano.',
    certo: true,
    explicacao:
      'Aos 2 meses aplicam-se a pentavalente, a VIP, a pneumocócica 10-valente e a rotavírus. A rotavírus tem limites de idade estritos para a primeira dose.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Imunizações'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'No calendário atual do PNI, o reforço contra a poliomielite continua sendo feito com a vacina oral poliomielite (VOP).',
    certo: false,
    explicacao:
      'Desde o fim de 2024, a VOP foi substituída pela vacina inativada em todo o esquema. O reforço passou a ser feito com a VIP aos 15 meses.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Crescimento e desenvolvimento'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2018,
    contexto: '',
    afirmativa: 'O sorriso social costuma surgir por volta dos 2 meses de idade.',
    certo: true,
    explicacao:
      'É um marco do desenvolvimento social. Sua ausência em idades mais avançadas merece avaliação do desenvolvimento e da visão.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Crescimento e desenvolvimento'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2025,
    contexto: '',
    afirmativa: 'Espera-se que a criança ande sem apoio por volta dos 6 meses de idade.',
    certo: false,
    explicacao:
      'A marcha independente costuma surgir por volta dos 12 meses, com variação normal até cerca de 15 a 18 meses. Aos 6 meses, espera-se que a criança sente com apoio.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Pediatria'],
    conteudos: ['Crescimento e desenvolvimento'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2020,
    contexto:
      '<p>Lactente de 1 ano com crescimento adequado desde o nascimento comparece à consulta de puericultura.</p>',
    afirmativa: 'Em média, o peso de nascimento triplica até o fim do primeiro ano de vida.',
    certo: true,
    explicacao:
      'O peso costuma dobrar por volta dos 4 a 5 meses e triplicar com 1 ano. A avaliação deve usar as curvas de crescimento da OMS.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Pré-natal'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'A suplementação de ácido fólico é recomendada desde o período pré-concepcional até o fim do primeiro trimestre, para prevenir defeitos do tubo neural.',
    certo: true,
    explicacao:
      'O tubo neural se fecha nas primeiras semanas de gestação, muitas vezes antes do diagnóstico da gravidez. Por isso a suplementação deve começar pelo menos 30 dias antes da concepção.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Pré-natal'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2022,
    contexto:
      '<p>Gestante sem diagnóstico prévio de diabetes teve glicemia de jejum normal na primeira consulta de pré-natal.</p>',
    afirmativa:
      'O teste oral de tolerância à glicose de 75 g para rastrear diabetes gestacional deve ser feito entre 34 e 36 semanas de gestação.',
    certo: false,
    explicacao:
      'O teste é realizado entre 24 e 28 semanas nas gestantes sem diagnóstico prévio. Nesse período, a resistência insulínica da gestação se torna mais evidente.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Pré-natal'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2017,
    contexto:
      '<p>Gestante de 30 semanas, sem hipertensão prévia, apresenta PA de 150/100 mmHg e proteinúria.</p>',
    afirmativa:
      'O quadro é compatível com pré-eclâmpsia, hipertensão que surge após a 20ª semana de gestação associada a proteinúria ou a lesão de órgão-alvo.',
    certo: true,
    explicacao:
      'Hipertensão após 20 semanas com proteinúria define a pré-eclâmpsia. Na ausência de proteinúria, disfunção de órgãos-alvo também permite o diagnóstico.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Pré-natal'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'A imunoglobulina anti-D deve ser administrada à gestante Rh negativo somente se o teste de Coombs indireto for positivo.',
    certo: false,
    explicacao:
      'A imunoglobulina é indicada para gestantes Rh negativo não sensibilizadas, ou seja, com Coombs indireto negativo. Se o teste for positivo, já houve aloimunização e a profilaxia não tem mais efeito.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Sangramentos da gestação'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'A placenta prévia costuma causar sangramento vaginal indolor, de sangue vermelho vivo, no terceiro trimestre.',
    certo: true,
    explicacao:
      'O sangramento é súbito, indolor e recorrente, sem hipertonia uterina. O diagnóstico é feito por ultrassonografia.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Sangramentos da gestação'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'No descolamento prematuro da placenta, o sangramento costuma ser indolor e o útero permanece relaxado.',
    certo: false,
    explicacao:
      'O descolamento prematuro da placenta costuma causar dor abdominal súbita e hipertonia uterina, com sangramento escuro. O sangramento pode ser oculto, sem relação com a gravidade do quadro.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Sangramentos da gestação'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2021,
    contexto:
      '<p>Mulher com atraso menstrual e dor pélvica apresenta beta-hCG de 4.000 mUI/mL e ausência de saco gestacional intrauterino à ultrassonografia transvaginal.</p>',
    afirmativa:
      'O quadro é suspeito de gravidez ectópica, pois o beta-hCG está acima da zona discriminatória.',
    certo: true,
    explicacao:
      'Acima da zona discriminatória, a gestação intrauterina normalmente já seria visível à ultrassonografia transvaginal. A ausência de saco gestacional nesse contexto sugere gestação ectópica.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Sangramentos da gestação'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2016,
    contexto: '',
    afirmativa:
      'Na suspeita de placenta prévia, o toque vaginal é indicado de rotina para avaliar o colo uterino.',
    certo: false,
    explicacao:
      'O toque vaginal é contraindicado até que a placenta prévia seja excluída por ultrassonografia. O exame pode desencadear sangramento grave.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Rastreamento do câncer de colo'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2023,
    contexto: '',
    afirmativa:
      'Nas diretrizes brasileiras, o rastreamento do câncer do colo do útero é dirigido a mulheres de 25 a 64 anos.',
    certo: true,
    explicacao:
      'Antes dos 25 anos predominam lesões de baixo grau, que costumam regredir. Após os 64 anos, o rastreamento pode ser encerrado em mulheres com exames anteriores negativos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Rastreamento do câncer de colo'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'No rastreamento com exame citopatológico, após dois exames anuais consecutivos negativos, o intervalo passa a ser de cinco anos.',
    certo: false,
    explicacao:
      'Na estratégia com citologia, após dois exames anuais negativos o intervalo passa a ser de três anos. O intervalo de cinco anos se aplica ao teste de DNA-HPV com resultado negativo.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Rastreamento do câncer de colo'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2025,
    contexto:
      '<p>Mulher de 30 anos recebe laudo citopatológico de lesão intraepitelial escamosa de alto grau.</p>',
    afirmativa: 'A conduta recomendada é o encaminhamento para colposcopia.',
    certo: true,
    explicacao:
      'A lesão de alto grau tem risco significativo de progredir para câncer. A colposcopia orienta a biópsia ou o tratamento excisional.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Ginecologia e Obstetrícia'],
    conteudos: ['Rastreamento do câncer de colo'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'Mulheres que nunca tiveram relação sexual devem ser incluídas no rastreamento a partir dos 25 anos, da mesma forma que as demais.',
    certo: false,
    explicacao:
      'O rastreamento não é indicado para mulheres sem história de atividade sexual. O risco de infecção pelo HPV, principal causa do câncer do colo, é muito baixo nesse grupo.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Epidemiologia clínica'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'A sensibilidade de um teste diagnóstico é a proporção de pessoas doentes que apresentam resultado positivo.',
    certo: true,
    explicacao:
      'Testes muito sensíveis têm poucos falso-negativos e são úteis para rastreamento e para afastar doenças quando negativos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Epidemiologia clínica'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2022,
    contexto: '',
    afirmativa:
      'O valor preditivo positivo de um teste não depende da prevalência da doença na população estudada.',
    certo: false,
    explicacao:
      'O valor preditivo positivo aumenta com a prevalência da doença. Sensibilidade e especificidade, ao contrário, são propriedades do teste e não variam com a prevalência.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Epidemiologia clínica'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2017,
    contexto:
      '<p>Em um estudo, 200 fumantes e 200 não fumantes sem câncer de pulmão foram acompanhados por dez anos para comparar a incidência da doença.</p>',
    afirmativa: 'Trata-se de um estudo de coorte, que permite calcular o risco relativo.',
    certo: true,
    explicacao:
      'Os participantes foram classificados pela exposição e acompanhados até o desfecho. Esse desenho permite medir a incidência em cada grupo e calcular o risco relativo.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Epidemiologia clínica'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'O número necessário para tratar (NNT) é calculado como o inverso da redução relativa do risco.',
    certo: false,
    explicacao:
      'O NNT é o inverso da redução absoluta do risco. Indica quantos pacientes precisam ser tratados para evitar um desfecho.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Vigilância em saúde'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'A notificação compulsória imediata deve ser feita em até 24 horas a partir do conhecimento da ocorrência.',
    certo: true,
    explicacao:
      'As doenças e os agravos de notificação imediata exigem comunicação à autoridade de saúde em até 24 horas, pelo meio mais rápido disponível. Os demais são de notificação semanal.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Vigilância em saúde'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'A notificação compulsória de doenças é obrigação exclusiva dos médicos e não se aplica a outros profissionais de saúde.',
    certo: false,
    explicacao:
      'A notificação é obrigatória para médicos, outros profissionais de saúde e responsáveis por serviços públicos e privados de saúde. Qualquer cidadão também pode comunicar casos suspeitos.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Vigilância em saúde'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2021,
    contexto:
      '<p>Em uma cidade, o número de casos de dengue em março supera muito o esperado para o período, com base nos anos anteriores.</p>',
    afirmativa:
      'A situação caracteriza uma epidemia, definida pela ocorrência de casos acima do esperado para determinado local e período.',
    certo: true,
    explicacao:
      'A epidemia é definida pela comparação com o nível esperado, e não por um número absoluto de casos. O diagrama de controle ajuda a identificá-la.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Atenção primária'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2016,
    contexto: '',
    afirmativa:
      'A longitudinalidade é um atributo essencial da atenção primária e corresponde ao acompanhamento do paciente ao longo do tempo pela mesma equipe.',
    certo: true,
    explicacao:
      'Segundo Starfield, os atributos essenciais são acesso de primeiro contato, longitudinalidade, integralidade e coordenação do cuidado. A longitudinalidade pressupõe vínculo entre equipe e população.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Atenção primária'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2023,
    contexto: '',
    afirmativa:
      'Pela Política Nacional de Atenção Básica de 2017, cada equipe de Saúde da Família deve ser responsável por, no mínimo, 10.000 pessoas.',
    certo: false,
    explicacao:
      'A PNAB de 2017 recomenda população adscrita de 2.000 a 3.500 pessoas por equipe de Saúde da Família. O número pode variar conforme a vulnerabilidade do território.',
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Atenção primária'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2018,
    contexto:
      '<p>Médico de família decide não solicitar exames de rotina sem indicação para um paciente assintomático, para evitar intervenções desnecessárias.</p>',
    afirmativa: 'A conduta expressa a prevenção quaternária.',
    certo: true,
    explicacao:
      'A prevenção quaternária busca proteger as pessoas de intervenções excessivas ou danosas, como sobrediagnóstico e sobretratamento.',
    estagiario: true,
  },
  {
    plataformaId: 3,
    curso: 'Residência Médica',
    materias: ['Medicina Preventiva'],
    conteudos: ['Atenção primária'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'O agente comunitário de saúde não faz parte da composição mínima da equipe de Saúde da Família.',
    certo: false,
    explicacao:
      'A composição mínima inclui médico, enfermeiro, auxiliar ou técnico de enfermagem e agentes comunitários de saúde. Profissionais de saúde bucal podem compor a equipe de forma complementar.',
  },
];
