/** Statistics limits and messages (spec doc 3 §5 "Statistics", §9). */

export const MAX_MATERIAS_POR_PESQUISA = 5;
export const MAX_CONTEUDOS_POR_MATERIA = 5;
/** Donuts show at most this many subjects or contents (spec doc 3 §9). */
export const MAX_ITENS_DONUT = 5;
/** Bar charts write each bar's value only up to this many dates; more would overlap (spec doc 3 §9). */
export const MAX_DATAS_COM_ROTULO = 8;

export const MENSAGEM_MATERIA_OBRIGATORIA = 'Selecione pelo menos uma matéria!';
export const MENSAGEM_MAXIMO_MATERIAS = 'Selecione no máximo 5 matérias por pesquisa!';
/** The subjects field's own rule (the web's multi-select), same limit. */
export const MENSAGEM_MAXIMO_MATERIAS_CAMPO = 'Selecione apenas 5 matérias por filtro!';
export const MENSAGEM_MAXIMO_CONTEUDOS = 'Selecione no máximo 5 conteúdos por matéria!';
export const MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS = 'Selecione conteúdos das matérias escolhidas.';
export const MENSAGEM_DATA_INICIAL = 'Data inicial inválida. Use DD-MM-AAAA ou AAAA-MM-DD.';
export const MENSAGEM_DATA_FINAL = 'Data final inválida. Use DD-MM-AAAA ou AAAA-MM-DD.';
export const MENSAGEM_PERIODO = 'A data inicial deve ser igual ou anterior à data final.';
export const MENSAGEM_SEM_RESULTADO = 'Nenhum resultado encontrado para os filtros informados.';
/** The 401 of the statistics page (spec doc 3 §6) for plans without 'Métricas de resultados'. */
export const MENSAGEM_SEM_METRICAS =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
/** The plan feature that opens the statistics page (reference data, seed). */
export const FUNCIONALIDADE_METRICAS = 'Métricas de resultados';

/**
 * A typed date, yyyy-mm-dd or dd-mm-yyyy ('/' also accepted as separator, as the screen shows
 * DD/MM/YYYY), as an ISO calendar date 'yyyy-mm-dd'; null when it is not a real date.
 */
export function lerData(texto: string): string | null {
  const t = texto.trim();
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(t);
  const br = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(t);
  const [ano, mes, dia] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (ano === undefined || mes === undefined || dia === undefined) return null;
  const d = new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia)));
  if (
    d.getUTCFullYear() !== Number(ano) ||
    d.getUTCMonth() !== Number(mes) - 1 ||
    d.getUTCDate() !== Number(dia)
  )
    return null;
  return `${ano}-${mes}-${dia}`;
}

/** The message of the subjects' count rule, or null when 1 to 5 subjects are chosen. */
export function erroMaterias(quantidade: number): string | null {
  if (quantidade < 1) return MENSAGEM_MATERIA_OBRIGATORIA;
  if (quantidade > MAX_MATERIAS_POR_PESQUISA) return MENSAGEM_MAXIMO_MATERIAS;
  return null;
}

/**
 * The message of the contents rule, or null: every content must belong to a chosen subject, at most 5
 * per subject. `conteudos`: each chosen content with its subject.
 */
export function erroConteudos(
  materias: readonly number[],
  conteudos: readonly { idConteudo: number; idMateria: number }[],
): string | null {
  const porMateria = new Map<number, number>();
  for (const c of conteudos) {
    if (!materias.includes(c.idMateria)) return MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS;
    porMateria.set(c.idMateria, (porMateria.get(c.idMateria) ?? 0) + 1);
  }
  return [...porMateria.values()].some((n) => n > MAX_CONTEUDOS_POR_MATERIA)
    ? MENSAGEM_MAXIMO_CONTEUDOS
    : null;
}

/** ISO dates compare as text: the period is valid when either end is open or start ≤ end. */
export function periodoValido(dataInicial: string | undefined, dataFinal: string | undefined): boolean {
  return dataInicial === undefined || dataFinal === undefined || dataInicial <= dataFinal;
}

/** Weekday names of the weekly chart, Sunday first (Date.getUTCDay order). */
export const DIAS_DA_SEMANA = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** A subject enters the home's best and worst lists from this many answers: fewer is noise. */
export const MIN_RESPOSTAS_MATERIA_COMPARADA = 3;
export const MENSAGEM_POUCAS_RESPOSTAS_MATERIA = `Responda ao menos ${MIN_RESPOSTAS_MATERIA_COMPARADA} questões de uma matéria para compará-la com as outras.`;

interface MateriaComparada {
  nomeMateria: string;
  totalRespostas: number;
  percentualAcerto: number;
}

/**
 * The home's 'Melhor matéria' and 'Pior matéria' lists, never sharing a subject: the subjects with enough
 * answers, ranked by hit rate (then by more answers, then by name); the better half (rounded up, at most
 * 5) is the best list and the rest, worst first, the worst list. A subject with every answer right is
 * never a worst one.
 */
export function melhoresEPioresMaterias<T extends MateriaComparada>(materias: readonly T[]) {
  const ordenadas = materias
    .filter((m) => m.totalRespostas >= MIN_RESPOSTAS_MATERIA_COMPARADA)
    .sort(
      (a, b) =>
        b.percentualAcerto - a.percentualAcerto ||
        b.totalRespostas - a.totalRespostas ||
        a.nomeMateria.localeCompare(b.nomeMateria, 'pt-BR'),
    );
  const metade = Math.ceil(ordenadas.length / 2);
  return {
    melhores: ordenadas.slice(0, Math.min(metade, MAX_ITENS_DONUT)),
    piores: ordenadas
      .slice(metade)
      .filter((m) => m.percentualAcerto < 100)
      .reverse()
      .slice(0, MAX_ITENS_DONUT),
  };
}
