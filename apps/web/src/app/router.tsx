import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ADMIN_PATH, ADMIN_ROUTE_KEYS, ADMIN_ROUTES, type AdminRouteKey } from '../config/admin-paths';
import { ROUTER_BASENAME } from '../config/env';
import { NOT_FOUND_TITLE, ROUTE_KEYS, ROUTES, type RouteHandle, type RouteKey } from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { ADMIN_SCREENS } from './admin-screens';
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

function adminRoute(key: AdminRouteKey): RouteObject {
  const { path, titulo } = ADMIN_ROUTES[key];
  const handle: RouteHandle = { key: 'admin', name: `Admin ${key}`, title: titulo, access: 'auth' };
  const lugar = path === ADMIN_PATH ? { index: true } : { path };
  return { id: `admin-${key}`, ...lugar, handle, lazy: ADMIN_SCREENS[key] } as RouteObject;
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
            // The back office: its own shell and chunks, never loaded by students.
            {
              id: 'admin',
              path: ADMIN_PATH,
              lazy: () => import('./routes/admin/shell'),
              children: ADMIN_ROUTE_KEYS.map(adminRoute),
            },
          ],
        },
        { id: 'notFound', path: '*', handle: notFound, lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}

/** Lets the API client and the dialogs navigate with this router. */
export function connectRouter(router: DataRouter): () => void {
  return registerNavigator({
    navigate: (to, options) => {
      void router.navigate(to, options);
    },
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
}

export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(appRoutes(), { basename: ROUTER_BASENAME });
  connectRouter(router);
  return router;
}
