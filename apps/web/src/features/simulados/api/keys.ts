/** Every TanStack Query key of the mock-test feature, under one root. */
const raiz = ['simulados'] as const;

export const simuladosKeys = {
  raiz,
  pacotes: () => [...raiz, 'pacotes'] as const,
  doPacote: (idPacote: number) => [...raiz, 'pacote', idPacote] as const,
  bloqueadosDoPacote: (idPacote: number) => [...raiz, 'pacote', idPacote, 'bloqueados'] as const,
  foraDePacote: (tipo: 'gratuitos' | 'pagos') => [...raiz, 'fora-plano', tipo] as const,
  nome: (id: number) => [...raiz, id, 'nome'] as const,
  estatisticas: (id: number) => [...raiz, id, 'estatisticas'] as const,
  estatisticasMaterias: (id: number) => [...raiz, id, 'estatisticas', 'materias'] as const,
};
