// npm run bench:revisao — issue 24 §4: how FSRS-6 (the deck's scheduler, default parameters) compares with
// SM-2 and fixed intervals on simulated students whose memory follows a model that is not FSRS
// (bench/revisao/modelo.ts), and, with --fila, today's queue at bench scale through the real API.
//
// Simulation options: --alunos (2000), --dias (120), --itens (100), --novos (items met a day, 4),
// --limite (reviews a day at most; 0, the default, = no limit), --teste (held-out days at the end, 30),
// --semente (2024), --modelo (JSON overriding the memory model's parameters, e.g. '{"tauInicial":1.5}').
// Queue options: --fila, --escala (the question bench's BENCH_ESCALA, 1), --baralhos (students whose deck
// is rebuilt, the heaviest first, 20), --n (requests per route, 300).
// Results and the model: docs/performance/revisao.md.
import '../scripts/check-node.ts';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PARAMETROS_PADRAO, type ParametrosMemoria } from './revisao/modelo.ts';
import { tabelas } from './revisao/relatorio.ts';
import { type Configuracao, dataDaProva, type Resultado, simular } from './revisao/simulacao.ts';

const { values: o } = parseArgs({
  options: {
    alunos: { type: 'string', default: '2000' },
    dias: { type: 'string', default: '120' },
    itens: { type: 'string', default: '100' },
    novos: { type: 'string', default: '4' },
    limite: { type: 'string', default: '0' },
    modelo: { type: 'string', default: '{}' },
    teste: { type: 'string', default: '30' },
    semente: { type: 'string', default: '2024' },
    fila: { type: 'boolean', default: false },
    escala: { type: 'string', default: '1' },
    baralhos: { type: 'string', default: '20' },
    n: { type: 'string', default: '300' },
  },
});

const inteiro = (nome: keyof typeof o, min: number) => {
  const v = Number(o[nome]);
  if (!Number.isInteger(v) || v < min) throw new Error(`--${nome} must be an integer ≥ ${min}`);
  return v;
};
const carga = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const maquina = `${os.cpus().length} vCPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`;

if (o.fila) {
  const { medirFila } = await import('./revisao/fila.ts');
  process.exitCode = await medirFila({
    escala: Number(o.escala),
    baralhos: inteiro('baralhos', 1),
    n: inteiro('n', 10),
    carga,
    maquina,
  });
} else {
  const c: Configuracao = {
    alunos: inteiro('alunos', 1),
    dias: inteiro('dias', 2),
    itens: inteiro('itens', 1),
    novosPorDia: inteiro('novos', 1),
    limite: inteiro('limite', 0),
    diasTeste: inteiro('teste', 1),
    semente: inteiro('semente', 0),
    parametros: { ...PARAMETROS_PADRAO, ...(JSON.parse(o.modelo) as Partial<ParametrosMemoria>) },
    primeiroDia: '2027-01-04',
  };
  if (c.diasTeste >= c.dias) throw new Error('--teste must be smaller than --dias');
  console.log(
    `Simulated review: ${c.alunos} students × ${c.itens} items (${c.novosPorDia} new a day) over ${c.dias} days, ` +
      `exam on ${dataDaProva(c)}, seed ${c.semente}. Memory model: ${JSON.stringify(c.parametros)}.`,
  );
  console.log(`Machine: ${maquina}. Load average (1/5/15 min) at the start: ${carga()}.`);
  const inicio = performance.now();
  const resultados: Resultado[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = simular(c, i);
    resultados.push(r);
    console.log(
      `  ${r.condutor}: ${r.revisoes} reviews in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  console.log(`\n${tabelas(c, resultados)}`);
  console.log(
    `\nTotal ${((performance.now() - inicio) / 1000).toFixed(0)} s; load average (1/5/15 min) at the end: ${carga()}.`,
  );
}
