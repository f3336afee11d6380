/** Names of the public parameters (GET parametro/listar). No zod here: the landing page imports it. */
export const PARAMETROS = {
  POPUP_POLITICAS_PRIVACIDADE: 'POPUP_POLITICAS_PRIVACIDADE',
  SUPORTE_CONTATO: 'SUPORTE_CONTATO',
  REDES_SOCIAIS: 'REDES_SOCIAIS',
  DESENVOLVIDO_POR: 'DESENVOLVIDO_POR',
  /** The company's data, from the API's configuration (not the parameter table). */
  EMPRESA_RAZAO_SOCIAL: 'EMPRESA_RAZAO_SOCIAL',
  EMPRESA_CNPJ: 'EMPRESA_CNPJ',
  EMPRESA_ENDERECO: 'EMPRESA_ENDERECO',
} as const;
