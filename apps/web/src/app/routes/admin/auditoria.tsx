import { AuditoriaPage } from '../../../features/equipe/components/auditoria-page';

export function Component() {
  return <AuditoriaPage />;
}
