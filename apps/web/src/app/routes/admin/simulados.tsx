import { PaginaSimulados } from '../../../features/admin-simulados/components/pagina-simulados';

export function Component() {
  return <PaginaSimulados />;
}
