/** Every query key of the account feature, under one root. */
const raiz = ['conta'] as const;

export const contaKeys = {
  raiz,
  perfil: () => [...raiz, 'exibir-dados'] as const,
  perguntas: () => [...raiz, 'pergunta-usuario', 'raizes'] as const,
  subPergunta: (id: number, resposta: 'SIM' | 'NAO') =>
    [...raiz, 'pergunta-usuario', 'sub', id, resposta] as const,
  existenciaUsuario: (email: string, cpf: string) =>
    [...raiz, 'verifica-existencia-usuario', email, cpf] as const,
  permissaoAcademy: () => [...raiz, 'verificar-premicao-academy'] as const,
};
