/**
 * The public face of `acesso`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export {
  type Acesso,
  acessoService,
  type ConsultaExtra,
  type EscopoEstudo,
  escopoDe,
} from './acesso.service.ts';
