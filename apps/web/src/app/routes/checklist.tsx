import { ChecklistPage } from '../../features/checklist/components/checklist-page';

/** /checklist: 'Checklist' in the menu, the study guide. */
export function Component() {
  return <ChecklistPage />;
}
