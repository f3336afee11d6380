import { isValidCpf } from '@aprovei/shared/conta/cpf.rules';
import { pontuar } from '@aprovei/shared/simulados/simulados.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { authHeaders, type Headers, TENANT } from '../../test/helpers.ts';
import { rows } from '../db/client.ts';
import { pesosDe } from '../modules/simulados/simulados.service.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { SIMULADOS_DEMO } from './conteudo/simulados.ts';
import { emailParticipante, PARTICIPANTES_DEMO, participanteDemo } from './desempenho-demo.seed.ts';

/** The demo content of the dashboards: the ranking's participants and the demo student's history. */
let t: TestApp;
let aluno: Headers;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { conteudo: 'demo' });
  aluno = await authHeaders(t.app, 'aluno');
  for (const s of await rows<{ id: number; nome: string }>(t.database.db, sql`select id, nome from simulado`))
    ids.set(s.nome, s.id);
});

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: aluno });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const liberados = () => SIMULADOS_DEMO.filter((s) => s.liberacaoEmDias <= 0);

describe('the ranking participants', () => {
  it('are distinct, valid, Brazilian-named accounts without a password: nobody signs in as them', async () => {
    const contas = Array.from({ length: PARTICIPANTES_DEMO }, (_, n) => participanteDemo(n));
    expect(new Set(contas.map((c) => c.cpf)).size).toBe(PARTICIPANTES_DEMO);
    expect(new Set(contas.map((c) => c.email)).size).toBe(PARTICIPANTES_DEMO);
    for (const c of contas) expect(isValidCpf(c.cpf), c.cpf).toBe(true);
    const [r] = await rows<{ n: number; comSenha: number }>(
      t.database.db,
      sql`select count(*)::int as n, (count(*) filter (where senha_hash is not null))::int as "comSenha"
          from usuario where email like 'ranking.%@aprovei.dev'`,
    );
    expect(r).toEqual({ n: PARTICIPANTES_DEMO, comSenha: 0 });
    const entrada = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: emailParticipante(1), senha: 'aprovei2026' },
    });
    expect(entrada.statusCode).toBe(401);
  });

  it('finished every released mock (the paid one after buying its package), none the unreleased one', async () => {
    const porSimulado = await rows<{
      nome: string;
      finalizadas: number;
      abertas: number;
      semDireito: number;
    }>(
      t.database.db,
      sql`select s.nome, (count(tn.*) filter (where tn.finalizado_em is not null))::int as finalizadas,
                 (count(tn.*) filter (where tn.finalizado_em is null))::int as abertas,
                 (count(tn.*) filter (where not s.gratuito and not exists (
                    select 1 from compra_pacote_simulado c where c.usuario_id = tn.usuario_id and c.pacote_id = s.pacote_id)))::int as "semDireito"
          from simulado s left join simulado_tentativa tn on tn.simulado_id = s.id group by s.nome`,
    );
    for (const s of SIMULADOS_DEMO) {
      const linha = porSimulado.find((p) => p.nome === s.nome)!;
      if (s.liberacaoEmDias > 0) expect(linha.finalizadas, s.nome).toBe(0);
      else expect(linha.finalizadas, s.nome).toBeGreaterThanOrEqual(200);
      expect(linha.abertas, s.nome).toBe(0);
      expect(linha.semDireito, s.nome).toBe(0);
    }
  });

  it('hold scores that are their answer sheets scored by the mock’s weights, finished after the release', async () => {
    const tentativas = await rows<{
      tipo: 'ENARE' | 'FUVEST';
      pesoSus: number;
      pesoEspecifico: number;
      pesoGeral: number;
      pesoPortugues: number;
      pontuacao: number;
      acertos: number;
      resultado: Record<string, { acertos: number; total: number; pontos: number }>;
      ordemOk: boolean;
    }>(
      t.database.db,
      sql`select s.tipo, s.peso_sus as "pesoSus", s.peso_especifico as "pesoEspecifico", s.peso_geral as "pesoGeral",
                 s.peso_portugues as "pesoPortugues", tn.pontuacao, tn.acertos, tn.resultado,
                 (s.data_liberacao <= tn.iniciado_em and tn.iniciado_em < tn.finalizado_em and tn.finalizado_em < now()) as "ordemOk"
          from simulado_tentativa tn join simulado s on s.id = tn.simulado_id`,
    );
    for (const a of tentativas) {
      expect(a.ordemOk).toBe(true);
      // The same hits per part, scored again, give the stored total.
      const questoes = Object.entries(a.resultado).flatMap(([parte, r]) =>
        Array.from({ length: r.total }, (_, i) => ({ parte: parte as 'SUS', correta: i < r.acertos })),
      );
      const r = pontuar(a.tipo, pesosDe(a), questoes);
      expect(r.partes).toEqual(a.resultado);
      expect([r.pontuacao, r.acertos]).toEqual([a.pontuacao, a.acertos]);
    }
    // A spread of scores, with ties for the tie rule to decide.
    const pontos = tentativas.map((a) => a.pontuacao);
    expect(new Set(pontos).size).toBeGreaterThan(15);
    expect(new Set(pontos).size).toBeLessThan(pontos.length);
  });
});

describe('the demo student', () => {
  it('sees the podium, a full page and her own place on the mock she finished', async () => {
    const fuvest = SIMULADOS_DEMO.find((s) => s.tipo === 'FUVEST' && s.liberacaoEmDias <= 0)!;
    const id = ids.get(fuvest.nome)!;
    const destaque = await get(`ranking/listar-usuario-destaque?idSimulado=${id}`);
    expect(destaque.totalParticipantes).toBeGreaterThan(200);
    expect(destaque.primeiroLugar.pontuacao).toBeGreaterThanOrEqual(destaque.segundoLugar.pontuacao);
    expect(destaque.voce).toMatchObject({ apelidoUsuario: 'Ana' });
    expect(destaque.voce.posicao).toBeGreaterThan(3);
    expect(destaque.voce.posicao).toBeLessThanOrEqual(destaque.totalParticipantes);
    const pagina = await get(`ranking/listar-simulado?idSimulado=${id}&page=0&size=10`);
    expect(pagina.content).toHaveLength(10);
    expect(pagina.content[0].posicao).toBe(4);
    // Her finished attempt comes from her stored answers, all of them.
    const [r] = await rows<{ respondidas: number; total: number }>(
      t.database.db,
      sql`select (select count(*)::int from simulado_questao_usuario e join simulado_questao q on q.id = e.simulado_questao_id
                   where q.simulado_id = ${id} and e.usuario_id = u.id) as respondidas,
                 (select count(*)::int from simulado_questao where simulado_id = ${id}) as total
          from usuario u where u.email = 'aluno@aprovei.dev'`,
    );
    expect(r!.respondidas).toBe(r!.total);
  });

  it('still has the free ENARE mock to take, and sees both released mocks as ranking tabs', async () => {
    const gratuito = liberados().find((s) => s.gratuito)!;
    const abas: { id: number; nome: string }[] = await get('questoes/listar-simulados-enare-dashboard');
    expect(abas.map((s) => s.nome).sort()).toEqual(
      liberados()
        .map((s) => s.nome)
        .sort(),
    );
    const destaque = await get(`ranking/listar-usuario-destaque?idSimulado=${ids.get(gratuito.nome)}`);
    expect(destaque.voce).toBeNull();
    expect(destaque.primeiroLugar).not.toBeNull();
  });

  it('answered on each of the last 7 days, over weeks before, with hits and errors in several subjects', async () => {
    const semana = await get('estatisticas/listar-estatistica-desempenho-semanal-plataforma?idPlataforma=1');
    expect(semana.diasDaSemana).toHaveLength(7);
    for (const d of semana.diasDaSemana) expect(d.acertos + d.erros, d.data).toBeGreaterThan(0);
    expect(semana.diasDaSemana.some((d: { erros: number }) => d.erros > 0)).toBe(true);
    const acessos = await get('estatisticas/estatistica-ultimos-acessos?idPlataforma=1');
    expect(acessos.dias.length).toBeGreaterThanOrEqual(20);
    const materias = await get('estatisticas/listar-estatistica-por-materia-plataforma?idPlataforma=1');
    expect(materias.length).toBeGreaterThanOrEqual(4);
    const taxas = new Set(materias.map((m: { percentualAcerto: number }) => m.percentualAcerto));
    expect(taxas.size).toBeGreaterThan(2);
    const feitas = await get('estatisticas/estatistica-questoes-feitas-plataforma?idPlataforma=1');
    expect(Object.values(feitas).every((v) => typeof v === 'number')).toBe(true);
    // Some questions stay unanswered, for the search's 'Não respondidas'.
    const [r] = await rows<{ semResposta: number; antigas: number }>(
      t.database.db,
      sql`select (select count(*)::int from questao q where q.plataforma_id = 1 and not q.estagiario and not exists (
                   select 1 from questao_usuario e where e.usuario_id = u.id and e.questao_id = q.id)) as "semResposta",
                 (select count(*)::int from resposta_questao r where r.usuario_id = u.id and r.respondida_em < now() - interval '6 weeks') as antigas
          from usuario u where u.email = 'aluno@aprovei.dev'`,
    );
    expect(r!.semResposta).toBeGreaterThan(0);
    expect(r!.antigas).toBeGreaterThan(0);
  });

  it('has each latest-answer state on its chronologically latest answer, with the count of answers', async () => {
    const desalinhados = await rows<{ questaoId: number }>(
      t.database.db,
      sql`select e.questao_id as "questaoId" from questao_usuario e
          join lateral (select count(*) as n, max(respondida_em) as ultima from resposta_questao r
                        where r.usuario_id = e.usuario_id and r.questao_id = e.questao_id) r on true
          join resposta_questao u on u.id = e.ultima_resposta_id
          where e.total_respostas <> r.n or e.ultima_em <> r.ultima or u.respondida_em <> r.ultima
             or u.correta <> e.ultima_correta`,
    );
    expect(desalinhados).toEqual([]);
  });
});

describe('seeding', () => {
  it('runs once: a second boot on the same database adds nothing', async () => {
    const contar = () =>
      rows<{ u: number; t: number; r: number }>(
        t.database.db,
        sql`select (select count(*)::int from usuario) as u, (select count(*)::int from simulado_tentativa) as t,
                   (select count(*)::int from resposta_questao) as r`,
      );
    const antes = await contar();
    expect(await seedIfEmpty(t.database.db)).toBe(false);
    expect(await contar()).toEqual(antes);
  });
});
