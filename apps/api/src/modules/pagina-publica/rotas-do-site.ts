import { isMedicalAddress, type Tenant, tenantFor } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { empresaDe } from '../../config/empresa.ts';
import { publicUrl } from '../../config/env.ts';
import { manifesto, robotsTxt, sitemapXml } from './arquivos.ts';
import { cabecalhoHtml } from './cabecalho.ts';
import { paginaDoCaminho, paginaPublicaService } from './pagina-publica.service.ts';
import { renderizadorDePaginas } from './renderizacao.ts';

/** A page request names no X-Tenant: its product is the address's, `med.` for Aprovei Med (as the web's). */
const tenantDoEndereco = (request: FastifyRequest): Tenant =>
  tenantFor(isMedicalAddress(request.host, 'med.'));

/**
 * What crawlers and browsers ask a product's address for besides the app (issue 25 §1–2): robots.txt,
 * sitemap.xml and the web app manifest, each for the product of the address; and, for the web app's
 * pages, the head of each page's HTML (`cabecalhoDaPagina`, used by the SPA plugin) and the public
 * pages' content (`corpoDaPagina`). Not a `.routes.ts`:
 * these addresses are the site's, outside /api, which docs/api-index.md lists.
 */
export function paginaPublica(app: FastifyInstance) {
  const basePath = app.env.BASE_PATH;
  const service = paginaPublicaService(app.database.db, empresaDe(app.env));
  const base = (tenant: Tenant) => publicUrl(app.env, tenant);

  async function modulo(api: FastifyInstance) {
    const semDocs = { schema: { hide: true } };
    api.get(`${basePath}robots.txt`, semDocs, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(base(tenantDoEndereco(request)), basePath)),
    );
    api.get(`${basePath}sitemap.xml`, semDocs, async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(sitemapXml(base(tenantDoEndereco(request)), tenantDoEndereco(request))),
    );
    api.get(`${basePath}manifest.webmanifest`, semDocs, async (request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(manifesto(tenantDoEndereco(request), basePath))),
    );
  }

  async function cabecalhoDaPagina(request: FastifyRequest, caminho: string): Promise<string> {
    const tenant = tenantDoEndereco(request);
    return cabecalhoHtml(await service.metadados({ tenant, base: base(tenant), basePath, caminho }));
  }

  // The public pages' content comes rendered too; every other page is the app alone.
  const renderizador = renderizadorDePaginas(app);
  async function corpoDaPagina(request: FastifyRequest, caminho: string) {
    const tenant = tenantDoEndereco(request);
    if (!paginaDoCaminho(caminho, tenant)) return undefined;
    return renderizador.renderizar(request, `${tenant}|${caminho}`, caminho);
  }

  return { modulo, cabecalhoDaPagina, corpoDaPagina };
}
