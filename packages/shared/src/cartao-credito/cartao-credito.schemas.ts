/**
 * Wire contract of `cartao-credito` and `bandeira-cartao` (spec doc 1 §3, §5, §7; doc 2 §3, §5), and the
 * browser's card form. ARCHITECTURE.md §7: a card number or CVV never travels to our API. The browser
 * validates the form (zFormularioCartao), hands number and CVV to the gateway's tokeniser, and sends us
 * the token; every body that carries a card is strict, so a stray `numero` or `cvv` is refused, not
 * silently dropped.
 */
import { z } from 'zod';
import { ZItemNome, ZMunicipio, ZUf } from '../catalogo/catalogo.schemas.ts';
import { zBodyId, zId, zTexto } from '../common.schemas.ts';
import { isValidCpf, onlyDigits } from '../conta/cpf.rules.ts';
import {
  ANO_VALIDADE_MAX,
  type BandeiraCartao,
  cvvValido,
  MENSAGENS_CARTAO,
  nomeTitularValido,
  problemaNumeroCartao,
  problemaValidade,
} from './cartao.rules.ts';

export const APELIDO_CARTAO_MAX = 100;
export const CEP_LENGTH = 8;
export const LOGRADOURO_MAX = 100;
export const BAIRRO_MAX = 100;
export const NUMERO_LOGRADOURO_MAX = 10;
export const COMPLEMENTO_MAX = 100;
/** The gateway's card token (Mercado Pago's are 32 hex characters; room for other gateways). */
export const TOKEN_CARTAO_MAX = 500;

/** Texts of the card screens and calls (spec doc 1 §4, §8; doc 2 §5, §8). */
export const TEXTOS_CARTAO_CREDITO = {
  rotuloApelido: 'Apelido do Cartão (Ex: Cartão de compras)',
  exclusaoTitulo: 'Exclusão de cartão',
  exclusaoConfirmacao: 'Tem certeza que deseja excluir este cartão da sua lista de cartões cadastrados?',
  cepTamanho: 'Tamanho do CEP incorreto!',
  erroBandeiras: 'Erro ao buscar bandeiras de cartões. Se o erro persistir, contate o suporte.',
  erroEndereco: 'Erro ao pesquisar endereço!, contate o suporte.',
  erroListarSalvos: 'Erro ao listar cartões já salvos.',
  erroAdicionar: 'Erro ao adicionar cartão. Se o erro persistir, contate o suporte.',
  // The spec cuts the next three short ('Erro ao buscar cartões...'); completed as the one above.
  erroBuscar: 'Erro ao buscar cartões. Se o erro persistir, contate o suporte.',
  erroExcluir: 'Erro ao excluir cartão. Se o erro persistir, contate o suporte.',
  erroPrincipalSecundario:
    'Não foi possível atualizar o cartão principal/secundário. Se o erro persistir, contate o suporte.',
  // Not in the spec: refusals of our own.
  apelidoLongo: `O apelido do cartão pode ter até ${APELIDO_CARTAO_MAX} caracteres.`,
  tokenAusente: 'Os dados do cartão não foram validados pela operadora. Digite-os novamente.',
  dadosDoCartaoNoCorpo:
    'Número e código de segurança do cartão não são aceitos aqui: eles vão apenas para a operadora.',
  cartaoInvalido: 'Cartão inválido.',
  // Issue 18 §6: a CEP the lookup does not know, or a lookup that fails, never blocks the address.
  cepNaoEncontrado: 'CEP não encontrado. Preencha o endereço.',
  cepIndisponivel: 'Não foi possível consultar o CEP agora. Preencha o endereço.',
  ufInvalida: 'UF inválida.',
  municipioInvalido: 'Município inválido.',
  municipioForaDaUf: 'O município escolhido não pertence à UF informada.',
} as const;

/**
 * Why the operator refused to save a card (its verification of the card), by the gateway's reason:
 * the person reads what to do instead of a generic error (issue 18 §5).
 */
export const CARTAO_RECUSADO_NO_CADASTRO = {
  card_declined: 'Cartão recusado pelo banco emissor. Fale com o seu banco ou cadastre outro cartão.',
  insufficient_funds: 'Cartão recusado: o banco emissor informou limite insuficiente. Cadastre outro cartão.',
  expired_card: 'Cartão recusado: o banco emissor informou que ele está vencido. Cadastre outro cartão.',
  invalid_card:
    'Cartão recusado: o banco emissor não reconheceu os dados. Confira o número, a validade e o código de segurança.',
  other: 'Cartão recusado pela operadora. Tente outro cartão.',
} as const;

const obrigatorio = MENSAGENS_CARTAO.campoObrigatorio;
const ateNCaracteres = (max: number) => `O campo pode ter até ${max} caracteres.`;

/** A required text field of the card or address forms: trimmed, 'O preenchimento…' when empty. */
function zCampo(max: number, ausente: string = obrigatorio) {
  return zTexto({ error: ausente })
    .trim()
    .min(1, { error: ausente, abort: true })
    .max(max, ateNCaracteres(max));
}

/** CEP: 8 digits, with or without its mask (#####-###). */
export const zCep = () =>
  zTexto({ error: obrigatorio })
    .trim()
    .min(1, { error: obrigatorio, abort: true })
    .max(10, TEXTOS_CARTAO_CREDITO.cepTamanho)
    .transform(onlyDigits)
    .refine((cep) => cep.length === CEP_LENGTH, TEXTOS_CARTAO_CREDITO.cepTamanho);

/** The card holder's CPF, with the checkout's own texts ("O campo 'CPF do Titular' é obrigatório."). */
const zCpfTitular = () =>
  zTexto({ error: MENSAGENS_CARTAO.cpfTitularAusente })
    .trim()
    .min(1, { error: MENSAGENS_CARTAO.cpfTitularAusente, abort: true })
    .max(14, MENSAGENS_CARTAO.cpfTitularInvalido)
    .transform(onlyDigits)
    .refine(isValidCpf, MENSAGENS_CARTAO.cpfTitularInvalido);

const zNomeTitular = () =>
  zTexto({ error: MENSAGENS_CARTAO.nomeAusente })
    .trim()
    .min(1, { error: MENSAGENS_CARTAO.nomeAusente, abort: true })
    .max(100, ateNCaracteres(100))
    .refine(nomeTitularValido, MENSAGENS_CARTAO.nomeInvalido);

const zApelidoCartao = () =>
  zTexto({ error: obrigatorio })
    .trim()
    .min(1, { error: obrigatorio, abort: true })
    .max(APELIDO_CARTAO_MAX, TEXTOS_CARTAO_CREDITO.apelidoLongo);

/**
 * The address typed with a card (and by the anonymous buyer): street, number, district and CEP are
 * required (spec doc 1 §5). Município and UF come from the CEP lookup, which the server runs again,
 * whatever the client sends; only when the lookup does not know the CEP (or cannot answer) does the
 * server take the município and UF chosen here, checked against the IBGE list (issue 18 §6).
 */
/** `error`: the text when the value is missing (null) or no object. */
const zMunicipioEscolhido = (error?: string) =>
  z.object({ id: zBodyId(TEXTOS_CARTAO_CREDITO.municipioInvalido) }, { error });
const zUfEscolhida = (error?: string) =>
  z.object(
    {
      sigla: zTexto({ error: TEXTOS_CARTAO_CREDITO.ufInvalida })
        .trim()
        .regex(/^[A-Za-z]{2}$/, TEXTOS_CARTAO_CREDITO.ufInvalida)
        .transform((v) => v.toUpperCase()),
    },
    { error },
  );

export const ZEnderecoBody = z.object({
  cep: zCep(),
  tipoLogradouro: z.object({ id: zBodyId('Tipo de logradouro inválido.') }).nullish(),
  logradouro: zCampo(LOGRADOURO_MAX),
  numeroLogradouro: zCampo(NUMERO_LOGRADOURO_MAX),
  bairro: zCampo(BAIRRO_MAX),
  complemento: zTexto()
    .trim()
    .max(COMPLEMENTO_MAX, ateNCaracteres(COMPLEMENTO_MAX))
    .nullish()
    .transform((v) => v || null),
  municipio: zMunicipioEscolhido().nullish(),
  uf: zUfEscolhida().nullish(),
});
export type TEnderecoBody = z.input<typeof ZEnderecoBody>;

/**
 * The address as a browser form validates it: município and UF are required, since the form holds
 * those of the lookup, or those the buyer chose when the lookup did not know the CEP.
 */
export const ZEnderecoFormulario = ZEnderecoBody.extend({
  municipio: zMunicipioEscolhido(obrigatorio)
    .nullable()
    .refine((v) => v !== null, obrigatorio),
  uf: zUfEscolhida(obrigatorio)
    .nullable()
    .refine((v) => v !== null, obrigatorio),
});

/** Refuses any key the schema does not name (a card number, a CVV…) with a Portuguese text. */
const estrito = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? TEXTOS_CARTAO_CREDITO.dadosDoCartaoNoCorpo : undefined,
};

/**
 * A new card as our API receives it (POST /cartao-credito, and `cartao` in a purchase): the gateway's
 * token in place of number, CVV and expiry — the server reads brand, last four and expiry back from
 * the gateway — plus what we keep: nickname, brand chosen, holder name and CPF, address.
 */
export const ZCartaoNovoBody = z.strictObject(
  {
    apelido: zApelidoCartao(),
    token: zTexto({ error: TEXTOS_CARTAO_CREDITO.tokenAusente })
      .trim()
      .min(1, { error: TEXTOS_CARTAO_CREDITO.tokenAusente, abort: true })
      .max(TOKEN_CARTAO_MAX, TEXTOS_CARTAO_CREDITO.tokenAusente),
    bandeira: zCampo(30, MENSAGENS_CARTAO.bandeiraAusente),
    nome: zNomeTitular(),
    cpf: zCpfTitular(),
    endereco: ZEnderecoBody,
  },
  estrito,
);
export type TCartaoNovoBody = z.input<typeof ZCartaoNovoBody>;

/** PUT /cartao-credito: only the nickname changes (spec doc 1 §5). */
export const ZAlterarCartaoBody = z.strictObject(
  { idCartao: zBodyId(TEXTOS_CARTAO_CREDITO.cartaoInvalido), apelido: zApelidoCartao() },
  estrito,
);
export type TAlterarCartaoBody = z.input<typeof ZAlterarCartaoBody>;

/** DELETE /cartao-credito?idCartao= */
export const ZExcluirCartaoQuery = z.object({ idCartao: zId(TEXTOS_CARTAO_CREDITO.cartaoInvalido) });
/** POST /cartao-credito/atualizar-cartao-principal/{id} and …-secundario/{id}. */
export const ZCartaoIdParams = z.object({ id: zId(TEXTOS_CARTAO_CREDITO.cartaoInvalido) });

/**
 * A saved card (GET /cartao-credito/listar, …/listar-cartoes-salvos): the gateway's card stands behind
 * `idCartao`; we show brand, last four, expiry, nickname ('FINAL: …'), flags and the address.
 */
export const ZCartaoSalvo = z.object({
  idCartao: z.number().int(),
  apelido: z.string(),
  bandeira: z.string(),
  ultimosQuatroDigitos: z.string(),
  mesValidade: z.string(),
  anoValidade: z.string(),
  nome: z.string(),
  principal: z.boolean(),
  secundario: z.boolean(),
  endereco: z.object({
    cep: z.string(),
    logradouro: z.string(),
    numeroLogradouro: z.string(),
    bairro: z.string(),
    complemento: z.string().nullable(),
    municipio: z.object({ id: z.number().int().nullable(), nome: z.string() }),
    siglaEstado: z.string(),
  }),
});
export type TCartaoSalvo = z.infer<typeof ZCartaoSalvo>;

/**
 * A row of GET /bandeira-cartao/listar: the spec's nome, sigla, imagemBase64 (SVG) and prefixos, plus
 * the lengths and CVV size of ADR 009, so the browser runs detectarBandeira on the rows as they are.
 */
export const ZBandeiraCartao = z.object({
  nome: z.string(),
  sigla: z.string(),
  imagemBase64: z.string(),
  prefixos: z.array(z.string()),
  comprimentos: z.array(z.number().int()),
  tamanhoCvv: z.number().int(),
});
export type TBandeiraCartao = z.infer<typeof ZBandeiraCartao>;

/**
 * The card form as the browser validates it before tokenising (spec doc 2 §5: apelido, nome, CPF,
 * number, CVV, expiry and brand present; every rule of cartao.rules). BROWSER ONLY: its number and CVV
 * go to the gateway's tokeniser, never in a request to our API (which refuses them: ZCartaoNovoBody).
 */
export function zFormularioCartao(
  bandeiras: readonly BandeiraCartao[],
  agora: () => Date = () => new Date(),
) {
  return z
    .object({
      apelido: zApelidoCartao(),
      numero: zTexto({ error: MENSAGENS_CARTAO.numeroAusente })
        .trim()
        .min(1, { error: MENSAGENS_CARTAO.numeroAusente, abort: true }),
      nome: zNomeTitular(),
      cpf: zCpfTitular(),
      mesValidade: zCampo(2),
      anoValidade: zCampo(4),
      cvv: zTexto({ error: MENSAGENS_CARTAO.cvvAusente })
        .trim()
        .min(1, { error: MENSAGENS_CARTAO.cvvAusente, abort: true }),
      bandeira: zCampo(30, MENSAGENS_CARTAO.bandeiraAusente),
      endereco: ZEnderecoFormulario,
    })
    .superRefine((form, ctx) => {
      const bandeira = bandeiras.find((b) => b.sigla === form.bandeira);
      const numero = bandeira
        ? problemaNumeroCartao(form.numero, bandeira, bandeiras)
        : MENSAGENS_CARTAO.bandeiraInvalida;
      if (numero) {
        const campo = numero === MENSAGENS_CARTAO.bandeiraInvalida ? 'bandeira' : 'numero';
        ctx.addIssue({ code: 'custom', path: [campo], message: numero });
      }
      if (!cvvValido(form.cvv, bandeira)) {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: MENSAGENS_CARTAO.cvvInvalido });
      }
      const validade = problemaValidade(form.mesValidade, form.anoValidade, agora());
      if (validade) ctx.addIssue({ code: 'custom', path: ['mesValidade'], message: validade });
    })
    .transform((form) => ({ ...form, numero: onlyDigits(form.numero) }));
}
export type TFormularioCartao = z.output<ReturnType<typeof zFormularioCartao>>;

/**
 * GET /consulta-cep/cep/{cep}: the address a CEP names. Município and UF come from here (spec doc 2
 * §5); the other fields may be empty (a city-wide CEP has no street), and every one that is not is
 * locked in the form. `tipoLogradouro` is the row of our TIPO_LOGRADOURO list the street starts with.
 * What a provider calls the complement of a CEP ('de 612 a 1510 - lado par', 'lado ímpar') is the
 * stretch of street the CEP covers, not the buyer's complement: it comes as `faixa`, and `complemento`
 * stays empty (issue 18 §6).
 */
export const ZEnderecoCep = z.object({
  cep: z.string(),
  tipoLogradouro: ZItemNome.nullable(),
  logradouro: z.string(),
  bairro: z.string(),
  complemento: z.string(),
  faixa: z.string().optional(),
  municipio: ZMunicipio,
  uf: ZUf,
});
export type TEnderecoCep = z.infer<typeof ZEnderecoCep>;

/** GET /consulta-cep/cep/{cep}: the CEP in the path, with or without its hyphen. */
export const ZConsultaCepParams = z.object({
  cep: zTexto()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, TEXTOS_CARTAO_CREDITO.cepTamanho)
    .transform(onlyDigits),
});

/**
 * The gateway tokeniser's body, in Mercado Pago's own shape (`POST /v1/card_tokens`), so the browser
 * tokenises the same way with either gateway: the sandbox serves this path itself. This body never
 * reaches our API's modules (ARCHITECTURE.md §7).
 */
export const ZTokenCartaoBody = z.object({
  card_number: zTexto().regex(/^\d{12,19}$/, MENSAGENS_CARTAO.numeroInvalido),
  security_code: zTexto().regex(/^\d{3,4}$/, MENSAGENS_CARTAO.cvvInvalido),
  expiration_month: z.number({ error: MENSAGENS_CARTAO.validadeInvalida }).int().min(1).max(12),
  expiration_year: z
    .number({ error: MENSAGENS_CARTAO.validadeInvalida })
    .int()
    .min(2000)
    .max(ANO_VALIDADE_MAX),
  cardholder: z.object({
    name: zNomeTitular(),
    identification: z.object({ type: z.literal('CPF'), number: zCpfTitular() }).optional(),
  }),
});
export type TTokenCartaoBody = z.input<typeof ZTokenCartaoBody>;

/** The tokeniser's answer (Mercado Pago's field names): the single-use token and what it reveals. */
export const ZTokenCartao = z.object({
  id: z.string(),
  last_four_digits: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
});
export type TTokenCartao = z.infer<typeof ZTokenCartao>;

/**
 * GET /cartao-credito/tokenizador: where the browser sends the card to be tokenised. A path under our
 * `/api` for the sandbox; Mercado Pago's own `/v1/card_tokens?public_key=…` (an absolute address) for
 * Mercado Pago, which the browser calls without our headers.
 */
export const ZTokenizador = z.object({ url: z.string() });
export type TTokenizador = z.infer<typeof ZTokenizador>;
