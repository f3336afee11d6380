import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { alternarNoCarrinho, type ItemCarrinho } from '@aprovei/shared/ebook/ebook.rules';
import { ZArryEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { onStorageKey, storage } from '../../../lib/storage';

const chave = (usuario: string) => `aprovei.carrinho-ebooks.${usuario}`;

function ler(key: string): ItemCarrinho[] {
  try {
    const lido = ZArryEbook.safeParse(JSON.parse(storage.get(key) ?? '[]'));
    return lido.success ? lido.data : [];
  } catch {
    return [];
  }
}

/**
 * The e-book cart (spec doc 2 §4 "E-book cart"): kept in localStorage per signed-in user, so it survives
 * a reload and follows other tabs. `alternar` adds or removes by name and answers the spec's message.
 */
export function useCarrinho() {
  const usuario = useSession()?.claims.sub ?? 'anonimo';
  const key = chave(usuario);
  const [itens, setItens] = useState<ItemCarrinho[]>(() => ler(key));
  useEffect(() => {
    setItens(ler(key));
    return onStorageKey(key, () => setItens(ler(key)));
  }, [key]);

  const gravar = useCallback(
    (novos: ItemCarrinho[]) => {
      setItens(novos);
      if (novos.length === 0) storage.remove(key);
      else storage.set(key, JSON.stringify(novos));
    },
    [key],
  );

  const alternar = (item: ItemCarrinho): string => {
    const r = alternarNoCarrinho(ler(key), item);
    gravar(r.carrinho);
    return r.mensagem;
  };

  return {
    itens,
    contem: (nome: string) => itens.some((e) => e.nome === nome),
    alternar,
    /** Drops e-books the student now owns (bought in another tab or just now). */
    remover: (ids: number[]) => gravar(ler(key).filter((e) => !ids.includes(e.id))),
    totalCentavos: itens.reduce((s, e) => s + reaisParaCentavos(e.preco), 0),
  };
}
