import { CuponsPage } from '../../../features/admin-negocio/components/cupons-page';

export function Component() {
  return <CuponsPage />;
}
