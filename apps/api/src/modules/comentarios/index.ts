/**
 * The public face of `comentarios`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { comentariosService } from './comentarios.service.ts';
export {
  comentariosQueSaemComOAutor,
  dadosPessoaisComentarios,
  TEXTO_COMENTARIO_REMOVIDO,
} from './dados-pessoais.ts';
