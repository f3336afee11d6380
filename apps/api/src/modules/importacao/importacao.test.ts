import { readFileSync } from 'node:fs';
import {
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_MAX_ITENS,
  MENSAGEM_IMPORTACAO_COM_ERROS,
  MENSAGEM_IMPORTACAO_GRANDE,
  MENSAGEM_IMPORTACAO_ITENS_DEMAIS,
} from '@aprovei/shared/importacao/importacao.rules';
import type { TErroImportacao } from '@aprovei/shared/importacao/importacao.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarEditor, entrar } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { rows } from '../../db/client.ts';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await entrar(criarEditor(t));
  admin = await entrar(criarAdmin(t));
});

type Tipo = 'questoes' | 'exercicios';
const enviar = (
  app: TestApp,
  headers: Record<string, string>,
  url: string,
  conteudo: string | Buffer,
  nome = 'itens.csv',
) => {
  const m = multipart({}, { nome, tipo: 'text/csv', bytes: Buffer.from(conteudo) });
  return app.app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { ...headers, 'content-type': m.contentType },
    payload: m.payload,
  });
};
const simular = (tipo: Tipo, conteudo: string | Buffer, app = t, h = editor) =>
  enviar(app, h, `importacao/${tipo}/simulacao`, conteudo);
const importar = (tipo: Tipo, conteudo: string | Buffer, app = t, h = editor) =>
  enviar(app, h, `importacao/${tipo}`, conteudo);
const exportar = (tipo: Tipo, query: string, app = t, h = editor) =>
  app.app.inject({ method: 'GET', url: `/api/admin/exportacao/${tipo}?${query}`, headers: h });

async function contar(app: TestApp, tabela: 'questao' | 'exercicio') {
  const [r] = await rows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from ${sql.raw(tabela)}`,
  );
  return r!.n;
}

const CABECALHO =
  'plataforma;curso;materias;conteudos;subConteudos;instituicao;banca;ano;enunciado;' +
  'alternativa_a;explicacao_a;alternativa_b;explicacao_b;alternativa_c;alternativa_d;' +
  'gabarito;somatoria;soma;explicacao;estagiario;situacao';

/** A valid row of the header above: a question of platform 1 by names, with its key B. */
const linha = (troca: Partial<Record<string, string>> = {}) => {
  const campos: Record<string, string> = {
    plataforma: 'Residência',
    curso: '',
    materias: 'Biossegurança',
    conteudos: 'Controle de infecção',
    subConteudos: '',
    instituicao: 'Universidade de São Paulo (USP)',
    banca: 'FGV',
    ano: '2024',
    enunciado: '<p>Qual a conduta?</p>',
    alternativa_a: 'Primeira',
    explicacao_a: 'Errada porque não.',
    alternativa_b: 'Segunda',
    explicacao_b: 'Certa.',
    alternativa_c: 'Terceira',
    alternativa_d: 'Quarta',
    gabarito: 'B',
    somatoria: 'não',
    soma: '',
    explicacao: 'A segunda é a certa.',
    estagiario: 'não',
    situacao: 'PUBLICADA',
    ...troca,
  };
  return CABECALHO.split(';')
    .map((c) => {
      const v = campos[c] ?? '';
      return /[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(';');
};

describe('bulk import of questions: dry run', () => {
  it('answers every problem of every row with its line and column, and writes nothing', async () => {
    const antes = await contar(t, 'questao');
    const csv = [
      `\uFEFF${CABECALHO}`,
      linha({ enunciado: '<p>Um enunciado\nem duas linhas; com "aspas"</p>' }),
      linha({ materias: 'Matéria Que Não Existe' }),
      linha({ gabarito: '' }),
      linha({ gabarito: 'A, B' }),
      linha({ somatoria: 'sim', gabarito: 'A, C', soma: '7' }),
      linha({ enunciado: `<p>${'x'.repeat(20_001)}</p>` }),
      linha({ conteudos: 'Cardiologia', instituicao: 'Universidade Inventada' }),
      linha({ somatoria: 'sim', gabarito: '', soma: '5' }),
    ].join('\r\n');
    const res = await simular('questoes', csv);
    expect(res.statusCode).toBe(200);
    const { total, erros, formato } = res.json() as {
      total: number;
      erros: TErroImportacao[];
      formato: string;
    };
    expect(formato).toBe('csv');
    expect(total).toBe(8);
    // Row 1 starts on line 2 and spans two lines, so row 2 is on line 4.
    expect(erros).toEqual([
      {
        item: 2,
        linha: 4,
        campo: 'materias',
        mensagem: 'Matéria "Matéria Que Não Existe" não encontrada nesta plataforma.',
      },
      { item: 3, linha: 5, campo: 'gabarito', mensagem: 'Informe o gabarito.' },
      { item: 4, linha: 6, campo: 'gabarito', mensagem: 'Marque uma única alternativa correta.' },
      {
        item: 5,
        linha: 7,
        campo: 'soma',
        mensagem: 'A soma 7 não confere com o gabarito A, C (soma 5).',
      },
      { item: 6, linha: 8, campo: 'enunciado', mensagem: 'Enunciado muito longo.' },
      {
        item: 7,
        linha: 9,
        campo: 'conteudos',
        mensagem: 'Conteúdo "Cardiologia" não encontrado nas matérias informadas.',
      },
      {
        item: 7,
        linha: 9,
        campo: 'instituicao',
        mensagem: 'Instituição "Universidade Inventada" não encontrada.',
      },
    ]);
    expect(await contar(t, 'questao')).toBe(antes);
  });

  it('reads `,` as the separator without a BOM, ids as well as names, and JSON items by position', async () => {
    const [materia] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from materia where nome = 'Biossegurança'`,
    );
    const csv = `${CABECALHO.replaceAll(';', ',')}\n${linha({ materias: String(materia!.id), plataforma: '1' }).replaceAll(';', ',')}\n`;
    expect((await simular('questoes', csv)).json()).toEqual({ formato: 'csv', total: 1, erros: [] });

    const json = JSON.stringify({
      tipo: 'questoes',
      versao: 1,
      itens: [
        {
          plataforma: 'Residência',
          materias: ['Biossegurança'],
          instituicao: 'Universidade de São Paulo (USP)',
          ano: 2024,
          enunciado: '<p>Ok</p>',
          alternativas: [{ texto: 'A' }, { texto: 'B' }],
          gabarito: 'A',
          explicacao: 'Ok.',
        },
        { plataforma: 99, materias: [], ano: '2024', enunciado: 'x', alternativas: [], explicacao: 'x' },
      ],
    });
    const res = await simular('questoes', json);
    expect(res.json()).toMatchObject({ formato: 'json', total: 2 });
    const erros = (res.json() as { erros: TErroImportacao[] }).erros;
    expect(erros.every((e) => e.item === 2 && e.linha === null)).toBe(true);
    expect(erros.map((e) => [e.campo, e.mensagem])).toEqual(
      expect.arrayContaining([
        ['materias', 'Informe ao menos uma matéria.'],
        ['instituicao', 'Informe o nome ou o id.'],
        ['ano', 'Informe o ano (por exemplo, 2024).'],
      ]),
    );
  });

  it('passes the example files of docs/exemplos without an error', async () => {
    for (const nome of ['questoes.csv', 'questoes.json', 'exercicios.csv', 'exercicios.json']) {
      const arquivo = readFileSync(new URL(`../../../../../docs/exemplos/${nome}`, import.meta.url));
      const res = await simular(nome.startsWith('questoes') ? 'questoes' : 'exercicios', arquivo);
      expect(res.json(), nome).toEqual({ formato: nome.split('.')[1], total: 2, erros: [] });
    }
  });

  it('refuses a file it cannot read with one message: broken quotes, unknown columns, another kind', async () => {
    const quebrado = await simular('questoes', `${CABECALHO}\n${linha()}\nResidência;"sem fim\n`);
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json().mensagem).toMatch(/^CSV inválido na linha \d+: aspas abertas e não fechadas\.$/);
    const coluna = await simular('questoes', `${CABECALHO};cor\n${linha()};azul\n`);
    expect(coluna.json()).toMatchObject({ mensagem: 'Colunas desconhecidas no cabeçalho: cor.' });
    const outro = await simular('exercicios', JSON.stringify({ tipo: 'questoes', versao: 1, itens: [] }));
    expect(outro.json().mensagem).toBe(
      'O arquivo traz questoes, mas a importação escolhida é de exercicios.',
    );
    const latin1 = await simular('questoes', Buffer.from([0x61, 0x3b, 0xe9, 0x0a]));
    expect(latin1.json().mensagem).toBe('O arquivo não está em UTF-8. Salve-o como CSV UTF-8 ou JSON.');
    const semArquivo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/importacao/questoes/simulacao',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(semArquivo.statusCode).toBe(415);
  });

  it('refuses files past the limits with 413: bytes and items', async () => {
    const grande = await simular('questoes', Buffer.alloc(IMPORTACAO_MAX_BYTES + 10, 0x61));
    expect(grande.statusCode).toBe(413);
    expect(grande.json().mensagem).toBe(MENSAGEM_IMPORTACAO_GRANDE);
    const muitas = [CABECALHO, ...Array.from({ length: IMPORTACAO_MAX_ITENS + 1 }, () => linha())].join('\n');
    const res = await importar('questoes', muitas);
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toBe(MENSAGEM_IMPORTACAO_ITENS_DEMAIS);
  });
});

describe('bulk import of questions: all or nothing, audited', () => {
  it('imports nothing when one row is wrong (400 with the rows’ errors), everything when none is', async () => {
    const antes = await contar(t, 'questao');
    const ruim = await importar('questoes', [CABECALHO, linha(), linha({ ano: '1890' })].join('\n'));
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toMatchObject({
      mensagem: MENSAGEM_IMPORTACAO_COM_ERROS,
      erros: [{ item: 2, linha: 3, campo: 'ano', mensagem: 'Ano 1890 não cadastrado.' }],
      errors: [{ campo: '2.ano', mensagem: 'Ano 1890 não cadastrado.' }],
    });
    expect(await contar(t, 'questao')).toBe(antes);

    const csv = [
      CABECALHO,
      linha({
        enunciado:
          '<p onclick="x()">Importada<script>alert(1)</script> <a href="javascript:alert(1)">aqui</a></p>',
        explicacao_a: '<img src=x onerror=alert(1)>Por quê',
      }),
      linha({
        plataforma: 'Concursos',
        curso: 'Concursos em Odontologia',
        materias: 'Clínica Odontológica',
        conteudos: 'Periodontia',
        subConteudos: 'Doença periodontal',
        somatoria: 'sim',
        gabarito: 'A; C',
        soma: '5',
        estagiario: 'sim',
        situacao: '',
      }),
    ].join('\n');
    const res = await importar('questoes', csv);
    expect(res.statusCode).toBe(201);
    const { ids, importados } = res.json() as { ids: number[]; importados: number };
    expect(importados).toBe(2);
    const [q1, q2] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select q.id, q.enunciado, q.situacao, q.estagiario, q.questao_somatoria, q.soma_correta,
                 (select json_agg(a.explicacao order by a.ordem) from alternativa a where a.questao_id = q.id) as expl,
                 (select count(*)::int from questao_sub_conteudo s where s.questao_id = q.id) as subs
          from questao q where q.id in (${ids[0]!}, ${ids[1]!}) order by q.id`,
    );
    expect(q1).toMatchObject({
      enunciado: '<p>Importada <a>aqui</a></p>',
      situacao: 'PUBLICADA',
      estagiario: false,
      questao_somatoria: false,
      expl: ['Por quê', 'Certa.', '', ''],
    });
    // An empty situation imports as a draft.
    expect(q2).toMatchObject({
      situacao: 'RASCUNHO',
      estagiario: true,
      questao_somatoria: true,
      soma_correta: 5,
      subs: 1,
    });

    const auditoria = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auditoria?entidade=importacao&entidadeId=questoes',
      headers: admin,
    });
    expect(auditoria.json().linhas[0]).toMatchObject({
      acao: 'importar',
      depois: { tipo: 'questoes', formato: 'csv', arquivo: 'itens.csv', quantidade: 2, ids },
    });
  });
});

/** An exported file with its ids left out (a fresh database numbers its items anew). */
function semIds(tipo: 'csv' | 'json', arquivo: string): string {
  if (tipo === 'json') return arquivo.replace(/"id": \d+,/g, '"id": 0,');
  return arquivo.replace(/^(\uFEFF)?\d+;/gm, '$1;');
}

describe('export and round trip', () => {
  let ids: number[];
  let exercicios: number[];
  beforeAll(async () => {
    const json = {
      tipo: 'questoes',
      versao: 1,
      itens: [
        {
          plataforma: 'Residência',
          curso: 'Odontologia Hospitalar',
          materias: ['Biossegurança', 'Terapia Intensiva'],
          conteudos: ['Controle de infecção', 'Higiene oral em UTI'],
          instituicao: 'Universidade Federal de São Paulo (UNIFESP)',
          banca: null,
          ano: 2019,
          enunciado: '<p>Texto com; ponto e vírgula, "aspas"\ne quebra</p>',
          alternativas: Array.from({ length: 7 }, (_, i) => ({
            texto: `Alternativa ${i + 1}`,
            explicacao: i === 6 ? '<p>Última</p>' : '',
          })),
          gabarito: 'G',
          explicacao: '<p>Geral <strong>rica</strong></p>',
          estagiario: true,
          situacao: 'ANULADA',
        },
        {
          plataforma: 'Concursos',
          materias: ['Língua Portuguesa'],
          conteudos: ['Gramática'],
          subConteudos: ['Crase', 'Regência'],
          instituicao: 'Universidade de São Paulo (USP)',
          banca: 'VUNESP',
          ano: 2023,
          enunciado: '<p>Somatória</p>',
          alternativas: [{ texto: 'Um' }, { texto: 'Dois' }, { texto: 'Três' }, { texto: 'Quatro' }],
          gabarito: 'B, D',
          somatoria: true,
          soma: 10,
          explicacao: 'Dois e quatro.',
          situacao: 'PUBLICADA',
        },
      ],
    };
    const r = await enviar(t, editor, 'importacao/questoes', JSON.stringify(json), 'q.json');
    expect(r.statusCode).toBe(201);
    ids = r.json().ids;
    const x = await importar(
      'exercicios',
      [
        'plataforma;materias;conteudos;instituicao;banca;ano;contexto;afirmativa;gabarito;explicacao;estagiario;situacao',
        'Residência;Biossegurança;Controle de infecção;Universidade de São Paulo (USP);;2020;"<p>Caso; clínico</p>";A autoclave esteriliza.;C;Sim.;não;PUBLICADA',
        'Medicina;Pediatria;Imunizações;Universidade de São Paulo (USP);FGV;2021;;A BCG é dada aos 5 anos.;E;Ao nascer.;sim;RASCUNHO',
      ].join('\n'),
    );
    expect(x.statusCode, x.body).toBe(400);
    expect(x.json().erros).toEqual([
      {
        item: 2,
        linha: 3,
        campo: 'plataforma',
        mensagem: 'Plataforma "Medicina" não encontrada.',
      },
    ]);
    const ok = await importar(
      'exercicios',
      [
        'plataforma;materias;conteudos;instituicao;banca;ano;contexto;afirmativa;gabarito;explicacao;estagiario;situacao',
        'Residência;Biossegurança;Controle de infecção;Universidade de São Paulo (USP);;2020;"<p>Caso; clínico</p>";A autoclave esteriliza.;C;Sim.;não;PUBLICADA',
        'Concursos;Legislação do SUS;Lei 8.080/1990;Universidade de São Paulo (USP);FGV;2021;;A lei trata do SUS.;Errado;Trata.;sim;RASCUNHO',
      ].join('\n'),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    exercicios = ok.json().ids;
  });

  it('exports the filtered set as a download, streamed, in CSV with a BOM and `;`', async () => {
    const res = await exportar('questoes', `ids=${ids.join(',')}&formato=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''questoes.csv");
    const texto = res.body;
    expect(texto.startsWith('\uFEFFid;plataforma;curso;materias;')).toBe(true);
    // Seven alternatives: the columns go to g.
    expect(texto.split('\r\n')[0]).toContain('alternativa_g;explicacao_g;gabarito');
    expect(texto).toMatch(/Terapia Intensiva \| Biossegurança|Biossegurança \| Terapia Intensiva/);
    expect(texto.split('\r\n').filter((l) => /^\d+;/.test(l))).toHaveLength(2);

    const porSituacao = await exportar('questoes', `ids=${ids.join(',')}&situacoes=ANULADA&formato=json`);
    expect(porSituacao.json().itens.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    const [ano] = await rows<{ id: number }>(t.database.db, sql`select id from ano where ano = 2023`);
    const porAno = await exportar(
      'questoes',
      `ids=${ids.join(',')}&anos=${ano!.id}&plataforma=2&formato=json`,
    );
    expect(porAno.json().itens.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    const outraPlataforma = await exportar('questoes', 'plataforma=3');
    expect(outraPlataforma.statusCode).toBe(400);
  });

  it('round-trips JSON and CSV through a fresh database: export, import, export gives the same file', async () => {
    const t2 = await buildTestApp();
    const editor2 = await entrar(criarEditor(t2));
    for (const [tipo, lista] of [
      ['questoes', ids],
      ['exercicios', exercicios],
    ] as const) {
      for (const formato of ['json', 'csv'] as const) {
        const primeiro = (await exportar(tipo, `ids=${lista.join(',')}&formato=${formato}`)).body;
        const importado = await enviar(t2, editor2, `importacao/${tipo}`, primeiro, `x.${formato}`);
        expect(importado.statusCode, importado.body).toBe(201);
        const novos = importado.json().ids as number[];
        const segundo = (await exportar(tipo, `ids=${novos.join(',')}&formato=${formato}`, t2, editor2)).body;
        expect(semIds(formato, segundo)).toBe(semIds(formato, primeiro));
        expect(segundo).not.toBe('');
      }
    }
  });
});
