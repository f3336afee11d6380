/** The address fields of ZEnderecoBody, as conta/cadastra-endereco-usuario names them (no prefix). */
const CAMPOS_ENDERECO = new Set([
  'cep',
  'tipoLogradouro',
  'logradouro',
  'numeroLogradouro',
  'bairro',
  'complemento',
]);

/** The card form's own fields (the tokeniser's errors arrive already under these names). */
const CAMPOS_CARTAO = new Set([
  'numero',
  'nome',
  'cpf',
  'mesValidade',
  'anoValidade',
  'cvv',
  'bandeira',
  'apelido',
]);

export interface ErrosDoCheckout {
  /** For the checkout form (metodoPagamento, qtdParcelas, aceiteContrato, cupomDesconto, endereco.*…). */
  checkout: Record<string, string>;
  /** For the new card's form (numero, nome, endereco.cep…). */
  cartao: Record<string, string>;
  /** The human check refused: a new one is needed. */
  captcha: string | null;
}

/**
 * Sends each server field error (`errors[].campo`) to the form that shows that field: `cartao.x` of the
 * purchase body and the tokeniser's card fields to the card form; the address of
 * cadastra-endereco-usuario to whichever form holds the address (`cartaoNovo`: the card's); the rest
 * (the purchase body's own names) to the checkout form.
 */
export function distribuirErros(erros: Record<string, string>, cartaoNovo: boolean): ErrosDoCheckout {
  const out: ErrosDoCheckout = { checkout: {}, cartao: {}, captcha: null };
  for (const [campo, mensagem] of Object.entries(erros)) {
    const raiz = campo.split('.')[0] ?? campo;
    if (campo === 'captcha') out.captcha = mensagem;
    else if (raiz === 'cartao' && campo.includes('.')) {
      const resto = campo.slice('cartao.'.length);
      out.cartao[resto === 'token' ? 'numero' : resto] = mensagem;
    } else if (CAMPOS_CARTAO.has(raiz) && cartaoNovo) out.cartao[campo] = mensagem;
    else if (CAMPOS_ENDERECO.has(raiz))
      (cartaoNovo ? out.cartao : out.checkout)[`endereco.${campo}`] = mensagem;
    else if (raiz === 'endereco') (cartaoNovo ? out.cartao : out.checkout)[campo] = mensagem;
    else if (raiz === 'cartao') out.checkout.idCartao = mensagem;
    else out.checkout[campo] = mensagem;
  }
  return out;
}

/**
 * Brings the first field with an error into view and puts the focus on it (a field marked invalid, or
 * the input of a group whose error is shown, such as the payment method's radios): on a phone the
 * error may be far above the 'Finalizar' button. Answers whether one was found.
 */
export function focarPrimeiroErro(raiz: HTMLElement | null): boolean {
  const alvo = raiz?.querySelector<HTMLElement>('[aria-invalid="true"], [id$="-error"]');
  if (!alvo) return false;
  const campo =
    alvo.getAttribute('aria-invalid') === 'true'
      ? alvo
      : (alvo.parentElement?.querySelector<HTMLElement>('input:not([disabled]), textarea, button') ?? alvo);
  campo.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  campo.focus({ preventScroll: true });
  return true;
}
