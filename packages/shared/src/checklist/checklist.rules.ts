/** The study checklist's rules (spec doc 3 "Study guide", §4 "Checklist", §6, §8). */

export const COLUNAS = ['A ESTUDAR', 'EM ESTUDO', 'ESTUDADO'] as const;
export type Coluna = (typeof COLUNAS)[number];

/** The empty text of each column (spec doc 3 "Study guide"). */
export const TEXTO_COLUNA_VAZIA: Record<Coluna, string> = {
  'A ESTUDAR': 'Nenhuma matéria a estudar',
  'EM ESTUDO': 'Nenhuma matéria em estudo',
  ESTUDADO: 'Nenhuma matéria completa',
};

/** The three flags of one content of the checklist. */
export interface Marcacoes {
  estudoTeorico: boolean;
  resolucaoQuestao: boolean;
  revisao: boolean;
}

/** A content's colour: green all three flags, purple some, grey none (spec doc 3 §4). */
export type SituacaoConteudo = 'concluido' | 'em-estudo' | 'nao-iniciado';

export function situacaoConteudo(c: Marcacoes): SituacaoConteudo {
  const marcadas = [c.estudoTeorico, c.resolucaoQuestao, c.revisao].filter(Boolean).length;
  return marcadas === 3 ? 'concluido' : marcadas > 0 ? 'em-estudo' : 'nao-iniciado';
}

/**
 * A subject's column, derived from its contents (spec doc 3 §4): no flag on any content 'A ESTUDAR';
 * all three on every content 'ESTUDADO'; otherwise 'EM ESTUDO'. A subject without contents is 'A ESTUDAR'.
 */
export function colunaDaMateria(conteudos: readonly Marcacoes[]): Coluna {
  const situacoes = conteudos.map(situacaoConteudo);
  if (situacoes.every((s) => s === 'nao-iniciado')) return 'A ESTUDAR';
  if (situacoes.every((s) => s === 'concluido')) return 'ESTUDADO';
  return 'EM ESTUDO';
}

/**
 * The flags after a subject is moved to `destino`: the least change that puts it there. 'A ESTUDAR'
 * clears every flag, 'ESTUDADO' sets all three; 'EM ESTUDO' from 'A ESTUDAR' marks the theory of every
 * content, from 'ESTUDADO' clears every review. A subject already in `destino`, or without contents,
 * stays as it is.
 */
export function moverMateria<T extends Marcacoes>(conteudos: readonly T[], destino: Coluna): T[] {
  const origem = colunaDaMateria(conteudos);
  if (origem === destino || conteudos.length === 0) return [...conteudos];
  const todas = (v: boolean) => ({ estudoTeorico: v, resolucaoQuestao: v, revisao: v });
  return conteudos.map((c) => {
    if (destino === 'A ESTUDAR') return { ...c, ...todas(false) };
    if (destino === 'ESTUDADO') return { ...c, ...todas(true) };
    return origem === 'A ESTUDAR' ? { ...c, estudoTeorico: true } : { ...c, revisao: false };
  });
}

export const OBSERVACOES_MAX = 2000;

/** The 401 of the checklist (spec doc 3 §6) for plans without 'Checklist de estudos'. */
export const MENSAGEM_SEM_CHECKLIST =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
/** The plan feature that opens the checklist (reference data, seed). */
export const FUNCIONALIDADE_CHECKLIST = 'Checklist de estudos';

/** A save over a version that another tab or device already replaced (409). */
export const MENSAGEM_CHECKLIST_DESATUALIZADA =
  'Sua checklist foi alterada em outra aba ou dispositivo. Carregamos a versão mais recente: refaça sua alteração.';
export const MENSAGEM_CHECKLIST_NAO_CRIADA = 'Checklist ainda não criada.';
export const MENSAGEM_CONTEUDO_FORA_DA_CHECKLIST = 'Conteúdo não pertence à sua checklist.';
export const MENSAGEM_CONTEUDO_REPETIDO = 'Conteúdo repetido na checklist.';

/** Fallbacks of the error notice (spec doc 3 §8). */
export const ERRO_CARREGAR_CHECKLIST = 'Erro ao carregar checklist. Tente novamente mais tarde.';
export const ERRO_SALVAR_CHECKLIST = 'Erro ao salvar alterações na checklist';
export const ERRO_CRIAR_CHECKLIST = 'Erro ao criar checklist';
