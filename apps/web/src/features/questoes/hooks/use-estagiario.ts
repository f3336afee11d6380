import { useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../../../components/error-dialog';
import { acessoCompletoQueryOptions, usuarioAdminQueryOptions } from '../api/acesso.api';

/**
 * A trainee (plan 'ESTAGIARIO', spec doc 3 §6): no full access to the platform and not an admin. Both
 * checks must have answered; a failed check shows its error and no trainee message.
 */
export function useEstagiario(idPlataforma: number): boolean {
  const completo = useQuery(acessoCompletoQueryOptions(idPlataforma));
  const admin = useQuery(usuarioAdminQueryOptions());
  useErrorDialog(completo.error, 'Erro ao verificar assinatura do usuário.');
  useErrorDialog(admin.error, 'Erro ao verificar se usuário é admin.');
  return completo.isSuccess && admin.isSuccess && completo.data !== true && admin.data !== true;
}
