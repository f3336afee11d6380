import { SuportePage } from '../../../features/admin-suporte/components/suporte-page';

export function Component() {
  return <SuportePage />;
}
