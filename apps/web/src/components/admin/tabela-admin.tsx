import { POR_PAGINA_ADMIN } from '@aprovei/shared/equipe/equipe.schemas';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Where a back-office table stands: its page, rows per page and order. Kept in the address. */
export interface EstadoTabela {
  pagina: number;
  porPagina: number;
  ordem: string;
  direcao: 'asc' | 'desc';
}

const inteiro = (valor: string | null, padrao: number) => {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : padrao;
};

/**
 * The table's state in the URL (`?pagina=2&porPagina=50&ordem=nome&direcao=asc`), so a reload, the back
 * button or a shared link shows the same page. A change of order or of rows per page goes back to page 1.
 * The screen's own filters can live beside them in the same search params.
 */
export function useEstadoTabela(padrao: {
  ordem: string;
  direcao?: 'asc' | 'desc';
}): [EstadoTabela, (mudanca: Partial<EstadoTabela>) => void] {
  const [params, setParams] = useSearchParams();
  const porPagina = inteiro(params.get('porPagina'), 20);
  const estado = useMemo<EstadoTabela>(
    () => ({
      pagina: inteiro(params.get('pagina'), 1),
      porPagina: (POR_PAGINA_ADMIN as readonly number[]).includes(porPagina) ? porPagina : 20,
      ordem: params.get('ordem') ?? padrao.ordem,
      direcao:
        params.get('direcao') === 'asc'
          ? 'asc'
          : params.get('direcao') === 'desc'
            ? 'desc'
            : (padrao.direcao ?? 'desc'),
    }),
    [params, porPagina, padrao.ordem, padrao.direcao],
  );
  const mudar = useCallback(
    (mudanca: Partial<EstadoTabela>) =>
      setParams(
        (atuais) => {
          const novos = new URLSearchParams(atuais);
          const voltaAoInicio = mudanca.ordem !== undefined || mudanca.porPagina !== undefined;
          const final = {
            ...mudanca,
            ...(voltaAoInicio && mudanca.pagina === undefined ? { pagina: 1 } : {}),
          };
          for (const [chave, valor] of Object.entries(final)) novos.set(chave, String(valor));
          return novos;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [estado, mudar];
}

/** Filters of a back-office screen kept in the address beside the table's state; a change goes to page 1. */
export function useFiltrosNaUrl<K extends string>(
  chaves: readonly K[],
): [Partial<Record<K, string>>, (mudanca: Partial<Record<K, string | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => {
    const f: Partial<Record<K, string>> = {};
    for (const chave of chaves) {
      const valor = params.get(chave);
      if (valor !== null && valor !== '') f[chave] = valor;
    }
    return f;
  }, [params, chaves]);
  const mudar = useCallback(
    (mudanca: Partial<Record<K, string | null>>) =>
      setParams(
        (atuais) => {
          const novos = new URLSearchParams(atuais);
          for (const [chave, valor] of Object.entries(mudanca) as [K, string | null | undefined][]) {
            if (valor === null || valor === undefined || valor === '') novos.delete(chave);
            else novos.set(chave, valor);
          }
          novos.set('pagina', '1');
          return novos;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filtros, mudar];
}

/** The rows, the total and the loading state of a page query, as TabelaAdmin takes them. */
export const daConsulta = <T,>(consulta: { data?: { linhas: T[]; total: number }; isFetching: boolean }) => ({
  registros: consulta.data?.linhas,
  total: consulta.data?.total ?? 0,
  carregando: consulta.isFetching,
});

/**
 * A back-office table paged, sorted and filtered on the server (mantine-datatable). `colunas` whose
 * `accessor` is an `ordem` the API accepts carry `sortable: true`.
 */
export function TabelaAdmin<T>({
  registros,
  total,
  estado,
  onEstado,
  colunas,
  carregando,
  chave = 'id' as keyof T & string,
  onLinha,
  expansao,
  vazio = 'Nada encontrado.',
}: {
  registros: T[] | undefined;
  total: number;
  estado: EstadoTabela;
  onEstado: (mudanca: Partial<EstadoTabela>) => void;
  colunas: DataTableColumn<T>[];
  carregando: boolean;
  chave?: keyof T & string;
  onLinha?: (registro: T) => void;
  /** What a row shows when clicked open (its details), instead of `onLinha`. */
  expansao?: (registro: T) => ReactNode;
  vazio?: string;
}) {
  const ordem: DataTableSortStatus<T> = {
    columnAccessor: estado.ordem,
    direction: estado.direcao,
  };
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={registros?.length ? undefined : 160}
      records={registros ?? []}
      idAccessor={chave}
      columns={colunas}
      fetching={carregando}
      totalRecords={total}
      page={estado.pagina}
      onPageChange={(pagina) => onEstado({ pagina })}
      recordsPerPage={estado.porPagina}
      recordsPerPageOptions={[...POR_PAGINA_ADMIN]}
      onRecordsPerPageChange={(porPagina) => onEstado({ porPagina })}
      recordsPerPageLabel="Linhas por página"
      paginationText={({ from, to, totalRecords }) => `${from}–${to} de ${totalRecords}`}
      sortStatus={ordem}
      onSortStatusChange={(s) => onEstado({ ordem: String(s.columnAccessor), direcao: s.direction })}
      noRecordsText={vazio}
      loadingText="Carregando…"
      onRowClick={onLinha ? ({ record }) => onLinha(record) : undefined}
      rowExpansion={expansao ? { content: ({ record }) => expansao(record) } : undefined}
    />
  );
}
