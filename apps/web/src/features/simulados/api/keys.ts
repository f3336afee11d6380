/** Every TanStack Query key of the mock-test feature, under one root. */
const raiz = ['simulados'] as const;

export const simuladosKeys = {
  raiz,
  pacotes: () => [...raiz, 'pacotes'] as const,
  doPacote: (idPacote: number) => [...raiz, 'pacote', idPacote] as const,
  bloqueadosDoPacote: (idPacote: number) => [...raiz, 'pacote', idPacote, 'bloqueados'] as const,
  foraDePacote: (tipo: 'gratuitos' | 'pagos') => [...raiz, 'fora-plano', tipo] as const,
  dados: (id: number) => [...raiz, id, 'dados'] as const,
  questao: (id: number, pagina: number) => [...raiz, id, 'questao', pagina] as const,
  respostas: (id: number) => [...raiz, id, 'respostas'] as const,
  nome: (id: number) => [...raiz, id, 'nome'] as const,
  estatisticas: (id: number) => [...raiz, id, 'estatisticas'] as const,
  destaque: (id: number) => [...raiz, id, 'destaque'] as const,
  planos: (plataforma: number, usuario: string | null) => [...raiz, 'planos', plataforma, usuario] as const,
  estatisticasMaterias: (id: number) => [...raiz, id, 'estatisticas', 'materias'] as const,
};
