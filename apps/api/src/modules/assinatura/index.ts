/**
 * The public face of `assinatura`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules"). Contracts are written only here: created by
 * `criarContratacao`, their situation changed by `mudarSituacao` and the functions built on it.
 */
export { pararRenovacoesDoUsuario } from './assinatura.service.ts';
export {
  criarContratacao,
  encerrarPorEstorno,
  type NovaContratacao,
  prometerRenovacoes,
  registrarFalhaRenovacao,
  registrarRenovacao,
} from './contratos.ts';
export {
  concederCortesia,
  contratosDaPessoa,
  encerrarPelaEquipe,
  planosParaCortesia,
} from './cortesia.ts';
export { dadosPessoaisAssinatura } from './dados-pessoais.ts';
export type { EventosDeContratos } from './eventos.ts';
