import { PublicPage } from '../../components/public-page';
import { PlanosPage } from '../../features/planos/components/planos-page';

export function Component() {
  return (
    <PublicPage>
      <PlanosPage />
    </PublicPage>
  );
}
