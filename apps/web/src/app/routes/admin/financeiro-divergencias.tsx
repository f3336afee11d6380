import { DivergenciasPage } from '../../../features/admin-financeiro/components/divergencias-page';

export function Component() {
  return <DivergenciasPage />;
}
