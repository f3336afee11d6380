/**
 * The kinds of study item: a multiple-choice question and a true/false fixation exercise. Comments,
 * reactions and statistics hang on an item; the screens, the answering and the API calls are configured
 * per kind (a mock-exam item will be one more kind).
 */
export type TipoItem = 'questao' | 'exercicio';

/** One study item: its kind and id. */
export interface AlvoItem {
  tipo: TipoItem;
  id: number;
}
