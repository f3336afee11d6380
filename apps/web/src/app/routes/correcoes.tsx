import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ROUTES, segundoFatorPath } from '../../config/paths';
import { filaQueryOptions } from '../../features/questao-aberta/api/questao-aberta.api';
import { CorrecoesPage } from '../../features/questao-aberta/components/correcoes-page';
import { ApiError } from '../../lib/api-client';

/**
 * /correcoes: the teacher's queue of open-question answers (menu 'Correções', teachers only). Without the
 * second factor the API refuses it (SEGUNDO_FATOR_NECESSARIO): the teacher goes to its setup first.
 */
export function Component() {
  const fila = useQuery(filaQueryOptions());
  if (fila.error instanceof ApiError && fila.error.codigo === 'SEGUNDO_FATOR_NECESSARIO')
    return <Navigate to={segundoFatorPath(ROUTES.correcoes.path)} replace />;
  return <CorrecoesPage />;
}
