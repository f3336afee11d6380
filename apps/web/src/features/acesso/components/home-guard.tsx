import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { BASE_PATH } from '../../../config/env';
import { PLANOS_SECTION_ID } from '../../../config/paths';
import { hardNavigate, navigateTo } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { podeAcessarHomeQueryOptions } from '../api/acesso.api';

/** Where a user who may not enter goes: the plans section of the public landing. */
export const PLANOS_URL = `${BASE_PATH}#${PLANOS_SECTION_ID}`;

/**
 * Entry guard of /home: unless acesso/pode-acessar-home answers exactly true, the person goes elsewhere:
 * to `desvio.para` inside the app when the caller knows a better place (a failed renewal goes to the
 * account screen, ADR 003) once `desvio.pronto`, else to the plans section of the public site. (A call
 * that failed because the session ended is left to the login redirect instead.)
 */
export function HomeGuard({
  children,
  desvio,
}: {
  children: ReactNode;
  desvio?: { pronto: boolean; para: string | null };
}) {
  const query = useQuery(podeAcessarHomeQueryOptions());
  const allowed = query.isSuccess && query.data === true;
  const denied = (query.isSuccess && query.data !== true) || (query.isError && getSession() !== null);
  const pronto = desvio?.pronto ?? true;
  const para = desvio?.para ?? null;

  useEffect(() => {
    if (!denied || !pronto) return;
    if (para) navigateTo(para, { replace: true });
    else hardNavigate(PLANOS_URL);
  }, [denied, pronto, para]);

  return allowed ? children : <PageLoader />;
}
