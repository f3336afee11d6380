import { QuestoesAbertasPage } from '../../../features/admin-questoes-abertas/components/questoes-abertas-page';

export function Component() {
  return <QuestoesAbertasPage />;
}
