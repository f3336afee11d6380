/** The simulation's tables, in Markdown (printed, and pasted into docs/performance/revisao.md). */
import { media } from './metricas.ts';
import type { Configuracao, Resultado } from './simulacao.ts';

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function tabelas(c: Configuracao, resultados: Resultado[]): string {
  const linhas: string[] = [];
  const base = resultados[0]!;
  linhas.push(
    `Exam day ${c.dias}; budget ${c.limite || '∞'} reviews a day; held-out window: days ${c.dias - c.diasTeste}–${c.dias - 1}.`,
    '',
    '| scheduler | reviews / student | held-out reviews | recalled on held-out reviews | overdue at the exam / student | exam-day recall (95 % CI) | vs ' +
      `${base.condutor} (paired, 95 % CI) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of resultados) {
    const prova = media(r.recordacaoProva);
    const dif = media(r.recordacaoProva.map((x, i) => x - base.recordacaoProva[i]!));
    const oraculo = r.previsores.at(-1)!.teste;
    linhas.push(
      `| ${r.condutor} | ${(r.revisoes / c.alunos).toFixed(1)} | ${r.revisoesTeste} | ${pct(oraculo.taxa())} | ` +
        `${(r.atrasadosNaProva / c.alunos).toFixed(1)} | ${pct(prova.media)} ± ${(100 * prova.ic95).toFixed(1)} | ` +
        `${r === base ? '–' : `${dif.media >= 0 ? '+' : ''}${(100 * dif.media).toFixed(1)} ± ${(100 * dif.ic95).toFixed(1)} pts`} |`,
    );
  }
  linhas.push(
    '',
    'Log loss / ECE of each predictor on the held-out reviews of each run (rows: the scheduler that chose ' +
      "the reviews; the diagonal is a scheduler predicting its own reviews). Whole run's log loss in brackets.",
    '',
    `| reviews chosen by | ${base.previsores.map((p) => p.nome).join(' | ')} | constant |`,
    `|---|${base.previsores.map(() => '---:|').join('')}---:|`,
  );
  for (const r of resultados)
    linhas.push(
      `| ${r.condutor} | ${r.previsores
        .map((p) => `${f3(p.teste.logLoss())} / ${f3(p.teste.ece())} (${f3(p.tudo.logLoss())})`)
        .join(' | ')} | ${f3(r.constante.logLoss)} / ${f3(r.constante.ece)} (p = ${f3(r.constante.p)}) |`,
    );
  linhas.push(
    '',
    'Calibration on the held-out reviews of each run, by bin of predicted recall: n, mean prediction → share recalled.',
  );
  for (const r of resultados) {
    linhas.push('', `Reviews chosen by ${r.condutor}:`, '');
    linhas.push(`| bin | ${r.previsores.map((p) => p.nome).join(' | ')} |`);
    linhas.push(`|---|${r.previsores.map(() => '---|').join('')}`);
    const faixas = r.previsores.map((p) => p.teste.calibracao());
    for (let b = 0; b < faixas[0]!.length; b++) {
      const de = faixas[0]![b]!.de;
      const celulas = faixas.map((fs) => {
        const f = fs[b]!;
        return f.n ? `${f.n}: ${f3(f.previsto)} → ${f3(f.observado)}` : '';
      });
      linhas.push(`| ${de.toFixed(1)}–${(de + 0.1).toFixed(1)} | ${celulas.join(' | ')} |`);
    }
  }
  return linhas.join('\n');
}
