import type { PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { lazy, useState } from 'react';
import { AoAproximar } from '../../components/ao-aproximar';
import { brandName } from '../../config/env';
import { LandingPage } from '../../features/landing/components/landing-page';
import { SocialLinks } from '../../features/parametro/components/social-links';
import { useParametros } from '../../features/parametro/hooks/use-parametros';
import { usePlataforma } from '../../lib/plataforma';

// The plans grid and the feature carousel load when the person scrolls near them (shared with /planos).
const PlanosSecao = lazy(() =>
  import('../../features/planos/components/planos-secao').then((m) => ({ default: m.PlanosSecao })),
);
const FuncionalidadesCarrossel = lazy(() =>
  import('../../features/planos/components/funcionalidades-carrossel').then((m) => ({
    default: m.FuncionalidadesCarrossel,
  })),
);

/** '/': the landing page, composed of the landing, plans and parameter features. */
export function Component() {
  const guardada = usePlataforma();
  const [plataforma, setPlataforma] = useState<PlataformaId | null>(null);
  const { redes } = useParametros();
  return (
    <LandingPage
      planos={
        <AoAproximar altura={420}>
          <PlanosSecao plataforma={plataforma ?? guardada} onPlataforma={setPlataforma} />
        </AoAproximar>
      }
      funcionalidades={
        <AoAproximar altura={220}>
          <FuncionalidadesCarrossel />
        </AoAproximar>
      }
      redesSociais={<SocialLinks redes={redes} brand={brandName()} />}
    />
  );
}
