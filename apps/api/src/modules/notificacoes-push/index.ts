/**
 * The public face of `notificacoes-push` (web push, issue 25 §2): the other modules send a person's
 * devices a notification with `avisar` (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisNotificacoesPush } from './dados-pessoais.ts';
export type { NotificacoesPush } from './notificacoes-push.service.ts';
