import { ListaSimulados } from '../../features/simulados/components/lista-simulados';

/** /lista-simulado-enare: the national mock tests (ENARE, FUVEST) and their packages. */
export function Component() {
  return <ListaSimulados />;
}
