import { useParams } from 'react-router';
import { RealizarSimulado } from '../../features/simulados/components/realizar-simulado';

/** /SimuladoEnare/:idSimulado: taking a mock, one question per page. */
export function Component() {
  const id = Number(useParams().idSimulado);
  return <RealizarSimulado key={id} idSimulado={id} />;
}
