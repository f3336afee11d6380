import { Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { LinhaEmpresaContext } from '../../components/public-page';
import { PAYMENT_ROUTE_NAME } from '../../config/paths';
import { CookieConsent } from '../../features/parametro/components/cookie-consent';
import { EmpresaRodape } from '../../features/parametro/components/empresa-rodape';
import { useRouteHandle, useRouteTitle } from './use-route-title';

/** Root of every route: per-route document title, navigation progress, the privacy notice, the footers' company. */
export function RootLayout() {
  useRouteTitle();
  const navigation = useNavigation();
  const onPayment = useRouteHandle()?.name === PAYMENT_ROUTE_NAME;
  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Carregando página"
        />
      )}
      <LinhaEmpresaContext value={<EmpresaRodape />}>
        <Outlet />
      </LinhaEmpresaContext>
      {!onPayment && <CookieConsent />}
    </>
  );
}
