import { CalculadorasAdminPage } from '../../../features/admin-calculadoras/components/calculadoras-admin-page';

export function Component() {
  return <CalculadorasAdminPage />;
}
