import { storage } from '../../../lib/storage';

/**
 * The idempotency key of a purchase, kept per cart (issue 18 §1): the same cart sent again — after an
 * error, a reload or from a second tab — carries the same key, so the server answers the order it
 * already has instead of charging a second time. Only a changed cart gets a new key; a paid order (or a
 * Pix code that expired, 'Gerar novo PIX') forgets it. Kept in localStorage under a hash of the cart,
 * never the cart itself (no card data is stored).
 */

/** What makes two submissions the same purchase. */
export interface CarrinhoCheckout {
  /** The buyer (the account's CPF): one browser may serve two accounts. */
  comprador: string | null;
  idPlano: number | null;
  idEbooks: readonly number[];
  produtos: readonly number[];
  metodoPagamento: string;
  qtdParcelas: number;
  cupom: string | null;
  /**
   * The card: a saved card's id, or a new card's public marks (brand, last four digits, expiry,
   * holder) — never its number or CVV.
   */
  cartao: string | null;
}

const PREFIXO = 'aprovei:checkout:';
/** A day: an order left longer than that is settled either way (paid, declined or its Pix expired). */
export const VALIDADE_CHAVE_MS = 24 * 60 * 60 * 1000;

interface Guardada {
  chave: string;
  em: number;
}

/** The cart in one canonical string (ids sorted: the order of the clicks does not matter). */
function canonico(c: CarrinhoCheckout): string {
  const ordenados = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  return JSON.stringify([
    c.comprador,
    c.idPlano,
    ordenados(c.idEbooks),
    ordenados(c.produtos),
    c.metodoPagamento,
    c.qtdParcelas,
    c.cupom,
    c.cartao,
  ]);
}

/** A 53-bit hash of a string (two 32-bit multiplicative lanes): the storage name of a cart. */
function hash53(texto: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const nomeDo = (carrinho: CarrinhoCheckout) => PREFIXO + hash53(canonico(carrinho));

function ler(nome: string, agora: number): Guardada | null {
  try {
    const g = JSON.parse(storage.get(nome) ?? 'null') as Guardada | null;
    return g && typeof g.chave === 'string' && agora - g.em < VALIDADE_CHAVE_MS ? g : null;
  } catch {
    return null;
  }
}

/** Drops the keys of carts older than a day. */
function limparVencidas(agora: number) {
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const nome = window.localStorage.key(i);
      if (nome?.startsWith(PREFIXO) && !ler(nome, agora)) storage.remove(nome);
    }
  } catch {
    // Storage unavailable: nothing kept, nothing to clean.
  }
}

/** The key of this cart: the one kept for it, or a new one, kept from now on. */
export function chaveDoCarrinho(carrinho: CarrinhoCheckout, agora = Date.now()): string {
  const nome = nomeDo(carrinho);
  const guardada = ler(nome, agora);
  if (guardada) return guardada.chave;
  limparVencidas(agora);
  const chave = crypto.randomUUID();
  storage.set(nome, JSON.stringify({ chave, em: agora } satisfies Guardada));
  return chave;
}

/** Forgets the key of this cart: its order is paid, or a new order is wanted (a new Pix). */
export function esquecerChave(carrinho: CarrinhoCheckout) {
  storage.remove(nomeDo(carrinho));
}
