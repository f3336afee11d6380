import { PAGINAS_INDEXAVEIS } from '@aprovei/shared/pagina-publica/pagina-publica';
import { matchRoutes } from 'react-router';

/**
 * THE route table (spec doc 1 §2.1): every route of the product, its access flag and whether its real
 * screen exists yet. `implemented: false` routes render the shared "Em breve" placeholder
 * (src/app/routes/coming-soon.tsx); the issue that builds a screen adds its route module in
 * src/app/router.tsx and flips `implemented` here, which also makes its menu item appear.
 */
export interface RouteDef {
  /** Route name (the spec's names where it gives them, e.g. 'Assinatura Plano'). */
  readonly name: string;
  readonly path: string;
  /** Page title; document.title becomes '{title} · Aprovei'. */
  readonly title: string;
  readonly access: 'public' | 'auth';
  readonly implemented: boolean;
}

export const ROUTES = {
  // Public
  landing: {
    name: 'Index',
    path: '/',
    title: PAGINAS_INDEXAVEIS.landing.titulo,
    access: 'public',
    implemented: true,
  },
  login: { name: 'Login', path: '/login', title: 'Entrar', access: 'public', implemented: true },
  /** The return from Google or Facebook (their redirect URI, issue 23 §1). */
  entrarExterno: {
    name: 'Entrar Externo',
    path: '/entrar/externo/:provedor',
    title: 'Entrar',
    access: 'public',
    implemented: true,
  },
  planos: {
    name: 'Planos',
    path: '/planos/:seqPlataforma?',
    title: PAGINAS_INDEXAVEIS.planos.titulo,
    access: 'public',
    implemented: true,
  },
  usuarioCadastro: {
    name: 'Cadastro Usuario',
    path: '/usuario/cadastro',
    title: 'Cadastro de Usuário',
    access: 'public',
    implemented: true,
  },
  cadastroComCompra: {
    name: 'Cadastro Com Compra',
    path: '/CadastroComCompra/:idPlano?',
    title: 'Cadastro e compra',
    access: 'public',
    implemented: true,
  },
  alterarSenha: {
    name: 'Alterar Senha',
    path: '/configuracoes/alterar-senha',
    title: 'Altere sua senha',
    access: 'public',
    implemented: true,
  },
  recuperarSenha: {
    name: 'Recuperar Senha',
    path: '/conta/gerar-codigo-recuperar-senha',
    title: 'Recuperar senha',
    access: 'public',
    implemented: true,
  },
  termosDeUso: {
    name: 'Termos de Uso',
    path: '/termos-de-uso',
    title: PAGINAS_INDEXAVEIS.termosDeUso.titulo,
    access: 'public',
    implemented: true,
  },
  politicaPrivacidade: {
    name: 'Politica de Privacidade',
    path: '/politica-de-privacidade',
    title: PAGINAS_INDEXAVEIS.politicaPrivacidade.titulo,
    access: 'public',
    implemented: true,
  },
  finalizarPedido: {
    name: 'Finalizar Pedido',
    path: '/finalizar-pedido/:idPlano?',
    title: 'Finalizar pedido',
    access: 'public',
    implemented: true,
  },
  cadastroRealizado: {
    name: 'Cadastro Realizado',
    path: '/cadastro-realizado',
    title: 'Cadastro realizado',
    access: 'public',
    implemented: true,
  },
  cadastroUsuarioExterno: {
    name: 'Cadastro Usuario Externo',
    path: '/cadastro-usuario-externo/:idPlano',
    title: 'Cadastro de Usuário',
    access: 'public',
    implemented: true,
  },
  cadastroUsuarioExternoComCompra: {
    name: 'Cadastro Usuario Externo Com Compra',
    path: '/cadastro-usuario-externo-com-compra/:idPlano',
    title: 'Cadastro e compra',
    access: 'public',
    implemented: true,
  },
  // Authenticated
  plataforma: {
    name: 'Plataforma',
    path: '/plataforma/:idPlataforma',
    title: 'Plataforma',
    access: 'auth',
    implemented: true,
  },
  home: { name: 'Home', path: '/home', title: 'Início', access: 'auth', implemented: true },
  homeConcurso: {
    name: 'Home Concurso',
    path: '/home-concurso',
    title: 'Início',
    access: 'auth',
    implemented: true,
  },
  simulados: { name: 'Simulados', path: '/simulados', title: 'Questões', access: 'auth', implemented: true },
  questoesConcurso: {
    name: 'Questoes Aprovei Concurso',
    path: '/QuestoesAproveiConcurso',
    title: 'Questões concurso',
    access: 'auth',
    implemented: true,
  },
  simuladoEnare: {
    name: 'Simulado Enare',
    path: '/SimuladoEnare/:idSimulado?',
    title: 'Simulado',
    access: 'auth',
    implemented: true,
  },
  listaSimuladoEnare: {
    name: 'Lista Simulado Enare',
    path: '/lista-simulado-enare',
    title: 'Simulados',
    access: 'auth',
    implemented: true,
  },
  ebook: { name: 'Ebook', path: '/ebook', title: 'Ebook', access: 'auth', implemented: true },
  meusEbooks: {
    name: 'Meus Ebooks',
    path: '/meus-ebooks',
    title: 'Meus e-books',
    access: 'auth',
    implemented: true,
  },
  calculadorasCurriculo: {
    name: 'Calculadoras Curriculo',
    path: '/calculadoras-curriculo',
    title: 'Meu Currículo',
    access: 'auth',
    implemented: true,
  },
  calcularNota: {
    name: 'Calcular Nota',
    path: '/calculadoras-curriculo/calcular-nota',
    title: 'Calcular nota',
    access: 'auth',
    implemented: true,
  },
  configuracoes: {
    name: 'Configuracoes',
    path: '/configuracoes',
    title: 'Dados da conta',
    access: 'auth',
    implemented: true,
  },
  segundoFator: {
    name: 'Verificacao Duas Etapas',
    path: '/configuracoes/verificacao-em-duas-etapas',
    title: 'Verificação em duas etapas',
    access: 'auth',
    implemented: true,
  },
  editarPerfil: {
    name: 'Editar Perfil',
    path: '/configuracoes/editar-perfil',
    title: 'Edição de Usuário',
    access: 'auth',
    implemented: true,
  },
  exerciciosFixacao: {
    name: 'Exercicios Fixacao',
    path: '/exercicios-fixacao',
    title: 'Exercícios de Fixação',
    access: 'auth',
    implemented: true,
  },
  suporte: { name: 'Suporte', path: '/suporte', title: 'Contato', access: 'auth', implemented: true },
  assinaturaPlano: {
    name: 'Assinatura Plano',
    path: '/assinatura-plano/:idPlano?/:arryEbook?',
    title: 'Assinatura do plano',
    access: 'auth',
    implemented: true,
  },
  menuEstatisticas: {
    name: 'Menu Estatisticas',
    path: '/menu-estatisticas',
    title: 'Métricas de questões',
    access: 'auth',
    implemented: true,
  },
  revisoes: {
    name: 'Revisoes',
    path: '/revisoes',
    title: 'Revisões de hoje',
    access: 'auth',
    implemented: true,
  },
  checklist: {
    name: 'Checklist',
    path: '/checklist',
    title: 'Checklist',
    access: 'auth',
    implemented: true,
  },
  questaoAberta: {
    name: 'Questao Aberta',
    path: '/questao-aberta',
    title: 'Questão aberta',
    access: 'auth',
    implemented: true,
  },
  /** Not in the spec (issue 22 §1): an open-question send pack bought on its own ('Comprar mais envios'). */
  comprarEnvios: {
    name: 'Comprar Envios',
    path: '/comprar-envios/:idProduto?',
    title: 'Comprar mais envios',
    access: 'auth',
    implemented: true,
  },
  /** Not in the spec: the teachers' correction queue of the open questions (menu: teachers only). */
  correcoes: {
    name: 'Correcoes',
    path: '/correcoes',
    title: 'Correções',
    access: 'auth',
    implemented: true,
  },
  /** Not in the spec (issue 18 §5): the confirmation every purchase ends on, with its order's summary. */
  pedidoConfirmado: {
    name: 'Pedido Confirmado',
    path: '/pedido/:idFatura',
    title: 'Compra confirmada',
    access: 'auth',
    implemented: true,
  },
  estatisticasSimuladoEnare: {
    name: 'Estatisticas Simulado Enare',
    path: '/estatisticas-simulado-enare/:idSimulado',
    title: 'Estatísticas do simulado',
    access: 'auth',
    implemented: true,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** Name of the payment route, on which the menu and the promotional popup are hidden (spec doc 1 §2.2). */
export const PAYMENT_ROUTE_NAME = ROUTES.assinaturaPlano.name;

/** Routes of a purchase: the promotional popup never covers them (issue 18 §5). */
export const PURCHASE_ROUTE_NAMES: readonly string[] = [PAYMENT_ROUTE_NAME, ROUTES.pedidoConfirmado.name];

/** Marks the confirmation of a buyer who registered in that purchase. */
export const PARAM_CADASTRO_NOVO = 'cadastro';

export function pedidoConfirmadoPath(idFatura: number, cadastroNovo = false): string {
  return cadastroNovo ? `/pedido/${idFatura}?${PARAM_CADASTRO_NOVO}=1` : `/pedido/${idFatura}`;
}

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** What a route carries in its `handle`, read by the document title, the guard and the shell. */
export interface RouteHandle {
  readonly key: RouteKey | 'notFound' | 'admin';
  readonly name: string;
  readonly title: string;
  readonly access: 'public' | 'auth';
}

const matchable = ROUTE_KEYS.map((key) => ({ id: key, path: ROUTES[key].path }));

/** Paths without parameters, straight to their route: the common case, without ranking every route. */
const staticPaths = new Map(
  ROUTE_KEYS.filter((key) => !/[:*]/.test(ROUTES[key].path)).map((key) => [
    ROUTES[key].path.toLowerCase(),
    key,
  ]),
);

/** The route a concrete path (no query) lands on, with React Router's own ranking. */
export function routeKeyForPath(path: string): RouteKey | null {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const exact = staticPaths.get(pathname.toLowerCase().replace(/(.)\/$/, '$1'));
  if (exact) return exact;
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  return last ? (last.route.id as RouteKey) : null;
}

const existing = new Map<string, boolean>();

/**
 * True when the path leads to a route whose real screen exists (the menu shows only those). Remembered
 * per path: matching ranks the whole route table, and the menu asks for each of its items.
 */
export function screenExists(path: string): boolean {
  let exists = existing.get(path);
  if (exists === undefined) {
    const key = routeKeyForPath(path);
    exists = key !== null && ROUTES[key].implemented;
    existing.set(path, exists);
  }
  return exists;
}

/**
 * Accepts only in-app paths as a post-login destination ('/…', never '//host' or '/\host'),
 * so `?redirect=` cannot send the user to another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return null; // control characters
  return value;
}

export function loginPath(redirect?: string): string {
  const target = safeRedirect(redirect);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/** The setup of the two-step sign-in, then back to `redirect` (staff sent there by SEGUNDO_FATOR_NECESSARIO). */
export function segundoFatorPath(redirect?: string): string {
  const target = safeRedirect(redirect);
  const path = ROUTES.segundoFator.path;
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

export function plataformaPath(plataforma: number): string {
  return `/plataforma/${plataforma}`;
}

/** Anchor of the plans section on the public landing. */
export const PLANOS_SECTION_ID = 'planos';
