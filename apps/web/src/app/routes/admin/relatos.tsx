import { RelatosPage } from '../../../features/admin-relatos/components/relatos-page';

export function Component() {
  return <RelatosPage />;
}
