import { QuestoesPage } from '../../../features/admin-questoes/components/questoes-page';

export function Component() {
  return <QuestoesPage />;
}
