import { type PlataformaId, plataformaAoEntrar } from '@aprovei/shared/plataforma/plataforma.rules';
import { getPlataforma, setPlataforma } from '../../../lib/plataforma';
import { queryClient } from '../../../lib/query-client';
import { plataformasQueryOptions } from '../api/acesso.api';

/**
 * On signing in, the student enters a platform a plan of theirs covers (the stored one when it does).
 * When the list cannot be read, the stored platform stays: signing in never waits on it to fail.
 */
export async function entrarNaPlataforma(): Promise<PlataformaId> {
  const guardada = getPlataforma();
  try {
    const { completas } = await queryClient.fetchQuery({ ...plataformasQueryOptions(), staleTime: 0 });
    const plataforma = plataformaAoEntrar(guardada, completas);
    if (plataforma !== guardada) setPlataforma(plataforma);
    return plataforma;
  } catch {
    return guardada;
  }
}
