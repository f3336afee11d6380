/**
 * The public face of `auth`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { authService, revokeUserSessions, sessoesDoSegundoFator } from './auth.service.ts';
export { bloqueioDaConta } from './bloqueio.ts';
export { dadosPessoaisAuth } from './dados-pessoais.ts';
export { entradasDaPessoa } from './entradas-da-pessoa.ts';
