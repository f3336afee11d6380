import { PedidosPage } from '../../../features/admin-financeiro/components/pedidos-page';

export function Component() {
  return <PedidosPage />;
}
