import type { RouteObject } from 'react-router';
import { ADMIN_PATH, ADMIN_ROUTE_KEYS, ADMIN_ROUTES, type AdminRouteKey } from '../config/admin-paths';
import type { RouteHandle } from '../config/paths';

/** The screen module of every back-office route (exhaustive by type); each is its own lazy chunk. */
export const ADMIN_SCREENS: Record<AdminRouteKey, () => Promise<object>> = {
  inicio: () => import('./routes/admin/inicio'),
  relatos: () => import('./routes/admin/relatos'),
  usuarios: () => import('./routes/admin/usuarios'),
  usuario: () => import('./routes/admin/usuario'),
  suporte: () => import('./routes/admin/suporte'),
  auditoria: () => import('./routes/admin/auditoria'),
  simulados: () => import('./routes/admin/simulados'),
  simuladoNovo: () => import('./routes/admin/simulado-novo'),
  simulado: () => import('./routes/admin/simulado'),
  pacotesSimulado: () => import('./routes/admin/pacotes-simulado'),
  ebooks: () => import('./routes/admin/ebooks'),
  calculadoras: () => import('./routes/admin/calculadoras'),
  calculadoraNova: () => import('./routes/admin/calculadora'),
  calculadora: () => import('./routes/admin/calculadora'),
  catalogo: () => import('./routes/admin/catalogo'),
  questoes: () => import('./routes/admin/questoes'),
  questaoNova: () => import('./routes/admin/questao'),
  questao: () => import('./routes/admin/questao'),
  exercicios: () => import('./routes/admin/exercicios'),
  exercicioNovo: () => import('./routes/admin/exercicio'),
  exercicio: () => import('./routes/admin/exercicio'),
  importacao: () => import('./routes/admin/importacao'),
  questoesAbertas: () => import('./routes/admin/questoes-abertas'),
  temas: () => import('./routes/admin/temas'),
  planos: () => import('./routes/admin/planos'),
  produtos: () => import('./routes/admin/produtos'),
  cupons: () => import('./routes/admin/cupons'),
  conteudoPublico: () => import('./routes/admin/conteudo-publico'),
  popups: () => import('./routes/admin/popups'),
  textosLegais: () => import('./routes/admin/textos-legais'),
  pedidosFinanceiro: () => import('./routes/admin/financeiro-pedidos'),
  pedidoFinanceiro: () => import('./routes/admin/financeiro-pedido'),
  lancamentos: () => import('./routes/admin/financeiro-lancamentos'),
  divergencias: () => import('./routes/admin/financeiro-divergencias'),
  relatoriosUso: () => import('./routes/admin/relatorios-uso'),
  relatoriosVendas: () => import('./routes/admin/relatorios-vendas'),
};

function adminRoute(key: AdminRouteKey): RouteObject {
  const { path, titulo } = ADMIN_ROUTES[key];
  const handle: RouteHandle = { key: 'admin', name: `Admin ${key}`, title: titulo, access: 'auth' };
  const lugar = path === ADMIN_PATH ? { index: true } : { path };
  return { id: `admin-${key}`, ...lugar, handle, lazy: ADMIN_SCREENS[key] } as RouteObject;
}

/** The back office: its own shell and chunks, never loaded by students (joined to the tree by router.tsx). */
export function rotaDoAdmin(): RouteObject {
  return {
    id: 'admin',
    path: ADMIN_PATH,
    lazy: () => import('./routes/admin/shell'),
    children: ADMIN_ROUTE_KEYS.map(adminRoute),
  };
}
