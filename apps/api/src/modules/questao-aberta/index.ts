/**
 * The public face of `questao-aberta`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisQuestaoAberta } from './dados-pessoais.ts';
export { enviosDaPessoa } from './envios-da-pessoa.ts';
export {
  concederEnviosCortesia,
  concederPacoteComprado,
  enviosExtrasDe,
  revogarPacoteComprado,
} from './pacotes.service.ts';
export {
  apagarArquivos,
  apagarQuestoesAbertasDoUsuario,
  questaoAbertaService,
} from './questao-aberta.service.ts';
