import {
  MENSAGEM_BLOQUEADO,
  MENSAGEM_JA_FINALIZADO,
  MENSAGEM_NAO_LIBERADO,
  MENSAGEM_NAO_RESPONDIDAS,
  MENSAGEM_TEMPO_ESGOTADO,
  TOLERANCIA_OFFLINE_MINUTOS,
} from '@aprovei/shared/simulados/simulados.rules';
import type { TQuestaoSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  comprarPacoteSimulado,
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarPacoteSimulado,
  criarPlano,
  criarSimulado,
  type Sessao,
} from '../../../test/factories.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { rows } from '../../db/client.ts';
import { seedSimulados } from '../../demo/simulados.seed.ts';
import { registrarResposta } from '../itens-estudo/itens-estudo.service.ts';
import { TABELAS_QUESTAO_SIMULADO } from './tipo-questao-simulado.ts';

let t: TestApp;
beforeAll(async () => {
  // Dozens of students sign in within a minute here; the sign-in limit is auth's own test.
  t = await buildTestApp({ LOGIN_POR_MINUTO: '1000' });
});

const get = async (s: Sessao, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: s.headers });
const responder = (s: Sessao, idQuestao: number, idAlternativa: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/questoes/verifica-resposta-enare',
    headers: s.headers,
    payload: { idQuestao, idAlternativa },
  });
const novoAluno = async (opcoes: Parameters<typeof criarAluno>[1] = {}) => {
  const a = await criarAluno(t, opcoes);
  return { ...a, sessao: await a.login() };
};
type Simulado = Awaited<ReturnType<typeof criarSimulado>>;
/** Answers every question: the correct alternative for the first `acertos`, a wrong one after. */
async function responderTodas(s: Sessao, sim: Simulado, acertos = sim.questoes.length) {
  for (const [i, q] of sim.questoes.entries()) {
    const alt = q.alternativas.find((a) => a.correta === i < acertos)!;
    expect((await responder(s, q.id, alt.id)).statusCode).toBe(200);
  }
}
const finalizar = (s: Sessao, id: number) => get(s, `questoes/finalizar-simulado/${id}`);

describe('taking a mock', () => {
  it('lists one question per page with the chosen alternative, saves and changes answers, hides the key until finished', async () => {
    const sim = await criarSimulado(t.database.db);
    const { sessao } = await novoAluno();
    const res = await get(sessao, `questoes/listar-questoes-enare/${sim.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 0, size: 1, totalElements: 6, totalPages: 6 });
    const q: TQuestaoSimulado = page.content[0];
    expect(q).toMatchObject({
      id: sim.questoes[0]!.id,
      numeroQuestao: 1,
      tipoQuestaoEnare: 'SUS',
      idSimuladoEnare: sim.id,
      exibirDadosAdicionaisEnare: false,
      idAlternativaCorreta: null,
      explicacao: null,
    });
    expect(q.listaAlternativas).toHaveLength(4);
    expect(JSON.stringify(page)).not.toMatch(/correta"?:\s*true/);

    const [certa, errada] = [sim.questoes[0]!.alternativas[0]!, sim.questoes[0]!.alternativas[1]!];
    const salva = await responder(sessao, q.id, errada.id);
    expect(salva.statusCode).toBe(200);
    expect(salva.json()).toMatchObject({ idQuestao: q.id, idAlternativa: errada.id });
    expect(Object.keys(salva.json())).not.toContain('certoErrado');
    await responder(sessao, q.id, certa.id);
    const recarregada = (await get(sessao, `questoes/listar-questoes-enare/${sim.id}`)).json().content[0];
    expect(
      recarregada.listaAlternativas.map(
        (a: { respostaMultiplaEscolhaSelecionada: boolean }) => a.respostaMultiplaEscolhaSelecionada,
      ),
    ).toEqual([true, false, false, false]);

    const respostas = (await get(sessao, `questoes/procurar-resposta-usuario/${sim.id}`)).json();
    expect(respostas).toHaveLength(6);
    // No right/wrong while the attempt is open (it would reveal the key).
    expect(respostas[0]).toEqual({
      idQuestao: q.id,
      idAlternativa: certa.id,
      correta: null,
      idResposta: null,
      certeza: null,
      motivoErro: null,
    });
    expect(respostas[1]).toEqual({
      idQuestao: sim.questoes[1]!.id,
      idAlternativa: null,
      correta: null,
      idResposta: null,
      certeza: null,
      motivoErro: null,
    });
    expect((await get(sessao, `estatisticas/dados-simulado/${sim.id}`)).json().partes).toBeNull();
    expect((await get(sessao, `questoes/verifica-se-tem-questao-nao-respondida/${sim.id}`)).json()).toEqual({
      temQuestaoNaoRespondida: true,
      idQuestao: sim.questoes[1]!.id,
      pagina: 1,
    });
  });

  it('refuses to finish with a blank question, then finishes, fixes the score and locks the answers', async () => {
    const sim = await criarSimulado(t.database.db, { pesos: { SUS: 2, ESPECIFICO: 3, GERAL: 1 } });
    const { sessao } = await novoAluno();
    expect((await get(sessao, `questoes/verifica-se-acabou-simulado/${sim.id}`)).json()).toBe(false);
    for (const q of sim.questoes.slice(0, 5)) await responder(sessao, q.id, q.alternativas[0]!.id);
    const incompleto = await finalizar(sessao, sim.id);
    expect(incompleto.statusCode).toBe(400);
    expect(incompleto.json().mensagem).toBe(MENSAGEM_NAO_RESPONDIDAS);

    // SUS 2/2, ESPECIFICO 1/2 (the 4th is wrong), GERAL 2/2.
    await responder(sessao, sim.questoes[3]!.id, sim.questoes[3]!.alternativas[2]!.id);
    await responder(sessao, sim.questoes[5]!.id, sim.questoes[5]!.alternativas[0]!.id);
    expect(
      (await get(sessao, `questoes/verifica-se-tem-questao-nao-respondida/${sim.id}`)).json(),
    ).toMatchObject({
      temQuestaoNaoRespondida: false,
    });
    const ok = await finalizar(sessao, sim.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(true);
    expect((await finalizar(sessao, sim.id)).json()).toBe(true);
    expect((await get(sessao, `questoes/verifica-se-acabou-simulado/${sim.id}`)).json()).toBe(true);

    const dados: TSimulado = (await get(sessao, `estatisticas/dados-simulado/${sim.id}`)).json();
    expect(dados).toMatchObject({
      acabouSimulado: true,
      numeroAcertos: 5,
      pontuacao: 2 * 2 + 1 * 3 + 2 * 1,
      acertosSus: 2,
      pontosSus: 4,
      acertosEspecifico: 1,
      pontosEspecifico: 3,
      acertosGeral: 2,
      pontosGeral: 2,
      acertosPortugues: null,
    });
    // The result by part, SUS included, each out of its questions.
    expect(dados.partes).toEqual([
      { parte: 'SUS', acertos: 2, total: 2, pontos: 4 },
      { parte: 'ESPECIFICO', acertos: 1, total: 2, pontos: 3 },
      { parte: 'GERAL', acertos: 2, total: 2, pontos: 2 },
    ]);
    // Right or wrong per question, now that it is finished (the question map's marks).
    const corretas = (await get(sessao, `questoes/procurar-resposta-usuario/${sim.id}`))
      .json()
      .map((r: { correta: boolean | null }) => r.correta);
    expect(corretas).toEqual([true, true, true, false, true, true]);

    const depois = await responder(sessao, sim.questoes[3]!.id, sim.questoes[3]!.alternativas[0]!.id);
    expect(depois.statusCode).toBe(409);
    expect(depois.json().mensagem).toBe(MENSAGEM_JA_FINALIZADO);
    const q4 = (await get(sessao, `questoes/listar-questoes-enare/${sim.id}?page=3`)).json().content[0];
    expect(q4).toMatchObject({
      exibirDadosAdicionaisEnare: true,
      idAlternativaCorreta: sim.questoes[3]!.alternativas[0]!.id,
      explicacao: 'Explicação da questão 4.',
    });
    expect(q4.listaAlternativas[2].respostaMultiplaEscolhaSelecionada).toBe(true);
    expect((await get(sessao, `estatisticas/dados-simulado/${sim.id}`)).json().pontuacao).toBe(9);
  });

  it('FUVEST scores Portuguese, SUS and specific; statistics by part and by subject', async () => {
    const [materia] = await rows<{ id: number; nome: string }>(
      t.database.db,
      sql`select m.id, m.nome from materia m join curso c on c.id = m.curso_id where c.plataforma_id = 1 order by m.id limit 1`,
    );
    const sim = await criarSimulado(t.database.db, {
      tipo: 'FUVEST',
      nome: 'Simulado FUVEST de teste',
      pesos: { PORTUGUES: 1, SUS: 2, ESPECIFICO: 5 },
      materias: [materia!.id],
    });
    const { sessao } = await novoAluno();
    const antes = await get(sessao, `estatisticas/listar-estatisticas-enare?idSimulado=${sim.id}`);
    expect(antes.statusCode).toBe(409);
    await responderTodas(sessao, sim, 4); // PORTUGUES 2/2, SUS 2/2, ESPECIFICO 0/2
    expect((await finalizar(sessao, sim.id)).json()).toBe(true);
    const dados = (await get(sessao, `estatisticas/dados-simulado/${sim.id}`)).json();
    expect(dados).toMatchObject({
      tipo: 'FUVEST',
      pontuacao: 6,
      acertosPortugues: 2,
      pontosPortugues: 2,
      pontosSus: 4,
      pontosEspecifico: 0,
      acertosGeral: null,
    });
    expect((await get(sessao, `estatisticas/listar-estatisticas-enare?idSimulado=${sim.id}`)).json()).toEqual(
      {
        comum: { numeroAcertos: 2, numeroErros: 0 },
        especifico: { numeroAcertos: 0, numeroErros: 2 },
        portugues: { numeroAcertos: 2, numeroErros: 0 },
        sus: { numeroAcertos: 2, numeroErros: 0 },
      },
    );
    expect(
      (
        await get(
          sessao,
          `estatisticas/listar-estatisticas-enare-questoes-comuns-especificas?idSimulado=${sim.id}`,
        )
      ).json(),
    ).toEqual({
      comum: { numeroAcertos: 2, numeroErros: 0 },
      especifico: { numeroAcertos: 0, numeroErros: 2 },
    });
    expect(
      (await get(sessao, `estatisticas/listar-estatisticas-enare-materias?idSimulado=${sim.id}`)).json(),
    ).toEqual([{ idMateria: materia!.id, nomeMateria: materia!.nome, numeroAcertos: 4, numeroErros: 2 }]);
    expect((await get(sessao, `questoes/buscar-nome-simulado/${sim.id}`)).json()).toEqual({
      id: sim.id,
      nome: 'Simulado FUVEST de teste',
      tipo: 'FUVEST',
    });
  });

  it('keeps mock answers out of the question bank and one student out of another’s answers', async () => {
    const sim = await criarSimulado(t.database.db);
    const a = await novoAluno();
    const b = await novoAluno();
    const [antes] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from resposta_questao`,
    );
    await responderTodas(a.sessao, sim);
    const [depois] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from resposta_questao`,
    );
    expect(depois!.n).toBe(antes!.n);
    const [estado] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from questao_usuario where usuario_id = ${a.id}`,
    );
    expect(estado!.n).toBe(0);
    const deB = (await get(b.sessao, `questoes/procurar-resposta-usuario/${sim.id}`)).json();
    expect(deB.every((r: { idAlternativa: number | null }) => r.idAlternativa === null)).toBe(true);
    const cards = (await get(b.sessao, `questoes/listar-questoes-enare/${sim.id}?size=10`)).json().content;
    expect(
      cards
        .flatMap((q: TQuestaoSimulado) => q.listaAlternativas)
        .some((x: { respostaMultiplaEscolhaSelecionada: boolean }) => x.respostaMultiplaEscolhaSelecionada),
    ).toBe(false);
    expect((await finalizar(b.sessao, sim.id)).statusCode).toBe(400);
  });

  it('the database refuses a write to a finished attempt’s answers (the race behind the service’s check)', async () => {
    const sim = await criarSimulado(t.database.db);
    const a = await novoAluno();
    await responderTodas(a.sessao, sim);
    expect((await finalizar(a.sessao, sim.id)).json()).toBe(true);
    const q = sim.questoes[0]!;
    await expect(
      registrarResposta(t.database.db, TABELAS_QUESTAO_SIMULADO, {
        usuarioId: a.id,
        itemId: q.id,
        correta: false,
        valores: { alternativa_id: q.alternativas[1]!.id },
      }),
    ).rejects.toMatchObject({ cause: { code: 'SM001' } });
    const respostas = (await get(a.sessao, `questoes/procurar-resposta-usuario/${sim.id}`)).json();
    expect(respostas[0].idAlternativa).toBe(q.alternativas[0]!.id);
  });
});

describe('time limit', () => {
  it('refuses answers after the limit and finishes with what was answered (as of the limit’s end)', async () => {
    const sim = await criarSimulado(t.database.db, { duracaoMinutos: 30 });
    const a = await novoAluno();
    const lista = (await get(a.sessao, `questoes/listar-questoes-enare/${sim.id}`)).json();
    expect(lista.totalElements).toBe(6);
    const dados = (await get(a.sessao, `estatisticas/dados-simulado/${sim.id}`)).json();
    expect(dados.duracaoMinutos).toBe(30);
    expect(new Date(dados.fimDoTempo).getTime() - new Date(dados.iniciadoEm).getTime()).toBe(30 * 60_000);
    await responder(a.sessao, sim.questoes[0]!.id, sim.questoes[0]!.alternativas[0]!.id);
    await t.database.db.execute(
      sql`update simulado_tentativa set iniciado_em = now() - interval '31 minutes' where simulado_id = ${sim.id} and usuario_id = ${a.id}`,
    );
    const tarde = await responder(a.sessao, sim.questoes[1]!.id, sim.questoes[1]!.alternativas[0]!.id);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensagem).toBe(MENSAGEM_TEMPO_ESGOTADO);
    const fim = (await get(a.sessao, `estatisticas/dados-simulado/${sim.id}`)).json();
    expect(fim).toMatchObject({ acabouSimulado: true, numeroAcertos: 1, pontuacao: 1 });
    expect(fim.finalizadoEm).toBe(fim.fimDoTempo);
    expect(fim.partes).toEqual([
      { parte: 'SUS', acertos: 1, total: 2, pontos: 1 },
      { parte: 'ESPECIFICO', acertos: 0, total: 2, pontos: 0 },
      { parte: 'GERAL', acertos: 0, total: 2, pontos: 0 },
    ]);

    // After the limit the lists show it finished, and a finish call answers true, even with blanks.
    const b = await novoAluno();
    await get(b.sessao, `questoes/listar-questoes-enare/${sim.id}`);
    await t.database.db.execute(
      sql`update simulado_tentativa set iniciado_em = now() - interval '2 hours' where simulado_id = ${sim.id} and usuario_id = ${b.id}`,
    );
    const gratuitos: TSimulado[] = (
      await get(b.sessao, 'questoes/listar-simulados-enare-fora-plano-gratuitos')
    ).json();
    expect(gratuitos.find((x) => x.id === sim.id)).toMatchObject({ acabouSimulado: true, pontuacao: 0 });
    expect((await finalizar(b.sessao, sim.id)).json()).toBe(true);
    expect((await get(b.sessao, `estatisticas/dados-simulado/${sim.id}`)).json()).toMatchObject({
      pontuacao: 0,
      numeroAcertos: 0,
    });
  });

  it('finishes on whatever call comes next once the offline tolerance is over: the key is shown, the statistics open, the blanks count as wrong', async () => {
    const sim = await criarSimulado(t.database.db, { duracaoMinutos: 1 });
    const a = await novoAluno();
    await get(a.sessao, `questoes/listar-questoes-enare/${sim.id}`);
    await responder(a.sessao, sim.questoes[0]!.id, sim.questoes[0]!.alternativas[0]!.id);
    await responder(a.sessao, sim.questoes[2]!.id, sim.questoes[2]!.alternativas[1]!.id);
    const aberto = (await get(a.sessao, `questoes/listar-questoes-enare/${sim.id}`)).json().content[0];
    expect(aberto.idAlternativaCorreta).toBeNull();
    // The minute and the tolerance for answers kept offline ran out (the attempt's clock moved back).
    await t.database.db.execute(
      sql`update simulado_tentativa set iniciado_em = now() - make_interval(secs => ${61 + TOLERANCIA_OFFLINE_MINUTOS * 60}) where simulado_id = ${sim.id} and usuario_id = ${a.id}`,
    );
    const q = (await get(a.sessao, `questoes/listar-questoes-enare/${sim.id}?page=2`)).json().content[0];
    expect(q).toMatchObject({
      exibirDadosAdicionaisEnare: true,
      idAlternativaCorreta: sim.questoes[2]!.alternativas[0]!.id,
      explicacao: 'Explicação da questão 3.',
    });
    expect((await get(a.sessao, `questoes/verifica-se-acabou-simulado/${sim.id}`)).json()).toBe(true);
    const respostas = (await get(a.sessao, `questoes/procurar-resposta-usuario/${sim.id}`)).json();
    expect(respostas.map((r: { correta: boolean | null }) => r.correta)).toEqual([
      true,
      null,
      false,
      null,
      null,
      null,
    ]);
    const est = await get(a.sessao, `estatisticas/listar-estatisticas-enare?idSimulado=${sim.id}`);
    expect(est.statusCode).toBe(200);
    // ENARE's statistics include SUS: 1 of its 2 questions right.
    expect(est.json().sus).toEqual({ numeroAcertos: 1, numeroErros: 1 });
    const tarde = await responder(a.sessao, sim.questoes[1]!.id, sim.questoes[1]!.alternativas[0]!.id);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensagem).toBe(MENSAGEM_JA_FINALIZADO);
  });
});

describe('answer sheet', () => {
  const folha = (s: Sessao, id: number) => get(s, `questoes/folha-respostas-simulado/${id}`);

  it('is the owner’s finished attempt as a PDF: each question’s choice, key and result, the parts with SUS and the place', async () => {
    const sim = await criarSimulado(t.database.db, {
      nome: 'Simulado da folha de respostas',
      pesos: { SUS: 2, ESPECIFICO: 3, GERAL: 1 },
    });
    const a = await novoAluno({ nome: 'Beatriz Folha' });
    const outro = await novoAluno();
    await responderTodas(outro.sessao, sim, 6);
    await finalizar(outro.sessao, sim.id);
    expect((await folha(a.sessao, sim.id)).statusCode).toBe(404);
    await responderTodas(a.sessao, sim, 3); // SUS 2/2, ESPECIFICO 1/2, GERAL 0/2
    const aberta = await folha(a.sessao, sim.id);
    expect(aberta.statusCode).toBe(404);
    expect(aberta.json().mensagem).toBe('Folha de respostas não encontrada.');
    await finalizar(a.sessao, sim.id);

    const res = await folha(a.sessao, sim.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    const { doc, texto } = await textoDoPdf(res.rawPayload);
    expect(doc.getTitle()).toBe('Folha de respostas - Simulado da folha de respostas');
    expect(texto).toContain('Aluno: Beatriz Folha');
    expect(texto).toContain('Resultado: 3 acertos de 6 questões, 7 pontos');
    expect(texto).toContain('Posição: 2º de 2 participantes (à frente de 0% dos outros participantes)');
    expect(texto).toContain('SUS e políticas públicas: 2 acertos de 2, 4 pontos');
    expect(texto).toContain('Conhecimentos específicos: 1 acerto de 2, 3 pontos');
    expect(texto).toContain('Conhecimentos gerais: 0 acertos de 2, 0 pontos');
    // Question 4: chose B (wrong), the key is A.
    expect(texto).toMatch(/\n4\nConhecimentos específicos\nB\nA\nErrada\n/);
    expect(texto).toMatch(/\n1\nSUS e políticas públicas\nA\nA\nCerta\n/);

    // Nobody else's: the other student gets their own; one who never took it, and another product, 404.
    const doOutro = await textoDoPdf((await folha(outro.sessao, sim.id)).rawPayload);
    expect(doOutro.texto).not.toContain('Beatriz Folha');
    expect(doOutro.texto).toContain(
      'Posição: 1º de 2 participantes (à frente de 100% dos outros participantes)',
    );
    const terceiro = await novoAluno();
    expect((await folha(terceiro.sessao, sim.id)).statusCode).toBe(404);
    const med = await novoAluno({ tenant: 'aprovei-med' });
    expect((await folha(med.sessao, sim.id)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/questoes/folha-respostas-simulado/${sim.id}`,
          headers: { 'x-tenant': 'aprovei' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('writing a mock (staff)', () => {
  const novo = (over: Record<string, unknown> = {}) => ({
    nome: `Simulado cadastrado ${Date.now()}-${Math.random()}`,
    tipo: 'ENARE',
    gratuito: true,
    dataLiberacao: new Date(Date.now() - 60_000).toISOString(),
    duracaoMinutos: 1,
    pesos: { SUS: 1, ESPECIFICO: 1, GERAL: 1 },
    idAno: 1,
    idInstituicao: 1,
    questoes: [
      {
        parte: 'SUS',
        enunciado: '<p>Qual lei criou o SUS?</p><script>alert(1)</script>',
        alternativas: ['Lei 8.080/1990', 'Lei 8.142/1990'],
        correta: 0,
        explicacao: 'A Lei Orgânica da Saúde.',
      },
    ],
    ...over,
  });
  const criar = (s: Sessao, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/simulados', headers: s.headers, payload: body });

  it('lets an admin write a timed mock the students then take; refuses students and bad input', async () => {
    const [ref] = await rows<{ ano: number; inst: number }>(
      t.database.db,
      sql`select (select min(id) from ano) as ano, (select min(id) from instituicao) as inst`,
    );
    const admin = await criarAdmin(t);
    const sessaoAdmin = await admin.login();
    const body = novo({ idAno: ref!.ano, idInstituicao: ref!.inst });
    const res = await criar(sessaoAdmin, body);
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const a = await novoAluno();
    const page = (await get(a.sessao, `questoes/listar-questoes-enare/${id}`)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0].enunciado).not.toContain('<script');
    const dados = (await get(a.sessao, `estatisticas/dados-simulado/${id}`)).json();
    expect(dados).toMatchObject({ nome: body.nome, duracaoMinutos: 1, bloqueado: false, liberado: true });
    expect(new Date(dados.fimDoTempo).getTime() - new Date(dados.iniciadoEm).getTime()).toBe(60_000);

    expect((await criar(a.sessao, novo())).statusCode).toBe(403);
    expect((await criar(sessaoAdmin, body)).statusCode).toBe(409);
    const parteErrada = await criar(
      sessaoAdmin,
      novo({ questoes: [{ ...novo().questoes[0], parte: 'PORTUGUES' }] }),
    );
    expect(parteErrada.statusCode).toBe(400);
    expect(JSON.stringify(parteErrada.json())).toContain('Parte inválida.');
    const semAno = await criar(sessaoAdmin, novo({ idAno: 99_999_999 }));
    expect(semAno.statusCode).toBe(400);
    expect(semAno.json().mensagem).toBe('Ano inválido.');
    const correta = await criar(sessaoAdmin, novo({ questoes: [{ ...novo().questoes[0], correta: 2 }] }));
    expect(correta.statusCode).toBe(400);
    expect(JSON.stringify(correta.json())).toContain('Alternativa correta inválida.');
  });
});

describe('ownership and release', () => {
  it('refuses a locked mock (403) and an unreleased one (409), and opens a paid one through the plan block or a purchase', async () => {
    const pacote = await criarPacoteSimulado(t.database.db);
    const pago = await criarSimulado(t.database.db, { gratuito: false, pacoteId: pacote.id });
    const futuro = await criarSimulado(t.database.db, { liberacaoEmDias: 5 });
    const a = await novoAluno();

    for (const url of [
      `questoes/listar-questoes-enare/${pago.id}`,
      `questoes/finalizar-simulado/${pago.id}`,
      `questoes/procurar-resposta-usuario/${pago.id}`,
      `questoes/verifica-se-acabou-simulado/${pago.id}`,
      `questoes/verifica-se-tem-questao-nao-respondida/${pago.id}`,
      `estatisticas/listar-estatisticas-enare?idSimulado=${pago.id}`,
    ]) {
      const res = await get(a.sessao, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().mensagem).toBe(MENSAGEM_BLOQUEADO);
    }
    expect(
      (await responder(a.sessao, pago.questoes[0]!.id, pago.questoes[0]!.alternativas[0]!.id)).statusCode,
    ).toBe(403);
    const naoLiberado = await get(a.sessao, `questoes/listar-questoes-enare/${futuro.id}`);
    expect(naoLiberado.statusCode).toBe(409);
    expect(naoLiberado.json().mensagem).toBe(MENSAGEM_NAO_LIBERADO);
    expect(
      (await responder(a.sessao, futuro.questoes[0]!.id, futuro.questoes[0]!.alternativas[0]!.id)).statusCode,
    ).toBe(409);

    const bloqueados = (
      await get(a.sessao, `questoes/listar-simulados-enare-bloqueados/${pacote.id}`)
    ).json();
    expect(bloqueados.map((s: TSimulado) => s.id)).toEqual([pago.id]);
    expect((await get(a.sessao, `questoes/listar-simulados-enare/${pacote.id}`)).json()).toEqual([]);
    const pacotes = (await get(a.sessao, 'enare/buscar-pacotes-simulados')).json();
    expect(pacotes.find((p: { id: number }) => p.id === pacote.id)).toMatchObject({
      bloqueado: true,
      isGratuito: false,
    });

    await comprarPacoteSimulado(t.database.db, a.id, pacote.id);
    expect((await get(a.sessao, `questoes/listar-questoes-enare/${pago.id}`)).statusCode).toBe(200);
    expect(
      (await get(a.sessao, `questoes/listar-simulados-enare/${pacote.id}`))
        .json()
        .map((s: TSimulado) => s.id),
    ).toEqual([pago.id]);

    const plano = await criarPlano(t.database.db, { planoEnare: true, acessoCompleto: false });
    const comPlano = await novoAluno();
    await criarContratacao(t.database.db, { usuarioId: comPlano.id, planoId: plano.id });
    expect((await get(comPlano.sessao, `questoes/listar-questoes-enare/${pago.id}`)).statusCode).toBe(200);
    expect((await get(comPlano.sessao, `enare/verificar-se-e-simulado/${plano.id}`)).json()).toBe(true);
    const comum = await criarPlano(t.database.db);
    expect((await get(comPlano.sessao, `enare/verificar-se-e-simulado/${comum.id}`)).json()).toBe(false);
    expect((await get(comPlano.sessao, 'enare/verificar-se-e-simulado/999999')).statusCode).toBe(404);
  });

  it('lists free and paid mocks outside packages, the dashboard’s released owned ones, with release state', async () => {
    const gratis = await criarSimulado(t.database.db);
    const pago = await criarSimulado(t.database.db, { gratuito: false });
    const futuro = await criarSimulado(t.database.db, { liberacaoEmDias: 3 });
    const { sessao } = await novoAluno();
    const gratuitos: TSimulado[] = (
      await get(sessao, 'questoes/listar-simulados-enare-fora-plano-gratuitos')
    ).json();
    expect(gratuitos.map((s) => s.id)).toEqual(expect.arrayContaining([gratis.id, futuro.id]));
    expect(gratuitos.find((s) => s.id === futuro.id)).toMatchObject({
      liberado: false,
      bloqueado: false,
      isGratuito: true,
    });
    expect(gratuitos.find((s) => s.id === gratis.id)).toMatchObject({
      liberado: true,
      acabouSimulado: false,
      pontuacao: null,
      totalQuestoes: 6,
    });
    const pagos: TSimulado[] = (await get(sessao, 'questoes/listar-simulados-enare-fora-plano-pagos')).json();
    expect(pagos.find((s) => s.id === pago.id)).toMatchObject({ bloqueado: true, isGratuito: false });
    expect(pagos.some((s) => s.id === gratis.id)).toBe(false);
    const dashboard: TSimulado[] = (await get(sessao, 'questoes/listar-simulados-enare-dashboard')).json();
    const ids = dashboard.map((s) => s.id);
    expect(ids).toContain(gratis.id);
    expect(ids).not.toContain(pago.id);
    expect(ids).not.toContain(futuro.id);
  });

  it('needs sign-in, keeps products apart and answers bad input with a Portuguese 4xx', async () => {
    const sim = await criarSimulado(t.database.db);
    const { sessao } = await novoAluno();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/questoes/listar-questoes-enare/${sim.id}`,
          headers: { 'x-tenant': 'aprovei' },
        })
      ).statusCode,
    ).toBe(401);
    const med = await novoAluno({ tenant: 'aprovei-med' });
    expect((await get(med.sessao, `questoes/listar-questoes-enare/${sim.id}`)).statusCode).toBe(404);
    expect((await get(med.sessao, `ranking/listar-simulado?idSimulado=${sim.id}`)).statusCode).toBe(404);
    for (const url of [
      'questoes/listar-questoes-enare/abc',
      'questoes/listar-questoes-enare/99999999999999999999',
      `questoes/listar-questoes-enare/${sim.id}?size=0`,
      'ranking/listar-simulado',
      `ranking/listar-simulado?idSimulado=${sim.id}&size=51`,
    ]) {
      const res = await get(sessao, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().mensagem).toMatch(/[ãáçéêíóõú]|inválid/);
    }
    expect((await get(sessao, 'questoes/listar-questoes-enare/999999')).statusCode).toBe(404);
    const semAlternativa = await t.app.inject({
      method: 'POST',
      url: '/api/questoes/verifica-resposta-enare',
      headers: sessao.headers,
      payload: { idQuestao: sim.questoes[0]!.id },
    });
    expect(semAlternativa.statusCode).toBe(400);
    expect(JSON.stringify(semAlternativa.json())).toContain('Você precisa selecionar uma alternativa!');
    const deOutra = await responder(sessao, sim.questoes[0]!.id, sim.questoes[1]!.alternativas[0]!.id);
    expect(deOutra.statusCode).toBe(400);
    expect(deOutra.json().mensagem).toBe('A alternativa não pertence a esta questão.');
  });
});

describe('ranking', () => {
  it('ranks finished attempts by points, ties by earlier finish; podium, pages from the 4th place and VOCÊ', async () => {
    const sim = await criarSimulado(t.database.db);
    const alunos = [];
    for (let i = 0; i < 8; i++) alunos.push(await novoAluno({ apelido: `Corredor ${i}` }));
    // Points (one per hit): 6, 5, 5, 4, 3, 2, 1 and one unfinished.
    const acertos = [6, 5, 5, 4, 3, 2, 1];
    for (const [i, n] of acertos.entries()) {
      await responderTodas(alunos[i]!.sessao, sim, n);
      expect((await finalizar(alunos[i]!.sessao, sim.id)).json()).toBe(true);
    }
    await responder(alunos[7]!.sessao, sim.questoes[0]!.id, sim.questoes[0]!.alternativas[0]!.id);
    // Tie 5/5: Corredor 2 finished earlier than Corredor 1.
    await t.database.db.execute(
      sql`update simulado_tentativa set finalizado_em = finalizado_em - interval '1 hour' where simulado_id = ${sim.id} and usuario_id = ${alunos[2]!.id}`,
    );

    const destaque = (
      await get(alunos[4]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)
    ).json();
    expect(destaque).toEqual({
      primeiroLugar: { apelidoUsuario: 'Corredor 0', pontuacao: 6, posicao: 1 },
      segundoLugar: { apelidoUsuario: 'Corredor 2', pontuacao: 5, posicao: 2 },
      terceiroLugar: { apelidoUsuario: 'Corredor 1', pontuacao: 5, posicao: 3 },
      voce: { apelidoUsuario: 'Corredor 4', pontuacao: 3, posicao: 5 },
      totalParticipantes: 7,
      // Ahead of 2 of the 6 others.
      percentil: 33,
    });
    expect(
      (await get(alunos[0]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)).json().percentil,
    ).toBe(100);
    expect(
      (await get(alunos[6]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)).json().percentil,
    ).toBe(0);
    const p0 = (await get(alunos[4]!.sessao, `ranking/listar-simulado?idSimulado=${sim.id}&size=2`)).json();
    expect(p0).toEqual({
      content: [
        { apelidoUsuario: 'Corredor 3', pontuacao: 4, posicao: 4 },
        { apelidoUsuario: 'Corredor 4', pontuacao: 3, posicao: 5 },
      ],
      number: 0,
      size: 2,
      totalPages: 2,
      totalElements: 4,
    });
    const p1 = (
      await get(alunos[4]!.sessao, `ranking/listar-simulado?idSimulado=${sim.id}&size=2&page=1`)
    ).json();
    expect(p1.content.map((e: { posicao: number }) => e.posicao)).toEqual([6, 7]);
    expect(
      (await get(alunos[4]!.sessao, `ranking/listar-simulado?idSimulado=${sim.id}&size=2&page=5`)).json()
        .content,
    ).toEqual([]);
    const semTentativa = (
      await get(alunos[7]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)
    ).json();
    expect(semTentativa.voce).toBeNull();
    const vazio = await criarSimulado(t.database.db);
    expect(
      (await get(alunos[0]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${vazio.id}`)).json(),
    ).toEqual({
      primeiroLugar: null,
      segundoLugar: null,
      terceiroLugar: null,
      voce: null,
      totalParticipantes: 0,
      percentil: null,
    });
  });

  it('orders equal points finished at the same instant by the lower user id, on pages that start inside a score', async () => {
    const sim = await criarSimulado(t.database.db);
    const alunos: Awaited<ReturnType<typeof novoAluno>>[] = [];
    for (let i = 0; i < 6; i++) alunos.push(await novoAluno({ apelido: `Empate ${i}` }));
    for (const [i, a] of alunos.entries()) {
      await responderTodas(a.sessao, sim, i === 0 ? 6 : 3);
      expect((await finalizar(a.sessao, sim.id)).json()).toBe(true);
    }
    // Everyone finished at the same instant: points, then the user id (the accounts were created in order).
    await t.database.db.execute(
      sql`update simulado_tentativa set finalizado_em = '2026-01-01T12:00:00Z' where simulado_id = ${sim.id}`,
    );
    const nomes = (r: { content: { apelidoUsuario: string; posicao: number }[] }) =>
      r.content.map((e) => [e.posicao, e.apelidoUsuario]);
    const pagina = async (page: number) =>
      (
        await get(alunos[0]!.sessao, `ranking/listar-simulado?idSimulado=${sim.id}&size=2&page=${page}`)
      ).json();
    // Places 2–6 hold one score: page 0 (places 4 and 5) and page 1 (place 6) start inside it.
    expect(nomes(await pagina(0))).toEqual([
      [4, 'Empate 3'],
      [5, 'Empate 4'],
    ]);
    expect(nomes(await pagina(1))).toEqual([[6, 'Empate 5']]);
    const destaque = (
      await get(alunos[3]!.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)
    ).json();
    expect([destaque.primeiroLugar.apelidoUsuario, destaque.segundoLugar.apelidoUsuario]).toEqual([
      'Empate 0',
      'Empate 1',
    ]);
    expect(destaque.voce).toEqual({ apelidoUsuario: 'Empate 3', pontuacao: 3, posicao: 4 });
  });

  it('keeps the score counts right through finishes, corrections and deleted accounts', async () => {
    const sim = await criarSimulado(t.database.db);
    const a = await novoAluno({ apelido: 'Primeira' });
    const b = await novoAluno({ apelido: 'Segunda' });
    await responderTodas(a.sessao, sim, 6);
    await responderTodas(b.sessao, sim, 2);
    await finalizar(a.sessao, sim.id);
    await finalizar(b.sessao, sim.id);
    const contagens = () =>
      rows<{ pontuacao: number; participantes: number }>(
        t.database.db,
        sql`select pontuacao, participantes from simulado_ranking_pontuacao where simulado_id = ${sim.id} and participantes > 0 order by pontuacao`,
      );
    expect(await contagens()).toEqual([
      { pontuacao: 2, participantes: 1 },
      { pontuacao: 6, participantes: 1 },
    ]);
    await t.database.db.execute(
      sql`update simulado_tentativa set pontuacao = 7 where simulado_id = ${sim.id} and usuario_id = ${b.id}`,
    );
    expect(
      (await get(a.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)).json().voce.posicao,
    ).toBe(2);
    await t.database.db.execute(sql`delete from usuario where id = ${b.id}`);
    expect(await contagens()).toEqual([{ pontuacao: 6, participantes: 1 }]);
    const destaque = (await get(a.sessao, `ranking/listar-usuario-destaque?idSimulado=${sim.id}`)).json();
    expect(destaque).toMatchObject({ totalParticipantes: 1, voce: { posicao: 1 }, segundoLugar: null });
  });
});

describe('seedSimulados', () => {
  it('loads mocks and packages by catalogue names, with release dates relative to the seeding day', async () => {
    const [ref] = await rows<{
      curso: string;
      materia: string;
      conteudo: string;
      instituicao: string;
      ano: number;
    }>(
      t.database.db,
      sql`select c.nome as curso, m.nome as materia, ct.nome as conteudo,
                 (select nome from instituicao order by id limit 1) as instituicao, (select ano from ano order by ano desc limit 1) as ano
          from curso c join materia m on m.curso_id = c.id join conteudo ct on ct.materia_id = m.id
          where c.plataforma_id = 1 order by ct.id limit 1`,
    );
    const questao = (parte: 'SUS' | 'ESPECIFICO' | 'GERAL') => ({
      parte,
      ...ref!,
      enunciado: '<p>Enunciado <script>x</script>de demonstração.</p>',
      alternativas: ['A', 'B', 'C', 'D'],
      correta: 2,
      explicacao: 'Porque sim.',
    });
    const base = { tipo: 'ENARE' as const, pesos: { SUS: 1, ESPECIFICO: 2, GERAL: 1 } };
    const ids = await seedSimulados(
      t.database.db,
      [
        {
          ...base,
          nome: 'ENARE semente 1',
          gratuito: false,
          liberacaoEmDias: -2,
          duracaoMinutos: 240,
          questoes: [questao('SUS'), questao('GERAL'), questao('ESPECIFICO')],
        },
        {
          ...base,
          nome: 'ENARE semente 2',
          gratuito: false,
          liberacaoEmDias: 10,
          questoes: [questao('SUS')],
        },
      ],
      [{ nome: 'Pacote semente', gratuito: false, simulados: ['ENARE semente 1', 'ENARE semente 2'] }],
    );
    const { sessao } = await novoAluno();
    const pacote = (await get(sessao, 'enare/buscar-pacotes-simulados'))
      .json()
      .find((p: { nome: string }) => p.nome === 'Pacote semente');
    expect(pacote).toMatchObject({ bloqueado: true, isGratuito: false });
    const bloqueados: TSimulado[] = (
      await get(sessao, `questoes/listar-simulados-enare-bloqueados/${pacote.id}`)
    ).json();
    expect(bloqueados.map((s) => [s.nome, s.liberado, s.totalQuestoes, s.duracaoMinutos])).toEqual([
      ['ENARE semente 1', true, 3, 240],
      ['ENARE semente 2', false, 1, null],
    ]);
    const [q] = await rows<{ enunciado: string; correta: number }>(
      t.database.db,
      sql`select q.enunciado, (select ordem from simulado_alternativa a where a.simulado_questao_id = q.id and a.correta) as correta
          from simulado_questao q where q.simulado_id = ${ids.get('ENARE semente 1')!} and q.numero_questao = 1`,
    );
    expect(q).toEqual({ enunciado: '<p>Enunciado de demonstração.</p>', correta: 3 });
    await expect(
      seedSimulados(
        t.database.db,
        [
          {
            ...base,
            nome: 'ENARE errado',
            gratuito: true,
            liberacaoEmDias: 0,
            questoes: [{ ...questao('SUS'), parte: 'PORTUGUES' }],
          },
        ],
        [],
      ),
    ).rejects.toThrow(/PORTUGUES/);
  });
});
