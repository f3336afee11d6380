import type {
  TBuscaBancoSimulado,
  TBuscaPacotesAdmin,
  TBuscaSimuladosAdmin,
} from '@aprovei/shared/simulados/simulados-admin.schemas';

/** Every TanStack Query key of the back office's mocks, under one root. */
const raiz = ['admin-simulados'] as const;

export const adminSimuladosKeys = {
  raiz,
  lista: (f: Partial<TBuscaSimuladosAdmin>) => [...raiz, 'lista', f] as const,
  um: (id: number) => [...raiz, id] as const,
  banco: (id: number, f: Partial<TBuscaBancoSimulado>) => [...raiz, id, 'banco', f] as const,
  previa: (id: number) => [...raiz, id, 'previa'] as const,
  pacotes: (f: Partial<TBuscaPacotesAdmin>) => [...raiz, 'pacotes', f] as const,
};
