/** What a back-office screen of one kind says: questions or fixation exercises. */
export interface TextosItem {
  /** Where its screens live: `/admin/questoes`, `/admin/questoes/nova`, `/admin/questoes/:id`. */
  caminho: string;
  novoCaminho: string;
  titulo: string;
  descricao: string;
  /** `Questão`, `Exercício`: the form's title and name. */
  nome: string;
  novo: string;
  /** `esta questão`, `este exercício`; `a questão`, `o exercício`; `desatualizada`, `desatualizado`. */
  este: string;
  o: string;
  desatualizado: string;
  busca: string;
  coluna: string;
  atualizado: string;
  vazio: string;
  naoEncontrado: string;
  publicado: string;
  explicacao: string;
}

export const TEXTOS_QUESTAO: TextosItem = {
  caminho: '/admin/questoes',
  novoCaminho: '/admin/questoes/nova',
  titulo: 'Questões',
  descricao: 'Rascunhos, publicadas, anuladas e desatualizadas. Cada mudança fica na auditoria.',
  nome: 'Questão',
  novo: 'Nova questão',
  este: 'esta questão',
  o: 'a questão',
  desatualizado: 'desatualizada',
  busca: 'Buscar no enunciado',
  coluna: 'Enunciado',
  atualizado: 'Atualizada',
  vazio: 'Nenhuma questão encontrada.',
  naoEncontrado: 'Questão não encontrada.',
  publicado: 'A questão já foi publicada',
  explicacao: 'Explicação geral',
};

export const TEXTOS_EXERCICIO: TextosItem = {
  caminho: '/admin/exercicios',
  novoCaminho: '/admin/exercicios/novo',
  titulo: 'Exercícios de fixação',
  descricao:
    'Afirmativas de certo ou errado: rascunhos, publicados, anulados e desatualizados. Cada mudança fica na auditoria.',
  nome: 'Exercício',
  novo: 'Novo exercício',
  este: 'este exercício',
  o: 'o exercício',
  desatualizado: 'desatualizado',
  busca: 'Buscar na afirmativa ou no contexto',
  coluna: 'Afirmativa',
  atualizado: 'Atualizado',
  vazio: 'Nenhum exercício encontrado.',
  naoEncontrado: 'Exercício não encontrado.',
  publicado: 'O exercício já foi publicado',
  explicacao: 'Explicação',
};
