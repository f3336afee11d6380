import { QuestionSearchPage } from '../../features/questoes/components/search-page';

/** /simulados (platforms 1 and 3) and /QuestoesAproveiConcurso (platform 2): the question search. */
export function Component() {
  return <QuestionSearchPage />;
}
