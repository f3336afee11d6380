import type { PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { cursosQueryOptions, ERRO_FILTRO } from '../api/filtros.api';
import { questoesKeys } from '../api/keys';
import {
  ERRO_CARREGAR_ORDENACAO,
  ERRO_SALVAR_ORDENACAO,
  ordenacaoQueryOptions,
  salvarOrdenacao,
} from '../api/questoes.api';
import {
  type Busca,
  FILTRO_VAZIO,
  type FiltroQuestoes,
  filtroDaUrl,
  listagemQuery,
  type Variante,
} from '../utils/filtros';

/**
 * State of a search screen: the filter form, the search that ran (filters, page, page size) and the
 * ordering switch. The address pre-fills the form and searches at once (see filtroDaUrl).
 */
export function useBusca<V extends Variante>(variante: V, plataforma: PlataformaId) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // The address is read once, when the screen opens.
  const [daUrl] = useState(() => filtroDaUrl(params, variante));
  const [filtro, setFiltro] = useState<FiltroQuestoes>(daUrl?.filtro ?? FILTRO_VAZIO);
  const [umaPorPagina, setUmaPorPaginaState] = useState(false);
  const [busca, setBusca] = useState<Busca | null>(
    daUrl
      ? {
          filtro: daUrl.filtro,
          page: 0,
          umaPorPagina: false,
          orderBy: daUrl.orderBy,
          motivoErro: daUrl.motivoErro,
        }
      : null,
  );

  // The course select is hidden when the platform has one course: it is chosen automatically.
  const cursos = useQuery(cursosQueryOptions(plataforma));
  useErrorDialog(cursos.error, ERRO_FILTRO.cursos);
  const cursoUnico = cursos.data?.length === 1 ? cursos.data[0]!.id : null;
  useEffect(() => {
    if (cursoUnico !== null) setFiltro((f) => (f.idCurso === null ? { ...f, idCurso: cursoUnico } : f));
  }, [cursoUnico]);

  const query = busca ? listagemQuery(variante, plataforma, busca) : null;

  /** Runs the search from its first page; the same search again asks the server again. */
  const buscar = useCallback(
    (novo: FiltroQuestoes = filtro) => {
      const proxima: Busca = {
        filtro: novo,
        page: 0,
        umaPorPagina,
        orderBy: daUrl?.orderBy,
        motivoErro: daUrl?.motivoErro,
      };
      const mesma = JSON.stringify(listagemQuery(variante, plataforma, proxima)) === JSON.stringify(query);
      setBusca(proxima);
      if (mesma && query)
        void queryClient.invalidateQueries({ queryKey: questoesKeys.busca(variante, query) });
    },
    [filtro, umaPorPagina, daUrl, variante, plataforma, query, queryClient],
  );

  const limpar = useCallback(() => {
    const limpo = { ...FILTRO_VAZIO, idCurso: cursoUnico };
    setFiltro(limpo);
    return limpo;
  }, [cursoUnico]);

  const setUmaPorPagina = useCallback((value: boolean) => {
    setUmaPorPaginaState(value);
    setBusca((b) => (b ? { ...b, umaPorPagina: value, page: 0 } : b));
  }, []);

  const setPagina = useCallback((page: number) => setBusca((b) => (b ? { ...b, page } : b)), []);

  const ordenacao = useQuery(ordenacaoQueryOptions(variante));
  useErrorDialog(ordenacao.error, ERRO_CARREGAR_ORDENACAO);
  const salvar = useMutation({
    mutationFn: (aleatoria: boolean) => salvarOrdenacao(variante, aleatoria),
    onSuccess: (data) => {
      queryClient.setQueryData(ordenacaoQueryOptions(variante).queryKey, data);
      // The order changed: the search runs again from its first page.
      void queryClient.invalidateQueries({ queryKey: questoesKeys.listagem(variante) });
      setBusca((b) => (b ? { ...b, page: 0 } : b));
    },
    onError: (error) => {
      void showApiError(error, ERRO_SALVAR_ORDENACAO);
    },
  });

  return {
    filtro,
    setFiltro,
    nomes: daUrl?.nomes ?? {},
    umaPorPagina,
    setUmaPorPagina,
    busca,
    query,
    buscar,
    limpar,
    setPagina,
    ordenacao: {
      aleatoria: salvar.isPending ? salvar.variables : (ordenacao.data?.aleatoria ?? false),
      desabilitada: ordenacao.isPending || salvar.isPending,
      mudar: (aleatoria: boolean) => salvar.mutate(aleatoria),
    },
  };
}
