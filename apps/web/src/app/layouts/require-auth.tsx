import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { showApiError } from '../../components/dialogs';
import { PageLoader } from '../../components/page-loader';
import { loginPath } from '../../config/paths';
import { signOut } from '../../features/auth/api/auth.api';
import { existenciaUsuarioQueryOptions } from '../../features/conta/api/conta.api';
import { pendentesQueryOptions } from '../../features/politica/api/politica.api';
import { type Session, sessionEndReason, useSession } from '../../lib/session';
import { storage } from '../../lib/storage';

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
  return <RegistrationCheck session={session} />;
}

// The acceptance modal loads only when a new version waits: the first chunk (the landing's) stays without it.
const AceitePendente = lazy(() =>
  import('../../features/politica/components/aceite-pendente').then((m) => ({ default: m.AceitePendente })),
);

function TextosLegaisPendentes({ usuario }: { usuario: string }) {
  const pendentes = useQuery(pendentesQueryOptions(usuario));
  if (!pendentes.data?.pendentes.length) return null;
  return (
    <Suspense fallback={null}>
      <AceitePendente usuario={usuario} onSair={() => void signOut()} />
    </Suspense>
  );
}

/** Where a positive registration check is remembered for an identity (see RegistrationCheck). */
const registeredKey = (session: Session) => `aprovei:cadastro-confirmado:${session.claims.sub}`;

/**
 * Registration check (spec doc 1 §2.3): a signed-in identity without an account here (e.g. from an
 * external identity provider) is sent to /usuario/cadastro; with one, the shell (menu, popup) shows.
 * A failed check says so and lets the person in: the API still guards every call. The check runs on
 * every page load, but only the first one after signing in waits for it: a positive answer is
 * remembered for the identity, so later loads show the page at once while the check runs again.
 */
function RegistrationCheck({ session }: { session: Session }) {
  const key = registeredKey(session);
  const check = useQuery({
    ...existenciaUsuarioQueryOptions(session.claims.email, session.claims.cpf),
    placeholderData: storage.get(key) === '1' ? true : undefined,
  });
  const answer = check.isPlaceholderData ? undefined : check.data;
  useEffect(() => {
    if (answer === true) storage.set(key, '1');
    if (answer === false) storage.remove(key);
  }, [answer, key]);
  useEffect(() => {
    if (check.isError)
      void showApiError(
        check.error,
        'Não foi possível verificar existência do usuário!. Tente novamente mais tarde.',
      );
  }, [check.isError, check.error]);
  if (check.isPending) return <PageLoader />;
  if (check.data === false) return <Navigate to="/usuario/cadastro" replace />;
  // New versions of the legal texts are accepted before going on, in the student's and the staff's shells.
  return (
    <>
      <TextosLegaisPendentes usuario={session.claims.sub} />
      <Outlet />
    </>
  );
}
