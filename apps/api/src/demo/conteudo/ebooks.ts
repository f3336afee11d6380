/**
 * The demo e-books: text written for this project (study notes in Portuguese, not copied from any book),
 * turned into PDFs at seed time. `materia` is a subject of the residency catalogue (referencia/catalogo.ts).
 */
import type { ConteudoEbook } from '../livro-pdf.ts';

export interface EbookDemo {
  conteudo: ConteudoEbook;
  descricao: string;
  valorCentavos: number;
  paginasGratis: number;
  /** Two colours of the generated cover. */
  cores: [string, string];
}

export const EBOOKS_DEMO: EbookDemo[] = [
  {
    valorCentavos: 39_90,
    paginasGratis: 3,
    cores: ['#0b7285', '#15aabf'],
    descricao:
      'Um roteiro de estudo da anatomia de cabeça e pescoço voltado às provas de residência: ossos da face, ' +
      'músculos da mastigação, inervação trigeminal e espaços fasciais, com questões de revisão ao final.',
    conteudo: {
      nome: 'Anatomia de Cabeça e Pescoço Descomplicada',
      autor: 'Dra. Helena Prado',
      materia: 'Anatomia de Cabeça e Pescoço',
      apresentacao:
        'Este material nasceu das anotações de plantão e das aulas de revisão para residência. A proposta é ' +
        'simples: reunir em poucas páginas o que mais aparece nas provas, com a linguagem de quem estuda para ' +
        'elas. Leia um capítulo por dia e responda às questões do final sem consultar o texto.',
      capitulos: [
        {
          titulo: 'Ossos da face',
          paragrafos: [
            'A face é sustentada por catorze ossos, dos quais apenas a mandíbula é móvel. A maxila participa da ' +
              'órbita, da cavidade nasal e do palato duro, e aloja o seio maxilar, cuja relação com os ápices dos ' +
              'pré-molares e molares superiores explica as comunicações bucossinusais após exodontias.',
            'Na mandíbula, memorize o forame mandibular, por onde entram o nervo e os vasos alveolares inferiores, ' +
              'e o forame mentual, geralmente entre os ápices dos pré-molares inferiores. A língula, logo à frente ' +
              'do forame, é a referência clássica do bloqueio do nervo alveolar inferior.',
          ],
        },
        {
          titulo: 'Músculos da mastigação',
          paragrafos: [
            'Masseter, temporal, pterigóideo medial e pterigóideo lateral formam o grupo da mastigação, todos ' +
              'inervados pelo ramo mandibular do trigêmeo. Os três primeiros elevam a mandíbula; o pterigóideo ' +
              'lateral, com suas duas cabeças, é o principal responsável pela protrusão e pela abertura.',
            'Nas fraturas de ângulo mandibular, a tração desses músculos desloca os segmentos. Uma linha de ' +
              'fratura é considerada favorável quando a própria ação muscular tende a manter os fragmentos unidos.',
          ],
        },
        {
          titulo: 'Nervo trigêmeo',
          paragrafos: [
            'O quinto par craniano tem três divisões: oftálmica, maxilar e mandibular. Apenas a mandibular tem ' +
              'fibras motoras. A divisão maxilar deixa o crânio pelo forame redondo e a mandibular pelo forame ' +
              'oval, detalhe que costuma aparecer em questões de associação.',
            'Para a anestesia, pense no trajeto: o nervo alveolar superior posterior entra na tuberosidade, o ' +
              'médio nem sempre existe e o anterior emerge do canal infraorbitário. Conhecer o trajeto evita ' +
              'punções desnecessárias e falhas anestésicas.',
          ],
        },
        {
          titulo: 'Espaços fasciais',
          paragrafos: [
            'As infecções odontogênicas se espalham pelos espaços delimitados pelas fáscias cervicais. Os ' +
              'espaços submandibular, sublingual e submentual, quando acometidos juntos e dos dois lados, ' +
              'caracterizam a angina de Ludwig, uma urgência pelo risco de obstrução da via aérea.',
            'A relação entre o ápice dentário e as inserções musculares define para onde a infecção drena. ' +
              'Ápices abaixo da inserção do milo-hióideo, como os dos segundos e terceiros molares inferiores, ' +
              'tendem a drenar para o espaço submandibular.',
          ],
        },
      ],
      questoes: [
        'Qual é o único osso móvel da face e quais forames ele apresenta?',
        'Que músculo é o principal responsável pela protrusão mandibular?',
        'Por qual forame a divisão mandibular do trigêmeo deixa o crânio?',
        'Quais espaços fasciais estão envolvidos na angina de Ludwig?',
      ],
    },
  },
  {
    valorCentavos: 29_90,
    paginasGratis: 2,
    cores: ['#5f3dc4', '#9775fa'],
    descricao:
      'Anestésicos locais sem mistério: mecanismo de ação, doses máximas, vasoconstritores e o manejo das ' +
      'intercorrências mais cobradas, com exemplos de cálculo passo a passo.',
    conteudo: {
      nome: 'Farmacologia dos Anestésicos Locais',
      autor: 'Dr. Ricardo Tavares',
      materia: 'Anestesiologia e Farmacologia',
      apresentacao:
        'Quase toda prova traz ao menos uma questão de dose máxima de anestésico. Este guia mostra como ' +
        'calcular sem decorar tabelas inteiras, e revisa os conceitos que sustentam o uso seguro dos ' +
        'anestésicos locais na prática clínica.',
      capitulos: [
        {
          titulo: 'Mecanismo de ação',
          paragrafos: [
            'Os anestésicos locais bloqueiam os canais de sódio dependentes de voltagem pelo lado interno da ' +
              'membrana. Para chegar lá, a forma não ionizada atravessa a membrana; dentro da célula, a forma ' +
              'ionizada se liga ao canal. Por isso tecidos inflamados, mais ácidos, dificultam a anestesia.',
            'O pKa do anestésico define quanto dele estará na forma não ionizada no pH do tecido: quanto mais ' +
              'próximo do pH fisiológico, mais rápido o início de ação.',
          ],
        },
        {
          titulo: 'Doses máximas',
          paragrafos: [
            'A dose máxima é dada em miligramas por quilo de peso, respeitando um teto absoluto. Um tubete de ' +
              '1,8 mL de solução a 2% contém 36 mg do sal anestésico; a 4%, 72 mg. Com esses dois números, a ' +
              'maior parte dos cálculos se resolve com uma regra de três.',
            'Exemplo: paciente de 60 kg, lidocaína a 2% com epinefrina, dose de 7 mg/kg. O limite é 420 mg, o ' +
              'que corresponde a pouco mais de onze tubetes. Em crianças e idosos, seja ainda mais conservador.',
          ],
        },
        {
          titulo: 'Vasoconstritores',
          paragrafos: [
            'A epinefrina reduz a absorção sistêmica, prolonga o efeito e diminui o sangramento. Em pacientes ' +
              'cardiopatas controlados, a recomendação usual é limitar a dose a cerca de 0,04 mg por sessão, o ' +
              'equivalente a dois tubetes na concentração de 1:100.000.',
            'A felipressina é alternativa quando a epinefrina deve ser evitada, mas tem menor efeito ' +
              'hemostático. Vale lembrar sua relação com a ocitocina, que a contraindica na gestante.',
          ],
        },
        {
          titulo: 'Intercorrências',
          paragrafos: [
            'A síncope vasovagal é a intercorrência mais comum no consultório e costuma ser confundida com ' +
              'reação alérgica. Posicione o paciente em decúbito dorsal com as pernas elevadas e monitore os ' +
              'sinais vitais.',
            'A intoxicação por anestésico local começa com sintomas do sistema nervoso central, como ' +
              'formigamento perioral e zumbido, e pode evoluir para convulsões. Interrompa a aplicação, ' +
              'garanta a via aérea e acione o suporte avançado.',
          ],
        },
      ],
      questoes: [
        'Por que a anestesia falha com mais frequência em tecidos inflamados?',
        'Quantos miligramas de sal há em um tubete de 1,8 mL a 2%?',
        'Qual é a dose máxima usual de epinefrina para o cardiopata controlado?',
        'Quais são os primeiros sinais de intoxicação por anestésico local?',
      ],
    },
  },
  {
    valorCentavos: 44_90,
    paginasGratis: 2,
    cores: ['#c2255c', '#f06595'],
    descricao:
      'As lesões da boca que mais caem em prova, organizadas por aspecto clínico: brancas, vermelhas, ' +
      'ulceradas, nodulares e ósseas, com os critérios de biópsia e encaminhamento.',
    conteudo: {
      nome: 'Patologia Oral em Mapas Mentais',
      autor: 'Dra. Marina Lopes',
      materia: 'Patologia Oral',
      apresentacao:
        'Diagnóstico em patologia oral é raciocínio por exclusão. Os capítulos seguem o aspecto da lesão, que é ' +
        'o que o examinador vê primeiro, e terminam com os sinais que pedem biópsia sem demora.',
      capitulos: [
        {
          titulo: 'Lesões brancas',
          paragrafos: [
            'Leucoplasia é um diagnóstico clínico de exclusão: placa branca que não pode ser caracterizada como ' +
              'outra doença. É a lesão potencialmente maligna mais frequente da boca, e a displasia só se ' +
              'confirma no exame histopatológico.',
            'A candidose pseudomembranosa se destaca à raspagem, ao contrário da leucoplasia. O líquen plano ' +
              'apresenta estrias brancas rendilhadas, geralmente bilaterais, na mucosa jugal.',
          ],
        },
        {
          titulo: 'Lesões vermelhas e úlceras',
          paragrafos: [
            'A eritroplasia é menos comum que a leucoplasia, mas tem risco bem maior de displasia ou carcinoma. ' +
              'Toda mancha vermelha persistente sem causa evidente merece biópsia.',
            'Úlceras que não cicatrizam em duas semanas após a remoção da causa provável devem ser investigadas. ' +
              'Bordas endurecidas e elevadas, com fundo granuloso, sugerem carcinoma espinocelular.',
          ],
        },
        {
          titulo: 'Nódulos e aumentos de volume',
          paragrafos: [
            'O fibroma traumático é o nódulo mais comum da mucosa bucal, geralmente na linha de oclusão. A ' +
              'mucocele resulta do extravasamento de muco e aparece sobretudo no lábio inferior.',
            'O granuloma piogênico cresce rápido, sangra com facilidade e é frequente na gengiva durante a ' +
              'gestação. O tratamento é a excisão com remoção do fator irritante.',
          ],
        },
        {
          titulo: 'Lesões ósseas',
          paragrafos: [
            'Cistos odontogênicos são cavidades revestidas por epitélio. O cisto radicular, associado a dente ' +
              'sem vitalidade, é o mais comum; o dentígero envolve a coroa de um dente incluso.',
            'O ameloblastoma é tumor odontogênico localmente agressivo, com aspecto multilocular em bolhas de ' +
              'sabão nas radiografias, mais comum na região posterior da mandíbula.',
          ],
        },
      ],
      questoes: [
        'Por que a leucoplasia é chamada de diagnóstico de exclusão?',
        'Que característica clínica diferencia a candidose pseudomembranosa da leucoplasia?',
        'Depois de quanto tempo uma úlcera persistente deve ser investigada?',
        'Qual é o aspecto radiográfico clássico do ameloblastoma?',
      ],
    },
  },
  {
    valorCentavos: 24_90,
    paginasGratis: 2,
    cores: ['#2b8a3e', '#51cf66'],
    descricao:
      'Biossegurança na prática do consultório e do hospital: precauções padrão, processamento de ' +
      'instrumentais, controle de infecção e gerenciamento de resíduos de saúde.',
    conteudo: {
      nome: 'Biossegurança no Consultório e no Hospital',
      autor: 'Dr. Paulo Nunes',
      materia: 'Biossegurança',
      apresentacao:
        'Biossegurança é assunto certo em concursos e residências, e também o que protege você e seus ' +
        'pacientes todos os dias. Este guia segue a ordem do atendimento: antes, durante e depois.',
      capitulos: [
        {
          titulo: 'Precauções padrão',
          paragrafos: [
            'As precauções padrão valem para todo paciente, independentemente do diagnóstico: higiene das mãos, ' +
              'uso de luvas, máscara, óculos e avental conforme o risco de exposição, e descarte seguro de ' +
              'perfurocortantes.',
            'A higiene das mãos é a medida isolada mais eficaz contra infecções relacionadas à assistência. ' +
              'Use preparação alcoólica quando as mãos não estiverem visivelmente sujas.',
          ],
        },
        {
          titulo: 'Processamento de instrumentais',
          paragrafos: [
            'Artigos críticos, que penetram tecidos ou entram em contato com o sangue, exigem esterilização. ' +
              'Semicríticos, em contato com mucosa íntegra, pedem ao menos desinfecção de alto nível.',
            'A autoclave a vapor saturado sob pressão é o método de escolha. Indicadores biológicos, químicos ' +
              'e físicos comprovam a eficácia de cada ciclo e devem ser registrados.',
          ],
        },
        {
          titulo: 'Acidentes com material biológico',
          paragrafos: [
            'Após exposição percutânea, lave o local com água e sabão, sem espremer, e procure o serviço de ' +
              'referência o quanto antes. A profilaxia pós-exposição ao HIV deve começar idealmente nas ' +
              'primeiras duas horas.',
            'A vacinação contra hepatite B com comprovação sorológica é a principal proteção do profissional ' +
              'de saúde contra esse vírus.',
          ],
        },
        {
          titulo: 'Resíduos de serviços de saúde',
          paragrafos: [
            'Os resíduos são classificados em grupos: infectantes, químicos, radioativos, comuns e ' +
              'perfurocortantes. Cada grupo tem acondicionamento e identificação próprios.',
            'Perfurocortantes vão para coletores rígidos, preenchidos até a linha indicada, nunca além. O ' +
              'amálgama e seus resíduos são químicos e pedem recipiente com água ou solução fixadora.',
          ],
        },
      ],
      questoes: [
        'Qual é a medida isolada mais eficaz contra infecções relacionadas à assistência?',
        'Que tipo de artigo exige esterilização?',
        'Em quanto tempo, idealmente, deve começar a profilaxia pós-exposição ao HIV?',
        'Como devem ser descartados os perfurocortantes?',
      ],
    },
  },
  {
    valorCentavos: 34_90,
    paginasGratis: 3,
    cores: ['#e67700', '#fcc419'],
    descricao:
      'O SUS para concursos: princípios e diretrizes, as Leis 8.080 e 8.142, a Política Nacional de Saúde ' +
      'Bucal e os indicadores epidemiológicos mais cobrados.',
    conteudo: {
      nome: 'SUS para Concursos: Leis e Princípios',
      autor: 'Profa. Cláudia Ribeiro',
      materia: 'Saúde Pública e SUS',
      apresentacao:
        'Legislação do SUS é a parte da prova em que a letra da lei decide a questão. Aqui você encontra o ' +
        'essencial de cada norma explicado em linguagem direta, com os pontos que as bancas gostam de trocar.',
      capitulos: [
        {
          titulo: 'Princípios e diretrizes',
          paragrafos: [
            'Universalidade, integralidade e equidade são os princípios doutrinários do SUS. Descentralização, ' +
              'regionalização, hierarquização e participação da comunidade são diretrizes organizativas.',
            'As bancas costumam inverter essas categorias. Uma boa estratégia é lembrar que os princípios dizem ' +
              'o que o sistema garante, e as diretrizes dizem como ele se organiza para garantir.',
          ],
        },
        {
          titulo: 'Lei 8.080/1990',
          paragrafos: [
            'A Lei Orgânica da Saúde dispõe sobre as condições para a promoção, proteção e recuperação da ' +
              'saúde e sobre a organização e o funcionamento dos serviços. Ela define o campo de atuação do ' +
              'SUS, incluindo vigilância sanitária, epidemiológica e saúde do trabalhador.',
            'A iniciativa privada pode participar do SUS em caráter complementar, por contrato ou convênio, ' +
              'com preferência para entidades filantrópicas e sem fins lucrativos.',
          ],
        },
        {
          titulo: 'Lei 8.142/1990',
          paragrafos: [
            'A Lei 8.142 trata da participação da comunidade e das transferências de recursos. As instâncias ' +
              'colegiadas são a Conferência de Saúde e o Conselho de Saúde em cada esfera de governo.',
            'A Conferência se reúne a cada quatro anos; o Conselho é permanente e deliberativo. A ' +
              'representação dos usuários é paritária em relação ao conjunto dos demais segmentos.',
          ],
        },
        {
          titulo: 'Saúde bucal no SUS',
          paragrafos: [
            'A Política Nacional de Saúde Bucal reorganizou a atenção básica com as equipes de saúde bucal na ' +
              'Estratégia Saúde da Família e ampliou a atenção especializada com os Centros de Especialidades ' +
              'Odontológicas.',
            'O índice CPO-D soma dentes permanentes cariados, perdidos e obturados, e é o indicador clássico ' +
              'de cárie aos 12 anos em levantamentos epidemiológicos.',
          ],
        },
      ],
      questoes: [
        'Quais são os princípios doutrinários do SUS?',
        'Em que caráter a iniciativa privada participa do SUS?',
        'Com que periodicidade se reúne a Conferência de Saúde?',
        'O que soma o índice CPO-D?',
      ],
    },
  },
  {
    valorCentavos: 19_90,
    paginasGratis: 2,
    cores: ['#1864ab', '#4dabf7'],
    descricao:
      'Português para concursos da área da saúde: interpretação de texto, concordância, regência e crase ' +
      'explicadas com frases do dia a dia clínico.',
    conteudo: {
      nome: 'Língua Portuguesa para Concursos da Saúde',
      autor: 'Prof. André Moreira',
      materia: 'Língua Portuguesa',
      apresentacao:
        'Muitos candidatos da saúde perdem pontos em português por falta de método, não de conhecimento. Os ' +
        'capítulos trazem regras curtas e exemplos tirados de prontuários, laudos e orientações a pacientes.',
      capitulos: [
        {
          titulo: 'Interpretação de texto',
          paragrafos: [
            'Antes de ler o texto, leia o enunciado das questões: ele diz o que procurar. Diferencie ' +
              'compreensão, o que o texto diz, de interpretação, o que se pode concluir a partir dele.',
            'Desconfie de alternativas com generalizações como sempre, nunca e todos. Quase sempre extrapolam ' +
              'o que o autor afirmou.',
          ],
        },
        {
          titulo: 'Concordância',
          paragrafos: [
            'O verbo concorda com o sujeito, mesmo quando ele vem depois: "Faltaram dois pacientes à consulta". ' +
              'Com o verbo haver no sentido de existir, use o singular: "Houve complicações no pós-operatório".',
            'Com expressões partitivas, como a maioria dos pacientes, o verbo pode ficar no singular ou no ' +
              'plural. Observe o que a banca considera no gabarito das provas anteriores.',
          ],
        },
        {
          titulo: 'Regência',
          paragrafos: [
            'O verbo assistir, no sentido de ver, pede a preposição a: "assistir ao procedimento". No sentido de ' +
              'prestar assistência, é direto: "o residente assistiu o paciente".',
            'Preferir não admite mais nem do que: prefere-se uma coisa a outra. Implicar, no sentido de ' +
              'acarretar, é transitivo direto: "a falha implica riscos".',
          ],
        },
        {
          titulo: 'Crase',
          paragrafos: [
            'Crase é a fusão da preposição a com o artigo a. Há crase quando o termo regente pede a preposição ' +
              'e o termo seguinte admite o artigo feminino: "encaminhado à clínica".',
            'Não há crase antes de verbos, de palavras masculinas e de pronomes de tratamento, com poucas ' +
              'exceções: "começou a sangrar", "referente a exame", "dirigiu-se a Vossa Senhoria".',
          ],
        },
      ],
      questoes: [
        'Qual é a diferença entre compreensão e interpretação de texto?',
        'Como fica o verbo haver no sentido de existir?',
        'Qual é a regência de assistir no sentido de ver?',
        'Por que não há crase em "começou a sangrar"?',
      ],
    },
  },
];

/** The demo student owns these two (README). */
export const EBOOKS_DO_ALUNO_DEMO = [
  'Anatomia de Cabeça e Pescoço Descomplicada',
  'Língua Portuguesa para Concursos da Saúde',
];
