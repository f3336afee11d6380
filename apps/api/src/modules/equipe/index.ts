/**
 * The public face of `equipe` (the back office's staff): the guard every back-office route starts from,
 * and the audit log every back-office write goes to (docs/architecture.md, "Dependency rules").
 */
export { auditar, type Registro } from './auditoria.ts';
export { dadosPessoaisEquipe } from './dados-pessoais.ts';
export {
  type Autor,
  autorDe,
  exigirSegundoFator,
  opcoesDaEquipe,
  repeticaoJaAuditada,
  rotaDaEquipe,
  segundoFatorDaEquipe,
  tagDaArea,
  vigiarAuditoria,
} from './guarda.ts';
