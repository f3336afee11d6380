import { z } from 'zod';
import { MAX_INT, zBodyId, zId, zTexto } from '../common.schemas.ts';

/**
 * The landing page's public content as the back office edits it (issue 22 §3): feature cards, approved
 * students and counters per product, each with its order and a visible flag.
 */
export const TIPOS_ITEM_LANDING = ['DESTAQUE', 'APROVADO', 'CONTADOR'] as const;
export type TipoItemLanding = (typeof TIPOS_ITEM_LANDING)[number];

/** The icons a feature card may have (the landing draws each one). */
export const ICONES_DESTAQUE = ['questoes', 'fixacao', 'simulados', 'metricas', 'abertas'] as const;
export type IconeDestaque = (typeof ICONES_DESTAQUE)[number];
export const NOME_ICONE: Record<IconeDestaque, string> = {
  questoes: 'Livro (questões)',
  fixacao: 'Visto (fixação)',
  simulados: 'Troféu (simulados)',
  metricas: 'Gráfico (métricas)',
  abertas: 'Documento (questões abertas)',
};

export const MENSAGENS_CONTEUDO_PUBLICO = {
  itemNaoEncontrado: 'Item não encontrado.',
  tipoInvalido: 'Tipo de item inválido.',
  tipoNaoMuda: 'O tipo do item não pode ser alterado.',
  ordemIncompleta: 'A nova ordem deve trazer todos os itens da lista, cada um uma vez.',
  depoimentoNaoEncontrado: 'Depoimento não encontrado.',
  divulgacaoNaoEncontrada: 'Divulgação não encontrada.',
  plataformaNaoEncontrada: 'Plataforma não encontrada para este produto.',
  imagemInvalida: 'A imagem deve ser enviada pela plataforma (botão Enviar imagem).',
  linkInvalido: 'Link inválido: use um endereço da plataforma (como /planos) ou um endereço https://.',
  fimAntesDoInicio: 'O fim deve ser depois do início.',
  contadorInvertido: 'O valor final deve ser maior que o inicial.',
  salvo: 'Alterações salvas.',
  excluido: 'Item excluído.',
} as const;
const M = MENSAGENS_CONTEUDO_PUBLICO;

const zInteiro = (mensagem: string, min: number, max: number) =>
  z.number({ message: mensagem }).int(mensagem).min(min, mensagem).max(max, mensagem);

export const ZDestaque = z.object({
  titulo: zTexto({ message: 'Informe o título.' })
    .trim()
    .min(1, 'Informe o título.')
    .max(80, 'Título muito longo.'),
  texto: zTexto({ message: 'Informe o texto.' })
    .trim()
    .min(1, 'Informe o texto.')
    .max(300, 'Texto muito longo.'),
  icone: z.enum(ICONES_DESTAQUE, { message: 'Ícone inválido.' }),
});
export type TDestaque = z.infer<typeof ZDestaque>;

export const ZAprovado = z.object({
  nome: zTexto({ message: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(120, 'Nome muito longo.'),
  aprovacao: zTexto({ message: 'Informe a aprovação.' })
    .trim()
    .min(1, 'Informe a aprovação.')
    .max(200, 'Aprovação muito longa.'),
  ano: zInteiro('Ano inválido: de 1950 a 2100.', 1950, 2100),
});
export type TAprovado = z.infer<typeof ZAprovado>;

/** An animated counter: from `inicio` to `fim` by `passo` every `intervaloMs`; `agrupar`: thousands dots. */
export const ZContador = z
  .object({
    rotulo: zTexto({ message: 'Informe o rótulo.' })
      .trim()
      .min(1, 'Informe o rótulo.')
      .max(80, 'Rótulo muito longo.'),
    inicio: zInteiro('Valor inicial inválido.', 0, 1_000_000_000),
    fim: zInteiro('Valor final inválido.', 1, 1_000_000_000),
    passo: zInteiro('Passo inválido: de 1 a 1.000.000.', 1, 1_000_000),
    intervaloMs: zInteiro('Intervalo inválido: de 1 a 5.000 ms.', 1, 5000),
    prefixo: zTexto({ message: 'Prefixo inválido.' }).trim().max(3, 'Prefixo: até 3 caracteres.'),
    agrupar: z.boolean({ message: 'Informe se agrupa os milhares.' }),
  })
  .refine((c) => !(c.fim <= c.inicio), { message: M.contadorInvertido, path: ['fim'] });
export type TContador = z.infer<typeof ZContador>;

const zVisivel = z.boolean({ message: 'Informe se o item aparece na página.' }).default(true);

/** A feature card, an approved student or a counter, as the back office sends it. */
export const ZItemLandingForm = z.discriminatedUnion(
  'tipo',
  [
    z.object({ tipo: z.literal('DESTAQUE'), dados: ZDestaque, visivel: zVisivel }),
    z.object({ tipo: z.literal('APROVADO'), dados: ZAprovado, visivel: zVisivel }),
    z.object({ tipo: z.literal('CONTADOR'), dados: ZContador, visivel: zVisivel }),
  ],
  { error: M.tipoInvalido },
);
export type TItemLandingForm = z.input<typeof ZItemLandingForm>;
export type TItemLandingFormSaida = z.output<typeof ZItemLandingForm>;

const base = { id: z.number().int(), ordem: z.number().int(), visivel: z.boolean() };
export const ZItemLanding = z.discriminatedUnion('tipo', [
  z.object({ ...base, tipo: z.literal('DESTAQUE'), dados: ZDestaque }),
  z.object({ ...base, tipo: z.literal('APROVADO'), dados: ZAprovado }),
  z.object({ ...base, tipo: z.literal('CONTADOR'), dados: ZContador }),
]);
export type TItemLanding = z.infer<typeof ZItemLanding>;

export const ZTipoItemLanding = z.object({
  tipo: z.enum(TIPOS_ITEM_LANDING, { message: M.tipoInvalido }),
});

export const ZIdConteudo = z.object({ id: zId('Identificador inválido.') });

/** A list's new order: every id of the list, once, first shown first. */
export const ZNovaOrdem = z.object({
  ids: z
    .array(zBodyId('Identificador inválido.'), { message: M.ordemIncompleta })
    .min(1, M.ordemIncompleta)
    .max(500, 'Itens demais.'),
});
export const ZNovaOrdemLanding = ZNovaOrdem.extend(ZTipoItemLanding.shape);

/** What the public landing shows: the visible items of the product, in their order. */
export const ZConteudoLanding = z.object({
  destaques: z.array(ZDestaque.extend({ id: z.number().int() })),
  aprovados: z.array(ZAprovado.extend({ id: z.number().int() })),
  contadores: z.array(ZContador.extend({ id: z.number().int() })),
});
export type TConteudoLanding = z.infer<typeof ZConteudoLanding>;

// Testimonials (table depoimento, module depoimentos).

export const ZDepoimentoForm = z.object({
  nome: zTexto({ message: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(120, 'Nome muito longo.'),
  cargo: zTexto({ message: 'Informe o cargo.' })
    .trim()
    .min(1, 'Informe o cargo.')
    .max(160, 'Cargo muito longo.'),
  depoimento: zTexto({ message: 'Informe o depoimento.' })
    .trim()
    .min(1, 'Informe o depoimento.')
    .max(1000, 'Depoimento muito longo.'),
  /** Shown on every product (true) or only on this one. */
  todosOsProdutos: z.boolean({ message: 'Informe onde o depoimento aparece.' }).default(false),
  visivel: zVisivel,
});
export type TDepoimentoForm = z.input<typeof ZDepoimentoForm>;
export type TDepoimentoFormSaida = z.output<typeof ZDepoimentoForm>;

export const ZDepoimentoAdmin = z.object({
  id: z.number().int(),
  nome: z.string(),
  cargo: z.string(),
  depoimento: z.string(),
  imagem: z.string().describe('Retrato em SVG (image/svg+xml), codificado em base64'),
  ordem: z.number().int(),
  visivel: z.boolean(),
  todosOsProdutos: z.boolean(),
});
export type TDepoimentoAdmin = z.infer<typeof ZDepoimentoAdmin>;

// Promotional popups (table divulgacao, module divulgacao).

/** An image uploaded through the platform (`/api/imagens/...`) or another path of our own origin. */
export const caminhoProprio = (v: string) => /^\/(?![/\\])[^\s"'<>]*$/.test(v);
/** A button's address: a path of the platform or an https address. */
export const linkValido = (v: string) => caminhoProprio(v) || /^https:\/\/[^\s"'<>]+$/.test(v);

const zInstante = (mensagem: string) => z.iso.datetime({ offset: true, message: mensagem });

export const ZDivulgacaoForm = z
  .object({
    tituloTexto: zTexto({ message: 'Informe o título.' })
      .trim()
      .min(1, 'Informe o título.')
      .max(200, 'Título muito longo.'),
    conteudoTexto: zTexto({ message: 'Informe o conteúdo.' })
      .trim()
      .min(1, 'Informe o conteúdo.')
      .max(20_000, 'Conteúdo muito longo.'),
    imagemUrl: zTexto().trim().max(500, M.imagemInvalida).refine(caminhoProprio, M.imagemInvalida).nullable(),
    link: zTexto().trim().max(500, M.linkInvalido).refine(linkValido, M.linkInvalido).nullable(),
    /** null: every platform of the product. */
    plataformaId: zInteiro(M.plataformaNaoEncontrada, 1, MAX_INT).nullable(),
    inicio: zInstante('Data de início inválida.'),
    fim: zInstante('Data de fim inválida.').nullable(),
    ativo: z.boolean({ message: 'Informe se a divulgação está ativa.' }),
  })
  // Only when both dates are valid: an invalid one already has its own message.
  .refine((d) => !d.fim || !(Date.parse(d.fim) <= Date.parse(d.inicio)), {
    message: M.fimAntesDoInicio,
    path: ['fim'],
  });
export type TDivulgacaoForm = z.input<typeof ZDivulgacaoForm>;
export type TDivulgacaoFormSaida = z.output<typeof ZDivulgacaoForm>;

export const ZDivulgacaoAdmin = z.object({
  id: z.number().int(),
  tituloTexto: z.string(),
  conteudoTexto: z.string(),
  imagemUrl: z.string().nullable(),
  link: z.string().nullable(),
  plataformaId: z.number().int().nullable(),
  inicio: z.string(),
  fim: z.string().nullable(),
  ativo: z.boolean(),
  /** How many people ticked 'Não mostrar novamente.' */
  vistas: z.number().int(),
});
export type TDivulgacaoAdmin = z.infer<typeof ZDivulgacaoAdmin>;
