import { PedidoPage } from '../../../features/admin-financeiro/components/pedido-page';

export function Component() {
  return <PedidoPage />;
}
