import { QuestaoAbertaPage } from '../../features/questao-aberta/components/questao-aberta-page';

/** /questao-aberta: open questions corrected by teachers. */
export function Component() {
  return <QuestaoAbertaPage />;
}
