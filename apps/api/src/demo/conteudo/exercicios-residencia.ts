import type { ExercicioSeed } from './tipos.ts';

/** Fixation exercises (Certo/Errado) of platform 1: dental residency. */
export const EXERCICIOS_RESIDENCIA: ExercicioSeed[] = [
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Osteologia do crânio e da face'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2018,
    contexto: '<p>Cirurgião planeja incisão relaxante vestibular na região de pré-molares inferiores.</p>',
    afirmativa:
      'O forame mentual localiza-se, na maioria dos adultos, na região dos ápices dos pré-molares inferiores, com maior frequência abaixo do segundo pré-molar.',
    certo: true,
    explicacao:
      'Essa é a posição mais comum do forame mentual, embora existam variações individuais. Conhecê-la é essencial para o bloqueio do nervo mentual e para incisões e osteotomias na região.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Osteologia do crânio e da face'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'O forame oval, situado na asa maior do esfenoide, dá passagem ao nervo maxilar, segunda divisão do trigêmeo.',
    certo: false,
    explicacao:
      'O forame oval dá passagem ao nervo mandibular (V3). O nervo maxilar (V2) deixa o crânio pelo forame redondo em direção à fossa pterigopalatina.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Músculos da mastigação'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'O músculo pterigóideo lateral é o principal elevador da mandíbula durante o fechamento da boca.',
    certo: false,
    explicacao:
      'O pterigóideo lateral participa da protrusão, da lateralidade e da abertura bucal. Os elevadores da mandíbula são o masseter, o temporal e o pterigóideo medial.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Músculos da mastigação'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'O músculo masseter é inervado pelo nervo facial, assim como os músculos da expressão facial.',
    certo: false,
    explicacao:
      'Os músculos da mastigação recebem inervação motora do nervo mandibular (V3). O masseter é suprido pelo nervo massetérico, que passa pela incisura da mandíbula.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Músculos da mastigação'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2022,
    contexto:
      '<p>Paciente relata limitação de abertura bucal dois dias após bloqueio do nervo alveolar inferior.</p>',
    afirmativa:
      'O trauma do músculo pterigóideo medial pela agulha é uma das causas descritas para o trismo após esse bloqueio.',
    certo: true,
    explicacao:
      'A agulha atravessa a região do pterigóideo medial no bloqueio do nervo alveolar inferior. Traumatismo muscular, hematoma ou infecção local podem causar espasmo e limitação de abertura.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Inervação trigeminal'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2017,
    contexto: '',
    afirmativa:
      'O nervo alveolar inferior emite o nervo milo-hióideo pouco antes de penetrar no forame mandibular.',
    certo: true,
    explicacao:
      'O nervo milo-hióideo origina-se do alveolar inferior antes da entrada no forame mandibular e segue no sulco milo-hióideo, inervando o milo-hióideo e o ventre anterior do digástrico.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Inervação trigeminal'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'O nervo bucal é ramo do nervo maxilar e responde pela sensibilidade da gengiva vestibular dos molares superiores.',
    certo: false,
    explicacao:
      'O nervo bucal é ramo da divisão anterior do nervo mandibular. Ele inerva a mucosa jugal e a gengiva vestibular da região dos molares inferiores.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Inervação trigeminal'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'As fibras gustativas dos dois terços anteriores da língua chegam ao nervo lingual pelo nervo glossofaríngeo.',
    certo: false,
    explicacao:
      'Essas fibras gustativas seguem pelo nervo corda do tímpano, ramo do nervo facial, que se une ao nervo lingual. O glossofaríngeo responde pela gustação do terço posterior da língua.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Espaços fasciais'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'O espaço submandibular comunica-se com o espaço sublingual pela margem posterior do músculo milo-hióideo.',
    certo: true,
    explicacao:
      'Os dois espaços se comunicam ao redor da margem posterior livre do milo-hióideo, o que explica a propagação de infecções entre eles.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Espaços fasciais'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2021,
    contexto: '',
    afirmativa: 'Na angina de Ludwig, a celulite acomete de forma unilateral apenas o espaço submandibular.',
    certo: false,
    explicacao:
      'A angina de Ludwig é uma celulite bilateral que envolve os espaços submandibular, sublingual e submentual. Pode elevar a língua e comprometer a via aérea.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anatomia de Cabeça e Pescoço'],
    conteudos: ['Espaços fasciais'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2016,
    contexto:
      '<p>Paciente apresenta abscesso originado no segundo molar inferior, cujos ápices estão abaixo da linha milo-hióidea.</p>',
    afirmativa: 'Nessa situação, a infecção tende a se propagar primariamente para o espaço submandibular.',
    certo: true,
    explicacao:
      'Quando a cortical lingual é perfurada abaixo da inserção do milo-hióideo, a infecção atinge o espaço submandibular. Ápices acima dessa linha, como os dos pré-molares, direcionam a infecção ao espaço sublingual.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Exodontias complexas'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2023,
    contexto:
      '<p>Primeiro molar inferior com raízes divergentes e coroa extensamente destruída tem indicação de exodontia.</p>',
    afirmativa:
      'Em molares inferiores multirradiculares, a odontossecção permite remover as raízes separadamente e pode reduzir a necessidade de osteotomia extensa.',
    certo: true,
    explicacao:
      'A separação das raízes elimina a retenção causada por raízes divergentes ou curvas e preserva osso alveolar, o que facilita a remoção.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Exodontias complexas'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2018,
    contexto:
      '<p>Após exodontia de primeiro molar superior, a manobra de Valsalva revela pequena comunicação com o seio maxilar.</p>',
    afirmativa:
      'A comunicação bucossinusal com diâmetro inferior a 2 mm exige sempre fechamento com retalho palatino.',
    certo: false,
    explicacao:
      'Comunicações pequenas, de até cerca de 2 mm, costumam fechar espontaneamente com a formação e a proteção do coágulo. Retalhos vestibulares ou palatinos ficam reservados a comunicações maiores ou persistentes.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Terceiros molares inclusos'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'Na classificação de Pell e Gregory, a posição C indica que a porção mais alta do terceiro molar está no nível ou acima do plano oclusal do segundo molar.',
    certo: false,
    explicacao:
      'Essa descrição é a da posição A. Na posição C, a porção mais alta do terceiro molar está abaixo da linha cervical do segundo molar.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Terceiros molares inclusos'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'A classificação de Winter relaciona a profundidade do terceiro molar com o plano oclusal e o espaço entre a borda anterior do ramo e o segundo molar.',
    certo: false,
    explicacao:
      'Esses critérios pertencem à classificação de Pell e Gregory. A de Winter descreve a angulação do longo eixo do terceiro molar em relação ao do segundo molar (vertical, mesioangular, distoangular, horizontal).',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Terceiros molares inclusos'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2015,
    contexto:
      '<p>A radiografia panorâmica mostra escurecimento da raiz do terceiro molar inferior e interrupção das linhas radiopacas do canal mandibular.</p>',
    afirmativa:
      'Esses sinais sugerem íntima relação entre a raiz e o canal mandibular, e a tomografia computadorizada de feixe cônico pode ser indicada antes da exodontia.',
    certo: true,
    explicacao:
      'Escurecimento radicular, interrupção da cortical do canal e desvio do canal são sinais radiográficos de risco para lesão do nervo alveolar inferior. A tomografia esclarece a relação tridimensional e orienta o planejamento.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Cirurgia pré-protética'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2022,
    contexto: '',
    afirmativa:
      'O toro palatino que interfere na confecção ou na estabilidade de uma prótese total superior pode ter indicação de remoção cirúrgica.',
    certo: true,
    explicacao:
      'Os toros geralmente não exigem tratamento, mas a remoção é indicada quando impedem a adaptação de próteses, sofrem traumas repetidos ou dificultam a higiene.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Cirurgia pré-protética'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'A hiperplasia fibrosa inflamatória causada por prótese mal adaptada deve ser tratada apenas com a troca da prótese, pois a excisão cirúrgica é contraindicada.',
    certo: false,
    explicacao:
      'O tratamento inclui remover o fator irritante e excisar a lesão que persiste, com envio da peça para exame histopatológico. A prótese deve ser reembasada ou refeita.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Cirurgia pré-protética'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'A vestibuloplastia tem como objetivo reduzir a profundidade do vestíbulo para aumentar a estabilidade da prótese.',
    certo: false,
    explicacao:
      'A vestibuloplastia aprofunda o vestíbulo e aumenta a área de rebordo disponível para o suporte da prótese, melhorando sua retenção e estabilidade.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Biópsias'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2019,
    contexto:
      '<p>Paciente apresenta nódulo de 6 mm, de superfície lisa e consistência firme, na mucosa jugal, sugestivo de fibroma.</p>',
    afirmativa:
      'A biópsia excisional é indicada, em geral, para lesões pequenas, com aspecto clínico de benignidade, que podem ser removidas por completo.',
    certo: true,
    explicacao:
      'Nesses casos, a remoção total da lesão serve ao diagnóstico e ao tratamento. Lesões extensas ou com suspeita de malignidade costumam exigir biópsia incisional.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Cirurgia Oral Menor'],
    conteudos: ['Biópsias'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'Na biópsia incisional de uma lesão extensa, deve-se preferir a área central necrótica, por concentrar as células mais representativas.',
    certo: false,
    explicacao:
      'Áreas necróticas têm pouco valor diagnóstico. Deve-se escolher a região mais representativa e suspeita, com tecido viável, e evitar o centro necrosado.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas de mandíbula'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2021,
    contexto: '',
    afirmativa: 'O côndilo está entre as regiões da mandíbula mais frequentemente acometidas por fraturas.',
    certo: true,
    explicacao:
      'Côndilo, ângulo, corpo e sínfise concentram a maioria das fraturas mandibulares. O côndilo costuma fraturar de forma indireta após impactos no mento.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas de mandíbula'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2016,
    contexto: '',
    afirmativa:
      'Nas fraturas de ângulo mandibular, a técnica de Champy preconiza a fixação com miniplaca na basilar da mandíbula, abaixo do canal mandibular.',
    certo: false,
    explicacao:
      'Champy descreveu linhas ideais de osteossíntese na zona de tensão. No ângulo, a miniplaca é posicionada na borda superior, ao longo da linha oblíqua externa.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas de mandíbula'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2023,
    contexto:
      '<p>Paciente com fratura unilateral de côndilo apresenta desvio da mandíbula durante a abertura bucal.</p>',
    afirmativa: 'O desvio ocorre em direção ao lado fraturado.',
    certo: true,
    explicacao:
      'O côndilo fraturado não translada adequadamente e o pterigóideo lateral do lado sadio traciona a mandíbula. Assim, o mento desvia para o lado da fratura.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas do complexo zigomático'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2018,
    contexto: '<p>Paciente sofreu agressão física com impacto direto na região malar esquerda.</p>',
    afirmativa:
      'Parestesia na região infraorbitária, no lábio superior e na asa do nariz é achado comum nas fraturas do complexo zigomático.',
    certo: true,
    explicacao:
      'O traço de fratura costuma atravessar o assoalho da órbita e o forame infraorbitário, comprometendo o nervo infraorbitário.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas do complexo zigomático'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'O acesso de Gillies para redução de fraturas do arco zigomático é feito por incisão intraoral no fundo de vestíbulo superior.',
    certo: false,
    explicacao:
      'O acesso de Gillies é temporal, com incisão na região do couro cabeludo e introdução do elevador sob a fáscia temporal. A via intraoral pelo vestíbulo corresponde ao acesso de Keen.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas Le Fort'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'A fratura Le Fort I, também chamada de disjunção craniofacial, separa o terço médio da face da base do crânio.',
    certo: false,
    explicacao:
      'A disjunção craniofacial corresponde à Le Fort III. A Le Fort I é horizontal e separa o processo alveolar e o palato do restante da maxila, acima dos ápices dentários.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas Le Fort'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2015,
    contexto: '',
    afirmativa:
      'A fratura Le Fort II tem formato piramidal e atravessa os ossos nasais, o rebordo infraorbitário e o assoalho da órbita.',
    certo: true,
    explicacao:
      'Por isso é chamada de fratura piramidal. Costuma causar alterações oclusais, edema periorbitário e, com frequência, parestesia infraorbitária.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Fraturas Le Fort'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2022,
    contexto:
      '<p>Paciente vítima de trauma facial apresenta mobilidade de todo o terço médio e face alongada.</p>',
    afirmativa:
      'A mordida aberta anterior é achado esperado nesse tipo de fratura, pelo deslocamento posteroinferior do segmento maxilar.',
    certo: true,
    explicacao:
      'A tração dos músculos pterigóideos desloca a maxila para trás e para baixo. Isso gera contato prematuro posterior, mordida aberta anterior e alongamento facial.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Atendimento inicial ao politraumatizado'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'No exame primário do ATLS, o componente A corresponde à manutenção da via aérea com restrição dos movimentos da coluna cervical.',
    certo: true,
    explicacao:
      'Todo politraumatizado deve ser tratado como portador de lesão cervical até prova em contrário. Por isso, a abordagem da via aérea é feita com restrição de movimentos da coluna.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Atendimento inicial ao politraumatizado'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'Na escala de coma de Glasgow, a menor pontuação possível é zero, atribuída ao paciente sem qualquer resposta.',
    certo: false,
    explicacao:
      'Cada componente tem pontuação mínima de 1, de modo que o total varia de 3 a 15. A versão atual também permite registrar como não testável um item impossível de avaliar.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Traumatologia Bucomaxilofacial'],
    conteudos: ['Atendimento inicial ao politraumatizado'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2019,
    contexto:
      '<p>Politraumatizado com fratura cominutiva de mandíbula e sangramento orofaríngeo volumoso não consegue manter a via aérea, e a intubação orotraqueal falhou.</p>',
    afirmativa:
      'Nessa situação, a cricotireoidostomia cirúrgica é contraindicada em adultos, devendo-se aguardar a traqueostomia em centro cirúrgico.',
    certo: false,
    explicacao:
      'A cricotireoidostomia cirúrgica é a via aérea cirúrgica de emergência de escolha no adulto quando a intubação não é possível. Adiar a via aérea definitiva expõe o paciente a hipóxia grave.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Anestésicos locais'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2026,
    contexto: '',
    afirmativa: 'A lidocaína é biotransformada principalmente por pseudocolinesterases plasmáticas.',
    certo: false,
    explicacao:
      'A lidocaína é uma amida e sofre biotransformação principalmente hepática. A hidrólise por pseudocolinesterases plasmáticas é característica dos anestésicos do tipo éster.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Anestésicos locais'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2021,
    contexto: '',
    afirmativa:
      'A articaína, embora classificada como amida, possui um grupo éster na molécula, o que permite sua biotransformação também por esterases plasmáticas.',
    certo: true,
    explicacao:
      'Grande parte da articaína é hidrolisada no plasma, o que lhe confere meia-vida curta. Ela também possui anel tiofeno em vez de anel benzênico.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Antibioticoterapia'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2016,
    contexto: '',
    afirmativa:
      'A amoxicilina é o antibiótico de primeira escolha para a maioria das infecções odontogênicas em pacientes não alérgicos à penicilina.',
    certo: true,
    explicacao:
      'As infecções odontogênicas são polimicrobianas, com predomínio de estreptococos e anaeróbios, geralmente sensíveis à amoxicilina. O antibiótico complementa a remoção da causa e a drenagem.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Antibioticoterapia'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2023,
    contexto: '<p>Paciente adulto com prótese valvar mecânica será submetido a raspagem subgengival.</p>',
    afirmativa:
      'Segundo a diretriz da American Heart Association de 2021, a profilaxia da endocardite infecciosa em adultos é feita com 500 mg de amoxicilina uma hora antes do procedimento.',
    certo: false,
    explicacao:
      'A dose recomendada para adultos é de 2 g de amoxicilina por via oral, de 30 a 60 minutos antes do procedimento. A dose de 50 mg/kg é usada em crianças.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Antibioticoterapia'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2018,
    contexto:
      '<p>Paciente alérgico à penicilina apresenta infecção odontogênica com indicação de antibioticoterapia.</p>',
    afirmativa:
      'A clindamicina é uma alternativa, e o paciente deve ser orientado sobre o risco de colite associada ao Clostridioides difficile.',
    certo: true,
    explicacao:
      'A clindamicina tem boa ação contra anaeróbios e estreptococos orais. Diarreia intensa durante ou após o uso exige avaliação médica.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Analgésicos e anti-inflamatórios'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2025,
    contexto:
      '<p>Paciente com doença arterial coronariana precisa de anti-inflamatório após cirurgia oral.</p>',
    afirmativa:
      'Os anti-inflamatórios seletivos para COX-2 são preferidos nesse caso, por terem menor risco cardiovascular que os AINEs não seletivos.',
    certo: false,
    explicacao:
      'Os inibidores seletivos da COX-2 reduzem o risco gastrointestinal, mas aumentam o risco de eventos trombóticos cardiovasculares. Devem ser evitados em pacientes com doença cardiovascular.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Analgésicos e anti-inflamatórios'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2020,
    contexto: '',
    afirmativa:
      'A associação de ibuprofeno e paracetamol tem eficácia analgésica superior à de cada fármaco isolado no controle da dor após exodontia de terceiros molares.',
    certo: true,
    explicacao:
      'Os dois fármacos têm mecanismos complementares. Ensaios clínicos e revisões sistemáticas mostram analgesia superior da associação no modelo de dor pós-exodontia.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Emergências médicas no consultório'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'Na anafilaxia em adultos, a adrenalina deve ser administrada preferencialmente por via subcutânea, na dose de 1 mg.',
    certo: false,
    explicacao:
      'A via recomendada é a intramuscular, na face anterolateral da coxa, na dose de 0,01 mg/kg, até 0,5 mg em adultos. A dose pode ser repetida a cada 5 a 15 minutos, se necessário.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Emergências médicas no consultório'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2022,
    contexto:
      '<p>Paciente sentado na cadeira odontológica apresenta palidez, sudorese e perda breve da consciência logo após a anestesia local.</p>',
    afirmativa:
      'A conduta inicial inclui posicionar o paciente em decúbito dorsal com os membros inferiores elevados.',
    certo: true,
    explicacao:
      'O quadro sugere síncope vasovagal, a emergência mais comum no consultório. A posição favorece o retorno venoso e a perfusão cerebral, e a recuperação costuma ser rápida.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Anestesiologia e Farmacologia'],
    conteudos: ['Emergências médicas no consultório'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'Na hipoglicemia em paciente consciente e capaz de deglutir, está indicada a oferta de carboidrato de absorção rápida por via oral.',
    certo: true,
    explicacao:
      'Cerca de 15 a 20 g de glicose ou açúcar por via oral costumam reverter o quadro. Em paciente inconsciente, a via oral é contraindicada e usa-se glicose intravenosa ou glucagon.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Cistos odontogênicos'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'O cisto dentígero envolve a coroa de um dente não irrompido e prende-se ao terço apical da raiz.',
    certo: false,
    explicacao:
      'O cisto dentígero envolve a coroa e prende-se à região da junção amelocementária. É o cisto odontogênico de desenvolvimento mais comum e associa-se com frequência a terceiros molares inferiores e caninos superiores inclusos.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Cistos odontogênicos'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2019,
    contexto: '',
    afirmativa: 'O cisto radicular está associado a dente com vitalidade pulpar preservada.',
    certo: false,
    explicacao:
      'O cisto radicular é inflamatório e resulta de necrose pulpar, a partir da proliferação dos restos epiteliais de Malassez. O teste de vitalidade negativo ajuda no diagnóstico.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Cistos odontogênicos'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2026,
    contexto:
      '<p>Radiografia mostra lesão radiolúcida multilocular em corpo e ramo mandibular, com crescimento anteroposterior e pouca expansão das corticais.</p>',
    afirmativa:
      'O ceratocisto odontogênico, principal hipótese para esse quadro, tem baixa taxa de recidiva por possuir cápsula espessa e de fácil enucleação.',
    certo: false,
    explicacao:
      'O ceratocisto tem cápsula fina e friável, além de cistos satélites, o que dificulta a remoção completa. Por isso apresenta taxa de recidiva elevada.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Tumores odontogênicos'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2021,
    contexto: '',
    afirmativa: 'O ameloblastoma convencional ocorre com maior frequência na região posterior da mandíbula.',
    certo: true,
    explicacao:
      'A maioria dos ameloblastomas acomete a região de molares e ramo mandibular. Costuma ser multilocular e de crescimento lento, porém localmente agressivo.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Tumores odontogênicos'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2016,
    contexto: '',
    afirmativa: 'O odontoma é um tumor odontogênico de comportamento agressivo e alta taxa de recidiva.',
    certo: false,
    explicacao:
      'O odontoma é considerado um hamartoma, geralmente assintomático e associado a dentes não irrompidos. A enucleação simples é curativa e a recidiva é rara.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Lesões potencialmente malignas'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2023,
    contexto: '',
    afirmativa:
      'A leucoplasia é uma placa branca que não pode ser caracterizada clínica ou patologicamente como outra doença, sendo um diagnóstico de exclusão.',
    certo: true,
    explicacao:
      'O diagnóstico exige excluir lesões brancas como candidíase, líquen plano e ceratose friccional. A biópsia é necessária para avaliar a presença de displasia.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Lesões potencialmente malignas'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2018,
    contexto: '',
    afirmativa:
      'Entre as lesões potencialmente malignas da boca, a leucoplasia tem risco de transformação maligna maior que o da eritroplasia.',
    certo: false,
    explicacao:
      'A eritroplasia tem o maior risco de transformação maligna entre essas lesões. Muitas já apresentam displasia grave, carcinoma in situ ou carcinoma invasivo no momento da biópsia.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Lesões potencialmente malignas'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2025,
    contexto:
      '<p>Trabalhador rural de 60 anos apresenta lábio inferior ressecado, áreas brancas e perda de nitidez do limite entre o vermelhão e a pele.</p>',
    afirmativa:
      'O quadro é compatível com queilite actínica, lesão potencialmente maligna associada à exposição solar crônica.',
    certo: true,
    explicacao:
      'A radiação ultravioleta crônica causa a queilite actínica, que pode evoluir para carcinoma espinocelular de lábio. Áreas ulceradas ou endurecidas devem ser biopsiadas.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Carcinoma espinocelular'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2020,
    contexto: '',
    afirmativa: 'Na boca, o carcinoma espinocelular acomete com maior frequência o palato duro.',
    certo: false,
    explicacao:
      'Os sítios intraorais mais acometidos são a borda lateral e o ventre da língua e o assoalho bucal. O palato duro é uma localização pouco frequente.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Carcinoma espinocelular'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2015,
    contexto: '',
    afirmativa:
      'O tabagismo e o etilismo atuam de forma sinérgica no aumento do risco de carcinoma espinocelular de boca.',
    certo: true,
    explicacao:
      'O álcool aumenta a permeabilidade da mucosa aos carcinógenos do tabaco. O risco combinado é maior que a soma dos riscos isolados.',
  },
  {
    plataformaId: 1,
    curso: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: ['Patologia Oral'],
    conteudos: ['Carcinoma espinocelular'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2022,
    contexto:
      '<p>Paciente apresenta úlcera indolor de bordas endurecidas na borda lateral da língua há dois meses.</p>',
    afirmativa:
      'Trata-se, muito provavelmente, de úlcera traumática, e a biópsia só deve ser considerada após seis meses de acompanhamento.',
    certo: false,
    explicacao:
      'Úlcera persistente por mais de duas a três semanas, sobretudo endurecida e em sítio de risco, exige biópsia para excluir carcinoma. Adiar o diagnóstico piora o prognóstico.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Cardiopatias'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'Em pacientes com doença cardiovascular controlada, o uso de anestésico local com epinefrina em dose limitada, de cerca de 0,04 mg por sessão, é considerado seguro.',
    certo: true,
    explicacao:
      'Essa dose corresponde a cerca de dois tubetes com epinefrina 1:100.000. O controle da dor reduz a liberação de catecolaminas endógenas, que é mais danosa ao cardiopata.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Cardiopatias'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'Pacientes com prótese valvar cardíaca não têm indicação de profilaxia antibiótica para endocardite infecciosa antes de procedimentos que manipulam o tecido gengival.',
    certo: false,
    explicacao:
      'A prótese valvar é uma das condições de maior risco para endocardite infecciosa. A profilaxia é indicada em procedimentos que manipulam a gengiva ou a região periapical ou perfuram a mucosa.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Cardiopatias'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2019,
    contexto:
      '<p>Paciente que sofreu infarto agudo do miocárdio há três semanas necessita de tratamento odontológico eletivo.</p>',
    afirmativa: 'Recomenda-se adiar os procedimentos eletivos e discutir o caso com o cardiologista.',
    certo: true,
    explicacao:
      'O risco de novos eventos cardiovasculares é maior nas semanas seguintes ao infarto. Nesse período, faz-se apenas o atendimento de urgência, com monitorização e controle da dor e da ansiedade.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Diabetes mellitus'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'A relação entre diabetes mellitus e periodontite é bidirecional, e o tratamento periodontal pode contribuir para a redução da hemoglobina glicada.',
    certo: true,
    explicacao:
      'O diabetes descompensado agrava a destruição periodontal, e a inflamação periodontal piora o controle glicêmico. Estudos mostram redução modesta da hemoglobina glicada após o tratamento periodontal.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Diabetes mellitus'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2021,
    contexto:
      '<p>Paciente com diabetes tipo 2 e indicação de exodontia eletiva apresenta exame recente de hemoglobina glicada de 11%.</p>',
    afirmativa:
      'Esse valor indica bom controle glicêmico e permite realizar o procedimento eletivo sem restrições.',
    certo: false,
    explicacao:
      'Valores tão elevados indicam controle glicêmico inadequado, com maior risco de infecção e de cicatrização deficiente. Procedimentos eletivos devem aguardar melhor controle, em conjunto com o médico.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Coagulopatias e anticoagulantes'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2016,
    contexto:
      '<p>Paciente com fibrilação atrial em uso de varfarina tem INR de 2,5, medido no dia do procedimento, e indicação de exodontia simples.</p>',
    afirmativa: 'A suspensão do anticoagulante é obrigatória antes dessa exodontia.',
    certo: false,
    explicacao:
      'Com INR dentro da faixa terapêutica, exodontias simples podem ser feitas sem suspender a varfarina, com medidas hemostáticas locais. A suspensão aumenta o risco de eventos tromboembólicos.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Coagulopatias e anticoagulantes'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2023,
    contexto: '',
    afirmativa:
      'O ácido tranexâmico, usado em bochecho ou em compressas, é uma medida hemostática local útil em pacientes anticoagulados submetidos a exodontia.',
    certo: true,
    explicacao:
      'O ácido tranexâmico é antifibrinolítico e estabiliza o coágulo. Associa-se a sutura, esponjas hemostáticas e compressão.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Coagulopatias e anticoagulantes'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2018,
    contexto: '<p>Paciente com hemofilia A grave será submetido a exodontia.</p>',
    afirmativa:
      'O planejamento deve ser feito em conjunto com o hematologista, com reposição de fator VIII antes do procedimento.',
    certo: true,
    explicacao:
      'Na hemofilia A há deficiência do fator VIII. A reposição, associada a antifibrinolíticos e a medidas hemostáticas locais, reduz o risco de hemorragia grave.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Pacientes oncológicos'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'A osteorradionecrose acomete com mais frequência a maxila do que a mandíbula, por causa da maior vascularização maxilar.',
    certo: false,
    explicacao:
      'A mandíbula é muito mais acometida, justamente por ter irrigação mais pobre e osso cortical mais denso. A maxila, mais vascularizada, é menos afetada.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Pacientes oncológicos'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'As exodontias necessárias antes da radioterapia de cabeça e pescoço devem ser feitas, idealmente, de 14 a 21 dias antes do início da irradiação.',
    certo: true,
    explicacao:
      'Esse intervalo permite a cicatrização inicial da mucosa e do alvéolo, o que reduz o risco de osteorradionecrose.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Paciente Sistemicamente Comprometido'],
    conteudos: ['Pacientes oncológicos'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2015,
    contexto:
      '<p>Paciente em uso de ácido zoledrônico intravenoso para metástases ósseas precisa de tratamento odontológico.</p>',
    afirmativa:
      'Procedimentos invasivos que envolvem o osso devem ser evitados sempre que possível, pelo risco de osteonecrose dos maxilares associada a medicamentos.',
    certo: true,
    explicacao:
      'Bisfosfonatos intravenosos em doses oncológicas têm risco significativo de osteonecrose. Prefere-se tratamento endodôntico a exodontia e manutenção rigorosa da saúde bucal.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Higiene oral em UTI'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2022,
    contexto: '',
    afirmativa:
      'Nos protocolos brasileiros de higiene bucal de pacientes em ventilação mecânica, a concentração de clorexidina preconizada é de 2%.',
    certo: false,
    explicacao:
      'Os protocolos nacionais de higiene bucal em UTI preconizam a clorexidina a 0,12%, associada à remoção mecânica do biofilme. Concentrações mais altas aumentam o risco de irritação e lesão da mucosa.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Higiene oral em UTI'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2017,
    contexto: '',
    afirmativa:
      'Em pacientes intubados, a higiene bucal deve ser feita apenas uma vez ao dia, para reduzir a manipulação do tubo orotraqueal.',
    certo: false,
    explicacao:
      'Os protocolos recomendam higiene bucal pelo menos duas vezes ao dia, além da hidratação frequente da mucosa. A manipulação cuidadosa do tubo não justifica reduzir a frequência.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Higiene oral em UTI'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'A avaliação odontológica do paciente internado em UTI inclui a busca de focos infecciosos, como dentes com mobilidade acentuada, restos radiculares e lesões de mucosa.',
    certo: true,
    explicacao:
      'Esses focos podem agravar infecções sistêmicas e, no caso de dentes móveis, ser aspirados. O cirurgião-dentista define a adequação do meio bucal de acordo com a condição clínica.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Pneumonia associada à ventilação'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'O biofilme bucal de pacientes em ventilação mecânica pode ser colonizado por patógenos respiratórios, que alcançam as vias aéreas inferiores por microaspiração.',
    certo: true,
    explicacao:
      'Essa é a base para incluir a higiene bucal nos pacotes de prevenção da pneumonia associada à ventilação. Bactérias como Pseudomonas aeruginosa e Staphylococcus aureus podem colonizar o biofilme.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Pneumonia associada à ventilação'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2026,
    contexto: '',
    afirmativa:
      'A elevação da cabeceira do leito a 10 graus é a medida recomendada para prevenir a pneumonia associada à ventilação mecânica.',
    certo: false,
    explicacao:
      'Recomenda-se manter a cabeceira elevada entre 30 e 45 graus, o que reduz o refluxo e a aspiração de secreções.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Pneumonia associada à ventilação'],
    instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
    ano: 2021,
    contexto:
      '<p>Paciente intubado há cinco dias apresenta febre, secreção traqueal purulenta e novo infiltrado na radiografia de tórax.</p>',
    afirmativa:
      'Por ter surgido após 48 horas de ventilação mecânica, o quadro é compatível com pneumonia associada à ventilação.',
    certo: true,
    explicacao:
      'A pneumonia associada à ventilação é definida como a que surge após 48 horas de intubação e ventilação mecânica. Febre, secreção purulenta e novo infiltrado compõem os critérios clínicos e radiológicos.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Sedação e analgesia'],
    instituicao: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
    ano: 2016,
    contexto: '',
    afirmativa: 'O midazolam é um benzodiazepínico cujo efeito pode ser revertido pelo flumazenil.',
    certo: true,
    explicacao:
      'O flumazenil é um antagonista competitivo do receptor benzodiazepínico. Sua meia-vida é curta, o que pode levar à ressedação.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Sedação e analgesia'],
    instituicao: 'Secretaria Municipal de Saúde de São Paulo',
    ano: 2023,
    contexto: '',
    afirmativa:
      'A naloxona é o antagonista usado para reverter a depressão respiratória causada por benzodiazepínicos.',
    certo: false,
    explicacao:
      'A naloxona reverte os efeitos dos opioides. A depressão causada por benzodiazepínicos é revertida pelo flumazenil.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Terapia Intensiva'],
    conteudos: ['Sedação e analgesia'],
    instituicao: 'Universidade Estadual de Campinas (UNICAMP)',
    ano: 2018,
    contexto: '',
    afirmativa:
      'A escala RASS (Richmond Agitation-Sedation Scale) varia de -5 a +4, e os valores positivos indicam graus crescentes de sedação.',
    certo: false,
    explicacao:
      'Na RASS, o zero corresponde ao paciente alerta e calmo. Os valores positivos, até +4, indicam agitação; os negativos indicam sedação, até -5, paciente que não desperta.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Controle de infecção'],
    instituicao: 'Universidade Federal de Pernambuco (UFPE)',
    ano: 2025,
    contexto: '',
    afirmativa:
      'A higienização das mãos deve ser feita antes e depois do contato com cada paciente, mesmo quando se usam luvas.',
    certo: true,
    explicacao:
      'As luvas podem ter microperfurações e contaminar as mãos durante a retirada. A higienização das mãos é a medida isolada mais importante na prevenção de infecções.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Controle de infecção'],
    instituicao: 'Exame Nacional de Residência (ENARE)',
    ano: 2020,
    contexto: '',
    afirmativa:
      'A vacina contra hepatite B é recomendada aos profissionais de saúde, sendo dispensável a dosagem de anti-HBs após o esquema completo.',
    certo: false,
    explicacao:
      'Recomenda-se dosar o anti-HBs de um a dois meses após a última dose, para confirmar a soroconversão. Quem não responde deve repetir o esquema vacinal.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Controle de infecção'],
    instituicao: 'Universidade Federal do Rio de Janeiro (UFRJ)',
    ano: 2015,
    contexto:
      '<p>Durante uma exodontia, o cirurgião-dentista sofre acidente perfurocortante com agulha usada no paciente.</p>',
    afirmativa:
      'Quando indicada, a profilaxia pós-exposição ao HIV deve ser iniciada de preferência nas primeiras duas horas, com limite de até 72 horas.',
    certo: true,
    explicacao:
      'Quanto mais precoce o início, maior a eficácia da profilaxia. Após 72 horas, ela não é mais indicada, e o esquema dura 28 dias.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Descarte de resíduos'],
    instituicao: 'Universidade Federal da Bahia (UFBA)',
    ano: 2022,
    contexto:
      '<p>Ao fim de um atendimento, a auxiliar de saúde bucal precisa descartar agulhas e lâminas de bisturi.</p>',
    afirmativa:
      'Pela RDC Anvisa nº 222/2018, esses materiais pertencem ao grupo A dos resíduos de serviços de saúde.',
    certo: false,
    explicacao:
      'Materiais perfurocortantes formam o grupo E e devem ser descartados em recipientes rígidos e resistentes à punctura. O grupo A reúne os resíduos com possível presença de agentes biológicos.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Descarte de resíduos'],
    instituicao: 'Universidade de São Paulo (USP)',
    ano: 2017,
    contexto: '',
    afirmativa: 'Resíduos que contêm amálgama e mercúrio pertencem ao grupo B, dos resíduos químicos.',
    certo: true,
    explicacao:
      'O grupo B reúne resíduos com substâncias químicas que podem oferecer risco à saúde ou ao meio ambiente. Os resíduos de amálgama devem ser armazenados em recipiente rígido, sob selo d’água, e encaminhados a destinação específica.',
    estagiario: true,
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Esterilização de instrumentais'],
    instituicao: 'Universidade Federal de Minas Gerais (UFMG)',
    ano: 2024,
    contexto: '',
    afirmativa:
      'A autoclave esteriliza por meio de vapor saturado sob pressão e é o método de escolha para instrumentais termorresistentes.',
    certo: true,
    explicacao:
      'O vapor sob pressão é eficaz, rápido e tem baixo custo. O calor seco é menos eficiente e exige temperaturas mais altas por mais tempo.',
  },
  {
    plataformaId: 1,
    curso: 'Odontologia Hospitalar',
    materias: ['Biossegurança'],
    conteudos: ['Esterilização de instrumentais'],
    instituicao: 'Hospital das Clínicas de Porto Alegre (HCPA)',
    ano: 2019,
    contexto: '',
    afirmativa:
      'O indicador biológico usado no monitoramento da esterilização em autoclave contém esporos de Bacillus atrophaeus.',
    certo: false,
    explicacao:
      'Para autoclaves, usam-se esporos de Geobacillus stearothermophilus, resistentes ao vapor. O Bacillus atrophaeus é usado para calor seco e óxido de etileno.',
  },
];
