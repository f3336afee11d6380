import { ProdutosPage } from '../../../features/admin-negocio/components/produtos-page';

export function Component() {
  return <ProdutosPage />;
}
