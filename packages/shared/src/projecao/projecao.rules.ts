/**
 * The projected score of the national mocks (issue 24 §3, docs/projecao.md): from the student's hit rate per
 * subject, weighted by each subject's share of the points of that type's mocks, or from the student's Rasch
 * ability where the items are calibrated; with a 95 % band and the percentile among the students who finished
 * that type's mocks. Pure arithmetic; the API reads the counts and the web shows the result.
 */

/** Fewer answers than this in the type's subjects say too little to project. */
export const MIN_RESPOSTAS_TOTAL = 30;
/** A subject with fewer answers than this counts as unknown (its share goes to the band). */
export const MIN_RESPOSTAS_MATERIA = 5;
/** The known subjects must weigh at least this share of the exam's points. */
export const COBERTURA_MINIMA = 0.6;
/** Fewer finished attempts of the type than this: no percentile. */
export const MIN_PARTICIPANTES = 10;
/** z of a two-sided 95 % interval. */
export const Z_95 = 1.96;
/** Variance of a share about which nothing is known (uniform on [0, 1]). */
const VARIANCIA_DESCONHECIDA = 1 / 12;

/** The exam of a type: the average maximum score of its mocks and each subject's average points in them. */
export interface Exame {
  notaMaxima: number;
  materias: readonly MateriaDoExame[];
}

/** A subject of the exam: its average points per mock of the type. */
export interface MateriaDoExame {
  materiaId: number;
  nome: string;
  pontos: number;
}

/** The student's latest answers to the items of a subject. */
export interface DesempenhoMateria {
  materiaId: number;
  respostas: number;
  acertos: number;
}

/** Under Rasch: a subject's expected hit rate at the ability and its slope (from the calibrated items). */
export interface MateriaRasch {
  materiaId: number;
  /** Mean of P(θ − b) over the subject's calibrated items. */
  acerto: number;
  /** Mean of P(1 − P): the derivative of `acerto` in θ. */
  derivada: number;
}

export interface HabilidadeRasch {
  theta: number;
  erroPadrao: number;
  /** Answers to calibrated items the ability was estimated from. */
  respostas: number;
  materias: MateriaRasch[];
}

export type Projecao =
  | {
      situacao: 'PROJETADA';
      metodo: 'PROPORCAO' | 'RASCH';
      /** Expected share of the points (0–1), its band and the average maximum score of a mock. */
      proporcao: number;
      faixa: [number, number];
      notaMaxima: number;
      respostas: number;
    }
  | { situacao: 'FALTAM_RESPOSTAS'; faltamRespostas: number; materias: string[]; respostas: number };

/** Agresti–Coull's adjusted share: never 0 or 1, so a subject answered all right still has a spread. */
const ajustada = (acertos: number, respostas: number) => (acertos + 2) / (respostas + 4);

const limitar = (x: number) => Math.min(1, Math.max(0, x));

/**
 * The projection of one type. Each subject weighs its share w of the exam's points. A subject is known when
 * the student answered it at least MIN_RESPOSTAS_MATERIA times (or, under Rasch, when it has calibrated
 * items); a known subject contributes its hit rate (or P(θ) under Rasch), an unknown one the mean of the
 * known ones and the variance of a share nothing is known about (1/12). Enough: MIN_RESPOSTAS_TOTAL answers
 * in the exam's subjects and known subjects weighing COBERTURA_MINIMA of its points; otherwise what is
 * missing: how many answers, and of which subjects (the heaviest unknown ones, until the share is met).
 */
export function projetar(
  { notaMaxima, materias: exame }: Exame,
  desempenho: readonly DesempenhoMateria[],
  rasch: HabilidadeRasch | null = null,
): Projecao {
  const total = exame.reduce((s, m) => s + m.pontos, 0);
  const porMateria = new Map(desempenho.map((d) => [d.materiaId, d]));
  const raschPorMateria = new Map((rasch?.materias ?? []).map((m) => [m.materiaId, m]));
  const doExame = exame.map((m) => ({
    ...m,
    w: total > 0 ? m.pontos / total : 0,
    d: porMateria.get(m.materiaId) ?? { materiaId: m.materiaId, respostas: 0, acertos: 0 },
    r: raschPorMateria.get(m.materiaId),
  }));
  const respostasProporcao = doExame.reduce((s, m) => s + m.d.respostas, 0);
  const usaRasch = rasch !== null && rasch.respostas >= MIN_RESPOSTAS_TOTAL && raschPorMateria.size > 0;
  const respostas = usaRasch ? Math.max(rasch.respostas, respostasProporcao) : respostasProporcao;
  const conhecida = (m: (typeof doExame)[number]) =>
    (usaRasch && m.r !== undefined) || m.d.respostas >= MIN_RESPOSTAS_MATERIA;
  const cobertura = doExame.filter(conhecida).reduce((s, m) => s + m.w, 0);

  if (
    total <= 0 ||
    notaMaxima <= 0 ||
    respostas < MIN_RESPOSTAS_TOTAL ||
    cobertura < COBERTURA_MINIMA - 1e-9
  ) {
    const faltantes: string[] = [];
    let faltamNasMaterias = 0;
    let coberta = cobertura;
    for (const m of [...doExame].filter((x) => !conhecida(x)).sort((a, b) => b.w - a.w)) {
      if (coberta >= COBERTURA_MINIMA - 1e-9) break;
      faltantes.push(m.nome);
      faltamNasMaterias += MIN_RESPOSTAS_MATERIA - m.d.respostas;
      coberta += m.w;
    }
    return {
      situacao: 'FALTAM_RESPOSTAS',
      faltamRespostas: Math.max(MIN_RESPOSTAS_TOTAL - respostas, faltamNasMaterias),
      materias: faltantes,
      respostas,
    };
  }

  let conhecidas = 0;
  let variancia = 0;
  let inclinacao = 0;
  for (const m of doExame) {
    if (usaRasch && m.r) {
      conhecidas += m.w * m.r.acerto;
      inclinacao += m.w * m.r.derivada;
    } else if (m.d.respostas >= MIN_RESPOSTAS_MATERIA) {
      conhecidas += m.w * (m.d.acertos / m.d.respostas);
      const p = ajustada(m.d.acertos, m.d.respostas);
      variancia += (m.w ** 2 * p * (1 - p)) / m.d.respostas;
    } else {
      variancia += m.w ** 2 * VARIANCIA_DESCONHECIDA;
    }
  }
  // The ability's error moves every calibrated subject together (delta method).
  if (usaRasch) variancia += (inclinacao * rasch.erroPadrao) ** 2;
  // The unknown subjects are taken at the known ones' mean: the known share renormalised.
  const proporcao = conhecidas / cobertura;
  const margem = Z_95 * Math.sqrt(variancia);
  return {
    situacao: 'PROJETADA',
    metodo: usaRasch ? 'RASCH' : 'PROPORCAO',
    proporcao,
    faixa: [limitar(proporcao - margem), limitar(proporcao + margem)],
    notaMaxima,
    respostas,
  };
}

/** A mock's finished attempts with one score, as the ranking keeps them, and the mock's maximum score. */
export interface FaixaDeNotas {
  pontuacao: number;
  notaMaxima: number;
  participantes: number;
}

/**
 * The percentile (0–100) of a share of the points among finished attempts of mocks of the type, each attempt
 * compared as its share of its mock's maximum: the attempts below count whole, the ties half. Null below
 * MIN_PARTICIPANTES attempts.
 */
export function percentil(proporcao: number, notas: readonly FaixaDeNotas[]): number | null {
  let abaixo = 0;
  let todos = 0;
  for (const n of notas) {
    if (n.notaMaxima <= 0 || n.participantes <= 0) continue;
    todos += n.participantes;
    const diferenca = n.pontuacao / n.notaMaxima - proporcao;
    if (Math.abs(diferenca) < 1e-9) abaixo += n.participantes / 2;
    else if (diferenca < 0) abaixo += n.participantes;
  }
  if (todos < MIN_PARTICIPANTES) return null;
  return Math.round((1000 * abaixo) / todos) / 10;
}

/** 'A', 'A e B', 'A, B e C'. */
const listar = (nomes: readonly string[]) =>
  nomes.length <= 1 ? (nomes[0] ?? '') : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;

/** What is missing for a projection, in the student's words. */
export function mensagemFaltam(faltamRespostas: number, materias: readonly string[]): string {
  const n = Math.max(1, faltamRespostas);
  const de = materias.length > 0 ? ` de ${listar(materias)}` : '';
  return `Responda mais ${n} ${n === 1 ? 'questão' : 'questões'}${de} para ver sua nota projetada.`;
}

export const MENSAGEM_SEM_SIMULADOS = 'Ainda não há simulados deste tipo publicados para projetar a nota.';
export const MENSAGEM_POUCOS_PARTICIPANTES =
  'Ainda são poucos os alunos que finalizaram simulados deste tipo para calcular seu percentil.';
