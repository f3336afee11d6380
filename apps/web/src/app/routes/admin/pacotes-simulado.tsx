import { PaginaPacotes } from '../../../features/admin-simulados/components/pagina-pacotes';

export function Component() {
  return <PaginaPacotes />;
}
