import { ComingSoon } from '../../components/coming-soon';
import { PublicPage } from '../../components/public-page';
import { plataformaPath } from '../../config/paths';
import { usePlataforma } from '../../lib/plataforma';
import { useRouteHandle } from '../layouts/use-route-title';

/**
 * PLACEHOLDER route module for every screen a later issue builds (see `implemented` in
 * src/config/paths.ts). The route keeps its own title; the issue that builds the screen points its
 * route at a new module in src/app/router.tsx.
 */
export function Component() {
  const handle = useRouteHandle();
  const plataforma = usePlataforma();
  if (handle?.access === 'public') {
    return (
      <PublicPage>
        <ComingSoon area={handle.title} homeTo="/" />
      </PublicPage>
    );
  }
  return <ComingSoon area={handle?.title ?? ''} homeTo={plataformaPath(plataforma)} />;
}
