/**
 * The public face of `pagina-publica`: robots.txt, sitemap.xml, the manifest and each page's head
 * (docs/architecture.md, "Dependency rules").
 */
export { paginaPublica } from './rotas-do-site.ts';
