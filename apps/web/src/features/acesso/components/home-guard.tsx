import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { BASE_PATH } from '../../../config/env';
import { PLANOS_SECTION_ID } from '../../../config/paths';
import { hardNavigate } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { podeAcessarHomeQueryOptions } from '../api/acesso.api';

/** Where a user who may not enter goes: the plans section of the public landing. */
export const PLANOS_URL = `${BASE_PATH}#${PLANOS_SECTION_ID}`;

/**
 * Entry guard of /home: unless acesso/pode-acessar-home answers exactly true, the browser goes to the
 * plans section of the public site. (A call that failed because the session ended is left to the login
 * redirect instead.)
 */
export function HomeGuard({ children }: { children: ReactNode }) {
  const query = useQuery(podeAcessarHomeQueryOptions());
  const allowed = query.isSuccess && query.data === true;
  const denied = (query.isSuccess && query.data !== true) || (query.isError && getSession() !== null);

  useEffect(() => {
    if (denied) hardNavigate(PLANOS_URL);
  }, [denied]);

  return allowed ? children : <PageLoader />;
}
