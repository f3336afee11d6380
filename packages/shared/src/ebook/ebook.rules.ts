/**
 * E-books (spec doc 2 §2 "E-book store and my e-books", §4 "E-book cart", §5, §9): the store's page size,
 * the cart's messages and toggle, the instalment count of a total, the CPF stamp of a served copy.
 * Pure: the API and the web call the same functions.
 */
import { opcoesParcelamento } from '../assinatura/parcelas.rules.ts';
import { mascararCpf } from '../conta/cpf.rules.ts';

/** Spec doc 2 §9: the e-book list pages by 9. */
export const EBOOKS_POR_PAGINA = 9;

export const MENSAGENS_EBOOK = {
  /** Spec doc 2 §8, word for word. */
  nenhum: 'Nenhum e-book encontrado.',
  adicionado: 'Ebook adicionado ao carrinho com sucesso!',
  removido: 'Ebook removido do carrinho!',
  erroCompra: 'Não foi possível comprar o e-book no momento. Tente novamente mais tarde.',
  // The spec shows no texts for these; ours, in its wording.
  erroListar: 'Erro ao listar os e-books. Tente novamente mais tarde.',
  erroMaterias: 'Erro ao listar as matérias dos e-books. Tente novamente mais tarde.',
  erroPdf: 'Não foi possível abrir o e-book. Tente novamente mais tarde.',
  erroPaginasGratis: 'Não foi possível abrir as páginas grátis do e-book. Tente novamente mais tarde.',
  erroParcelas: 'Não foi possível calcular as parcelas dos e-books. Tente novamente mais tarde.',
  naoEncontrado: 'E-book não encontrado.',
  naoAdquirido: 'Você não possui este e-book. Compre-o na loja de e-books para lê-lo.',
  semPaginasGratis: 'Este e-book não tem páginas grátis.',
  indisponivel: 'Os e-books não estão disponíveis nesta plataforma.',
  ebooks: 'Escolha ao menos um e-book.',
  jaAdquirido: 'Você já possui um dos e-books escolhidos. Remova-o do carrinho e tente novamente.',
  pedidoPendente:
    'Um dos e-books escolhidos já está em um pedido seu aguardando pagamento. Conclua o pagamento desse pedido ou aguarde o vencimento do Pix para comprar novamente.',
  valorTotal: 'Valor total dos e-books inválido.',
  parcelas: 'Número de parcelas não disponível para estes e-books.',
  arquivoIndisponivel: 'O arquivo deste e-book não está disponível no momento. Tente novamente mais tarde.',
  // Adding an e-book (the back office).
  arquivoNaoPdf: 'O arquivo do e-book deve ser um PDF.',
  materiaNaoEncontrada: 'Matéria não encontrada.',
  nomeEmUso: 'Já existe um e-book com este nome.',
} as const;

/** Instalments of e-books: at most this many, and no parcel under this amount (ours; the spec names none). */
export const PARCELAS_MAX_EBOOK = 6;
export const PARCELA_MINIMA_EBOOK_CENTAVOS = 10_00;

/** How many instalments a total of e-books allows (what `ebook/busca-parcelas-ebook` answers): 1..6. */
export function maxParcelasEbook(totalCentavos: number): number {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0) {
    throw new RangeError(`total em centavos inválido: ${totalCentavos}`);
  }
  return Math.max(1, Math.min(PARCELAS_MAX_EBOOK, Math.floor(totalCentavos / PARCELA_MINIMA_EBOOK_CENTAVOS)));
}

/**
 * The options 1..N of an e-book total (spec doc 2 §4): each total/count at 2 decimals, the cents that
 * rounding leaves on the first parcel, so the parcels sum to the total exactly.
 */
export function parcelasEbook(totalCentavos: number, qtdMaxima: number) {
  return opcoesParcelamento(totalCentavos, qtdMaxima);
}

/** An e-book as the cart keeps it and the checkout address carries it (spec doc 2 §2: name, price, id). */
export interface ItemCarrinho {
  id: number;
  nome: string;
  preco: number;
}

/** Spec doc 2 §4 "E-book cart": adding toggles presence by name. */
export function alternarNoCarrinho(
  carrinho: readonly ItemCarrinho[],
  item: ItemCarrinho,
): { carrinho: ItemCarrinho[]; mensagem: string } {
  return carrinho.some((e) => e.nome === item.nome)
    ? { carrinho: carrinho.filter((e) => e.nome !== item.nome), mensagem: MENSAGENS_EBOOK.removido }
    : { carrinho: [...carrinho, item], mensagem: MENSAGENS_EBOOK.adicionado };
}

/** The line stamped on every page of an owner's copy: name and masked CPF (***.456.789-**), so a leak is traceable. */
export function textoCarimbo(nome: string, cpf: string): string {
  return `Licenciado para ${nome} · CPF ${mascararCpf(cpf)} · uso pessoal e intransferível`;
}
