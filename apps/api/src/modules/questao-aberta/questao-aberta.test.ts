import { MENSAGENS } from '@aprovei/shared/errors';
import {
  MENSAGEM_AGUARDE_CORRECAO,
  MENSAGEM_ARQUIVO_GRANDE,
  MENSAGEM_CORRECAO_NAO_ENCONTRADA,
  MENSAGEM_LIMITE_ENVIOS,
  MENSAGEM_NAO_CORRIGIDA,
  MENSAGEM_REENVIO,
  MENSAGEM_TIPO_RECUSADO,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAluno,
  criarPlano,
  criarProfessor,
  criarQuestaoAberta,
  type Sessao,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { rows } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let ana: Sessao, bia: Sessao, umEnvio: Sessao, professor: Sessao, outroProfessor: Sessao;
let idProfessor: number, idUmEnvio: number;
let questao: number, outraQuestao: number;
/** The open questions of the product's platforms (1 and 2). */
const doProduto: number[] = [];

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const enviar = (
  who: Sessao,
  id: number,
  campos: Record<string, string> = {},
  arquivo: { nome: string; tipo: string; bytes: Buffer } = {
    nome: 'resposta.pdf',
    tipo: 'application/pdf',
    bytes: PDF,
  },
) => {
  const m = multipart(campos, arquivo);
  return t.app.inject({
    method: 'PUT',
    url: `/api/questao-aberta/${id}`,
    headers: { ...who.headers, 'content-type': m.contentType },
    payload: m.payload,
  });
};
const corrigir = (
  who: Sessao,
  id: number,
  campos = { comentario: 'Muito bem argumentado.', nota: '9.5' },
) => {
  const m = multipart(campos, { nome: 'correcao.png', tipo: 'image/png', bytes: PNG });
  return t.app.inject({
    method: 'PUT',
    url: `/api/professor/correcoes/${id}`,
    headers: { ...who.headers, 'content-type': m.contentType },
    payload: m.payload,
  });
};
const get = (who: Sessao | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.headers ?? { 'x-tenant': 'aprovei' } });

async function arquivosNoStorage(): Promise<string[]> {
  const r = await rows<{ chave: string }>(
    t.database.db,
    sql`select arquivo_chave as chave from resposta_questao_aberta union all
        select correcao_chave from resposta_questao_aberta where correcao_chave is not null`,
  );
  return r.map((x) => x.chave);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ana = await (await criarAluno(t, { plano: 1 })).login();
  bia = await (await criarAluno(t, { plano: 1 })).login();
  const plano = await criarPlano(db);
  await db.update(s.plano).set({ enviosQuestaoAberta: 1 }).where(eq(s.plano.id, plano.id));
  const u = await criarAluno(t, { plano: plano.id });
  idUmEnvio = u.id;
  umEnvio = await u.login();
  const p = await criarProfessor(t);
  idProfessor = p.id;
  professor = await p.login();
  outroProfessor = await (await criarProfessor(t)).login();
  for (const plataformaId of [1, 1, 2]) doProduto.push((await criarQuestaoAberta(t, { plataformaId })).id);
  [questao, outraQuestao] = doProduto as [number, number];
  // One of the other product (platform 3), which the list leaves out.
  await criarQuestaoAberta(t, { plataformaId: 3 });
});

describe('open questions: the student', () => {
  it('answers 401 with the Portuguese text without a session', async () => {
    for (const url of [
      '/questoes/listar-questoes-aberta',
      '/questao-aberta/contador/respondidas-disponiveis',
    ]) {
      const res = await get(null, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MENSAGENS.naoAutenticado);
    }
  });

  it('lists the product’s questions with the caller’s status and serves the question PDF', async () => {
    const lista = (await get(ana, '/questoes/listar-questoes-aberta?size=50')).json();
    expect(lista.content.map((q: { id: number }) => q.id).sort((a: number, b: number) => a - b)).toEqual(
      doProduto,
    );
    expect(lista.content.every((q: { situacao: string }) => q.situacao === '')).toBe(true);
    const pdf = await get(ana, `/questao-aberta/carregar-arquivo-questao/${questao}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const medica = await t.app.inject({
      method: 'GET',
      url: '/api/questoes/listar-questoes-aberta',
      headers: { ...ana.headers, 'x-tenant': 'aprovei-med' },
    });
    expect(medica.statusCode).toBe(401); // a token of the other product is refused
  });

  it('refuses a file whose content is not PDF, JPEG or PNG, whatever its name and declared type', async () => {
    const antes = await arquivosNoStorage();
    const res = await enviar(
      ana,
      questao,
      {},
      { nome: 'resposta.pdf', tipo: 'application/pdf', bytes: Buffer.from('<html>oi</html>') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().mensagem).toBe(MENSAGEM_TIPO_RECUSADO);
    expect(await arquivosNoStorage()).toEqual(antes);
  });

  it('refuses a file above 10 MB with 413 and stores nothing', async () => {
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await enviar(
      ana,
      questao,
      {},
      { nome: 'grande.pdf', tipo: 'application/pdf', bytes: grande },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toBe(MENSAGEM_ARQUIVO_GRANDE);
    expect((await get(ana, '/questao-aberta/contador/respondidas-disponiveis')).json().respondidas).toBe(0);
  });

  it('a sent answer awaits correction; a second one is refused meanwhile', async () => {
    const res = await enviar(ana, questao, { idProfessor: String(idProfessor) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Questão enviada com sucesso!', situacao: 'P' });
    expect((await get(ana, `/questao-aberta/carregar-situacao/${questao}`)).json()).toMatchObject({
      situacao: 'P',
      idProfessor,
    });
    const deNovo = await enviar(ana, questao);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().mensagem).toBe(MENSAGEM_AGUARDE_CORRECAO);
    const naoCorrigida = await get(ana, `/questao-aberta/carregar-resposta/${questao}`);
    expect(naoCorrigida.statusCode).toBe(404);
    expect(naoCorrigida.json().mensagem).toBe(MENSAGEM_NAO_CORRIGIDA);
    expect((await get(ana, '/questao-aberta/contador/respondidas-disponiveis')).json()).toEqual({
      respondidas: 1,
      disponiveis: 19,
    });
  });
});

describe('open questions: the teacher', () => {
  let idResposta: number;

  it('the queue holds answers addressed to the teacher or to nobody, oldest first; another teacher does not see them', async () => {
    await enviar(bia, outraQuestao); // to any teacher
    const fila = (await get(professor, '/professor/correcoes')).json();
    const minhas = fila.filter((r: { questao: { id: number } }) =>
      [questao, outraQuestao].includes(r.questao.id),
    );
    expect(minhas.map((r: { paraMim: boolean }) => r.paraMim)).toEqual([true, false]);
    const datas = fila.map((r: { enviadaEm: string }) => r.enviadaEm);
    expect([...datas].sort()).toEqual(datas);
    idResposta = minhas[0].id;
    const outra = (await get(outroProfessor, '/professor/correcoes')).json();
    expect(outra.some((r: { id: number }) => r.id === idResposta)).toBe(false);
    expect(outra.some((r: { questao: { id: number } }) => r.questao.id === outraQuestao)).toBe(true);
  });

  it('only teachers see a queue, download the answer and correct it', async () => {
    expect((await get(ana, '/professor/correcoes')).statusCode).toBe(403);
    expect((await get(ana, `/professor/correcoes/${idResposta}/arquivo`)).statusCode).toBe(403);
    const aluna = await corrigir(ana, idResposta);
    expect(aluna.statusCode).toBe(403);
    expect(aluna.json().mensagem).toBe(MENSAGENS.proibido);
    const outro = await corrigir(outroProfessor, idResposta);
    expect(outro.statusCode).toBe(404);
    expect(outro.json().mensagem).toBe(MENSAGEM_CORRECAO_NAO_ENCONTRADA);
    const arquivo = await get(professor, `/professor/correcoes/${idResposta}/arquivo`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);
  });

  it('a correction sets the status C, keeps comment and score, e-mails the student; only she reads it', async () => {
    const ruim = await corrigir(professor, idResposta, { comentario: ' ', nota: '11' });
    expect(ruim.statusCode).toBe(400);
    expect(
      ruim
        .json()
        .errors.map((e: { campo: string }) => e.campo)
        .sort(),
    ).toEqual(['comentario', 'nota']);

    const res = await corrigir(professor, idResposta);
    expect(res.statusCode, res.body).toBe(200);
    expect((await corrigir(professor, idResposta)).statusCode).toBe(409);
    const situacao = (await get(ana, `/questao-aberta/carregar-situacao/${questao}`)).json();
    expect(situacao).toMatchObject({ situacao: 'C', nota: 9.5, comentario: 'Muito bem argumentado.' });
    const correcao = await get(ana, `/questao-aberta/carregar-resposta/${questao}`);
    expect(correcao.statusCode).toBe(200);
    expect(correcao.headers['content-type']).toBe('image/png');
    expect(correcao.rawPayload.equals(PNG)).toBe(true);
    // Bia asks for the same question: she has no correction of her own.
    expect((await get(bia, `/questao-aberta/carregar-resposta/${questao}`)).statusCode).toBe(404);

    const [email] = await t.database.db
      .select()
      .from(s.emailEnviado)
      .where(eq(s.emailEnviado.assunto, 'Sua questão aberta foi corrigida'));
    expect(email?.texto).toContain("'Ver correção'");
    expect(email?.texto).toContain('9,5');
  });

  it('the teacher sees what they corrected, with the score and comment; nobody else does', async () => {
    const corrigidas = await get(professor, '/professor/correcoes/corrigidas?size=5');
    expect(corrigidas.statusCode, corrigidas.body).toBe(200);
    const pagina = corrigidas.json();
    expect(pagina).toMatchObject({ number: 0, size: 5, totalElements: 1, totalPages: 1 });
    expect(pagina.content[0]).toMatchObject({
      id: idResposta,
      questao: { id: questao },
      nota: 9.5,
      comentario: 'Muito bem argumentado.',
    });
    expect(Date.parse(pagina.content[0].corrigidaEm)).toBeGreaterThanOrEqual(
      Date.parse(pagina.content[0].enviadaEm),
    );
    expect((await get(outroProfessor, '/professor/correcoes/corrigidas')).json().totalElements).toBe(0);
    expect((await get(ana, '/professor/correcoes/corrigidas')).statusCode).toBe(403);
    expect((await get(professor, '/professor/correcoes/corrigidas?page=-1')).statusCode).toBe(400);
    expect(
      (await get(professor, '/professor/correcoes/corrigidas?size=99999999999999999999')).statusCode,
    ).toBe(400);
  });

  it('resending a corrected question needs the confirmation', async () => {
    const sem = await enviar(ana, questao);
    expect(sem.statusCode).toBe(409);
    expect(sem.json().mensagem).toBe(MENSAGEM_REENVIO);
    expect((await enviar(ana, questao, { reenviar: 'true' })).statusCode).toBe(200);
  });
});

describe('open questions: the send limit', () => {
  it('stops at the plan’s allowance; a granted pack adds sends', async () => {
    expect((await get(umEnvio, '/questao-aberta/contador/respondidas-disponiveis')).json()).toEqual({
      respondidas: 0,
      disponiveis: 1,
    });
    expect((await enviar(umEnvio, questao)).statusCode).toBe(200);
    const limite = await enviar(umEnvio, outraQuestao);
    expect(limite.statusCode).toBe(403);
    expect(limite.json().mensagem).toBe(MENSAGEM_LIMITE_ENVIOS);
    await t.database.db
      .insert(s.pacoteQuestaoAberta)
      .values({ usuarioId: idUmEnvio, quantidade: 2, motivo: 'Teste' });
    expect((await get(umEnvio, '/questao-aberta/contador/respondidas-disponiveis')).json()).toEqual({
      respondidas: 1,
      disponiveis: 2,
    });
    expect((await enviar(umEnvio, outraQuestao)).statusCode).toBe(200);
  });

  it('lists the teachers of the product for the picker', async () => {
    const lista = (await get(ana, '/professor/busca-professor')).json();
    expect(lista.some((p: { id: number }) => p.id === idProfessor)).toBe(true);
  });
});

describe('open questions: bad input and the account’s data', () => {
  it('answers Portuguese 4xx for a bad id, a non-multipart body, a large file of another type, an unknown teacher', async () => {
    const id = await get(ana, '/questao-aberta/carregar-situacao/99999999999999999999');
    expect(id.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/questao-aberta/${outraQuestao}`,
      headers: ana.headers,
      payload: { arquivo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().mensagem).toBe('Envie o arquivo como formulário (multipart/form-data).');
    const grandeFalso = await enviar(
      ana,
      outraQuestao,
      {},
      {
        nome: 'video.pdf',
        tipo: 'application/pdf',
        bytes: Buffer.alloc(11 * 1024 * 1024, 0x30),
      },
    );
    expect(grandeFalso.statusCode).toBe(415);
    const professor = await enviar(ana, outraQuestao, { idProfessor: '999999' });
    expect(professor.statusCode).toBe(400);
    expect(professor.json().errors).toEqual([
      { campo: 'idProfessor', mensagem: 'Professor não encontrado.' },
    ]);
  });

  it('two sends at once with one send left: one passes, the other meets the limit', async () => {
    const plano = await criarPlano(t.database.db);
    await t.database.db.update(s.plano).set({ enviosQuestaoAberta: 1 }).where(eq(s.plano.id, plano.id));
    const carla = await (await criarAluno(t, { plano: plano.id })).login();
    const [a, b] = await Promise.all([enviar(carla, questao), enviar(carla, outraQuestao)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
  });

  it('deleting the account removes the student’s answers and their files from the storage', async () => {
    const u = await criarAluno(t, { plano: 1 });
    const sessao = await u.login();
    expect((await enviar(sessao, questao)).statusCode).toBe(200);
    const [r] = await t.database.db
      .select({ chave: s.respostaQuestaoAberta.arquivoChave })
      .from(s.respostaQuestaoAberta)
      .where(eq(s.respostaQuestaoAberta.usuarioId, u.id));
    expect(await t.app.fileStorage.exists(r!.chave)).toBe(true);
    const exportacao = await get(sessao, '/conta/meus-dados');
    expect(exportacao.json().secoes.questoesAbertas[0].arquivoBase64).toBe(PDF.toString('base64'));
    const excluida = await t.app.inject({
      method: 'DELETE',
      url: '/api/conta/minha-conta',
      headers: sessao.headers,
      payload: { senha: u.senha },
    });
    expect(excluida.statusCode).toBe(204);
    expect(await t.app.fileStorage.exists(r!.chave)).toBe(false);
    const restantes = await t.database.db
      .select()
      .from(s.respostaQuestaoAberta)
      .where(eq(s.respostaQuestaoAberta.usuarioId, u.id));
    expect(restantes).toEqual([]);
  });
});
