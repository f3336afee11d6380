import { PlanosPage } from '../../../features/admin-negocio/components/planos-page';

export function Component() {
  return <PlanosPage />;
}
