import { PaginaBuscaQuestoes } from '../../features/questoes/components/pagina-busca';

/** /simulados (platforms 1 and 3) and /QuestoesAproveiConcurso (platform 2): the question search. */
export function Component() {
  return <PaginaBuscaQuestoes />;
}
