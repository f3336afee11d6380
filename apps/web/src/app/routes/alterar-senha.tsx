import { useNavigate } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { AlterarSenhaForm } from '../../features/conta/components/alterar-senha-form';
import { useSession } from '../../lib/session';

/**
 * /configuracoes/alterar-senha and /conta/gerar-codigo-recuperar-senha: 'Altere sua senha'. Public,
 * so it also serves whoever forgot the password; afterwards the person goes to /configuracoes (through
 * the sign-in page when not signed in).
 */
export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <PublicFormPage title="Altere sua senha" subtitle="Enviaremos um código para o e-mail da sua conta.">
      <AlterarSenhaForm cpfInicial={session?.claims.cpf} onConcluir={() => navigate('/configuracoes')} />
    </PublicFormPage>
  );
}
