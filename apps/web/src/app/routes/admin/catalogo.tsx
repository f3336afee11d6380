import { CatalogoAdminPage } from '../../../features/admin-catalogo/components/catalogo-admin-page';

export function Component() {
  return <CatalogoAdminPage />;
}
