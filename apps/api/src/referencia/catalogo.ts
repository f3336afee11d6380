/**
 * Study structure per platform: courses → subjects → contents (→ sub-contents on platform 2). The demo content looks
 * subjects and contents up by name within a platform (demo/estudo.seed.ts), so a name is unique per platform.
 */
export type ConteudoSeed = string | { nome: string; sub: string[] };
export type CursoSeed = { plataformaId: number; nome: string; materias: Record<string, ConteudoSeed[]> };

export const CURSOS: CursoSeed[] = [
  {
    plataformaId: 1,
    nome: 'Cirurgia e Traumatologia Bucomaxilofacial',
    materias: {
      'Anatomia de Cabeça e Pescoço': [
        'Osteologia do crânio e da face',
        'Músculos da mastigação',
        'Inervação trigeminal',
        'Espaços fasciais',
      ],
      'Cirurgia Oral Menor': [
        'Exodontias complexas',
        'Terceiros molares inclusos',
        'Cirurgia pré-protética',
        'Biópsias',
      ],
      'Traumatologia Bucomaxilofacial': [
        'Fraturas de mandíbula',
        'Fraturas do complexo zigomático',
        'Fraturas Le Fort',
        'Atendimento inicial ao politraumatizado',
      ],
      'Anestesiologia e Farmacologia': [
        'Anestésicos locais',
        'Antibioticoterapia',
        'Analgésicos e anti-inflamatórios',
        'Emergências médicas no consultório',
      ],
      'Patologia Oral': [
        'Cistos odontogênicos',
        'Tumores odontogênicos',
        'Lesões potencialmente malignas',
        'Carcinoma espinocelular',
      ],
    },
  },
  {
    plataformaId: 1,
    nome: 'Odontologia Hospitalar',
    materias: {
      'Paciente Sistemicamente Comprometido': [
        'Cardiopatias',
        'Diabetes mellitus',
        'Coagulopatias e anticoagulantes',
        'Pacientes oncológicos',
      ],
      'Terapia Intensiva': ['Higiene oral em UTI', 'Pneumonia associada à ventilação', 'Sedação e analgesia'],
      Biossegurança: ['Controle de infecção', 'Descarte de resíduos', 'Esterilização de instrumentais'],
      // The common parts of ENARE's multiprofessional exam (and of the FUVEST mock), so mock questions resolve here.
      'Saúde Pública e SUS': [
        'Lei 8.080/1990',
        'Lei 8.142/1990',
        'Decreto 7.508/2011',
        'Princípios e diretrizes do SUS',
        'Atenção primária',
        'Vigilância em saúde',
        'Políticas de saúde',
      ],
      'Língua Portuguesa': ['Gramática', 'Interpretação de texto'],
      'Conhecimentos Gerais em Saúde': ['Epidemiologia', 'Bioestatística', 'Bioética e ética profissional'],
    },
  },
  {
    plataformaId: 2,
    nome: 'Concursos em Odontologia',
    materias: {
      'Saúde Pública e SUS': [
        { nome: 'Princípios e diretrizes do SUS', sub: ['Universalidade', 'Integralidade', 'Equidade'] },
        {
          nome: 'Política Nacional de Saúde Bucal',
          sub: ['Brasil Sorridente', 'Centros de Especialidades Odontológicas'],
        },
        { nome: 'Epidemiologia', sub: ['Índices CPO-D e ceo-d', 'Vigilância em saúde'] },
      ],
      'Legislação do SUS': [
        { nome: 'Lei 8.080/1990', sub: ['Disposições gerais', 'Organização e gestão'] },
        { nome: 'Lei 8.142/1990', sub: ['Conselhos de saúde', 'Conferências de saúde'] },
      ],
      'Clínica Odontológica': [
        { nome: 'Dentística', sub: ['Resinas compostas', 'Adesão'] },
        { nome: 'Periodontia', sub: ['Doença periodontal', 'Raspagem e alisamento radicular'] },
        { nome: 'Endodontia', sub: ['Tratamento de canal', 'Urgências endodônticas'] },
      ],
      'Língua Portuguesa': [
        { nome: 'Interpretação de texto', sub: ['Inferência', 'Coesão e coerência'] },
        { nome: 'Gramática', sub: ['Concordância', 'Regência', 'Crase'] },
      ],
    },
  },
  {
    plataformaId: 3,
    nome: 'Residência Médica',
    materias: {
      'Clínica Médica': ['Cardiologia', 'Endocrinologia', 'Nefrologia', 'Infectologia'],
      'Cirurgia Geral': ['Abdome agudo', 'Trauma', 'Hérnias da parede abdominal'],
      Pediatria: ['Neonatologia', 'Imunizações', 'Crescimento e desenvolvimento'],
      'Ginecologia e Obstetrícia': [
        'Pré-natal',
        'Sangramentos da gestação',
        'Rastreamento do câncer de colo',
      ],
      'Medicina Preventiva': ['Epidemiologia clínica', 'Vigilância em saúde', 'Atenção primária'],
    },
  },
];

export const INSTITUICOES = [
  'Universidade de São Paulo (USP)',
  'Universidade Federal de São Paulo (UNIFESP)',
  'Universidade Estadual de Campinas (UNICAMP)',
  'Universidade Federal do Rio de Janeiro (UFRJ)',
  'Universidade Federal de Minas Gerais (UFMG)',
  'Universidade Federal do Rio Grande do Sul (UFRGS)',
  'Universidade Federal de Pernambuco (UFPE)',
  'Universidade Federal da Bahia (UFBA)',
  'Hospital das Clínicas de Porto Alegre (HCPA)',
  'Secretaria Municipal de Saúde de São Paulo',
  'Exame Nacional de Residência (ENARE)',
];

export const BANCAS = ['CEBRASPE', 'FGV', 'VUNESP', 'FCC', 'IBFC', 'Instituto AOCP', 'Consulplan', 'IDECAN'];

export const ANOS = Array.from({ length: 12 }, (_, i) => 2015 + i);

export const TEMAS_QUESTAO_ABERTA = [
  'Cirurgia Oral Menor',
  'Traumatologia Facial',
  'Patologia Oral',
  'Farmacologia',
  'Saúde Coletiva',
  'Caso Clínico Integrado',
];

export const TIPOS_LOGRADOURO = [
  'Rua',
  'Avenida',
  'Travessa',
  'Alameda',
  'Praça',
  'Rodovia',
  'Estrada',
  'Largo',
  'Viela',
  'Quadra',
  'Setor',
  'Via',
  'Condomínio',
  'Loteamento',
];
