import { PLATAFORMA, type PlataformaId, type Tenant } from '../plataforma/plataforma.rules.ts';

/**
 * The public face of each product (issue 25 §1): its name, colours and the pages a search engine may
 * index, with their titles and descriptions. The server writes them into each page's HTML head; the
 * web's route table and document title use the same titles.
 */

/** The product's name, as the header and the document titles show it. */
export const MARCA: Record<Tenant, string> = { aprovei: 'Aprovei', 'aprovei-med': 'Aprovei Med' };

/** '{title} · Aprovei' (or the product's name alone): every page's document title. */
export const tituloDoDocumento = (titulo: string | undefined, tenant: Tenant): string =>
  titulo ? `${titulo} · ${MARCA[tenant]}` : MARCA[tenant];

/** The product's colour (its first platform's theme, DESIGN.md) for the browser bar and the app icon. */
export const COR_DO_PRODUTO: Record<Tenant, { tema: string; fundo: string }> = {
  aprovei: { tema: '#0b7285', fundo: '#ffffff' },
  'aprovei-med': { tema: '#4c3bcf', fundo: '#ffffff' },
};

/** What each product offers, in one sentence: the description of its home page and of its app. */
export const DESCRICAO_DO_PRODUTO: Record<Tenant, string> = {
  aprovei:
    'Questões comentadas, exercícios de fixação, simulados nacionais com ranking e revisão diária para ' +
    'residências odontológicas e multiprofissionais e para concursos públicos.',
  'aprovei-med':
    'Questões comentadas, exercícios de fixação, simulados nacionais com ranking e revisão diária para ' +
    'as provas de residência médica.',
};

export interface PaginaIndexavel {
  /** The route's path (a plan page adds its platform: /planos/2). */
  caminho: string;
  titulo: string;
  descricao: (tenant: Tenant) => string;
}

/** The public pages of every product, in the sitemap's order. */
export const PAGINAS_INDEXAVEIS = {
  landing: {
    caminho: '/',
    titulo: 'Questões, simulados e materiais de estudo',
    descricao: (tenant) => DESCRICAO_DO_PRODUTO[tenant],
  },
  planos: {
    caminho: '/planos',
    titulo: 'Nossos Planos',
    descricao: (tenant) =>
      `Planos de assinatura do ${MARCA[tenant]}: preços, parcelamento no cartão, Pix e o que cada plano inclui.`,
  },
  termosDeUso: {
    caminho: '/termos-de-uso',
    titulo: 'Termos de Uso',
    descricao: (tenant) => `Termos de Uso do ${MARCA[tenant]}: as regras de uso da plataforma e dos planos.`,
  },
  politicaPrivacidade: {
    caminho: '/politica-de-privacidade',
    titulo: 'Política de Privacidade',
    descricao: (tenant) =>
      `Política de Privacidade do ${MARCA[tenant]}: quais dados pessoais tratamos, por quê e os seus direitos (LGPD).`,
  },
} as const satisfies Record<string, PaginaIndexavel>;

/** The plan page of one platform: /planos/1 (residência), /planos/2 (concursos), /planos/3 (medicina). */
export const caminhoDosPlanos = (plataforma: PlataformaId) =>
  `${PAGINAS_INDEXAVEIS.planos.caminho}/${plataforma}`;

/** The title of a platform's plan page. */
export const TITULO_PLANOS_DA_PLATAFORMA: Record<PlataformaId, string> = {
  [PLATAFORMA.RESIDENCIA]: 'Planos para residências',
  [PLATAFORMA.CONCURSO]: 'Planos para concursos',
  [PLATAFORMA.MEDICINA]: 'Planos para residência médica',
};

/**
 * What robots.txt lets crawlers read: the pages above and the static files, nothing else (the signed-in
 * area, sign-in, checkout and every page added later stay out without a new line here).
 */
export const CAMINHOS_ABERTOS = [
  '/$',
  ...Object.values(PAGINAS_INDEXAVEIS)
    .map((p) => p.caminho)
    .filter((c) => c !== '/'),
  '/assets/',
  '/marca/',
] as const;
