import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';

/** The only place that reads process.env. Every setting is documented in .env.example. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  ACADEMY_URL: z.string().url().default('https://academy.aprovei.dev'),
  BASE_PATH: z
    .string()
    .default('/')
    .refine((v) => v.startsWith('/') && v.endsWith('/'), 'BASE_PATH deve começar e terminar com /'),
  WEB_DIST_DIR: z.string().default(path.resolve(apiRoot, '../web/dist')),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** PEM files of the certificate (with its chain) and of its key: HTTPS and HTTP/2 served by the process. */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  LOGIN_MAX_FALHAS: z.coerce.number().int().min(1).default(5),
  LOGIN_JANELA_MINUTOS: z.coerce.number().int().min(1).default(15),
  LOGIN_POR_MINUTO: z.coerce.number().int().min(1).default(30),
  CADASTROS_POR_10_MINUTOS: z.coerce.number().int().min(1).default(10),
  RESPOSTAS_POR_MINUTO: z.coerce.number().int().min(1).default(120),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL deve ser smtp://usuario:senha@servidor:587 ou smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Aprovei <nao-responda@aprovei.dev>'),
  /**
   * The first wait, in seconds, before an e-mail the SMTP server refused is sent again (job
   * `enviar-email`): it doubles, with jitter, at each of the EMAIL_RETENTATIVAS retries.
   */
  EMAIL_ESPERA_SEGUNDOS: z.coerce.number().int().min(1).max(3600).default(30),
  EMAIL_RETENTATIVAS: z.coerce.number().int().min(0).max(16).default(8),
  SUPORTE_EMAIL: z.email('SUPORTE_EMAIL deve ser um e-mail válido').default('suporte@aprovei.dev'),
  CAPTCHA_SECRET: z.string().min(32, 'CAPTCHA_SECRET deve ter 32 caracteres ou mais').optional(),
  /** The company behind the products, as the legal texts, the contract and the footer name it. */
  EMPRESA_RAZAO_SOCIAL: z.string().trim().min(3).max(200).default('Aprovei Educação Ltda.'),
  EMPRESA_CNPJ: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidCNPJ, 'EMPRESA_CNPJ deve ser um CNPJ válido (14 dígitos, com ou sem máscara)')
    .default('12345678000195'),
  EMPRESA_ENDERECO: z
    .string()
    .trim()
    .min(10)
    .max(300)
    .default('Avenida Paulista, 1000, sala 101, Bela Vista, São Paulo - SP, CEP 01310-100'),
  /** Public address of the main product (links in documents and e-mails); the medical one adds `med.`. */
  PUBLIC_URL: z
    .url('PUBLIC_URL deve ser um endereço completo, ex.: https://aprovei.com.br')
    .refine((v) => !v.endsWith('/'), 'PUBLIC_URL não deve terminar com /')
    .optional(),
  /** Where consulta-cep looks a CEP up: the bundled table (default, tests), ViaCEP or BrasilAPI. */
  CEP_PROVEDOR: z.enum(['offline', 'viacep', 'brasilapi']).default('offline'),
  /** Base address of the CEP provider (its public address when unset). */
  CEP_BASE_URL: z
    .url('CEP_BASE_URL deve ser um endereço completo')
    .refine((v) => !v.endsWith('/'), 'CEP_BASE_URL não deve terminar com /')
    .optional(),
  /** Payment gateway (apps/api/src/gateways): the in-process sandbox, or Mercado Pago. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'MERCADOPAGO_ACCESS_TOKEN inválido').optional(),
  MERCADOPAGO_BASE_URL: z
    .url('MERCADOPAGO_BASE_URL deve ser um endereço completo')
    .default('https://api.mercadopago.com'),
  /** Mercado Pago's public key: the browser tokenises cards with it (never the access token). */
  MERCADOPAGO_PUBLIC_KEY: z.string().min(10, 'MERCADOPAGO_PUBLIC_KEY inválida').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z
    .string()
    .min(16, 'MERCADOPAGO_WEBHOOK_SECRET deve ter 16 caracteres ou mais')
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(32, 'SANDBOX_WEBHOOK_SECRET deve ter 32 caracteres ou mais')
    .optional(),
  /** Seconds until the sandbox settles a pending card or an unpaid Pix charge (0: at the next poll). */
  SANDBOX_LIQUIDACAO_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(15),
  PIX_EXPIRA_MINUTOS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(30),
  /**
   * Lets PAYMENT_GATEWAY=sandbox run with NODE_ENV=production (a staging copy, a benchmark): without it a
   * production server refuses to start on the sandbox, which takes no real money.
   */
  SANDBOX_EM_PRODUCAO: bool.default(false),
  /**
   * Runs the background jobs (renewals, end of the withdrawal periods, reconciliation: pg-boss, jobs/).
   * Default: on, except under NODE_ENV=test (the tests call the handlers themselves). The delivery of
   * e-mails (with SMTP_URL) runs either way (ADR 017).
   */
  JOBS_ATIVOS: bool.optional(),
  /**
   * Test builds only (NODE_ENV=test): a fault between the gateway's answer to a purchase's charge and our
   * write of it — `erro` throws there (the process goes on), `pausa` waits 5 s there (a `kill -9` lands in
   * the window). The recovery of charges left that way is what the tests check (ADR 018).
   */
  CHECKOUT_FALHA_APOS_COBRANCA: z.enum(['erro', 'pausa']).optional(),
  /** Test builds only: a refund's gateway answer is not booked (throws there); ADR 022. */
  CHECKOUT_FALHA_APOS_ESTORNO: z.enum(['erro']).optional(),
  /** Where files live (apps/api/src/storage): a folder of this machine, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['folder', 's3']).default('folder'),
  /** The folder of FILE_STORAGE=folder (DATA_DIR/arquivos when unset). */
  FILE_STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z
    .url('S3_ENDPOINT deve ser um endereço completo, ex.: https://minio.exemplo.com.br')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET deve ter 3 caracteres ou mais').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /**
   * Sign-in with Google and Facebook (modules/identidade-externa): one OAuth client per product, the
   * medical one in the *_MED_* settings. A provider without its id and secret shows no button there.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_MED_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_MED_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuer whose discovery document is read (a loopback stand-in in tests and `dev:oidc`). */
  GOOGLE_ISSUER: z.url('GOOGLE_ISSUER deve ser um endereço completo').default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_MED_APP_ID: z.string().min(1).optional(),
  FACEBOOK_MED_APP_SECRET: z.string().min(1).optional(),
  /** Facebook's login dialog (authorisation endpoint). */
  FACEBOOK_DIALOG_URL: z
    .url('FACEBOOK_DIALOG_URL deve ser um endereço completo')
    .default('https://www.facebook.com/v23.0/dialog/oauth'),
  /** The Graph API base: `/oauth/access_token` and `/me` under it. */
  FACEBOOK_GRAPH_URL: z
    .url('FACEBOOK_GRAPH_URL deve ser um endereço completo')
    .refine((v) => !v.endsWith('/'), 'FACEBOOK_GRAPH_URL não deve terminar com /')
    .default('https://graph.facebook.com/v23.0'),
  /**
   * The key the TOTP secrets are encrypted with (AES-256-GCM; modules/segundo-fator): 32 characters or more,
   * e.g. `openssl rand -base64 32`. Required in production; development and tests use a fixed one.
   */
  SEGUNDO_FATOR_CHAVE: z.string().min(32, 'SEGUNDO_FATOR_CHAVE deve ter 32 caracteres ou mais').optional(),
  /**
   * The VAPID key pair of web push (modules/notificacoes-push), base64url as `npx web-push
   * generate-vapid-keys` prints it: the public key is the raw P-256 point (65 bytes), the private one its
   * 32-byte scalar. Without them development generates a pair once into DATA_DIR; production and the tests
   * run with push notifications off (config/secrets.ts).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'VAPID_PUBLIC_KEY deve ser a chave pública P-256 em base64url (87 caracteres)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'VAPID_PRIVATE_KEY deve ser a chave privada P-256 em base64url (43 caracteres)',
    )
    .optional(),
  /** Who runs the server, for the push services (`mailto:` or `https:`); mailto:SUPORTE_EMAIL when unset. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT deve ser mailto:e-mail ou um endereço https://')
    .optional(),
});

export type Env = z.infer<typeof ZEnv>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  if (!parsed.data.TLS_CERT_FILE !== !parsed.data.TLS_KEY_FILE) {
    throw new Error('Configuração inválida:\n  TLS_CERT_FILE e TLS_KEY_FILE: informe os dois (ou nenhum).');
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new Error(
      'Configuração inválida:\n  VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: informe as duas (ou nenhuma).',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error('Configuração inválida:\n  JWT_SECRET: obrigatório em produção (32 caracteres ou mais).');
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SMTP_URL) {
    throw new Error(
      'Configuração inválida:\n  SMTP_URL: obrigatório em produção (ex.: smtp://usuario:senha@servidor:587), senão nenhum e-mail seria entregue.',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.CAPTCHA_SECRET) {
    throw new Error(
      'Configuração inválida:\n  CAPTCHA_SECRET: obrigatório em produção (32 caracteres ou mais).',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL) {
    throw new Error(
      'Configuração inválida:\n  PUBLIC_URL: obrigatório em produção (ex.: https://aprovei.com.br), usado nos links de contratos e e-mails.',
    );
  }
  if (
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.PAYMENT_GATEWAY === 'mercadopago' &&
    (!parsed.data.MERCADOPAGO_ACCESS_TOKEN || !parsed.data.MERCADOPAGO_WEBHOOK_SECRET)
  ) {
    throw new Error(
      'Configuração inválida:\n  MERCADOPAGO_ACCESS_TOKEN e MERCADOPAGO_WEBHOOK_SECRET: obrigatórios em produção com PAYMENT_GATEWAY=mercadopago.',
    );
  }
  if (
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.PAYMENT_GATEWAY === 'sandbox' &&
    !parsed.data.SANDBOX_EM_PRODUCAO
  ) {
    throw new Error(
      'Configuração inválida:\n  PAYMENT_GATEWAY: o gateway sandbox não recebe dinheiro de verdade; em produção use PAYMENT_GATEWAY=mercadopago (ou SANDBOX_EM_PRODUCAO=true para uma cópia de homologação).',
    );
  }
  for (const falha of ['CHECKOUT_FALHA_APOS_COBRANCA', 'CHECKOUT_FALHA_APOS_ESTORNO'] as const) {
    if (parsed.data[falha] && parsed.data.NODE_ENV !== 'test')
      throw new Error(`Configuração inválida:\n  ${falha}: só existe nos testes (NODE_ENV=test).`);
  }
  if (
    parsed.data.FILE_STORAGE === 's3' &&
    (!parsed.data.S3_BUCKET || !parsed.data.S3_ACCESS_KEY_ID || !parsed.data.S3_SECRET_ACCESS_KEY)
  ) {
    throw new Error(
      'Configuração inválida:\n  S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: obrigatórios com FILE_STORAGE=s3.',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SEGUNDO_FATOR_CHAVE) {
    throw new Error(
      'Configuração inválida:\n  SEGUNDO_FATOR_CHAVE: obrigatória em produção (32 caracteres ou mais, ex.: openssl rand -base64 32).',
    );
  }
  return parsed.data;
}

/** Outside production, without SEGUNDO_FATOR_CHAVE: a fixed key (the demo's secrets are public anyway). */
export const CHAVE_SEGUNDO_FATOR_DESENVOLVIMENTO = 'chave-de-desenvolvimento-do-segundo-fator-aprovei';

export const chaveDoSegundoFator = (env: Env): string =>
  env.SEGUNDO_FATOR_CHAVE ?? CHAVE_SEGUNDO_FATOR_DESENVOLVIMENTO;

/**
 * The public address of a product: PUBLIC_URL (or http://localhost:PORT in development) with the
 * medical marker `med.` before the host for the medical variant, and the base path.
 */
export function publicUrl(env: Env, tenant: string): string {
  const url = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  if (tenant === 'aprovei-med') url.hostname = `med.${url.hostname}`;
  return `${url.origin}${env.BASE_PATH}`;
}
