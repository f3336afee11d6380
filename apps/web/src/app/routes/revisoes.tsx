import { RevisoesPage } from '../../features/revisao/components/revisoes-page';

/** /revisoes: 'Revisões de hoje' in the menu, the daily review (issue 24). */
export function Component() {
  return <RevisoesPage />;
}
