import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../../config/paths';
import { sessionEndReason, useSession } from '../../lib/session';

/**
 * Guard of every authenticated route: a visitor without a session goes to /login?redirect=<path+query>
 * and comes back after signing in. Reactive: a session that ends (refused refresh, logout in another
 * tab) leads to the login page too, while 'Sair' in this tab leads to the home page. An expired access
 * token is not an exit: the API client refreshes it.
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    return <Navigate to={sessionEndReason() === 'logout' ? '/' : loginPath(pathname + search)} replace />;
  }
  return <Outlet />;
}
