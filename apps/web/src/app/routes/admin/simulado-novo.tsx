import { PaginaNovoSimulado } from '../../../features/admin-simulados/components/pagina-simulado';

export function Component() {
  return <PaginaNovoSimulado />;
}
