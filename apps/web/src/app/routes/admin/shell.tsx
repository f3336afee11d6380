import { MENSAGEM_SEM_PERMISSAO, NOME_PAPEL } from '@aprovei/shared/equipe/papeis';
import { Anchor, AppShell, Burger, Button, Center, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, NavLink as RouterNavLink, useLocation, useMatches } from 'react-router';
import { Brand } from '../../../components/brand';
import { PageLoader } from '../../../components/page-loader';
import {
  ADMIN_PATH,
  ADMIN_ROUTE_KEYS,
  ADMIN_ROUTES,
  type AdminRouteKey,
  SECOES_MENU,
} from '../../../config/admin-paths';
import { plataformaPath, segundoFatorPath } from '../../../config/paths';
import { type Eu, euQueryOptions } from '../../../features/equipe/api/equipe.api';
import { ApiError } from '../../../lib/api-client';
import { usePlataforma } from '../../../lib/plataforma';

const podeAbrir = (eu: Eu, key: AdminRouteKey) => {
  const area = ADMIN_ROUTES[key].area;
  return area === null || eu.areas.includes(area);
};

function SemPermissao() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz="h3">
          {MENSAGEM_SEM_PERMISSAO}
        </Title>
        <Button component={Link} to="/">
          Voltar à plataforma
        </Button>
      </Stack>
    </Center>
  );
}

/** The screen of the current admin route, from the matched route's id (`admin-<key>`). */
function useTelaAtual(): AdminRouteKey | undefined {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return id.startsWith('admin-') ? (id.slice('admin-'.length) as AdminRouteKey) : undefined;
}

/**
 * The back office's shell (/admin): its own menu of the areas the person's role opens, built from
 * ADMIN_ROUTES; a laptop gets a permanent navbar, a tablet or phone a burger. The API checks the role
 * again on every call; this only keeps staff from screens they cannot use.
 */
export function Component() {
  const eu = useQuery(euQueryOptions());
  const plataforma = usePlataforma();
  const [aberto, { toggle, close }] = useDisclosure(false);
  const tela = useTelaAtual();
  const location = useLocation();

  if (eu.isPending) return <PageLoader />;
  if (eu.isError) {
    // Staff without the second factor: its setup first, then back here.
    if (eu.error instanceof ApiError && eu.error.codigo === 'SEGUNDO_FATOR_NECESSARIO')
      return <Navigate to={segundoFatorPath(location.pathname + location.search)} replace />;
    if (eu.error instanceof ApiError && (eu.error.status === 403 || eu.error.status === 401))
      return <SemPermissao />;
    return (
      <Center mih="60vh">
        <Stack align="center">
          <Text>Não foi possível abrir o back office. Tente novamente mais tarde.</Text>
          <Button onClick={() => void eu.refetch()}>Tentar de novo</Button>
        </Stack>
      </Center>
    );
  }
  const itens = ADMIN_ROUTE_KEYS.filter((k) => ADMIN_ROUTES[k].menu && podeAbrir(eu.data, k));
  const item = (k: AdminRouteKey) => (
    <NavLink
      key={k}
      component={RouterNavLink}
      to={ADMIN_ROUTES[k].path}
      end={ADMIN_ROUTES[k].path === ADMIN_PATH}
      label={ADMIN_ROUTES[k].titulo}
      onClick={close}
    />
  );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !aberto } }}
      padding={{ base: 16, md: 24 }}
    >
      <a className="skip-link" href="#conteudo-admin">
        Pular para o conteúdo
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={aberto}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={aberto ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={aberto}
            />
            <Brand to={ADMIN_PATH} size="lg" />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              Back office
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate visibleFrom="sm">
              {eu.data.nome} · {NOME_PAPEL[eu.data.papel]}
            </Text>
            <Anchor component={Link} to={plataformaPath(plataforma)} size="sm">
              Voltar à plataforma
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Menu do back office" style={{ overflowY: 'auto' }}>
        {itens.filter((k) => ADMIN_ROUTES[k].area === null).map(item)}
        {SECOES_MENU.map((secao) => {
          const daSecao = itens.filter((k) => secao.areas.some((a) => a === ADMIN_ROUTES[k].area));
          if (daSecao.length === 0) return null;
          return (
            <Stack key={secao.titulo} gap={0} mt="sm" component="section" aria-label={secao.titulo}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                {secao.titulo}
              </Text>
              {daSecao.map(item)}
            </Stack>
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main id="conteudo-admin">
        {tela && !podeAbrir(eu.data, tela) ? <SemPermissao /> : <Outlet context={eu.data} />}
      </AppShell.Main>
    </AppShell>
  );
}
