import { ImportacaoPage } from '../../../features/admin-importacao/components/importacao-page';

export function Component() {
  return <ImportacaoPage />;
}
