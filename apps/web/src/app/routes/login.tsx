import { useNavigate, useSearchParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { plataformaPath, ROUTES, safeRedirect } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { getPlataforma } from '../../lib/plataforma';
import type { Session } from '../../lib/session';

/**
 * /login: after signing in, back to `?redirect=`; else a teacher to the correction queue (their home) and
 * everyone else into the stored platform.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const destino = (session: Session) =>
    safeRedirect(params.get('redirect')) ??
    (session.claims.roles.includes('PROFESSOR') ? ROUTES.correcoes.path : plataformaPath(getPlataforma()));

  return (
    <PublicFormPage title="Entrar" subtitle="Acesse a área do aluno com seu CPF ou e-mail.">
      <LoginForm onSignedIn={(session) => navigate(destino(session), { replace: true })} />
    </PublicFormPage>
  );
}
