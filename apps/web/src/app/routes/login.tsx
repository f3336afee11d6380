import { useNavigate, useSearchParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { plataformaPath, ROUTES, safeRedirect } from '../../config/paths';
import { entrarNaPlataforma } from '../../features/acesso/utils/plataforma-de-entrada';
import { LoginForm } from '../../features/auth/components/login-form';
import type { Session } from '../../lib/session';

/**
 * /login: after signing in, the platform follows the person (the one their plan covers); then back to
 * `?redirect=`, else a teacher to the correction queue (their home) and everyone else into the platform.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const aoEntrar = async (session: Session) => {
    const plataforma = await entrarNaPlataforma();
    const destino =
      safeRedirect(params.get('redirect')) ??
      (session.claims.roles.includes('PROFESSOR') ? ROUTES.correcoes.path : plataformaPath(plataforma));
    navigate(destino, { replace: true });
  };

  return (
    <PublicFormPage title="Entrar" subtitle="Acesse a área do aluno com seu CPF ou e-mail.">
      <LoginForm onSignedIn={aoEntrar} />
    </PublicFormPage>
  );
}
