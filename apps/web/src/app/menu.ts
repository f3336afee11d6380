import { PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { plataformaPath, type RouteKey } from '../config/paths';

/** The menu of spec doc 1 §2.2 as data: one pure function over the whole table. */

export type MenuKey =
  | 'inicio'
  | 'questoes'
  | 'questoesConcurso'
  | 'simulados'
  | 'exerciciosFixacao'
  | 'questaoAberta'
  | 'curriculo'
  | 'ebook'
  | 'meusEbooks'
  | 'planos'
  | 'metricas'
  | 'academy'
  | 'configuracoes'
  | 'checklist'
  | 'revisoes'
  | 'correcoes'
  | 'backoffice'
  | 'contato'
  | 'sair';

export type MenuItem =
  | { key: MenuKey; label: string; kind: 'link'; to: string }
  | { key: 'academy'; label: string; kind: 'academy' }
  | { key: 'sair'; label: string; kind: 'logout' };

export interface MenuInput {
  plataforma: PlataformaId;
  medical: boolean;
  /** Answer of conta/verificar-premicao-academy (false when the call failed). */
  academy: boolean;
  /** A teacher (the token's role): the correction queue, which the spec does not have. */
  professor?: boolean;
  /** Staff with a back-office area beyond corrections (the token's role: admin, editor, finance). */
  equipe?: boolean;
  /** Whether the screen behind a path exists yet (the route table's `implemented`). */
  screenExists: (path: string) => boolean;
}

interface Entry {
  key: MenuKey;
  label: string;
  /** Target path; absent for the academy link and Sair. */
  target?: (plataforma: PlataformaId) => string;
  kind: MenuItem['kind'];
  shown: (input: MenuInput) => boolean;
  /** The screens this item leads to: hidden with it, they are not reachable by their address either. */
  rotas?: readonly RouteKey[];
  /** A screen outside the spec's route table (the back office): shown without asking screenExists. */
  foraDaTabela?: true;
}

const always = () => true;

/** The spec's table, in its order. */
export const MENU_TABLE: readonly Entry[] = [
  { key: 'inicio', label: 'Início', kind: 'link', target: plataformaPath, shown: always },
  {
    key: 'questoes',
    rotas: ['simulados'],
    label: 'Questões',
    kind: 'link',
    target: () => '/simulados',
    shown: (i) => i.plataforma === PLATAFORMA.RESIDENCIA || i.medical,
  },
  {
    key: 'questoesConcurso',
    rotas: ['questoesConcurso'],
    label: 'Questões concurso',
    kind: 'link',
    target: () => '/QuestoesAproveiConcurso',
    shown: (i) => i.plataforma === PLATAFORMA.CONCURSO,
  },
  {
    key: 'simulados',
    rotas: ['listaSimuladoEnare', 'simuladoEnare', 'estatisticasSimuladoEnare'],
    label: 'Simulados',
    kind: 'link',
    target: () => '/lista-simulado-enare',
    shown: (i) => i.plataforma === PLATAFORMA.RESIDENCIA && !i.medical,
  },
  {
    key: 'exerciciosFixacao',
    label: 'Exercícios de Fixação',
    kind: 'link',
    target: () => '/exercicios-fixacao',
    shown: always,
  },
  // Not in the spec's table: without it a student could not find the open questions (ADR 013).
  {
    key: 'questaoAberta',
    label: 'Questões abertas',
    kind: 'link',
    target: () => '/questao-aberta',
    shown: always,
  },
  // Not in the spec's table: the daily review of issue 24.
  {
    key: 'revisoes',
    rotas: ['revisoes'],
    label: 'Revisões de hoje',
    kind: 'link',
    target: () => '/revisoes',
    shown: always,
  },
  {
    key: 'curriculo',
    rotas: ['calculadorasCurriculo', 'calcularNota'],
    label: 'Meu Currículo',
    kind: 'link',
    target: () => '/calculadoras-curriculo',
    shown: (i) => i.plataforma !== PLATAFORMA.CONCURSO,
  },
  {
    key: 'ebook',
    label: 'Ebook',
    kind: 'link',
    target: () => '/ebook',
    shown: (i) => !i.medical,
    rotas: ['ebook'],
  },
  {
    key: 'meusEbooks',
    rotas: ['meusEbooks'],
    label: 'Meus e-books',
    kind: 'link',
    target: () => '/meus-ebooks',
    shown: (i) => !i.medical,
  },
  {
    key: 'planos',
    label: 'Planos de assinatura',
    kind: 'link',
    target: () => '/planos',
    shown: (i) => !i.medical,
  },
  {
    key: 'metricas',
    rotas: ['menuEstatisticas'],
    label: 'Métricas de questões',
    kind: 'link',
    target: () => '/menu-estatisticas',
    shown: (i) => !i.medical,
  },
  {
    key: 'academy',
    label: 'Acessar Aprovei Academy',
    kind: 'academy',
    shown: (i) => i.academy && !i.medical,
  },
  {
    key: 'configuracoes',
    label: 'Configurações',
    kind: 'link',
    target: () => '/configuracoes',
    shown: always,
  },
  {
    key: 'checklist',
    rotas: ['checklist'],
    label: 'Checklist',
    kind: 'link',
    target: () => '/checklist',
    shown: (i) => i.plataforma === PLATAFORMA.RESIDENCIA && !i.medical,
  },
  // Not in the spec's table: the teachers' queue of open-question answers.
  {
    key: 'correcoes',
    rotas: ['correcoes'],
    label: 'Correções',
    kind: 'link',
    target: () => '/correcoes',
    shown: (i) => i.professor === true,
  },
  // Not in the spec's table either: the back office, its own shell under /admin.
  {
    key: 'backoffice',
    label: 'Back office',
    kind: 'link',
    target: () => '/admin',
    shown: (i) => i.equipe === true,
    foraDaTabela: true,
  },
  { key: 'contato', label: 'Contato', kind: 'link', target: () => '/suporte', shown: always },
  { key: 'sair', label: 'Sair', kind: 'logout', shown: always },
];

/**
 * The items to show: those whose condition holds and, for links, whose screen exists already (the
 * academy link and Sair need no screen of ours).
 */
export function buildMenu(input: MenuInput): MenuItem[] {
  return MENU_TABLE.flatMap((entry): MenuItem[] => {
    if (!entry.shown(input)) return [];
    if (entry.kind === 'academy') return [{ key: 'academy', label: entry.label, kind: 'academy' }];
    if (entry.kind === 'logout') return [{ key: 'sair', label: entry.label, kind: 'logout' }];
    const to = entry.target?.(input.plataforma);
    if (!to || (!entry.foraDaTabela && !input.screenExists(to))) return [];
    return [{ key: entry.key, label: entry.label, kind: 'link', to }];
  });
}

/** Whether the screen of this route is one the menu hides for this person and platform (issue 19 §1). */
export function rotaEscondida(rota: RouteKey | null, input: MenuInput): boolean {
  if (rota === null) return false;
  return MENU_TABLE.some((entry) => entry.rotas?.includes(rota) && !entry.shown(input));
}
