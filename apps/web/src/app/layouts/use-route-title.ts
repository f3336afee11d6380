import { tituloDoDocumento } from '@aprovei/shared/pagina-publica/pagina-publica';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { currentTenant } from '../../config/env';
import type { RouteHandle } from '../../config/paths';

/** The deepest matched route's handle (title, name, access). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** document.title = '{route title} · Aprovei' (or 'Aprovei Med'). */
export function useRouteTitle(): void {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = tituloDoDocumento(title, currentTenant());
  }, [title]);
}
