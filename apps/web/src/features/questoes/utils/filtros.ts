import {
  MODO_PADRAO,
  type ModoExibicao,
  ORDENACOES,
  type Ordenacao,
  pageSize,
} from '@aprovei/shared/questoes/questoes.rules';
import type { ZExercicioFiltro, ZQuestaoFiltro } from '@aprovei/shared/questoes/questoes.schemas';
import { MOTIVOS_ERRO, type MotivoErro } from '@aprovei/shared/revisao/revisao.rules';
import type { z } from 'zod';

/** Which search: multiple-choice questions or true/false fixation exercises (no banca, no sub-contents). */
export type Variante = 'questoes' | 'exercicios';

/** The filter form (spec doc 3 §2 "Question search" and "Fixation exercises"). */
export interface FiltroQuestoes {
  idCurso: number | null;
  materias: number[];
  /** Contents of every chosen subject, flat; each subject's select shows those of its own list. */
  conteudos: number[];
  /** Sub-contents of the chosen contents (platform 2), flat. */
  subConteudos: number[];
  bancas: number[];
  instituicao: number | null;
  /** Id of the year (listar/ANO), not the year itself. */
  ano: number | null;
  numeroQuestao: string;
  modo: ModoExibicao;
  /** 'Ocultar anuladas e desatualizadas'. */
  ocultarAnuladas: boolean;
}

export const FILTRO_VAZIO: FiltroQuestoes = {
  idCurso: null,
  materias: [],
  conteudos: [],
  subConteudos: [],
  bancas: [],
  instituicao: null,
  ano: null,
  numeroQuestao: '',
  modo: MODO_PADRAO,
  ocultarAnuladas: false,
};

/** A search that ran: the filter as it was, the page (0-based) and the page size option. */
export interface Busca {
  filtro: FiltroQuestoes;
  page: number;
  umaPorPagina: boolean;
  /** `ordem` of the address, sent as orderBy (see filtroDaUrl). */
  orderBy?: Ordenacao;
  /** `motivoErro` of the address (the statistics page's miss reasons): only those missed questions. */
  motivoErro?: MotivoErro;
}

/** The request schema of each search (spec doc 3 §3 "Question filter"). */
interface FiltroSchemas {
  questoes: typeof ZQuestaoFiltro;
  exercicios: typeof ZExercicioFiltro;
}

/** A schema's input as a query string carries it: where the schema coerces, text or a number. */
type QueryString<T> = { [K in keyof T]: unknown extends T[K] ? string | number | undefined : T[K] };

/** The wire query of a search: the input of the shared request schema, typed once here. */
export type ListagemQuery<V extends Variante = Variante> = QueryString<z.input<FiltroSchemas[V]>>;

const lista = (ids: readonly number[]) => (ids.length > 0 ? ids.join(',') : undefined);

/** What only the question search sends (platform 2's sub-contents and the bancas). */
const DA_VARIANTE: {
  [V in Variante]: (comum: ListagemQuery<'exercicios'>, busca: Busca) => ListagemQuery<V>;
} = {
  questoes: (comum, { filtro, motivoErro }) => ({
    ...comum,
    listaSubConteudoQuestao: lista(filtro.subConteudos),
    listaBanca: lista(filtro.bancas),
    motivoErro,
  }),
  exercicios: (comum) => comum,
};

/**
 * The one conversion from the filter form to the wire query of questoes/listar-questoes or
 * questoes/listar-verdadeiro-falso: lists joined by commas (empty ones omitted), exactly one mode flag,
 * page and size (10, or 1 per page).
 */
export function listagemQuery<V extends Variante>(
  variante: V,
  idPlataforma: number,
  busca: Busca,
): ListagemQuery<V> {
  const { filtro } = busca;
  const numero = filtro.numeroQuestao.trim();
  const comum: ListagemQuery<'exercicios'> = {
    idPlataforma: String(idPlataforma),
    idCurso: filtro.idCurso === null ? undefined : String(filtro.idCurso),
    listaMateriaQuestao: lista(filtro.materias),
    listaConteudoQuestao: lista(filtro.conteudos),
    listaInstituicao: filtro.instituicao === null ? undefined : String(filtro.instituicao),
    listaAno: filtro.ano === null ? undefined : String(filtro.ano),
    numeroQuestao: numero === '' ? undefined : numero,
    orderBy: busca.orderBy,
    [filtro.modo]: 'true',
    ocultarAnuladas: filtro.ocultarAnuladas ? 'true' : undefined,
    page: String(busca.page),
    size: String(pageSize(busca.umaPorPagina)),
  };
  return DA_VARIANTE[variante](comum, busca);
}

/** Only digits in 'Número da questão'. */
export function somenteDigitos(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 10);
}

/** Ids known to belong to each parent (a subject's contents, a content's sub-contents). */
export type Filhos = ReadonlyMap<number, readonly number[]>;

function semFilhosDe(ids: readonly number[], removidos: readonly number[], filhos: Filhos): number[] {
  const fora = new Set(removidos.flatMap((id) => filhos.get(id) ?? []));
  return ids.filter((id) => !fora.has(id));
}

/** New subjects: the contents (and their sub-contents) of the subjects taken out go too. */
export function comMaterias(
  filtro: FiltroQuestoes,
  materias: number[],
  conteudosPorMateria: Filhos,
  subPorConteudo: Filhos,
): FiltroQuestoes {
  const removidas = filtro.materias.filter((id) => !materias.includes(id));
  const conteudos = semFilhosDe(filtro.conteudos, removidas, conteudosPorMateria);
  const conteudosRemovidos = filtro.conteudos.filter((id) => !conteudos.includes(id));
  return {
    ...filtro,
    materias,
    conteudos,
    subConteudos: semFilhosDe(filtro.subConteudos, conteudosRemovidos, subPorConteudo),
  };
}

/** New choice in one subject's contents select (`daMateria`: the ids of that subject's list). */
export function comConteudosDaMateria(
  filtro: FiltroQuestoes,
  daMateria: readonly number[],
  escolhidos: number[],
  subPorConteudo: Filhos,
): FiltroQuestoes {
  const lista = new Set(daMateria);
  const conteudos = [...filtro.conteudos.filter((id) => !lista.has(id)), ...escolhidos];
  const removidos = filtro.conteudos.filter((id) => !conteudos.includes(id));
  return { ...filtro, conteudos, subConteudos: semFilhosDe(filtro.subConteudos, removidos, subPorConteudo) };
}

/** New choice in one content's sub-contents select. */
export function comSubConteudosDoConteudo(
  filtro: FiltroQuestoes,
  doConteudo: readonly number[],
  escolhidos: number[],
): FiltroQuestoes {
  const lista = new Set(doConteudo);
  return { ...filtro, subConteudos: [...filtro.subConteudos.filter((id) => !lista.has(id)), ...escolhidos] };
}

/**
 * The value a child select shows: the chosen ids of its own list; while that list loads (or failed)
 * and its parent is the only one chosen, every chosen id (they can only be its own).
 */
export function escolhidosDe(
  escolhidos: readonly number[],
  daLista: readonly number[] | undefined,
  unico: boolean,
) {
  if (daLista === undefined) return unico ? [...escolhidos] : [];
  const set = new Set(daLista);
  return escolhidos.filter((id) => set.has(id));
}

/** Names given by the address for display while the lists load. */
export interface NomesDaUrl {
  materia?: { id: number; nome: string };
  conteudo?: { id: number; nome: string };
}

export interface FiltroDaUrl {
  filtro: FiltroQuestoes;
  nomes: NomesDaUrl;
  orderBy?: Ordenacao;
  motivoErro?: MotivoErro;
}

function ids(value: string | null): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(',')) {
    const n = Number(part.trim());
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
  }
  return out.slice(0, 100);
}

/**
 * Query parameters of the question search (/simulados, /QuestoesAproveiConcurso) and of
 * /exercicios-fixacao; the checklist's link 'Visualizar questões desse conteúdo' uses them:
 *
 * - `materia`      subject ids, comma-separated (`materia=3` or `materia=3,4`)
 * - `conteudo`     content ids, comma-separated
 * - `subConteudo`  sub-content ids, comma-separated (platform 2; ignored by the exercises)
 * - `nomeMateria`  name of the subject, shown while the lists load (used when one subject is given)
 * - `nomeConteudo` name of the content, idem (used when one content is given)
 * - `ordem`        ordering hint passed to the listing as `orderBy`
 *
 * Any of `materia`, `conteudo` or `subConteudo` pre-fills the filters and starts a search at once in
 * mode 'all' (todasQuestoes). Returns null when the address has none of them. The address is read once
 * when the screen opens; it does not follow later changes of the filters.
 */
export function filtroDaUrl(params: URLSearchParams, variante: Variante): FiltroDaUrl | null {
  const materias = ids(params.get('materia'));
  const conteudos = ids(params.get('conteudo'));
  const subConteudos = variante === 'questoes' ? ids(params.get('subConteudo')) : [];
  if (materias.length === 0 && conteudos.length === 0 && subConteudos.length === 0) return null;
  const nomes: NomesDaUrl = {};
  const nomeMateria = params.get('nomeMateria')?.trim();
  const nomeConteudo = params.get('nomeConteudo')?.trim();
  if (materias.length === 1 && nomeMateria) nomes.materia = { id: materias[0]!, nome: nomeMateria };
  if (conteudos.length === 1 && nomeConteudo) nomes.conteudo = { id: conteudos[0]!, nome: nomeConteudo };
  const ordem = params.get('ordem')?.trim().toUpperCase();
  const motivo = variante === 'questoes' ? params.get('motivoErro')?.trim().toUpperCase() : undefined;
  return {
    filtro: { ...FILTRO_VAZIO, materias, conteudos, subConteudos, modo: 'todasQuestoes' },
    nomes,
    orderBy: ordem && isOrdenacao(ordem) ? ordem : undefined,
    motivoErro: motivo && isMotivoErro(motivo) ? motivo : undefined,
  };
}

function isMotivoErro(value: string): value is MotivoErro {
  return (MOTIVOS_ERRO as readonly string[]).includes(value);
}

function isOrdenacao(value: string): value is Ordenacao {
  return (ORDENACOES as readonly string[]).includes(value);
}
