import { TEMA_PADRAO, type TemaNome, temaFor } from '@aprovei/shared/plataforma/plataforma.rules';
import { useQuery } from '@tanstack/react-query';
import { isMedical } from '../../../config/env';
import { usePlataforma } from '../../../lib/plataforma';
import { isTemaNome } from '../../../theme';
import { plataformaQueryOptions } from '../api/plataforma.api';

/**
 * The theme of the page (spec doc 1 §4): the medical theme on the medical address; otherwise the
 * theme name the platform lookup returns, the residency theme when the lookup fails. While the lookup
 * runs, the platform's usual theme avoids a flash of the wrong colours.
 */
export function useTema(): TemaNome {
  const medical = isMedical();
  const plataforma = usePlataforma();
  const lookup = useQuery({ ...plataformaQueryOptions(plataforma), enabled: !medical });
  if (medical) return temaFor(plataforma, true);
  if (lookup.isSuccess) return isTemaNome(lookup.data.tema) ? lookup.data.tema : TEMA_PADRAO;
  if (lookup.isError) return TEMA_PADRAO;
  return temaFor(plataforma, false);
}
