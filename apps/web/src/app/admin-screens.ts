import type { AdminRouteKey } from '../config/admin-paths';

/** The screen module of every back-office route (exhaustive by type); each is its own lazy chunk. */
export const ADMIN_SCREENS: Record<AdminRouteKey, () => Promise<object>> = {
  inicio: () => import('./routes/admin/inicio'),
  usuarios: () => import('./routes/admin/usuarios'),
  auditoria: () => import('./routes/admin/auditoria'),
  importacao: () => import('./routes/admin/importacao'),
};
