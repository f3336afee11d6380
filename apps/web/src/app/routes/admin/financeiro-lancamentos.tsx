import { LancamentosPage } from '../../../features/admin-financeiro/components/lancamentos-page';

export function Component() {
  return <LancamentosPage />;
}
