/**
 * One simulated cohort under one scheduler: every student meets the bank's items a few a day, reviews
 * what the scheduler says is due (most overdue first, at most `limite` a day: the same review budget for
 * every scheduler), and sits the exam on day `dias`. Every review is predicted by every scheduler (each
 * keeps its own card of the item from the same ratings, whichever one drives), by the true model (the
 * oracle, the floor no predictor can beat) and by a constant; predictions are scored apart on the last
 * `diasTeste` days (held out by time) and on the whole run.
 */
import { diaNoBrasil, inicioDoDiaNoBrasil } from '@aprovei/shared/revisao/revisao.rules';
import { type Agendador, agendadores, type Cartao } from './agendadores.ts';
import { aleatorio } from './aleatorio.ts';
import { Afericao, perdaLogaritmica } from './metricas.ts';
import { type Memoria, type ParametrosMemoria, primeiraExposicao, revisarMemoria } from './modelo.ts';

const DIA_MS = 86_400_000;

export interface Configuracao {
  alunos: number;
  dias: number;
  /** Items in the bank; every student meets all of them, `novosPorDia` a day. */
  itens: number;
  novosPorDia: number;
  /** Reviews a day at most (0: no limit). */
  limite: number;
  semente: number;
  /** The held-out window: reviews on the last `diasTeste` days. */
  diasTeste: number;
  parametros: ParametrosMemoria;
  /** The first day, in Brazil ('AAAA-MM-DD'); reviews happen at noon there. */
  primeiroDia: string;
}

export interface Pontuacao {
  nome: string;
  teste: Afericao;
  tudo: Afericao;
}

export interface Resultado {
  condutor: string;
  /** Reviews done (first answers not counted: those are the same for every scheduler). */
  revisoes: number;
  revisoesTeste: number;
  /** Items still overdue when the exam comes (the budget did not reach them). */
  atrasadosNaProva: number;
  /** Per student, the mean chance of recalling her items on the exam day. */
  recordacaoProva: Float64Array;
  /** The schedulers' predictions, then the oracle's. */
  previsores: Pontuacao[];
  /** The constant predictor: the share recalled before the held-out window, and its scores on it. */
  constante: { p: number; logLoss: number; ece: number };
}

export const dataDaProva = (c: Configuracao) =>
  diaNoBrasil(new Date(inicioDoDiaNoBrasil(c.primeiroDia).getTime() + c.dias * DIA_MS));

interface ItemDoAluno {
  memoria: Memoria;
  cartoes: Cartao[];
  devido: number;
}

/** The cohort under scheduler number `condutor` of `agendadores(...)`. */
export function simular(c: Configuracao, condutor: number): Resultado {
  const p = c.parametros;
  const inicio = inicioDoDiaNoBrasil(c.primeiroDia).getTime();
  const meioDia = inicio + DIA_MS / 2;
  const ags: Agendador[] = agendadores(dataDaProva(c));
  const pontuacoes: Pontuacao[] = [...ags.map((a) => a.nome), 'Modelo (oráculo)'].map((nome) => ({
    nome,
    teste: new Afericao(),
    tudo: new Afericao(),
  }));
  const oraculo = pontuacoes[ags.length]!;
  let treinoLembrou = 0;
  let treino = 0;
  let revisoes = 0;
  let revisoesTeste = 0;
  let atrasadosNaProva = 0;
  const recordacaoProva = new Float64Array(c.alunos);
  const dificuldades = Float64Array.from({ length: c.itens }, () => 0);
  const rngItens = aleatorio(c.semente, 0);
  for (let i = 0; i < c.itens; i++) dificuldades[i] = p.sigmaDificuldade * rngItens.normal();
  const inicioTeste = c.dias - c.diasTeste;

  for (let aluno = 0; aluno < c.alunos; aluno++) {
    // Two streams: the student (ability, order, first answers) is the same under every scheduler;
    // the review answers depend on what the scheduler asked.
    const rngAluno = aleatorio(c.semente, 2 * aluno + 1);
    const rngRevisao = aleatorio(c.semente, 2 * aluno + 2);
    const habilidade = p.sigmaHabilidade * rngAluno.normal();
    const ordem = Array.from({ length: c.itens }, (_, i) => i);
    for (let i = ordem.length - 1; i > 0; i--) {
      const j = rngAluno.inteiro(i + 1);
      [ordem[i], ordem[j]] = [ordem[j]!, ordem[i]!];
    }
    const deck: ItemDoAluno[] = [];

    for (let dia = 0; dia < c.dias; dia++) {
      const em = new Date(meioDia + dia * DIA_MS);
      const fimDoDia = inicio + (dia + 1) * DIA_MS;
      const devidos = deck.filter((x) => x.devido < fimDoDia).sort((a, b) => a.devido - b.devido);
      if (c.limite > 0) devidos.length = Math.min(devidos.length, c.limite);
      const teste = dia >= inicioTeste;
      for (const x of devidos) {
        const previsoes = x.cartoes.map((k) => k.prever(em));
        const { r, correta } = revisarMemoria(p, x.memoria, dia, rngRevisao);
        for (const [j, pv] of previsoes.entries()) {
          const s = pontuacoes[j]!;
          s.tudo.adicionar(pv, correta);
          if (teste) s.teste.adicionar(pv, correta);
        }
        oraculo.tudo.adicionar(r, correta);
        if (teste) oraculo.teste.adicionar(r, correta);
        else {
          treino++;
          if (correta) treinoLembrou++;
        }
        const avaliacao = correta ? 3 : 1;
        for (const k of x.cartoes) k.revisar(em, avaliacao);
        x.devido = x.cartoes[condutor]!.devido.getTime();
        revisoes++;
        if (teste) revisoesTeste++;
      }
      for (let n = 0; n < c.novosPorDia && deck.length < c.itens; n++) {
        const item = ordem[deck.length]!;
        const k = habilidade - dificuldades[item]!;
        const { correta, memoria } = primeiraExposicao(p, k, dia, rngAluno);
        const cartoes = ags.map((a) => a.primeira(em, correta ? 3 : 1));
        deck.push({ memoria, cartoes, devido: cartoes[condutor]!.devido.getTime() });
      }
    }

    const fimDaVespera = inicio + c.dias * DIA_MS;
    let soma = 0;
    for (const x of deck) {
      soma += Math.exp(-(c.dias - x.memoria.ultimoDia) / x.memoria.tau);
      if (x.devido < fimDaVespera) atrasadosNaProva++;
    }
    recordacaoProva[aluno] = soma / deck.length;
  }

  const pc = treino ? treinoLembrou / treino : 0.5;
  const t = oraculo.teste;
  const lembrou = t.n ? t.taxa() * t.n : 0;
  const constante = {
    p: pc,
    logLoss: t.n
      ? (lembrou * perdaLogaritmica(pc, true) + (t.n - lembrou) * perdaLogaritmica(pc, false)) / t.n
      : Number.NaN,
    ece: t.n ? Math.abs(pc - t.taxa()) : Number.NaN,
  };
  return {
    condutor: ags[condutor]!.nome,
    revisoes,
    revisoesTeste,
    atrasadosNaProva,
    recordacaoProva,
    previsores: pontuacoes,
    constante,
  };
}
