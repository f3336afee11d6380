/**
 * The public face of `ebook`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisEbook } from './dados-pessoais.ts';
export { ebookService } from './ebook.service.ts';
