import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarQuestao, entrar, responderQuestao } from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import { atualizarAgregados } from './relatorios.agregados.ts';
import { type Periodo, relatoriosRepository } from './relatorios.repository.ts';

/**
 * The rollups' refresh job: on generated answers spread over 45 days, the reports read through the rollups
 * give exactly what the raw rows give, a second run changes nothing, two runs at once agree, and today's
 * answers show without a refresh.
 */
let t: TestApp;
let repo: ReturnType<typeof relatoriosRepository>;
type Questao = Awaited<ReturnType<typeof criarQuestao>>;
const questoes: Questao[] = [];
const alunos: Record<string, string>[] = [];

const diaBrasil = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const hoje = () => diaBrasil(Date.now());
const periodo = (agrupar: Periodo['agrupar']): Periodo => ({
  tenantId: 'aprovei',
  de: diaBrasil(Date.now() - 60 * 86_400_000),
  ate: hoje(),
  agrupar,
});
const buscas = [
  { ordem: 'acerto', direcao: 'asc' },
  { ordem: 'discriminacao', direcao: 'desc' },
  { ordem: 'respostas', direcao: 'desc', plataformaId: 1 },
] as const;

/** Every report the rollups feed, as the module answers it now (their figures, not when they were computed). */
async function relatorios() {
  return {
    dia: await repo.respostas(periodo('dia')),
    semana: await repo.respostas(periodo('semana')),
    mes: await repo.respostas(periodo('mes')),
    dificeis: await Promise.all(
      buscas.map((b) =>
        repo
          .questoesDificeis('aprovei', {
            pagina: 1,
            porPagina: 100,
            minimoRespostas: 1,
            formato: 'json',
            ...b,
          })
          .then(({ linhas, total }) => ({ linhas, total })),
      ),
    ),
  };
}

const conteudoAgregados = async () => ({
  dias: await rows(t.database.db, sql`select * from relatorio_resposta_dia order by dia, plataforma_id`),
  questoes: await rows(
    t.database.db,
    sql`select * from relatorio_questao order by questao_id, plataforma_id`,
  ),
  ate: await rows(t.database.db, sql`select nome, ate from relatorio_agregado order by nome`),
});

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_POR_MINUTO: '1000' });
  repo = relatoriosRepository(t.database.db);
  for (let i = 0; i < 10; i++) questoes.push(await criarQuestao(t.database.db, { plataformaId: 1 }));
  for (let i = 0; i < 8; i++) alunos.push(await entrar(criarAluno(t, { plano: 1 })));
  // A fixed pseudo-random draw: student i answers question j (some twice) right with a chance that grows
  // with the student and falls with the question, so the quarters and the shares differ.
  let semente = 20261127;
  const sorte = () => {
    semente = (semente * 1103515245 + 12345) % 2 ** 31;
    return semente / 2 ** 31;
  };
  for (const [i, h] of alunos.entries())
    for (const [j, q] of questoes.entries()) {
      if (sorte() < 0.2) continue;
      const vezes = sorte() < 0.3 ? 2 : 1;
      for (let k = 0; k < vezes; k++) await responderQuestao(t, h, q, sorte() < 0.3 + i * 0.08 - j * 0.03);
    }
  // Spread them over the last 45 days (a third stays today), at hours that cross São Paulo's midnight.
  await t.database.db.execute(
    sql`update resposta_questao set respondida_em = respondida_em
        - ((id * 7) % 45) * interval '1 day' - ((id * 5) % 24) * interval '1 hour'
      where id % 3 <> 0`,
  );
});

describe('rollups of the reports (job relatorios-agregados)', () => {
  it('gives the same figures as the raw rows, reading the rollup for closed days', async () => {
    const [{ vazias }] = (await rows<{ vazias: boolean }>(
      t.database.db,
      sql`select not exists (select 1 from relatorio_agregado) as vazias`,
    )) as [{ vazias: boolean }];
    expect(vazias).toBe(true);
    const cruas = await relatorios();
    expect(cruas.dia.length).toBeGreaterThan(20);
    expect(cruas.dificeis[0]!.total).toBe(10);

    const feito = await atualizarAgregados(t.database.db);
    // The first run rebuilds every closed day since the first answer.
    const [primeiro] = await rows<{ dia: string }>(
      t.database.db,
      sql`select to_char(min(respondida_em at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as dia from resposta_questao`,
    );
    expect(feito.respostasDe).toBe(primeiro!.dia);
    expect(feito.respostasAte).toBe(diaBrasil(Date.parse(`${hoje()}T12:00:00Z`) - 86_400_000));
    expect(feito.questoesMudadas).toBe(10);
    const agregados = await conteudoAgregados();
    expect(agregados.dias.length).toBeGreaterThan(20);
    expect(agregados.questoes).toHaveLength(10);

    expect(await relatorios()).toEqual(cruas);
    const { atualizadoEm } = await repo.questoesDificeis('aprovei', {
      pagina: 1,
      porPagina: 10,
      minimoRespostas: 1,
      formato: 'json',
      ordem: 'acerto',
      direcao: 'asc',
    });
    expect(Date.now() - Date.parse(atualizadoEm!)).toBeLessThan(60_000);

    // The reports do read the rollups: a figure changed there shows (and is put back by the next run).
    await t.database.db.execute(
      sql`update relatorio_resposta_dia set respostas = respostas + 1000
        where dia = (select min(dia) from relatorio_resposta_dia)`,
    );
    await t.database.db.execute(sql`update relatorio_questao set respostas = respostas + 1000`);
    const mexidas = await relatorios();
    expect(mexidas.dia[0]!.respostas).toBe(cruas.dia[0]!.respostas + 1000);
    expect(mexidas.dificeis[2]!.linhas[0]!.respostas).toBe(cruas.dificeis[2]!.linhas[0]!.respostas + 1000);
    await t.database.db.execute(sql`delete from relatorio_agregado where nome = 'respostas'`);
    await atualizarAgregados(t.database.db);
    expect(await relatorios()).toEqual(cruas);
  });

  it('changes nothing when run again, alone or two at once', async () => {
    const antes = await conteudoAgregados();
    const relatoriosAntes = await relatorios();
    const denovo = await atualizarAgregados(t.database.db);
    // Incremental: only yesterday and the day before are recomputed.
    expect(denovo.respostasDe).toBe(diaBrasil(Date.parse(`${hoje()}T12:00:00Z`) - 2 * 86_400_000));
    expect(denovo.questoesMudadas).toBe(0);
    const juntas = await Promise.all([atualizarAgregados(t.database.db), atualizarAgregados(t.database.db)]);
    expect(juntas.map((j) => j.questoesMudadas)).toEqual([0, 0]);
    expect(await conteudoAgregados()).toEqual(antes);
    expect(await relatorios()).toEqual(relatoriosAntes);
  });

  it("shows today's new answers without a refresh; the hardest questions follow at the next refresh", async () => {
    const antes = await repo.respostas({ ...periodo('dia'), de: hoje() });
    const nova = await criarQuestao(t.database.db, { plataformaId: 1 });
    for (const [i, h] of alunos.entries()) await responderQuestao(t, h, nova, i % 2 === 0);
    const depois = await repo.respostas({ ...periodo('dia'), de: hoje() });
    expect(depois).toEqual([
      { ...antes[0]!, respostas: antes[0]!.respostas + 8, corretas: antes[0]!.corretas + 4 },
    ]);

    const busca = { pagina: 1, porPagina: 100, minimoRespostas: 8, formato: 'json' as const };
    const daNova = async () =>
      (await repo.questoesDificeis('aprovei', { ...busca, ordem: 'acerto', direcao: 'asc' })).linhas.find(
        (l) => l.questaoId === nova.id,
      );
    expect(await daNova()).toBeUndefined();
    await atualizarAgregados(t.database.db);
    expect(await daNova()).toMatchObject({ respostas: 8, acertoPercentual: 50 });
  });

  it('is scheduled hourly as a pg-boss job', async () => {
    await t.app.jobs.start();
    const agendas = await t.app.jobs.pgBoss!.getSchedules();
    expect(agendas.find((a) => a.name === 'relatorios-agregados')).toMatchObject({ cron: '10 * * * *' });
  });
});
