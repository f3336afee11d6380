/**
 * The public face of `assinatura`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { pararRenovacoesDoUsuario } from './assinatura.service.ts';
