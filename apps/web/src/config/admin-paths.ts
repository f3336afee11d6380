import type { AreaEquipe } from '@aprovei/shared/equipe/papeis';

/**
 * The back office's route table (not in the spec's: staff screens under /admin). Each screen names the
 * area whose roles may open it (`null`: every staff member); the menu lists the `menu` ones the person's
 * areas allow. The API checks the role again on every call.
 */
export interface AdminRouteDef {
  readonly path: string;
  readonly titulo: string;
  readonly area: AreaEquipe | null;
  readonly menu: boolean;
}

export const ADMIN_ROUTES = {
  inicio: { path: '/admin', titulo: 'Back office', area: null, menu: true },
  questoes: { path: '/admin/questoes', titulo: 'Questões', area: 'conteudo', menu: true },
  questaoNova: { path: '/admin/questoes/nova', titulo: 'Nova questão', area: 'conteudo', menu: false },
  questao: { path: '/admin/questoes/:id', titulo: 'Questão', area: 'conteudo', menu: false },
  exercicios: { path: '/admin/exercicios', titulo: 'Exercícios de fixação', area: 'conteudo', menu: true },
  exercicioNovo: { path: '/admin/exercicios/novo', titulo: 'Novo exercício', area: 'conteudo', menu: false },
  exercicio: { path: '/admin/exercicios/:id', titulo: 'Exercício', area: 'conteudo', menu: false },
  simulados: { path: '/admin/simulados', titulo: 'Simulados', area: 'conteudo', menu: true },
  simuladoNovo: { path: '/admin/simulados/novo', titulo: 'Novo simulado', area: 'conteudo', menu: false },
  simulado: { path: '/admin/simulados/:id', titulo: 'Simulado', area: 'conteudo', menu: false },
  pacotesSimulado: {
    path: '/admin/pacotes-simulado',
    titulo: 'Pacotes de simulados',
    area: 'conteudo',
    menu: true,
  },
  questoesAbertas: {
    path: '/admin/questoes-abertas',
    titulo: 'Questões abertas',
    area: 'conteudo',
    menu: true,
  },
  temas: { path: '/admin/temas', titulo: 'Temas e professores', area: 'conteudo', menu: true },
  ebooks: { path: '/admin/ebooks', titulo: 'E-books', area: 'conteudo', menu: true },
  calculadoras: { path: '/admin/calculadoras', titulo: 'Calculadoras', area: 'conteudo', menu: true },
  calculadoraNova: {
    path: '/admin/calculadoras/nova',
    titulo: 'Nova calculadora',
    area: 'conteudo',
    menu: false,
  },
  calculadora: { path: '/admin/calculadoras/:id', titulo: 'Calculadora', area: 'conteudo', menu: false },
  catalogo: { path: '/admin/catalogo', titulo: 'Catálogo', area: 'conteudo', menu: true },
  relatos: { path: '/admin/relatos', titulo: 'Relatos de erro', area: 'conteudo', menu: true },
  importacao: { path: '/admin/importacao', titulo: 'Importação e exportação', area: 'conteudo', menu: true },
  relatoriosUso: { path: '/admin/relatorios/uso', titulo: 'Relatórios de uso', area: 'conteudo', menu: true },
  relatoriosVendas: {
    path: '/admin/relatorios/vendas',
    titulo: 'Relatórios de vendas',
    area: 'financeiro',
    menu: true,
  },
  usuarios: { path: '/admin/usuarios', titulo: 'Pessoas e papéis', area: 'pessoas', menu: true },
  usuario: { path: '/admin/usuarios/:id', titulo: 'Pessoa', area: 'pessoas', menu: false },
  suporte: { path: '/admin/suporte', titulo: 'Suporte', area: 'pessoas', menu: true },
  auditoria: { path: '/admin/auditoria', titulo: 'Auditoria', area: 'auditoria', menu: true },
  planos: { path: '/admin/planos', titulo: 'Planos', area: 'negocio', menu: true },
  produtos: { path: '/admin/produtos', titulo: 'Produtos adicionais', area: 'negocio', menu: true },
  cupons: { path: '/admin/cupons', titulo: 'Cupons de desconto', area: 'negocio', menu: true },
  conteudoPublico: {
    path: '/admin/conteudo-publico',
    titulo: 'Página inicial',
    area: 'negocio',
    menu: true,
  },
  popups: { path: '/admin/popups', titulo: 'Divulgações (popups)', area: 'negocio', menu: true },
  textosLegais: { path: '/admin/textos-legais', titulo: 'Textos legais', area: 'negocio', menu: true },
  pedidosFinanceiro: { path: '/admin/financeiro/pedidos', titulo: 'Pedidos', area: 'financeiro', menu: true },
  pedidoFinanceiro: {
    path: '/admin/financeiro/pedidos/:id',
    titulo: 'Pedido',
    area: 'financeiro',
    menu: false,
  },
  lancamentos: {
    path: '/admin/financeiro/lancamentos',
    titulo: 'Lançamentos',
    area: 'financeiro',
    menu: true,
  },
  divergencias: {
    path: '/admin/financeiro/divergencias',
    titulo: 'Divergências',
    area: 'financeiro',
    menu: true,
  },
} as const satisfies Record<string, AdminRouteDef>;

/**
 * The menu's sections, in order: what staff use every day (content, correction, money) first, the
 * admin's own screens last. Each area belongs to one section; screens keep ADMIN_ROUTES' order inside it.
 */
export const SECOES_MENU: readonly { readonly titulo: string; readonly areas: readonly AreaEquipe[] }[] = [
  { titulo: 'Conteúdo', areas: ['conteudo'] },
  { titulo: 'Correção', areas: ['correcao'] },
  { titulo: 'Negócio', areas: ['negocio'] },
  { titulo: 'Financeiro', areas: ['financeiro'] },
  { titulo: 'Administração', areas: ['pessoas', 'auditoria'] },
];

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;
export const ADMIN_ROUTE_KEYS = Object.keys(ADMIN_ROUTES) as AdminRouteKey[];
export const ADMIN_PATH = ADMIN_ROUTES.inicio.path;
