import { EbooksAdminPage } from '../../../features/admin-ebooks/components/ebooks-admin-page';

export function Component() {
  return <EbooksAdminPage />;
}
