import { AppShell, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AvisoFila } from '../../components/aviso-fila';
import { Brand } from '../../components/brand';
import { showApiError } from '../../components/dialogs';
import { brandName, isMedical } from '../../config/env';
import {
  PAYMENT_ROUTE_NAME,
  PURCHASE_ROUTE_NAMES,
  plataformaPath,
  routeKeyForPath,
  screenExists,
} from '../../config/paths';
import { TrocaPlataforma } from '../../features/acesso/components/troca-plataforma';
import { signOut } from '../../features/auth/api/auth.api';
import { academyPermissionQueryOptions, academyUrl } from '../../features/conta/api/academy.api';
import { PromoPopup } from '../../features/divulgacao/components/promo-popup';
import { parametroKeys } from '../../features/parametro/api/keys';
import { SocialLinks } from '../../features/parametro/components/social-links';
import { useParametros } from '../../features/parametro/hooks/use-parametros';
import { iniciarFilaRespostas } from '../../lib/fila-respostas';
import { whenIdle } from '../../lib/idle';
import { firstName } from '../../lib/jwt';
import { pushLoading } from '../../lib/loading';
import { abrirEnderecoEmNovaJanela } from '../../lib/nova-janela';
import { usePlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';
import { BREAKPOINTS } from '../../theme';
import { buildMenu, rotaEscondida } from '../menu';
import { MainMenu } from './main-menu';
import { useRouteHandle } from './use-route-title';

const DRAWER_ID = 'menu-gaveta';

// The phone's menu drawer (a modal: ~30 KB gzip with what it is built on) loads when the burger is
// first pressed, or earlier once the browser is idle; the first paint does not wait for it.
const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadMenuDrawer);

/**
 * The signed-in shell (spec doc 1 §2.2): a permanent 260 px navbar from the wide breakpoint (1131px)
 * up; below it a header with a burger that opens the same menu in a drawer, which also shows the
 * support line. On the payment route (Assinatura Plano) the menu is not shown at all.
 */
export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md})`);
  const queryClient = useQueryClient();
  const session = useSession();
  const plataforma = usePlataforma();
  const medical = isMedical();
  const parametros = useParametros();
  const routeName = useRouteHandle()?.name;
  const hideMenu = routeName === PAYMENT_ROUTE_NAME;
  const brand = brandName();

  const academyQuery = useQuery({ ...academyPermissionQueryOptions(), enabled: !medical });
  const academy = academyQuery.data === true; // a failed call hides the item

  const roles = session?.claims.roles ?? [];
  const professor = roles.includes('PROFESSOR');
  const equipe = roles.some((r) => r === 'ADMIN' || r === 'EDITOR' || r === 'FINANCEIRO');
  const menuInput = useMemo(
    () => ({ plataforma, medical, academy, professor, equipe, screenExists }),
    [plataforma, medical, academy, professor, equipe],
  );
  const items = useMemo(() => buildMenu(menuInput), [menuInput]);
  // A screen the menu hides here is not reachable by its address either (issue 19 §1).
  const { pathname } = useLocation();
  const escondida = rotaEscondida(routeKeyForPath(pathname), menuInput);

  useEffect(() => {
    if (opened) setDrawerUsed(true);
  }, [opened]);

  useEffect(() => whenIdle(() => void loadMenuDrawer()), []);

  // Answers kept on this device while offline go as soon as the shell is up, and whenever the connection returns.
  useEffect(() => iniciarFilaRespostas(), []);

  useEffect(() => {
    if (wide && opened) close(); // the drawer has no place on a wide screen (and would lock scrolling)
  }, [wide, opened, close]);

  const openAcademy = useCallback(async () => {
    close();
    const release = pushLoading('Abrindo a Aprovei Academy…');
    try {
      // A new tab: the platform stays open where the student was.
      await abrirEnderecoEmNovaJanela(academyUrl, 'Abrindo a Aprovei Academy…');
    } catch (error) {
      showApiError(error, 'Não foi possível acessar a Aprovei Academy. Tente novamente mais tarde.');
    } finally {
      release();
    }
  }, [close]);

  /** Sair: revoke on the server and forget the session; the route guard then leads to the home page. */
  const logout = useCallback(async () => {
    close();
    const release = pushLoading('Saindo…');
    try {
      await signOut();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== parametroKeys.raiz[0] });
    } finally {
      release();
    }
  }, [close, queryClient]);

  const nome = firstName(session?.claims.name);

  const footer = (withSupport: boolean) => (
    <Stack gap="xs">
      <SocialLinks redes={parametros.redes} brand={brand} />
      {withSupport && parametros.suporte && <Text size="sm">{parametros.suporte}</Text>}
      {parametros.desenvolvidoPor && (
        <Text size="xs" c="dimmed">
          {parametros.desenvolvidoPor}
        </Text>
      )}
    </Stack>
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: true, desktop: hideMenu } }}
      padding={{ base: 16, md: 24 }}
    >
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!hideMenu && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
                aria-expanded={opened}
                aria-controls={opened ? DRAWER_ID : undefined}
              />
            )}
            <Brand to={plataformaPath(plataforma)} size="lg" />
          </Group>
          {nome && (
            <Text size="sm" c="dimmed" truncate visibleFrom="xs">
              Olá, {nome}
            </Text>
          )}
        </Group>
      </AppShell.Header>

      {!hideMenu && (
        <AppShell.Navbar p="sm" visibleFrom="md" aria-label="Menu principal">
          <AppShell.Section grow mx="-sm" px="sm" style={{ overflowY: 'auto' }}>
            <Box mb="sm">
              <TrocaPlataforma atual={plataforma} />
            </Box>
            <MainMenu items={items} onAcademy={openAcademy} onLogout={logout} />
          </AppShell.Section>
          <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
            {footer(false)}
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {!hideMenu && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer id={DRAWER_ID} opened={opened} onClose={close}>
            <Stack gap="md">
              <TrocaPlataforma atual={plataforma} onTroca={close} />
              <Box component="nav" aria-label="Menu principal">
                <MainMenu items={items} onNavigate={close} onAcademy={openAcademy} onLogout={logout} />
              </Box>
              <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                {footer(true)}
              </Box>
            </Stack>
          </MenuDrawer>
        </Suspense>
      )}

      {/* The promotional popup, never on the payment route (spec doc 1 §2.2). */}
      <PromoPopup hidden={routeName !== undefined && PURCHASE_ROUTE_NAMES.includes(routeName)} />

      <AppShell.Main id="conteudo" tabIndex={-1}>
        <Box maw={1200} mx="auto">
          <AvisoFila />
          {escondida ? <Navigate to={plataformaPath(plataforma)} replace /> : (children ?? <Outlet />)}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
