import { isPlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { useEffect } from 'react';
import { setPlataforma } from '../../../lib/plataforma';

/** The buyer of a plan is on its platform from here on (issue 19 §1): menu and theme follow. */
export function usePlataformaComprada(idPlataforma: number | null | undefined): void {
  useEffect(() => {
    if (isPlataformaId(idPlataforma)) setPlataforma(idPlataforma);
  }, [idPlataforma]);
}
