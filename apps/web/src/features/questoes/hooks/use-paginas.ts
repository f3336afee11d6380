import type { TPage } from '@aprovei/shared/common.schemas';
import { type QueryKey, type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';

type PageOptions<T, K extends QueryKey> = UseQueryOptions<TPage<T>, Error, TPage<T>, K>;

/**
 * Pages read one after the other ('Ver mais' adds the next page, 'Ver menos' takes the last one away;
 * spec doc 3 §2 "Comments and emoji reactions"). Each page is its own query, so a new comment
 * refetches the visible pages with one invalidation.
 */
export function usePaginasAcumuladas<T extends { id: number }, K extends QueryKey>(
  opcoes: (page: number) => PageOptions<T, K>,
) {
  const [quantas, setQuantas] = useState(1);
  const paginas = useQueries({ queries: Array.from({ length: quantas }, (_, page) => opcoes(page)) });

  const vistos = new Set<number>();
  const itens: T[] = [];
  for (const pagina of paginas) {
    for (const item of pagina.data?.content ?? []) {
      if (vistos.has(item.id)) continue; // a new item shifts the pages until they refetch
      vistos.add(item.id);
      itens.push(item);
    }
  }
  const primeira = paginas[0];
  const ultima = paginas[paginas.length - 1];
  const totalPages = primeira?.data?.totalPages ?? 0;
  return {
    itens,
    total: primeira?.data?.totalElements,
    carregando: primeira?.isPending ?? true,
    erro: paginas.find((p) => p.error)?.error ?? null,
    carregandoMais: quantas > 1 && (ultima?.isPending ?? false),
    podeVerMais: ultima?.isSuccess === true && quantas < totalPages,
    podeVerMenos: quantas > 1,
    verMais: () => setQuantas((n) => n + 1),
    verMenos: () => setQuantas((n) => Math.max(1, n - 1)),
  };
}
