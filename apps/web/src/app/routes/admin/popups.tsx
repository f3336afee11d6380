import { PopupsPage } from '../../../features/admin-conteudo-publico/components/popups-page';

export function Component() {
  return <PopupsPage />;
}
