import { UsoPage } from '../../../features/admin-relatorios/components/uso-page';

export function Component() {
  return <UsoPage />;
}
