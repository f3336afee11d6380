import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { plataforma, tenant } from './plataforma.ts';

/** Plan features ('Simulados inéditos', 'Calculadora de currículo', …). */
export const funcionalidade = pgTable('funcionalidade', {
  id: serial().primaryKey(),
  nome: text().notNull().unique(),
  descricao: text().notNull(),
  icone: text().notNull(),
});

/**
 * Subscription plans (spec doc 2 §3). Money in centavos. tenantId and plataformaId null mean the plan
 * applies to every tenant/platform (plan 5, ESTAGIARIO).
 */
export const plano = pgTable(
  'plano',
  {
    id: serial().primaryKey(),
    tenantId: text().references(() => tenant.id),
    plataformaId: integer().references(() => plataforma.id),
    nomePlano: text().notNull(),
    descricao: text().notNull(),
    descricaoDetalhada: text().notNull().default(''),
    valorIntegralCentavos: integer().notNull(),
    valorOriginalCentavos: integer().notNull(),
    mensagemDesconto: text(),
    ehDestaque: boolean().notNull().default(false),
    ordem: integer().notNull().default(0),
    /** 'P' is the special type that skips the active-plan check; 'N' the ordinary one. */
    tipoPlano: text().notNull().default('N'),
    /** Gives full access to the study features of its platform. */
    acessoCompleto: boolean().notNull().default(true),
    /** A national-exam (ENARE/FUVEST) mock-exam plan. */
    planoEnare: boolean().notNull().default(false),
    /** Months of access per period. */
    duracaoMeses: integer().notNull().default(12),
    /** Open-question answers a contract of this plan may send (ADR 013); packs add more. */
    enviosQuestaoAberta: integer().notNull().default(0),
    ativo: boolean().notNull().default(true),
  },
  (t) => [
    check('plano_tipo_ck', sql`${t.tipoPlano} in ('N', 'P')`),
    check('plano_valor_ck', sql`${t.valorIntegralCentavos} >= 0 and ${t.valorOriginalCentavos} >= 0`),
  ],
);

export const planoFuncionalidade = pgTable(
  'plano_funcionalidade',
  {
    planoId: integer()
      .notNull()
      .references(() => plano.id, { onDelete: 'cascade' }),
    funcionalidadeId: integer()
      .notNull()
      .references(() => funcionalidade.id),
  },
  (t) => [primaryKey({ columns: [t.planoId, t.funcionalidadeId] })],
);

/** Interest-free instalment options of a plan. */
export const planoParcela = pgTable(
  'plano_parcela',
  {
    planoId: integer()
      .notNull()
      .references(() => plano.id, { onDelete: 'cascade' }),
    qtdParcela: integer().notNull(),
    valorParceladoCentavos: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planoId, t.qtdParcela] }),
    check('plano_parcela_qtd_ck', sql`${t.qtdParcela} between 1 and 24`),
  ],
);

/** A user's contract of a plan. situacaoCodigo follows SITUACAO_CONTRATACAO (packages/shared). */
export const contratacao = pgTable(
  'contratacao',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    planoId: integer()
      .notNull()
      .references(() => plano.id),
    situacaoCodigo: integer().notNull(),
    metodoPagamento: text(),
    dataInicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dataValidadeAssinatura: timestamp({ withTimezone: true }).notNull(),
    /** Renews automatically by card; never for Pix. */
    renovacaoAutomatica: boolean().notNull().default(false),
    valorPagoCentavos: integer().notNull().default(0),
    /** Renewal charges of the current period that failed on every card (modules/checkout/renovacao.service.ts). */
    tentativasRenovacao: integer().notNull().default(0),
    /** When the next renewal attempt is due; null: one day before dataValidadeAssinatura. */
    proximaTentativaRenovacao: timestamp({ withTimezone: true }),
    canceladaEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contratacao_usuario_idx').on(t.usuarioId, t.dataInicio),
    index('contratacao_renovacao_idx').on(t.dataValidadeAssinatura).where(sql`${t.renovacaoAutomatica}`),
    check('contratacao_situacao_ck', sql`${t.situacaoCodigo} between 1 and 6`),
    check(
      'contratacao_metodo_ck',
      sql`${t.metodoPagamento} is null or ${t.metodoPagamento} in ('CARTAO_CREDITO', 'PIX')`,
    ),
    check(
      'contratacao_renovacao_pix_ck',
      sql`not (${t.renovacaoAutomatica} and ${t.metodoPagamento} = 'PIX')`,
    ),
  ],
);

/**
 * Add-on products sold with a plan; shown under 'Meus Produtos'. Each says how it is delivered once the
 * order that bought it is paid (`tipoEntrega`, packages/shared produtos.rules; modules/produtos):
 * ARQUIVO, the file under `arquivoChave` in the file storage, downloaded as `arquivoNome`;
 * ENVIOS_QUESTAO_ABERTA, `enviosQuestaoAberta` extra open-question sends; SERVICO, `instrucoes` e-mailed.
 */
export const produto = pgTable(
  'produto',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    nomeProduto: text().notNull(),
    descricao: text().notNull().default(''),
    valorCentavos: integer().notNull(),
    duracaoMeses: integer().notNull().default(12),
    ativo: boolean().notNull().default(true),
    tipoEntrega: text().notNull().default('SERVICO'),
    arquivoChave: text(),
    arquivoNome: text(),
    enviosQuestaoAberta: integer(),
    instrucoes: text().notNull().default(''),
  },
  (t) => [
    check('produto_valor_ck', sql`${t.valorCentavos} >= 0`),
    check('produto_entrega_ck', sql`${t.tipoEntrega} in ('ARQUIVO', 'ENVIOS_QUESTAO_ABERTA', 'SERVICO')`),
    check(
      'produto_entrega_arquivo_ck',
      sql`(${t.tipoEntrega} = 'ARQUIVO') = (${t.arquivoChave} is not null and ${t.arquivoNome} is not null)`,
    ),
    check(
      'produto_entrega_envios_ck',
      sql`(${t.tipoEntrega} = 'ENVIOS_QUESTAO_ABERTA') = (coalesce(${t.enviosQuestaoAberta}, 0) > 0)`,
    ),
  ],
);

/**
 * The plans an add-on product is offered with at checkout (issue 22 §1): a product with no row here is
 * offered with every plan of its tenant; with rows, only with those plans (and bought on its own only
 * by holders of one of them).
 */
export const produtoPlano = pgTable(
  'produto_plano',
  {
    produtoId: integer()
      .notNull()
      .references(() => produto.id),
    planoId: integer()
      .notNull()
      .references(() => plano.id),
  },
  (t) => [primaryKey({ columns: [t.produtoId, t.planoId] }), index('produto_plano_plano_idx').on(t.planoId)],
);

/** A product bought together with a contract. */
export const produtoComprado = pgTable(
  'produto_comprado',
  {
    id: serial().primaryKey(),
    contratacaoId: integer()
      .notNull()
      .references(() => contratacao.id),
    produtoId: integer()
      .notNull()
      .references(() => produto.id),
    dataInicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dataValidadeAssinatura: timestamp({ withTimezone: true }).notNull(),
    valorPagoCentavos: integer().notNull().default(0),
    /** A service's instructions: when their e-mail went out (null: not yet, or not a service). */
    instrucoesEnviadasEm: timestamp({ withTimezone: true }),
  },
  (t) => [index('produto_comprado_contratacao_idx').on(t.contratacaoId)],
);
