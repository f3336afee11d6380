/** Every query key of the payment pieces (card form, address), under one root. */
const raiz = ['pagamento'] as const;

export const pagamentoKeys = {
  raiz,
  bandeiras: () => [...raiz, 'bandeira-cartao', 'listar'] as const,
  cep: (cep: string) => [...raiz, 'consulta-cep', cep] as const,
  tiposLogradouro: () => [...raiz, 'listar', 'TIPO_LOGRADOURO'] as const,
  ufs: () => [...raiz, 'listar', 'UF'] as const,
  municipios: (sigla: string) => [...raiz, 'listar', 'MUNICIPIO', sigla] as const,
};
