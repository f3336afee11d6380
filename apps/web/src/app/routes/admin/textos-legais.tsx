import { TextosLegaisPage } from '../../../features/admin-textos-legais/components/textos-legais-page';

export function Component() {
  return <TextosLegaisPage />;
}
