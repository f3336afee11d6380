import type { PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { lazy, Suspense, useState } from 'react';
import { brandName } from '../../config/env';
import { LandingPage } from '../../features/landing/components/landing-page';
import { SocialLinks } from '../../features/parametro/components/social-links';
import { useParametros } from '../../features/parametro/hooks/use-parametros';
import { usePlataforma } from '../../lib/plataforma';

// The plans grid and the feature carousel load after the first paint (shared with /planos).
const PlanosSecao = lazy(() =>
  import('../../features/planos/components/planos-secao').then((m) => ({ default: m.PlanosSecao })),
);
const FuncionalidadesCarrossel = lazy(() =>
  import('../../features/planos/components/funcionalidades-carrossel').then((m) => ({
    default: m.FuncionalidadesCarrossel,
  })),
);

const reserva = (altura: number) => <div style={{ minHeight: altura }} />;

/** '/': the landing page, composed of the landing, plans and parameter features. */
export function Component() {
  const guardada = usePlataforma();
  const [plataforma, setPlataforma] = useState<PlataformaId | null>(null);
  const { redes } = useParametros();
  return (
    <LandingPage
      planos={
        <Suspense fallback={reserva(420)}>
          <PlanosSecao plataforma={plataforma ?? guardada} onPlataforma={setPlataforma} />
        </Suspense>
      }
      funcionalidades={
        <Suspense fallback={reserva(220)}>
          <FuncionalidadesCarrossel />
        </Suspense>
      }
      redesSociais={<SocialLinks redes={redes} brand={brandName()} />}
    />
  );
}
