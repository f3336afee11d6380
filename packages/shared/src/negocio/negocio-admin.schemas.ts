/**
 * The back office's business (issue 22 §1–§2, area `negocio`): plans per platform, add-on products (open-
 * question send packs among them) and discount coupons. Money in centavos, like the tables.
 */
import { z } from 'zod';
import { codigoCupomValido, MENSAGENS_CUPOM, normalizarCodigoCupom } from '../assinatura/cupom.rules.ts';
import { zBodyId, zId, zQueryBool, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { TIPOS_ENTREGA } from '../produtos/produtos.rules.ts';

export const MENSAGENS_NEGOCIO = {
  planoNaoEncontrado: 'Plano não encontrado.',
  plataformaNaoEncontrada: 'Plataforma não encontrada para este produto.',
  funcionalidadeNaoEncontrada: 'Funcionalidade não encontrada.',
  valorOriginalMenor: 'O valor original não pode ser menor que o valor cobrado.',
  planoCriado: 'Plano cadastrado.',
  planoSalvo: 'Plano salvo.',
  produtoNaoEncontrado: 'Produto não encontrado.',
  arquivoObrigatorio: 'Envie o arquivo PDF do produto.',
  arquivoTipo: 'O arquivo do produto deve ser um PDF.',
  arquivoGrande: 'O arquivo do produto deve ter até 50 MB.',
  arquivoNaoMultipart: 'Envie o arquivo do produto como formulário com arquivo (multipart/form-data).',
  arquivoCampoDesconhecido: 'Campo desconhecido no formulário do arquivo do produto.',
  arquivoSoDeArquivo: 'Só um produto com arquivo para baixar recebe um arquivo.',
  arquivoTrocado: 'Arquivo do produto trocado.',
  dadosInvalidos: 'Envie os dados do produto no campo dados, em JSON.',
  tipoEntregaFixo: 'O tipo de entrega de um produto não muda depois de cadastrado.',
  enviosObrigatorio: 'Informe quantos envios de questão aberta o pacote libera (de 1 a 1000).',
  produtoCriado: 'Produto cadastrado.',
  produtoSalvo: 'Produto salvo.',
  planoDoProduto: 'Um dos planos escolhidos não existe nesta plataforma.',
  cupomNaoEncontrado: 'Cupom não encontrado.',
  cupomDuplicado: 'Já existe um cupom com este código.',
  valorFixoObrigatorio: 'Informe o valor do desconto.',
  percentualObrigatorio: 'Informe o percentual do desconto (de 0,01% a 100%).',
  planosObrigatorios: 'Escolha ao menos um plano.',
  validadeInvertida: 'O fim da validade deve ser depois do início.',
  cupomCriado: 'Cupom cadastrado.',
  cupomSalvo: 'Cupom salvo.',
} as const;

const zCentavos = (mensagem: string, min = 0) =>
  z.number({ message: mensagem }).int(mensagem).min(min, mensagem).max(100_000_000, mensagem);
const zInteiro = (mensagem: string, min: number, max: number) =>
  z.number({ message: mensagem }).int(mensagem).min(min, mensagem).max(max, mensagem);
const zNome = (mensagem: string, max: number) =>
  zTexto({ message: mensagem }).trim().min(1, mensagem).max(max, mensagem);

// Plans

export const ZPlanoForm = z
  .object({
    /** Null: every platform of the product. */
    plataformaId: zBodyId('Plataforma inválida.').nullable(),
    nomePlano: zNome('Informe o nome do plano (até 80 caracteres).', 80),
    descricao: zNome('Informe a descrição do plano (até 300 caracteres).', 300),
    descricaoDetalhada: zTexto()
      .trim()
      .max(4000, 'A descrição detalhada tem até 4000 caracteres.')
      .default(''),
    valorIntegralCentavos: zCentavos('Valor do plano inválido.'),
    valorOriginalCentavos: zCentavos('Valor original inválido.'),
    mensagemDesconto: zTexto().trim().max(120, 'A mensagem de desconto tem até 120 caracteres.').nullable(),
    /** Interest-free instalments from 1x up to this. */
    maxParcelas: zInteiro('Parcelas: de 1 a 24.', 1, 24),
    duracaoMeses: zInteiro('Duração: de 1 a 60 meses.', 1, 60),
    funcionalidadesIds: z.array(zBodyId('Funcionalidade inválida.')).max(50),
    ordem: zInteiro('Ordem: de 0 a 1000.', 0, 1000),
    ehDestaque: z.boolean(),
    /** 'P': the national-exam type that skips the active-plan check (spec doc 2 §4). */
    tipoPlano: z.enum(['N', 'P'], { message: 'Tipo de plano inválido.' }),
    planoEnare: z.boolean(),
    acessoCompleto: z.boolean(),
    enviosQuestaoAberta: zInteiro('Envios de questão aberta: de 0 a 1000.', 0, 1000),
    /** False: retired — no longer sold, still valid (and renewed) for who holds it. */
    ativo: z.boolean(),
  })
  .refine((p) => p.valorOriginalCentavos >= p.valorIntegralCentavos, {
    path: ['valorOriginalCentavos'],
    message: MENSAGENS_NEGOCIO.valorOriginalMenor,
  });
export type TPlanoForm = z.input<typeof ZPlanoForm>;
export type TPlanoFormSaida = z.output<typeof ZPlanoForm>;

export const ZBuscaPlanosAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  plataformaId: zId('Plataforma inválida.').optional(),
  ativo: zQueryBool().optional(),
  ordem: z
    .enum(['ordem', 'nomePlano', 'valorIntegralCentavos'], { message: 'Ordem inválida.' })
    .default('ordem'),
});
export type TBuscaPlanosAdmin = z.infer<typeof ZBuscaPlanosAdmin>;

export const ZPlanoAdmin = z.object({
  id: z.number(),
  nomePlano: z.string(),
  plataformaId: z.number().nullable(),
  plataforma: z.string().nullable(),
  valorIntegralCentavos: z.number(),
  maxParcelas: z.number(),
  duracaoMeses: z.number(),
  ordem: z.number(),
  ehDestaque: z.boolean(),
  tipoPlano: z.enum(['N', 'P']),
  ativo: z.boolean(),
  /** Contracts of it that give access now. */
  assinantes: z.number(),
});
export type TPlanoAdmin = z.infer<typeof ZPlanoAdmin>;
export const ZPaginaPlanosAdmin = zPaginaDe(ZPlanoAdmin);

/** One plan to edit: the form's fields as stored. */
export const ZPlanoAdminDetalhe = z.object({
  id: z.number(),
  plataformaId: z.number().nullable(),
  nomePlano: z.string(),
  descricao: z.string(),
  descricaoDetalhada: z.string(),
  valorIntegralCentavos: z.number(),
  valorOriginalCentavos: z.number(),
  mensagemDesconto: z.string().nullable(),
  maxParcelas: z.number(),
  duracaoMeses: z.number(),
  funcionalidadesIds: z.array(z.number()),
  ordem: z.number(),
  ehDestaque: z.boolean(),
  tipoPlano: z.enum(['N', 'P']),
  planoEnare: z.boolean(),
  acessoCompleto: z.boolean(),
  enviosQuestaoAberta: z.number(),
  ativo: z.boolean(),
});
export type TPlanoAdminDetalhe = z.infer<typeof ZPlanoAdminDetalhe>;

/** What the plan form chooses from: the product's platforms and the plan features. */
export const ZOpcoesPlano = z.object({
  plataformas: z.array(z.object({ id: z.number(), nome: z.string() })),
  funcionalidades: z.array(z.object({ id: z.number(), nome: z.string() })),
});
export type TOpcoesPlano = z.infer<typeof ZOpcoesPlano>;

// Add-on products

/** The file of an ARQUIVO product: a PDF (by its first bytes) of at most this size. */
export const PRODUTO_ARQUIVO_MAX_BYTES = 50 * 1024 * 1024;

export const ZProdutoForm = z
  .object({
    nomeProduto: zNome('Informe o nome do produto (até 80 caracteres).', 80),
    descricao: zTexto().trim().max(500, 'A descrição tem até 500 caracteres.').default(''),
    valorCentavos: zCentavos('Valor do produto inválido.'),
    duracaoMeses: zInteiro('Duração: de 1 a 60 meses.', 1, 60),
    ativo: z.boolean(),
    tipoEntrega: z.enum(TIPOS_ENTREGA, { message: 'Tipo de entrega inválido.' }),
    /** ENVIOS_QUESTAO_ABERTA: the sends the pack grants once paid. */
    enviosQuestaoAberta: z.number().nullable().default(null),
    /** SERVICO: e-mailed once paid. */
    instrucoes: zTexto().trim().max(4000, 'As instruções têm até 4000 caracteres.').default(''),
    /** The plans it is offered with at checkout (and whose holders may buy it on its own); none: every plan. */
    idsPlanos: z
      .array(zBodyId(MENSAGENS_NEGOCIO.planoDoProduto))
      .max(200, MENSAGENS_NEGOCIO.planoDoProduto)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .default([]),
  })
  .superRefine((p, ctx) => {
    const envios = p.enviosQuestaoAberta;
    const enviosOk = envios !== null && Number.isInteger(envios) && envios >= 1 && envios <= 1000;
    if (p.tipoEntrega === 'ENVIOS_QUESTAO_ABERTA' && !enviosOk)
      ctx.addIssue({
        code: 'custom',
        path: ['enviosQuestaoAberta'],
        message: MENSAGENS_NEGOCIO.enviosObrigatorio,
      });
  })
  .transform((p) => ({
    ...p,
    enviosQuestaoAberta: p.tipoEntrega === 'ENVIOS_QUESTAO_ABERTA' ? p.enviosQuestaoAberta : null,
  }));
export type TProdutoForm = z.input<typeof ZProdutoForm>;
export type TProdutoFormSaida = z.output<typeof ZProdutoForm>;

export const ZBuscaProdutosAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  ativo: zQueryBool().optional(),
  ordem: z.enum(['nomeProduto', 'valorCentavos', 'id'], { message: 'Ordem inválida.' }).default('id'),
});
export type TBuscaProdutosAdmin = z.infer<typeof ZBuscaProdutosAdmin>;

export const ZProdutoAdmin = z.object({
  id: z.number(),
  nomeProduto: z.string(),
  descricao: z.string(),
  valorCentavos: z.number(),
  duracaoMeses: z.number(),
  ativo: z.boolean(),
  tipoEntrega: z.enum(TIPOS_ENTREGA),
  enviosQuestaoAberta: z.number().nullable(),
  instrucoes: z.string(),
  arquivoNome: z.string().nullable(),
  /** The plans it is offered with (empty: every plan of the platform). */
  idsPlanos: z.array(z.number()),
  /** Paid purchases of it. */
  vendas: z.number(),
});
export type TProdutoAdmin = z.infer<typeof ZProdutoAdmin>;
export const ZPaginaProdutosAdmin = zPaginaDe(ZProdutoAdmin);

// Coupons

export const ESCOPOS_CUPOM = ['AMBOS', 'PLANOS', 'EBOOKS'] as const;
export type EscopoCupom = (typeof ESCOPOS_CUPOM)[number];
export const NOME_ESCOPO_CUPOM: Record<EscopoCupom, string> = {
  AMBOS: 'Planos e e-books',
  PLANOS: 'Planos escolhidos',
  EBOOKS: 'Somente e-books',
};

/** The table's `ids_planos` from the scope: null every plan and e-books, [] e-books only, else those plans. */
export function idsPlanosDoEscopo(escopo: EscopoCupom, idsPlanos: number[]): number[] | null {
  if (escopo === 'AMBOS') return null;
  return escopo === 'EBOOKS' ? [] : idsPlanos;
}
export function escopoDosIdsPlanos(idsPlanos: readonly number[] | null): EscopoCupom {
  if (idsPlanos === null) return 'AMBOS';
  return idsPlanos.length === 0 ? 'EBOOKS' : 'PLANOS';
}

const zLimite = (mensagem: string) => zInteiro(mensagem, 1, 1_000_000).nullable();
const zInstante = (mensagem: string) => z.iso.datetime({ offset: true, message: mensagem });

export const ZCupomForm = z
  .object({
    /** Normalised as the checkout's field does (uppercase, single spaces), then checked. */
    codigo: zTexto({ message: MENSAGENS_CUPOM.codigoAusente })
      .transform(normalizarCodigoCupom)
      .refine((c) => c.length > 0, MENSAGENS_CUPOM.codigoAusente)
      .refine(codigoCupomValido, MENSAGENS_CUPOM.codigoInvalido),
    tipo: z.enum(['VALOR_FIXO', 'PERCENTUAL'], { message: 'Tipo de desconto inválido.' }),
    valorCentavos: z.number().nullable().default(null),
    /** Basis points: 1000 = 10 %. */
    pontosBase: z.number().nullable().default(null),
    escopo: z.enum(ESCOPOS_CUPOM, { message: 'Escopo inválido.' }),
    idsPlanos: z.array(zBodyId('Plano inválido.')).max(100).default([]),
    validoDe: zInstante('Início da validade inválido.'),
    validoAte: zInstante('Fim da validade inválido.').nullable(),
    limiteUsos: zLimite('Limite de usos: de 1 a 1.000.000, ou sem limite.'),
    limiteUsosPorCpf: zLimite('Limite por CPF: de 1 a 1.000.000, ou sem limite.'),
  })
  .superRefine((c, ctx) => {
    const falha = (campo: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [campo], message });
    const inteiro = (v: number | null, min: number, max: number) =>
      v !== null && Number.isInteger(v) && v >= min && v <= max;
    if (c.tipo === 'VALOR_FIXO' && !inteiro(c.valorCentavos, 1, 100_000_000))
      falha('valorCentavos', MENSAGENS_NEGOCIO.valorFixoObrigatorio);
    if (c.tipo === 'PERCENTUAL' && !inteiro(c.pontosBase, 1, 10_000))
      falha('pontosBase', MENSAGENS_NEGOCIO.percentualObrigatorio);
    if (c.escopo === 'PLANOS' && c.idsPlanos.length === 0)
      falha('idsPlanos', MENSAGENS_NEGOCIO.planosObrigatorios);
    if (c.validoAte && Date.parse(c.validoAte) <= Date.parse(c.validoDe))
      falha('validoAte', MENSAGENS_NEGOCIO.validadeInvertida);
  })
  .transform((c) => ({
    ...c,
    valorCentavos: c.tipo === 'VALOR_FIXO' ? c.valorCentavos : null,
    pontosBase: c.tipo === 'PERCENTUAL' ? c.pontosBase : null,
    idsPlanos: idsPlanosDoEscopo(c.escopo, [...new Set(c.idsPlanos)]),
  }));
export type TCupomForm = z.input<typeof ZCupomForm>;
export type TCupomFormSaida = z.output<typeof ZCupomForm>;

export const ZBuscaCuponsAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(60, 'Busca longa demais.').optional(),
  ordem: z.enum(['codigo', 'validoDe', 'usos'], { message: 'Ordem inválida.' }).default('validoDe'),
});
export type TBuscaCuponsAdmin = z.infer<typeof ZBuscaCuponsAdmin>;

export const ZCupomAdmin = z.object({
  id: z.number(),
  codigo: z.string(),
  tipo: z.enum(['VALOR_FIXO', 'PERCENTUAL']),
  valorCentavos: z.number().nullable(),
  pontosBase: z.number().nullable(),
  escopo: z.enum(ESCOPOS_CUPOM),
  idsPlanos: z.array(z.number()),
  validoDe: z.string(),
  validoAte: z.string().nullable(),
  limiteUsos: z.number().nullable(),
  limiteUsosPorCpf: z.number().nullable(),
  /** Uses that count against the limits (paid orders, and Pix orders still waiting). */
  usos: z.number(),
});
export type TCupomAdmin = z.infer<typeof ZCupomAdmin>;
export const ZPaginaCuponsAdmin = zPaginaDe(ZCupomAdmin);

export const ZBuscaUsosCupom = ZPaginaAdmin.extend({
  ordem: z.enum(['criadoEm'], { message: 'Ordem inválida.' }).default('criadoEm'),
});
export type TBuscaUsosCupom = z.infer<typeof ZBuscaUsosCupom>;

/** One order that carried the coupon; the CPF masked, as every staff list shows it. */
export const ZUsoCupom = z.object({
  pedidoId: z.number(),
  criadoEm: z.string(),
  comprador: z.string(),
  cpf: z.string(),
  status: z.string(),
  plano: z.string().nullable(),
  descontoCentavos: z.number(),
  valorTotalCentavos: z.number(),
});
export type TUsoCupom = z.infer<typeof ZUsoCupom>;
export const ZPaginaUsosCupom = zPaginaDe(ZUsoCupom);

export const ZIdPlanoAdmin = z.object({ id: zId('Plano inválido.') });
export const ZIdProdutoAdmin = z.object({ id: zId('Produto inválido.') });
export const ZIdCupomAdmin = z.object({ id: zId('Cupom inválido.') });
export const ZCriado = z.object({ id: z.number() });

// A coupon's validity as the form picks it: whole days in Brazil's time (no daylight saving since 2019).
const DIA_BRASIL = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** 'AAAA-MM-DD' → the first instant of that day in Brazil. */
export const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00-03:00`).toISOString();
/** 'AAAA-MM-DD' → the last instant of that day in Brazil. */
export const fimDoDia = (dia: string) => new Date(`${dia}T23:59:59.999-03:00`).toISOString();
/** An instant → its day in Brazil, 'AAAA-MM-DD'. */
export const diaNoBrasil = (instante: string | Date) => DIA_BRASIL.format(new Date(instante));
