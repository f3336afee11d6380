import { PublicPage } from '../../components/public-page';
import { PolicyPage } from '../../features/politica/components/policy-page';

export function Component() {
  return (
    <PublicPage>
      <PolicyPage tipo="termo-de-uso" />
    </PublicPage>
  );
}
