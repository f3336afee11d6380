import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  entrar,
  materiasDaPlataforma,
} from '../../../test/factories.ts';
import { type Headers, rotasDeItem } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { rows } from '../../db/client.ts';

let t: TestApp, editor: Headers, admin: Headers, aluno: Headers, outroAluno: Headers;
let ref: { anoId: number; instituicaoId: number; materia: number; conteudo: number; materia2: number };
const questoes = rotasDeItem(() => t.app, 'listar-questoes', 'verifica-resposta');
const exercicios = rotasDeItem(() => t.app, 'listar-verdadeiro-falso', 'verifica-resposta-verdadeiro-falso');

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-resto-da-imagem'),
]);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  editor = await entrar(criarEditor(t));
  admin = await entrar(criarAdmin(t));
  aluno = await entrar(criarAluno(t, { plano: 1 }));
  outroAluno = await entrar(criarAluno(t, { plano: 1 }));
  const [materia, materia2] = (await materiasDaPlataforma(db, 1)).filter((m) => m.conteudos.length > 0);
  const [ano] = await rows<{ id: number }>(db, sql`insert into ano (ano) values (2031) returning id`);
  const [inst] = await rows<{ id: number }>(
    db,
    sql`insert into instituicao (nome) values ('Instituição do Back Office') returning id`,
  );
  ref = {
    anoId: ano!.id,
    instituicaoId: inst!.id,
    materia: materia!.id,
    conteudo: materia!.conteudos[0]!.id,
    materia2: materia2!.id,
  };
}, 180_000);

const novaQuestao = (extra: Record<string, unknown> = {}) => ({
  plataformaId: 1,
  anoId: ref.anoId,
  instituicaoId: ref.instituicaoId,
  materias: [ref.materia],
  conteudos: [ref.conteudo],
  enunciado: '<p>Paciente de 45 anos com dor torácica.</p>',
  alternativas: ['Infarto', 'Pericardite', 'Refluxo', 'Ansiedade'],
  explicacoesAlternativas: ['<p>Certa: supra de ST.</p>', 'Sem atrito.', 'Sem relação.', 'Descartada.'],
  corretas: [0],
  explicacao: '<p>Explicação geral.</p>',
  situacao: 'RASCUNHO',
  ...extra,
});

const chamar = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

async function criar(extra: Record<string, unknown> = {}) {
  const res = await chamar('POST', '/questoes', editor, novaQuestao(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const auditoria = async (entidade: string, id: number | string) =>
  (
    await t.app.inject({
      url: `/api/admin/auditoria?entidade=${entidade}&entidadeId=${id}&direcao=asc&porPagina=100`,
      headers: admin,
    })
  ).json().linhas as { acao: string; motivo: string | null; antes: unknown; depois: unknown }[];

const buscaDoAluno = async (id: number, extra = '') => {
  const res = await questoes.listar(aluno, `idPlataforma=1&id=${id}&todasQuestoes=true${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content as { id: number; situacao: string }[];
};

describe('back office: questions', () => {
  it('writes a draft students never see, lists it, publishes it once, audited', async () => {
    const id = await criar();
    expect(await buscaDoAluno(id)).toEqual([]);
    const semRascunho = await questoes.responder(aluno, { idQuestao: id, idAlternativa: 1 });
    expect(semRascunho.statusCode).toBe(404);
    expect(semRascunho.json().mensagem).toBe('Questão não encontrada.');

    const lista = await chamar(
      'GET',
      '/questoes?situacao=RASCUNHO&texto=dor%20tor%C3%A1cica&ordem=id',
      editor,
    );
    expect(lista.statusCode).toBe(200);
    expect(lista.json().linhas).toContainEqual(
      expect.objectContaining({ id, situacao: 'RASCUNHO', resumo: 'Paciente de 45 anos com dor torácica.' }),
    );

    const uma = (await chamar('GET', `/questoes/${id}`, editor)).json();
    expect(uma).toMatchObject({
      situacao: 'RASCUNHO',
      alternativas: ['Infarto', 'Pericardite', 'Refluxo', 'Ansiedade'],
      explicacoesAlternativas: ['<p>Certa: supra de ST.</p>', 'Sem atrito.', 'Sem relação.', 'Descartada.'],
      corretas: [0],
      materias: [ref.materia],
      conteudos: [ref.conteudo],
      historicoGabarito: [],
    });

    expect((await chamar('POST', `/questoes/${id}/publicar`, editor)).json()).toEqual({
      situacao: 'PUBLICADA',
    });
    const denovo = await chamar('POST', `/questoes/${id}/publicar`, editor);
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().mensagem).toBe('Não é possível esta ação em um item publicada.');
    expect(await buscaDoAluno(id)).toEqual([expect.objectContaining({ id, situacao: 'PUBLICADA' })]);

    const log = await auditoria('questao', id);
    expect(log.map((l) => l.acao)).toEqual(['criar', 'publicar']);
    expect(log[1]).toMatchObject({ antes: { situacao: 'RASCUNHO' }, depois: { situacao: 'PUBLICADA' } });
  });

  it('refuses bad input with Portuguese messages (400) and unknown ids (404)', async () => {
    const semAlt = await chamar('POST', '/questoes', editor, novaQuestao({ alternativas: ['Só uma'] }));
    expect(semAlt.statusCode).toBe(400);
    expect(semAlt.json().errors).toContainEqual({
      campo: 'alternativas',
      mensagem: 'Informe ao menos duas alternativas.',
    });
    const duas = await chamar('POST', '/questoes', editor, novaQuestao({ corretas: [0, 1] }));
    expect(duas.json().errors).toContainEqual({
      campo: 'corretas',
      mensagem: 'Marque uma única alternativa correta.',
    });
    const ano = await chamar('POST', '/questoes', editor, novaQuestao({ anoId: 999_999 }));
    expect(ano.statusCode).toBe(400);
    expect(ano.json().errors).toContainEqual({ campo: 'anoId', mensagem: 'Ano inexistente.' });
    const materia = await chamar(
      'POST',
      '/questoes',
      editor,
      novaQuestao({ materias: [ref.materia2], conteudos: [ref.conteudo] }),
    );
    expect(materia.json().errors).toContainEqual({
      campo: 'conteudos',
      mensagem: 'Conteúdo fora das matérias informadas.',
    });
    expect((await chamar('GET', '/questoes/99999999', editor)).statusCode).toBe(404);
    expect((await chamar('PUT', '/questoes/99999999', editor, novaQuestao())).json().mensagem).toBe(
      'Questão não encontrada.',
    );
    expect((await chamar('GET', '/questoes?porPagina=7', editor)).json().mensagem).toBeTruthy();
  });

  it('sanitises the statement, the explanations and the alternatives; keeps only our own images', async () => {
    const nossa = '/api/imagens/0b6a8f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png';
    const id = await criar({
      enunciado: `<p onclick="x()">Veja<script>alert(1)</script></p><img src="${nossa}" alt="ECG"><img src="https://evil.example/a.png"><a href="javascript:alert(2)">link</a>`,
      explicacao: '<p>Geral<iframe src="//evil"></iframe></p>',
      explicacoesAlternativas: ['<img src=x onerror="alert(3)">Certa', '', '', ''],
      alternativas: ['<b>Infarto</b><script>x</script>', 'B', 'C', 'D'],
    });
    const q = (await chamar('GET', `/questoes/${id}`, editor)).json();
    expect(q.enunciado).toBe(`<p>Veja</p><img src="${nossa}" alt="ECG" /><a>link</a>`);
    expect(q.explicacao).toBe('<p>Geral</p>');
    expect(q.explicacoesAlternativas[0]).toBe('Certa');
    expect(q.alternativas[0]).toBe('<b>Infarto</b>');
  });

  it('a key change of a published question needs a reason, re-marks every answer and the dashboards, and students see it', async () => {
    const id = await criar({ situacao: 'PUBLICADA' });
    const alts = (await buscaDoAluno(id))[0] as unknown as {
      listaAlternativas: { id: number; ordem: number }[];
    };
    const [a, b] = alts.listaAlternativas;
    expect(
      (await questoes.responder(aluno, { idQuestao: id, idAlternativa: a!.id })).json().certoErrado,
    ).toBe(true);
    expect(
      (await questoes.responder(outroAluno, { idQuestao: id, idAlternativa: b!.id })).json().certoErrado,
    ).toBe(false);

    const edicao = { ...novaQuestao(), corretas: [1] } as Record<string, unknown>;
    delete edicao.plataformaId;
    delete edicao.situacao;
    const semMotivo = await chamar('PUT', `/questoes/${id}`, editor, edicao);
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().errors).toEqual([
      { campo: 'motivo', mensagem: 'Informe o motivo da alteração do gabarito.' },
    ]);
    const menos = await chamar('PUT', `/questoes/${id}`, editor, {
      ...edicao,
      alternativas: ['A', 'B', 'C'],
      explicacoesAlternativas: [],
      motivo: 'x',
    });
    expect(menos.json().mensagem).toBe(
      'Não é possível mudar o número de alternativas nem o tipo de uma questão publicada.',
    );

    const ok = await chamar('PUT', `/questoes/${id}`, editor, {
      ...edicao,
      motivo: 'A banca mudou o gabarito.',
    });
    expect(ok.statusCode, ok.body).toBe(204);

    const respostas = await rows<{ alternativa_id: number; correta: boolean }>(
      t.database.db,
      sql`select alternativa_id, correta from resposta_questao where questao_id = ${id} order by alternativa_id`,
    );
    expect(respostas).toEqual([
      { alternativa_id: a!.id, correta: false },
      { alternativa_id: b!.id, correta: true },
    ]);
    const estados = await rows<{ ultima_alternativa_id: number; ultima_correta: boolean }>(
      t.database.db,
      sql`select ultima_alternativa_id, ultima_correta from questao_usuario where questao_id = ${id} order by ultima_alternativa_id`,
    );
    expect(estados.map((e) => e.ultima_correta)).toEqual([false, true]);
    // Every dashboard counter equals a count from the states afresh.
    const divergentes = await rows(
      t.database.db,
      sql`select * from (
            select c.usuario_id, c.acertos, c.erros,
                   (select count(*) filter (where e.ultima_correta) from questao_usuario e where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id) as a,
                   (select count(*) filter (where not e.ultima_correta) from questao_usuario e where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id) as e
            from estatistica_usuario c
            union all
            select c.usuario_id, c.acertos, c.erros,
                   (select count(*) filter (where e.ultima_correta) from questao_usuario e join questao_materia l on l.questao_id = e.questao_id and l.materia_id = c.materia_id where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id),
                   (select count(*) filter (where not e.ultima_correta) from questao_usuario e join questao_materia l on l.questao_id = e.questao_id and l.materia_id = c.materia_id where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id)
            from estatistica_materia_usuario c
            union all
            select c.usuario_id, c.acertos, c.erros,
                   (select count(*) filter (where e.ultima_correta) from questao_usuario e join questao_conteudo l on l.questao_id = e.questao_id and l.conteudo_id = c.conteudo_id where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id),
                   (select count(*) filter (where not e.ultima_correta) from questao_usuario e join questao_conteudo l on l.questao_id = e.questao_id and l.conteudo_id = c.conteudo_id where e.usuario_id = c.usuario_id and e.plataforma_id = c.plataforma_id)
            from estatistica_conteudo_usuario c) x
          where x.acertos <> x.a or x.erros <> x.e`,
    );
    expect(divergentes).toEqual([]);
    const [contador] = await rows<{ acertos: number; erros: number }>(
      t.database.db,
      sql`select c.acertos, c.erros from estatistica_conteudo_usuario c
          join questao_usuario e on e.usuario_id = c.usuario_id and e.questao_id = ${id} and e.ultima_alternativa_id = ${b!.id}
          where c.conteudo_id = ${ref.conteudo} and c.plataforma_id = 1`,
    );
    expect(contador).toEqual({ acertos: 1, erros: 0 });

    const q = (await chamar('GET', `/questoes/${id}`, editor)).json();
    expect(q.historicoGabarito).toEqual([
      expect.objectContaining({ antes: 'A', depois: 'B', motivo: 'A banca mudou o gabarito.' }),
    ]);
    const log = await auditoria('questao', id);
    expect(log.at(-1)).toMatchObject({ acao: 'alterar-gabarito', motivo: 'A banca mudou o gabarito.' });

    const feedback = (await questoes.responder(aluno, { idQuestao: id, idAlternativa: b!.id })).json();
    expect(feedback).toMatchObject({
      certoErrado: true,
      id: b!.id,
      gabaritoAlterado: { motivo: 'A banca mudou o gabarito.' },
    });
    expect(feedback.explicacoesAlternativas[0]).toEqual({
      id: a!.id,
      explicacao: '<p>Certa: supra de ST.</p>',
    });
  });

  it('re-marks sum-type answers by the new sum', async () => {
    const id = await criar({
      situacao: 'PUBLICADA',
      somatoria: true,
      alternativas: ['01', '02', '04'],
      explicacoesAlternativas: [],
      corretas: [0, 2],
    });
    await questoes.responder(aluno, { idQuestao: id, valorSomatoria: 5 });
    await questoes.responder(outroAluno, { idQuestao: id, valorSomatoria: 1 });
    const edicao = {
      ...novaQuestao(),
      somatoria: true,
      alternativas: ['01', '02', '04'],
      explicacoesAlternativas: [],
      corretas: [0],
      motivo: 'Errata.',
    } as Record<string, unknown>;
    delete edicao.plataformaId;
    delete edicao.situacao;
    expect((await chamar('PUT', `/questoes/${id}`, editor, edicao)).statusCode).toBe(204);
    const estados = await rows<{ ultima_somatoria: number; ultima_correta: boolean }>(
      t.database.db,
      sql`select ultima_somatoria, ultima_correta from questao_usuario where questao_id = ${id} order by ultima_somatoria`,
    );
    expect(estados).toEqual([
      { ultima_somatoria: 1, ultima_correta: true },
      { ultima_somatoria: 5, ultima_correta: false },
    ]);
    expect((await chamar('GET', `/questoes/${id}`, editor)).json().historicoGabarito[0]).toMatchObject({
      antes: 'A, C (soma 5)',
      depois: 'A (soma 1)',
    });
  });

  it('annuls and outdates; students see the badge and may hide them; published ones are never deleted', async () => {
    const anulada = await criar({ situacao: 'PUBLICADA' });
    const antiga = await criar({ situacao: 'PUBLICADA' });
    expect((await chamar('POST', `/questoes/${anulada}/anular`, editor)).json()).toEqual({
      situacao: 'ANULADA',
    });
    expect((await chamar('POST', `/questoes/${antiga}/desatualizar`, editor)).json()).toEqual({
      situacao: 'DESATUALIZADA',
    });
    expect((await buscaDoAluno(anulada))[0]!.situacao).toBe('ANULADA');
    expect((await buscaDoAluno(antiga))[0]!.situacao).toBe('DESATUALIZADA');
    expect(await buscaDoAluno(anulada, '&ocultarAnuladas=true')).toEqual([]);
    expect(await buscaDoAluno(antiga, '&ocultarAnuladas=true')).toEqual([]);
    // By tag (the search from the links) too.
    const porTag = await questoes.listar(
      aluno,
      `idPlataforma=1&listaMateriaQuestao=${ref.materia}&todasQuestoes=true&ocultarAnuladas=true&size=50`,
    );
    const ids = (porTag.json().content as { id: number }[]).map((q) => q.id);
    expect(ids).not.toContain(anulada);
    expect(ids).not.toContain(antiga);

    const apagar = await chamar('DELETE', `/questoes/${anulada}`, editor);
    expect(apagar.statusCode).toBe(409);
    expect(apagar.json().mensagem).toBe(
      'Um item publicado não pode ser excluído: anule-o ou marque-o como desatualizado.',
    );
    const rascunho = await criar();
    expect((await chamar('DELETE', `/questoes/${rascunho}`, editor)).statusCode).toBe(204);
    expect((await chamar('GET', `/questoes/${rascunho}`, editor)).statusCode).toBe(404);
    expect((await auditoria('questao', rascunho)).map((l) => l.acao)).toEqual(['criar', 'excluir']);
    expect((await auditoria('questao', anulada)).map((l) => l.acao)).toEqual(['criar', 'anular']);
  });

  it('drafts stay out of the search by tag, for trainees too', async () => {
    const id = await criar({ estagiario: true });
    const publicada = await criar({ estagiario: true, situacao: 'PUBLICADA' });
    const porTag = await questoes.listar(
      aluno,
      `idPlataforma=1&listaConteudoQuestao=${ref.conteudo}&todasQuestoes=true&size=50`,
    );
    expect((porTag.json().content as { id: number }[]).map((q) => q.id)).not.toContain(id);
    const estagiario = await entrar(criarAluno(t, { estagiario: true }));
    const dele = await questoes.listar(estagiario, 'idPlataforma=1&todasQuestoes=true&size=50');
    expect(dele.statusCode, dele.body).toBe(200);
    const vistas = (dele.json().content as { id: number }[]).map((q) => q.id);
    expect(vistas).toContain(publicada);
    expect(vistas).not.toContain(id);
  });
});

describe('back office: fixation exercises', () => {
  const novo = (extra: Record<string, unknown> = {}) => ({
    plataformaId: 1,
    anoId: ref.anoId,
    instituicaoId: ref.instituicaoId,
    materias: [ref.materia],
    contexto: '<p>Contexto<script>x</script></p>',
    afirmativa: 'O flúor age na superfície.',
    certo: true,
    explicacao: 'Porque sim.',
    situacao: 'RASCUNHO',
    ...extra,
  });

  it('drafts, publishing, a key change with its reason re-marking the answers', async () => {
    const criado = await chamar('POST', '/exercicios', editor, novo());
    expect(criado.statusCode, criado.body).toBe(201);
    const id = criado.json().id as number;
    const busca = () => exercicios.listar(aluno, `idPlataforma=1&id=${id}&todasQuestoes=true`);
    expect((await busca()).json().content).toEqual([]);
    expect(
      (await exercicios.responder(aluno, { idAlternativa: id, respostaMarcadaVerdadeiroFalso: true }))
        .statusCode,
    ).toBe(404);
    expect((await chamar('GET', `/exercicios/${id}`, editor)).json()).toMatchObject({
      contexto: '<p>Contexto</p>',
      certo: true,
      situacao: 'RASCUNHO',
    });
    await chamar('POST', `/exercicios/${id}/publicar`, editor);
    expect((await busca()).json().content).toEqual([expect.objectContaining({ id, situacao: 'PUBLICADA' })]);
    await exercicios.responder(aluno, { idAlternativa: id, respostaMarcadaVerdadeiroFalso: true });

    const edicao = { ...novo(), certo: false } as Record<string, unknown>;
    delete edicao.plataformaId;
    delete edicao.situacao;
    const semMotivo = await chamar('PUT', `/exercicios/${id}`, editor, edicao);
    expect(semMotivo.json().errors).toEqual([
      { campo: 'motivo', mensagem: 'Informe o motivo da alteração do gabarito.' },
    ]);
    expect(
      (await chamar('PUT', `/exercicios/${id}`, editor, { ...edicao, motivo: 'Errata da banca.' }))
        .statusCode,
    ).toBe(204);
    const [estado] = await rows<{ ultima_correta: boolean }>(
      t.database.db,
      sql`select ultima_correta from exercicio_usuario where exercicio_id = ${id}`,
    );
    expect(estado).toEqual({ ultima_correta: false });
    const [resposta] = await rows<{ correta: boolean }>(
      t.database.db,
      sql`select correta from resposta_exercicio where exercicio_id = ${id}`,
    );
    expect(resposta).toEqual({ correta: false });
    const feedback = await exercicios.responder(aluno, {
      idAlternativa: id,
      respostaMarcadaVerdadeiroFalso: false,
    });
    expect(feedback.json()).toMatchObject({
      certoErrado: true,
      gabaritoAlterado: { motivo: 'Errata da banca.' },
    });
    expect((await chamar('GET', `/exercicios/${id}`, editor)).json().historicoGabarito).toEqual([
      expect.objectContaining({ antes: 'Certo', depois: 'Errado' }),
    ]);
    expect((await auditoria('exercicio', id)).map((l) => l.acao)).toEqual([
      'criar',
      'publicar',
      'alterar-gabarito',
    ]);

    await chamar('POST', `/exercicios/${id}/anular`, editor);
    expect((await busca()).json().content[0].situacao).toBe('ANULADA');
    const oculto = await exercicios.listar(
      aluno,
      `idPlataforma=1&id=${id}&todasQuestoes=true&ocultarAnuladas=true`,
    );
    expect(oculto.json().content).toEqual([]);
    expect((await chamar('DELETE', `/exercicios/${id}`, editor)).statusCode).toBe(409);
    const lista = await chamar('GET', `/exercicios?id=${id}`, editor);
    expect(lista.json()).toMatchObject({ total: 1, linhas: [{ id, situacao: 'ANULADA' }] });
  });
});

describe('back office: statement images', () => {
  const enviar = (headers: Headers, bytes: Buffer, nome = 'ecg.png', tipo = 'image/png') => {
    const { payload, contentType } = multipart({}, { nome, tipo, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/imagens',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };

  it('stores an image checked by its content and serves it publicly with a long cache', async () => {
    const res = await enviar(editor, PNG);
    expect(res.statusCode, res.body).toBe(201);
    const { chave, url } = res.json();
    expect(url).toBe(`/api/imagens/${chave}`);
    expect(chave).toMatch(/^[0-9a-f-]{36}\.png$/);
    const servida = await t.app.inject({ url });
    expect(servida.statusCode).toBe(200);
    expect(servida.headers['content-type']).toBe('image/png');
    expect(servida.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(servida.rawPayload.equals(PNG)).toBe(true);
    expect((await auditoria('imagem', chave)).map((l) => l.acao)).toEqual(['enviar']);

    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]);
    expect((await enviar(editor, webp, 'a.webp', 'image/webp')).json().chave).toMatch(/\.webp$/);
    expect((await enviar(editor, Buffer.from('GIF89a-resto'), 'a.gif', 'image/gif')).json().chave).toMatch(
      /\.gif$/,
    );
  });

  it('refuses what is not an image (415), too big (413), nothing (400), unknown keys (404)', async () => {
    const falsa = await enviar(editor, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(falsa.statusCode).toBe(415);
    expect(falsa.json().mensagem).toBe('Envie uma imagem PNG, JPEG, WebP ou GIF.');
    const grande = await enviar(editor, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(grande.statusCode).toBe(413);
    expect(grande.json().mensagem).toBe('A imagem pode ter no máximo 5 MB.');
    const vazia = await enviar(editor, Buffer.alloc(0));
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().mensagem).toBe('Selecione uma imagem.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imagens',
      headers: editor,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(
      (await t.app.inject({ url: '/api/imagens/0b6a8f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/imagens/..%2Fsegredo.png' })).statusCode).toBe(400);
  });
});
