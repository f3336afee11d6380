import { isValidCpf } from '@aprovei/shared/conta/cpf.rules';
import { pontuar } from '@aprovei/shared/simulados/simulados.rules';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { registrarRespostas } from '../modules/itens-estudo/index.ts';
import { TABELAS_QUESTAO } from '../modules/questoes/index.ts';
import { pesosDe, TABELAS_QUESTAO_SIMULADO } from '../modules/simulados/index.ts';

/*
 * The demo content that makes the dashboards alive (issue 11 §8): a few hundred participants who finished
 * the released demo mocks (the ranking, its podium and the 'VOCÊ' row), the demo student's own finished
 * mock, and her question-bank history over the last eight weeks (the metrics home and 'Desempenho Semanal').
 * Everything is written set-based, through the modules' own batch writers, with dates relative to `agora`
 * and a fixed pseudo-random sequence (the same data on every first boot, whatever the day).
 */

const MINUTO = 60_000;
const DIA = 86_400_000;

/** How many demo participants the ranking gets. */
export const PARTICIPANTES_DEMO = 300;
/** They cannot sign in: no password (senha_hash null, as a social-login account that never set one). */
export const emailParticipante = (n: number) => `ranking.${String(n).padStart(3, '0')}@aprovei.dev`;

const NOMES = [
  'Ana Clara',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Juliana',
  'Larissa',
  'Mariana',
  'Natália',
  'Priscila',
  'Rafaela',
  'Sabrina',
  'Tatiane',
  'Vanessa',
  'Yasmin',
  'Letícia',
  'André',
  'Bruno',
  'Caio',
  'Diego',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Igor',
  'João Pedro',
  'Leonardo',
  'Marcelo',
  'Nicolas',
  'Otávio',
  'Paulo',
  'Rafael',
  'Samuel',
  'Thiago',
  'Vinícius',
  'Lucas',
];
const SOBRENOMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Farias',
  'Gomes',
  'Holanda',
  'Lacerda',
  'Machado',
  'Nogueira',
  'Oliveira',
  'Pacheco',
  'Queiroz',
  'Ribeiro',
  'Santana',
  'Teixeira',
  'Uchôa',
  'Vasconcelos',
  'Xavier',
  'Araújo',
  'Bezerra',
  'Cavalcanti',
  'Duarte',
  'Freitas',
  'Guimarães',
  'Lima',
  'Moreira',
  'Pereira',
  'Siqueira',
];
/** A few participants chose a nickname of their own; the others show their first name and an initial. */
const APELIDOS = [
  'Futura R1',
  'Rumo à R1',
  'Dente de Ouro',
  'Canal em Dia',
  'Sorriso do SUS',
  'Doutora Bia',
  'Endo Mestre',
  'Periodonto Fiel',
  'Bisturi Calmo',
  'Resina Forte',
  'Coroa de Louros',
  'Oclusão Perfeita',
  'Implante Já',
  'Rei do ENARE',
  'Rainha da FUVEST',
  'Dentista de Fé',
  'Raio X Atento',
  'Flúor na Veia',
  'Gengiva Saudável',
  'Esmalte Firme',
  'Prótese Nota 10',
  'Cárie Zero',
  'Saúde Coletiva',
  'Plantão de Estudos',
];

/** mulberry32: a small deterministic generator, so every first boot seeds the same ranking. */
function sorteio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A valid CPF from 9 digits (the check digits found by the shared rule), distinct per `n`. */
function cpfDemo(n: number): string {
  const base = String(800_000_000 + n * 7919); // 80xxxxxxx: apart from the bench CPFs (9xxxxxxxx)
  for (let dv = 0; dv < 100; dv++) {
    const cpf = base + String(dv).padStart(2, '0');
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`CPF de demonstração impossível para ${base}`);
}

export function participanteDemo(n: number) {
  const primeiro = NOMES[n % NOMES.length]!;
  const s1 = SOBRENOMES[(n * 7) % SOBRENOMES.length]!;
  const s2 = SOBRENOMES[(n * 13 + 5) % SOBRENOMES.length]!;
  const apelido = n < APELIDOS.length ? APELIDOS[n]! : `${primeiro.split(' ')[0]} ${s2[0]}.`;
  return {
    tenantId: 'aprovei',
    nome: `${primeiro} ${s1} ${s2}`,
    apelido,
    cpf: cpfDemo(n),
    email: emailParticipante(n + 1),
    telefone: `1198${String(1_000_000 + n).slice(1)}`,
    senhaHash: null,
    papel: 'ALUNO',
    plataformaId: 1,
  } as const;
}

interface QuestaoMock {
  id: number;
  simuladoId: number;
  parte: 'SUS' | 'ESPECIFICO' | 'GERAL' | 'PORTUGUES';
  alternativas: { id: number; correta: boolean }[];
}

/**
 * The ranking's participants and their finished attempts on every released demo mock (a paid mock: they
 * bought its package), and the demo student's own finished attempt on the paid FUVEST mock (she buys that
 * package too), so the podium, the list and 'VOCÊ' show at once. The free ENARE mock stays open for her: the
 * journey takes it whole. Each participant's answer sheet is drawn and scored by `pontuar`; only the attempt
 * (its score per part) is stored, which is all the ranking reads: they cannot sign in, so no screen shows
 * their answers, and writing ~15,000 answers would triple the seeding time of every boot and test file. The
 * demo student's attempt is the real thing: her answers through the mocks' answer writer, then finished.
 */
export async function seedRankingDemo(tx: DbOrTx, alunoId: number, agora = new Date()) {
  const participantes = await tx
    .insert(t.usuario)
    .values(Array.from({ length: PARTICIPANTES_DEMO }, (_, n) => participanteDemo(n)))
    .returning({ id: t.usuario.id });

  const simulados = await tx.select().from(t.simulado).orderBy(t.simulado.id);
  const liberados = simulados.filter((s) => s.dataLiberacao.getTime() <= agora.getTime());
  const questoes = await rows<QuestaoMock>(
    tx,
    sql`select q.id, q.simulado_id as "simuladoId", q.parte,
               (select json_agg(json_build_object('id', a.id, 'correta', a.correta) order by a.ordem)
                  from simulado_alternativa a where a.simulado_questao_id = q.id) as alternativas
        from simulado_questao q order by q.simulado_id, q.numero_questao`,
  );

  const acaso = sorteio(2026);
  /** An answer sheet of the mock for a given skill (0–1); some questions are harder for everyone. */
  const folha = (simuladoId: number, habilidade: number) =>
    questoes
      .filter((q) => q.simuladoId === simuladoId)
      .map((q, i) => {
        const correta = acaso() < habilidade + ((i % 5) - 2) * 0.08;
        const erradas = q.alternativas.filter((a) => !a.correta);
        const alternativa = correta
          ? q.alternativas.find((a) => a.correta)!
          : erradas[Math.floor(acaso() * erradas.length)]!;
        return { questao: q, correta, alternativaId: alternativa.id };
      });
  /** Most start in the first days after the release; each takes 1h30 to 4h. */
  const periodo = (s: (typeof simulados)[number]) => {
    const dias = Math.max(1, (agora.getTime() - s.dataLiberacao.getTime()) / DIA);
    const inicio = new Date(
      Math.min(
        s.dataLiberacao.getTime() + acaso() ** 2 * dias * DIA + 8 * 60 * MINUTO,
        agora.getTime() - 6 * 60 * MINUTO,
      ),
    );
    return { inicio, fim: new Date(inicio.getTime() + (90 + Math.floor(acaso() * 140)) * MINUTO) };
  };
  const resultado = (s: (typeof simulados)[number], f: ReturnType<typeof folha>) => {
    const r = pontuar(
      s.tipo,
      pesosDe(s),
      f.map((x) => ({ parte: x.questao.parte, correta: x.correta })),
    );
    return { pontuacao: r.pontuacao, acertos: r.acertos, resultado: r.partes };
  };

  const tentativas: (typeof t.simuladoTentativa.$inferInsert)[] = [];
  const compras = new Map<string, typeof t.compraPacoteSimulado.$inferInsert>();
  const comprar = (usuarioId: number, s: (typeof simulados)[number], em: Date) => {
    if (!s.gratuito && s.pacoteId !== null && !compras.has(`${usuarioId}|${s.pacoteId}`))
      compras.set(`${usuarioId}|${s.pacoteId}`, {
        usuarioId,
        pacoteId: s.pacoteId,
        compradoEm: new Date(em.getTime() - DIA),
      });
  };
  for (const [n, { id: usuarioId }] of participantes.entries()) {
    const habilidade = 0.3 + 0.6 * acaso();
    for (const s of liberados) {
      // Everyone takes the free mocks; two in three bought the paid ones.
      if (!s.gratuito && n % 3 === 2) continue;
      const { inicio, fim } = periodo(s);
      comprar(usuarioId, s, inicio);
      tentativas.push({
        simuladoId: s.id,
        usuarioId,
        iniciadoEm: inicio,
        finalizadoEm: fim,
        ...resultado(s, folha(s.id, habilidade)),
      });
    }
  }
  const fuvest = liberados.find((s) => s.tipo === 'FUVEST' && !s.gratuito);
  const daAluna = fuvest && { simulado: fuvest, ...periodo(fuvest), folha: folha(fuvest.id, 0.72) };
  if (daAluna) {
    comprar(alunoId, daAluna.simulado, daAluna.inicio);
    tentativas.push({ simuladoId: daAluna.simulado.id, usuarioId: alunoId, iniciadoEm: daAluna.inicio });
  }
  await tx.insert(t.simuladoTentativa).values(tentativas);
  if (compras.size > 0) await tx.insert(t.compraPacoteSimulado).values([...compras.values()]);
  if (!daAluna) return;

  // Her answers while the attempt is open (the lock trigger reads it), dated through it, then the finish.
  const { simulado, inicio, fim, folha: dela } = daAluna;
  const ids = (
    await registrarRespostas(
      tx,
      TABELAS_QUESTAO_SIMULADO,
      dela.map((x) => ({
        usuarioId: alunoId,
        itemId: x.questao.id,
        correta: x.correta,
        valores: { alternativa_id: x.alternativaId },
      })),
    )
  ).map((r) => r.id);
  const passo = (fim.getTime() - inicio.getTime()) / (ids.length + 1);
  await datar(
    tx,
    'resposta_simulado_questao',
    ids,
    ids.map((_, i) => new Date(inicio.getTime() + passo * (i + 1))),
  );
  await tx.execute(sql`
    update simulado_questao_usuario e set ultima_em = r.respondida_em
      from resposta_simulado_questao r where r.id = e.ultima_resposta_id and e.usuario_id = ${alunoId}`);
  // Finished as the mock's finish writes it: the time and the score per part (as the participants' above).
  await tx
    .update(t.simuladoTentativa)
    .set({ finalizadoEm: fim, ...resultado(simulado, dela) })
    .where(and(eq(t.simuladoTentativa.simuladoId, simulado.id), eq(t.simuladoTentativa.usuarioId, alunoId)));
}

/** Answers per weekday (0 = Sunday) of the demo student's routine: more on weekdays, a little at weekends. */
const RITMO = [3, 9, 7, 11, 6, 8, 4];
export const SEMANAS_HISTORICO = 8;

/**
 * The demo student's question-bank history on platforms 1 and 2: every day of the last eight weeks but a
 * few rest days (none in the last week), at her weekday rhythm, over two in three of the questions, with a
 * hit rate that differs by subject and improves with time. Written through the question bank's batch writer
 * and dated afterwards; then every seeded user's latest-answer states follow their dated log.
 */
export async function seedHistoricoAluno(tx: DbOrTx, alunoId: number, agora = new Date()) {
  const questoes = await rows<QuestaoHistorico & { respondida: boolean }>(
    tx,
    sql`select q.id, q.plataforma_id as plataforma, q.questao_somatoria as somatoria, q.soma_correta as soma,
               coalesce((select min(qm.materia_id) from questao_materia qm where qm.questao_id = q.id), 0) as materia,
               exists (select 1 from questao_usuario e where e.usuario_id = ${alunoId} and e.questao_id = q.id) as respondida,
               (select a.id from alternativa a where a.questao_id = q.id and a.correta limit 1) as certa,
               (select a.id from alternativa a where a.questao_id = q.id and not a.correta order by a.ordem limit 1) as errada
        from questao q where q.plataforma_id in (1, 2) and not q.estagiario
        order by q.plataforma_id, q.numero_questao`,
  );
  // The questions she already answered and half of the others: a third stays for 'Não respondidas'.
  const novas = questoes.filter((q) => !q.respondida);
  const escolhidas = questoes.filter((q) => q.respondida || novas.indexOf(q) % 2 === 0);
  const plano = planejarHistorico(escolhidas, agora);
  if (plano.length === 0) return;
  const respostas = plano.map(({ questao: q, acertou }) => ({
    usuarioId: alunoId,
    itemId: q.id,
    correta: acertou,
    valores: {
      alternativa_id: q.somatoria ? null : acertou ? q.certa : q.errada,
      valor_somatoria: q.somatoria ? (acertou ? q.soma : q.soma === 1 ? 2 : q.soma! ^ 1) : null,
    },
  }));
  const ids = (await registrarRespostas(tx, TABELAS_QUESTAO, respostas)).map((r) => r.id);
  await datar(
    tx,
    'resposta_questao',
    ids,
    plano.map((p) => p.em),
  );
  await alinharEstados(tx);
}

export type QuestaoHistorico = {
  id: number;
  plataforma: number;
  materia: number;
  somatoria: boolean;
  soma: number | null;
  certa: number | null;
  errada: number | null;
};

/**
 * The dated answers of the demo history, before `agora`: each day's answers alternate between the
 * platforms (each with its own turn through its questions), so that every day of the last week has
 * answers on every platform whatever the date of the first boot.
 */
export function planejarHistorico(escolhidas: QuestaoHistorico[], agora: Date) {
  const porPlataforma = [...new Set(escolhidas.map((q) => q.plataforma))].map((p) =>
    escolhidas.filter((q) => q.plataforma === p),
  );
  if (porPlataforma.length === 0) return [];
  const materias = [...new Set(escolhidas.map((q) => q.materia))];
  const acaso = sorteio(11);
  const plano: { questao: QuestaoHistorico; acertou: boolean; em: Date }[] = [];
  // São Paulo calendar days (UTC-3, no daylight saving time since 2019), as the dashboards count them.
  const FUSO = 3 * 60 * MINUTO;
  const hojeSp = Math.floor((agora.getTime() - FUSO) / DIA);
  const proxima = porPlataforma.map(() => 0);
  for (let diasAtras = SEMANAS_HISTORICO * 7 - 1; diasAtras >= 0; diasAtras--) {
    const dia = hojeSp - diasAtras;
    if (diasAtras >= 7 && diasAtras % 10 === 4) continue; // a rest day now and then
    const ritmo = RITMO[new Date(dia * DIA).getUTCDay()]! + Math.floor(acaso() * 5) - 2;
    const n = Math.max(porPlataforma.length, ritmo);
    for (let k = 0; k < n; k++) {
      const p = k % porPlataforma.length;
      const lista = porPlataforma[p]!;
      const q = lista[proxima[p]!++ % lista.length]!;
      // Per subject from about 40% to 85%, ten points better by the end.
      const taxa =
        0.4 +
        0.45 * ((materias.indexOf(q.materia) * 0.37) % 1) +
        0.1 * (1 - diasAtras / (SEMANAS_HISTORICO * 7));
      // From 8h to 22h of that day, in order; today's are never later than now (spread since midnight).
      const inicio = dia * DIA + FUSO;
      let em = inicio + (8 + (k * 14) / n) * 60 * MINUTO;
      if (diasAtras === 0) em = Math.min(em, inicio + ((agora.getTime() - inicio) * (k + 1)) / (n + 1));
      plano.push({ questao: q, acertou: acaso() < taxa, em: new Date(em) });
    }
  }
  return plano;
}

/** Dates the given answers (the writers stamp them now). */
async function datar(
  tx: DbOrTx,
  tabela: 'resposta_questao' | 'resposta_simulado_questao',
  ids: number[],
  datas: Date[],
) {
  const linhas = JSON.stringify(ids.map((id, i) => ({ id, em: datas[i]!.toISOString() })));
  await tx.execute(sql`
    update ${sql.raw(tabela)} r set respondida_em = d.em
      from json_to_recordset(${linhas}::json) as d(id bigint, em timestamptz)
     where r.id = d.id`);
}

/**
 * The seed dates answers after writing them, so each latest-answer state is moved to its user's
 * chronologically latest answer (its result, choice, id and time) with the count of answers.
 */
async function alinharEstados(tx: DbOrTx) {
  await tx.execute(sql`
    update questao_usuario e set ultima_correta = u.correta, ultima_alternativa_id = u.alternativa_id,
           ultima_somatoria = u.valor_somatoria, ultima_resposta_id = u.id, ultima_em = u.respondida_em,
           total_respostas = u.vezes
      from (select distinct on (usuario_id, questao_id) usuario_id, questao_id, id, correta, alternativa_id,
                   valor_somatoria, respondida_em, count(*) over (partition by usuario_id, questao_id) as vezes
              from resposta_questao order by usuario_id, questao_id, respondida_em desc, id desc) u
     where e.usuario_id = u.usuario_id and e.questao_id = u.questao_id`);
}
