import { ExerciseSearchPage } from '../../features/questoes/components/search-page';

/** /exercicios-fixacao: the true/false fixation exercises. */
export function Component() {
  return <ExerciseSearchPage />;
}
