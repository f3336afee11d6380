import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ADMIN_PATH } from '../config/admin-paths';
import { ROUTER_BASENAME } from '../config/env';
import { NOT_FOUND_TITLE, ROUTE_KEYS, ROUTES, type RouteHandle, type RouteKey } from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { RequireAuth } from './layouts/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import * as landingScreen from './routes/landing';

type LazyModule = NonNullable<RouteObject['lazy']> & (() => Promise<object>);

/** The shared placeholder ("Em breve") module. */
export const comingSoon = () => import('./routes/coming-soon');
const home = () => import('./routes/home');
const questoes = () => import('./routes/questoes');
const alterarSenha = () => import('./routes/alterar-senha');
const cadastroComCompra = () => import('./routes/cadastro-com-compra');

/**
 * Screen module of every route of the table (exhaustive by type). Routes still on `comingSoon` are the
 * ones later issues build; a test checks this map agrees with `implemented` in src/config/paths.ts.
 */
export const SCREENS: Record<RouteKey, LazyModule> = {
  // Most visitors' first page, and small: in the entry chunk, so it renders without a second round trip.
  landing: async () => landingScreen,
  login: () => import('./routes/login'),
  entrarExterno: () => import('./routes/entrar-externo'),
  planos: () => import('./routes/planos'),
  usuarioCadastro: () => import('./routes/usuario-cadastro'),
  cadastroComCompra,
  alterarSenha: alterarSenha,
  recuperarSenha: alterarSenha,
  termosDeUso: () => import('./routes/termos-de-uso'),
  politicaPrivacidade: () => import('./routes/politica-de-privacidade'),
  finalizarPedido: () => import('./routes/finalizar-pedido'),
  cadastroRealizado: () => import('./routes/cadastro-realizado'),
  cadastroUsuarioExterno: () => import('./routes/cadastro-usuario-externo'),
  cadastroUsuarioExternoComCompra: cadastroComCompra,
  plataforma: () => import('./routes/plataforma'),
  home,
  homeConcurso: home,
  simulados: questoes,
  questoesConcurso: questoes,
  simuladoEnare: () => import('./routes/simulado-enare'),
  listaSimuladoEnare: () => import('./routes/lista-simulado-enare'),
  ebook: () => import('./routes/ebook'),
  meusEbooks: () => import('./routes/meus-ebooks'),
  calculadorasCurriculo: () => import('./routes/calculadoras-curriculo'),
  calcularNota: () => import('./routes/calcular-nota'),
  configuracoes: () => import('./routes/configuracoes'),
  editarPerfil: () => import('./routes/editar-perfil'),
  segundoFator: () => import('./routes/segundo-fator'),
  exerciciosFixacao: () => import('./routes/exercicios-fixacao'),
  suporte: () => import('./routes/suporte'),
  assinaturaPlano: () => import('./routes/assinatura-plano'),
  menuEstatisticas: () => import('./routes/menu-estatisticas'),
  checklist: () => import('./routes/checklist'),
  revisoes: () => import('./routes/revisoes'),
  questaoAberta: () => import('./routes/questao-aberta'),
  correcoes: () => import('./routes/correcoes'),
  comprarEnvios: () => import('./routes/comprar-envios'),
  estatisticasSimuladoEnare: () => import('./routes/estatisticas-simulado-enare'),
  pedidoConfirmado: () => import('./routes/pedido-confirmado'),
};

function screenRoute(key: RouteKey): RouteObject {
  const { name, path, title, access } = ROUTES[key];
  const handle: RouteHandle = { key, name, title, access };
  return { id: key, path, handle, lazy: SCREENS[key] };
}

/** The whole route tree: public screens, the guarded shell with the authenticated ones, the 404. */
export function appRoutes(): RouteObject[] {
  const byAccess = (access: 'public' | 'auth') => ROUTE_KEYS.filter((key) => ROUTES[key].access === access);
  const notFound: RouteHandle = {
    key: 'notFound',
    name: 'Not Found',
    title: NOT_FOUND_TITLE,
    access: 'public',
  };
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        ...byAccess('public').map(screenRoute),
        {
          id: 'auth',
          Component: RequireAuth,
          children: [
            {
              id: 'shell',
              lazy: () => import('./routes/shell'),
              children: byAccess('auth').map(screenRoute),
            },
          ],
        },
        { id: 'notFound', path: '*', handle: notFound, lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}

/**
 * The back office's routes (admin-screens.ts) join the tree under 'auth' on the first visit to one: their
 * table stays out of the landing's first chunk (DESIGN.md's budget). Until then an /admin address matches
 * only the 404's splat, which makes React Router ask here before it renders anything.
 */
export const descobrirRotas: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const semBase =
    ROUTER_BASENAME !== '/' && path.startsWith(ROUTER_BASENAME) ? path.slice(ROUTER_BASENAME.length) : path;
  const noAdmin = semBase === ADMIN_PATH || semBase.startsWith(`${ADMIN_PATH}/`);
  if (!noAdmin || matches.some((m) => m.route.id === 'admin')) return;
  const { rotaDoAdmin } = await import('./admin-screens');
  patch('auth', [rotaDoAdmin()]);
};

/** Lets the API client and the dialogs navigate with this router. */
export function connectRouter(router: DataRouter): () => void {
  return registerNavigator({
    navigate: (to, options) => {
      void router.navigate(to, options);
    },
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
}

/**
 * Loads, in place, the code of the routes an address matches: hydrating a page the server rendered
 * needs its screen at the first render (the router would otherwise render the loading fallback first).
 */
export async function carregarRotasDoEndereco(routes: RouteObject[], caminho: string): Promise<void> {
  const matches = matchRoutes(routes, caminho, ROUTER_BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await (route.lazy as LazyModule)(), { lazy: undefined });
    }),
  );
}

export function createAppRouter(routes: RouteObject[] = appRoutes()): DataRouter {
  const router = createBrowserRouter(routes, {
    basename: ROUTER_BASENAME,
    patchRoutesOnNavigation: descobrirRotas,
  });
  connectRouter(router);
  return router;
}
