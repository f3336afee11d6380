import type {
  TAprovado,
  TContador,
  TDestaque,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../db/client.ts';
import { conteudoPublicoService } from '../modules/conteudo-publico/index.ts';

/** The landing's feature cards per product: copy written for the project. */
const DESTAQUES: Record<'main' | 'medical', TDestaque[]> = {
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

/** Fictional approved students (no photo of anyone: the landing draws the portrait from the initials). */
const APROVADOS: Record<'main' | 'medical', TAprovado[]> = {
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

/** The animated counters (spec doc 2 "Landing page"): from, to, step and interval; `agrupar`: thousands dots. */
const CONTADORES: TContador[] = [
  {
    inicio: 0,
    fim: 11_000,
    passo: 50,
    intervaloMs: 10,
    prefixo: '+',
    agrupar: true,
    rotulo: 'questões comentadas',
  },
  {
    inicio: 0,
    fim: 22_000,
    passo: 100,
    intervaloMs: 15,
    prefixo: '+',
    agrupar: true,
    rotulo: 'exercícios de fixação',
  },
  {
    inicio: 2021,
    fim: 2024,
    passo: 1,
    intervaloMs: 1000,
    prefixo: '',
    agrupar: false,
    rotulo: 'provas atualizadas até este ano',
  },
];

const PRODUTOS: Record<'main' | 'medical', Tenant> = { main: 'aprovei', medical: 'aprovei-med' };

/** The landing's blocks of both products, added one by one as the back office adds them. */
export async function seedConteudoLanding(tx: DbOrTx) {
  const conteudo = conteudoPublicoService(tx);
  for (const [variante, tenant] of Object.entries(PRODUTOS) as ['main' | 'medical', Tenant][]) {
    for (const dados of DESTAQUES[variante]) await conteudo.criar(tenant, { tipo: 'DESTAQUE', dados });
    for (const dados of CONTADORES) await conteudo.criar(tenant, { tipo: 'CONTADOR', dados });
    for (const dados of APROVADOS[variante]) await conteudo.criar(tenant, { tipo: 'APROVADO', dados });
  }
}
