/**
 * Who a person is on the platform. Students are ALUNO; the others are staff, granted in the back office by
 * an admin. The API checks the role on every back-office call (modules/equipe), never only the menu.
 */
export const PAPEIS = ['ALUNO', 'ADMIN', 'EDITOR', 'PROFESSOR', 'FINANCEIRO'] as const;
export type Papel = (typeof PAPEIS)[number];

export const NOME_PAPEL: Record<Papel, string> = {
  ALUNO: 'Aluno',
  ADMIN: 'Administrador',
  EDITOR: 'Editor de conteúdo',
  PROFESSOR: 'Professor',
  FINANCEIRO: 'Financeiro',
};

/**
 * The back office's areas and the roles that may use each. An admin may use every one; a teacher's
 * correction area is further limited to the themes she corrects.
 */
export const AREAS_EQUIPE = {
  conteudo: ['ADMIN', 'EDITOR'],
  correcao: ['ADMIN', 'PROFESSOR'],
  pessoas: ['ADMIN'],
  auditoria: ['ADMIN'],
  financeiro: ['ADMIN', 'FINANCEIRO'],
  /** Plans, add-on products and coupons: what is sold and for how much. */
  negocio: ['ADMIN'],
} as const satisfies Record<string, readonly Papel[]>;
export type AreaEquipe = keyof typeof AREAS_EQUIPE;

export const ehEquipe = (papel: string | undefined): boolean =>
  papel !== undefined && papel !== 'ALUNO' && (PAPEIS as readonly string[]).includes(papel);

export const podeUsar = (papel: string | undefined, area: AreaEquipe): boolean =>
  (AREAS_EQUIPE[area] as readonly string[]).includes(papel ?? '');

/** The areas a role may open, in the back office's menu order. */
export const areasDoPapel = (papel: string | undefined): AreaEquipe[] =>
  (Object.keys(AREAS_EQUIPE) as AreaEquipe[]).filter((a) => podeUsar(papel, a));

export const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para esta área.';
export const MENSAGEM_ULTIMO_ADMIN = 'A plataforma precisa de pelo menos um administrador.';
