import { z } from 'zod';

/** Every error the API sends has this body (ARCHITECTURE.md §4, spec doc 1 §8). */
export const ZErroCampo = z.object({ campo: z.string(), mensagem: z.string() });
export const ZErroBody = z.object({
  codigo: z.string(),
  mensagem: z.string(),
  errors: z.array(ZErroCampo).optional(),
});
export type TErroCampo = z.infer<typeof ZErroCampo>;
export type TErroBody = z.infer<typeof ZErroBody>;

export const ERROR_STATUS = {
  VALIDACAO: 400,
  /** The sign-in of an account past its failure limit: send the human check (field captcha) with it. */
  CAPTCHA_NECESSARIO: 400,
  /** The gateway declined the payment: the order is final; trying again is a new order (a new key). */
  PAGAMENTO_RECUSADO: 400,
  TENANT_INVALIDO: 400,
  NAO_AUTENTICADO: 401,
  CREDENCIAIS_INVALIDAS: 401,
  SEM_ACESSO: 401,
  PROIBIDO: 403,
  /** Staff whose session did not pass the second factor (TOTP): set it up or sign in with it. */
  SEGUNDO_FATOR_NECESSARIO: 403,
  NAO_ENCONTRADO: 404,
  CONFLITO: 409,
  ARQUIVO_GRANDE: 413,
  TIPO_NAO_SUPORTADO: 415,
  MUITAS_REQUISICOES: 429,
  ERRO_INTERNO: 500,
  INDISPONIVEL: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly codigo: ErrorCode;
  readonly status: number;
  readonly errors: TErroCampo[] | undefined;
  /** Further fields of the body, for a route whose error response schema lists them. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(codigo: ErrorCode, mensagem: string, errors?: TErroCampo[], extra?: Record<string, unknown>) {
    super(mensagem);
    this.name = 'AppError';
    this.codigo = codigo;
    this.status = ERROR_STATUS[codigo];
    this.errors = errors;
    this.extra = extra;
  }

  toBody(): TErroBody {
    const body = this.errors
      ? { codigo: this.codigo, mensagem: this.message, errors: this.errors }
      : { codigo: this.codigo, mensagem: this.message };
    return this.extra ? { ...this.extra, ...body } : body;
  }
}

export const MENSAGENS = {
  naoAutenticado: 'Você precisa entrar na sua conta para continuar.',
  credenciaisInvalidas: 'CPF, e-mail ou senha incorretos.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  proibido: 'Você não tem permissão para realizar esta operação.',
  segundoFatorNecessario: 'Ative a verificação em duas etapas para usar a área da equipe.',
  naoEncontrado: 'Recurso não encontrado.',
  muitasRequisicoes: 'Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.',
  erroInterno: 'Ocorreu algum erro no servidor.',
  validacao: 'Verifique os campos informados.',
  tenantAusente: 'Informe o cabeçalho X-Tenant com o produto (aprovei ou aprovei-med).',
  tenantDesconhecido: 'Produto desconhecido no cabeçalho X-Tenant. Use aprovei ou aprovei-med.',
  tenantDiferente: 'Esta sessão pertence a outro produto. Entre novamente.',
} as const;
