import { QuestoesPage } from '../../../features/admin-questoes/components/lista-itens-page';

export function Component() {
  return <QuestoesPage />;
}
