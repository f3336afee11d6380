import { CorrecoesPage } from '../../features/questao-aberta/components/correcoes-page';

/** /correcoes: the teacher's queue of open-question answers (menu 'Correções', teachers only). */
export function Component() {
  return <CorrecoesPage />;
}
