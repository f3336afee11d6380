import { useNavigate, useSearchParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { plataformaPath, safeRedirect } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { getPlataforma } from '../../lib/plataforma';

/** /login: after signing in, back to `?redirect=` or into the stored platform. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const destino = safeRedirect(params.get('redirect')) ?? plataformaPath(getPlataforma());

  return (
    <PublicFormPage title="Entrar" subtitle="Acesse a área do aluno com seu CPF ou e-mail.">
      <LoginForm onSignedIn={() => navigate(destino, { replace: true })} />
    </PublicFormPage>
  );
}
