import { PaginaBuscaExercicios } from '../../features/questoes/components/pagina-busca';

/** /exercicios-fixacao: the true/false fixation exercises. */
export function Component() {
  return <PaginaBuscaExercicios />;
}
