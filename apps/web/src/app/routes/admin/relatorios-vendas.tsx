import { VendasPage } from '../../../features/admin-relatorios/components/vendas-page';

export function Component() {
  return <VendasPage />;
}
