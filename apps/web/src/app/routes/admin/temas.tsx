import { useOutletContext } from 'react-router';
import { TemasPage } from '../../../features/admin-questoes-abertas/components/temas-page';
import type { Eu } from '../../../features/equipe/api/equipe.api';

/** The teachers of each theme are the people area's (admin): the API refuses the others. */
export function Component() {
  const eu = useOutletContext<Eu>();
  return <TemasPage podeDefinirProfessores={eu.areas.includes('pessoas')} />;
}
