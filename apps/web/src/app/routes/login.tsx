import { useNavigate, useSearchParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { ADMIN_PATH } from '../../config/admin-paths';
import { plataformaPath, ROUTES, safeRedirect } from '../../config/paths';
import { entrarNaPlataforma } from '../../features/acesso/utils/plataforma-de-entrada';
import { LoginForm } from '../../features/auth/components/login-form';
import { BotoesEntradaExterna } from '../../features/identidade-externa/components/botoes-entrada-externa';
import type { Session } from '../../lib/session';

/**
 * /login: after signing in, the platform follows the person (the one their plan covers); then back to
 * `?redirect=`, else a teacher to the correction queue (their home), an editor or finance person to the
 * back office, and everyone else (an admin too) into the platform.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const aoEntrar = async (session: Session) => {
    const plataforma = await entrarNaPlataforma();
    const roles = session.claims.roles;
    const destino =
      safeRedirect(params.get('redirect')) ??
      (roles.includes('PROFESSOR')
        ? ROUTES.correcoes.path
        : roles.includes('EDITOR') || roles.includes('FINANCEIRO')
          ? ADMIN_PATH
          : plataformaPath(plataforma));
    navigate(destino, { replace: true });
  };

  return (
    <PublicFormPage title="Entrar" subtitle="Acesse a área do aluno com seu CPF ou e-mail.">
      <LoginForm onSignedIn={aoEntrar} />
      <BotoesEntradaExterna retorno={params.get('redirect')} />
    </PublicFormPage>
  );
}
