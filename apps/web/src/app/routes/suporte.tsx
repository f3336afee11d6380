import { SupportForm } from '../../features/suporte/components/support-form';

/** /suporte: the support form ('Contato' in the menu). */
export function Component() {
  return <SupportForm />;
}
