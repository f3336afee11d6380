import type { AdminRouteKey } from '../config/admin-paths';

/** The screen module of every back-office route (exhaustive by type); each is its own lazy chunk. */
export const ADMIN_SCREENS: Record<AdminRouteKey, () => Promise<object>> = {
  inicio: () => import('./routes/admin/inicio'),
  relatos: () => import('./routes/admin/relatos'),
  usuarios: () => import('./routes/admin/usuarios'),
  auditoria: () => import('./routes/admin/auditoria'),
  simulados: () => import('./routes/admin/simulados'),
  simuladoNovo: () => import('./routes/admin/simulado-novo'),
  simulado: () => import('./routes/admin/simulado'),
  pacotesSimulado: () => import('./routes/admin/pacotes-simulado'),
  ebooks: () => import('./routes/admin/ebooks'),
  catalogo: () => import('./routes/admin/catalogo'),
  questoes: () => import('./routes/admin/questoes'),
  questaoNova: () => import('./routes/admin/questao'),
  questao: () => import('./routes/admin/questao'),
  importacao: () => import('./routes/admin/importacao'),
  relatoriosUso: () => import('./routes/admin/relatorios-uso'),
  relatoriosVendas: () => import('./routes/admin/relatorios-vendas'),
};
