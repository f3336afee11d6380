import {
  COR_DO_PRODUTO,
  MARCA,
  PAGINAS_INDEXAVEIS,
  type PaginaIndexavel,
  TITULO_PLANOS_DA_PLATAFORMA,
  tituloDoDocumento,
} from '@aprovei/shared/pagina-publica/pagina-publica';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import {
  PLATAFORMAS_DO_TENANT,
  type PlataformaId,
  type Tenant,
} from '@aprovei/shared/plataforma/plataforma.rules';
import type { Organization, Product, WithContext } from 'schema-dts';
import type { Empresa } from '../../config/empresa.ts';
import type { Db } from '../../db/client.ts';
import { planosService } from '../planos/index.ts';
import { enderecoDe, pastaDaMarca } from './arquivos.ts';
import type { Metadados } from './cabecalho.ts';

/** Which page a path is: one of the indexable ones (a plan page with its platform), or none. */
export function paginaDoCaminho(
  caminho: string,
  tenant: Tenant,
): { pagina: PaginaIndexavel; plataforma?: PlataformaId } | null {
  const limpo = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
  for (const pagina of Object.values(PAGINAS_INDEXAVEIS)) if (pagina.caminho === limpo) return { pagina };
  const plano = /^\/planos\/(\d+)$/.exec(limpo);
  const plataforma = plano ? (Number(plano[1]) as PlataformaId) : undefined;
  if (plataforma !== undefined && PLATAFORMAS_DO_TENANT[tenant].includes(plataforma))
    return { pagina: PAGINAS_INDEXAVEIS.planos, plataforma };
  return null;
}

const reais = (valor: number) => valor.toFixed(2);

/** schema.org Product with its Offer in BRL, per plan on sale. */
/** Typed by schema-dts: a type or property outside the schema.org vocabulary fails the type check. */
function produtoDoPlano(plano: TPlano, marca: string, imagem: string, url: string): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plano.nomePlano,
    description: plano.descricao || plano.nomePlano,
    image: imagem,
    brand: { '@type': 'Brand', name: marca },
    offers: {
      '@type': 'Offer',
      price: reais(plano.valorPlanoComDesconto),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export interface ContextoDaPagina {
  tenant: Tenant;
  /** The product's public address with its base path, ending with '/'. */
  base: string;
  basePath: string;
  /** The path from the base path on, starting with '/'. */
  caminho: string;
}

/**
 * The head of each page (issue 25 §1): an indexable public page gets its title, description, canonical
 * address, preview and structured data, the plans read from the database on each request (a price
 * changed in the back office shows on the next load); any other page gets the product's name and
 * `noindex`.
 */
export function paginaPublicaService(db: Db, empresa: Empresa) {
  const planos = planosService(db);

  return {
    async metadados({ tenant, base, basePath, caminho }: ContextoDaPagina): Promise<Metadados> {
      const marca = pastaDaMarca(basePath, tenant);
      const comum = {
        marca,
        nomeProduto: MARCA[tenant],
        corTema: COR_DO_PRODUTO[tenant].tema,
        imagem: `${new URL(base).origin}${marca}previa.png`,
        base: basePath,
      };
      const achada = paginaDoCaminho(caminho, tenant);
      if (!achada) {
        return {
          ...comum,
          titulo: MARCA[tenant],
          descricao: PAGINAS_INDEXAVEIS.landing.descricao(tenant),
          canonica: null,
          dadosEstruturados: [],
        };
      }
      const { pagina, plataforma } = achada;
      const canonica = enderecoDe(base, plataforma ? `${pagina.caminho}/${plataforma}` : pagina.caminho);
      const organizacao: WithContext<Organization> = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: MARCA[tenant],
        legalName: empresa.razaoSocial,
        taxID: empresa.cnpj,
        address: empresa.endereco,
        url: base,
        logo: `${new URL(base).origin}${marca}icone-512.png`,
      };
      const comPlanos = pagina === PAGINAS_INDEXAVEIS.landing || pagina === PAGINAS_INDEXAVEIS.planos;
      const vitrine = comPlanos ? await planos.listar(tenant, plataforma, undefined) : [];
      const urlPlanos = enderecoDe(base, PAGINAS_INDEXAVEIS.planos.caminho);
      return {
        ...comum,
        titulo: tituloDoDocumento(
          plataforma ? TITULO_PLANOS_DA_PLATAFORMA[plataforma] : pagina.titulo,
          tenant,
        ),
        descricao: pagina.descricao(tenant),
        canonica,
        dadosEstruturados: [
          organizacao,
          ...vitrine.map((p) => produtoDoPlano(p, MARCA[tenant], comum.imagem, urlPlanos)),
        ],
      };
    },
  };
}
