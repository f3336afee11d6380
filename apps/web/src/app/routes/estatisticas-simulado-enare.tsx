import { useParams } from 'react-router';
import { EstatisticasSimulado } from '../../features/simulados/components/estatisticas-simulado';

/** /estatisticas-simulado-enare/:idSimulado: the student's statistics of a finished mock. */
export function Component() {
  const id = Number(useParams().idSimulado);
  return <EstatisticasSimulado key={id} idSimulado={id} />;
}
