import { MENSAGENS_POLITICA } from '@aprovei/shared/politica/politica.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarEditor, entrar } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await entrar(criarAdmin(t));
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload });
const pendentes = async (h: Record<string, string>) =>
  (await inject('GET', '/politica/pendentes', h)).json().pendentes as {
    id: number;
    tipo: string;
    versao: number;
    resumo: string | null;
  }[];
const publicar = (payload: object, h = admin) => inject('POST', '/admin/textos-legais', h, payload);

describe('legal texts: versions and acceptance (issue 22 §3)', () => {
  it('a new legal-text version asks for acceptance again', async () => {
    const aluna = await entrar(criarAluno(t));
    const editora = await entrar(criarEditor(t));
    // Version 1 is older than both accounts: nothing to accept.
    expect(await pendentes(aluna)).toEqual([]);

    const res = await publicar({
      tipo: 'TERMO_DE_USO',
      texto:
        '<h2>1. Quem somos</h2><p>Mantido por <strong>{{EMPRESA_RAZAO_SOCIAL}}</strong>.</p><script>alert(1)</script>',
      resumo: '  Nova seção sobre inteligência artificial. ',
    });
    expect(res.statusCode).toBe(201);
    const v2 = res.json();
    expect(v2).toMatchObject({ tipo: 'TERMO_DE_USO', versao: 2, vigente: true, aceites: 0 });
    expect(v2.resumo).toBe('Nova seção sobre inteligência artificial.');
    // Sanitised on the way in; the placeholder kept for the configuration to fill when served.
    expect(v2.texto).not.toContain('<script');
    expect(v2.texto).toContain('{{EMPRESA_RAZAO_SOCIAL}}');

    // The public page serves the new version, with its number and date, the company filled in.
    const publica = (await inject('GET', '/politica/termo-de-uso', TENANT)).json();
    expect(publica).toMatchObject({ versao: 2, publicadaEm: v2.publicadaEm });
    expect(publica.textoPolitica).toMatch(/Mantido por <strong>[^{<]+<\/strong>/);

    // Everyone with an account is asked, staff included; only the text that changed.
    for (const pessoa of [aluna, editora, admin]) {
      expect(await pendentes(pessoa)).toEqual([
        { id: v2.id, tipo: 'TERMO_DE_USO', versao: 2, publicadaEm: v2.publicadaEm, resumo: v2.resumo },
      ]);
    }

    const aceite = await inject('POST', '/politica/aceitar', aluna, { versoes: [v2.id] });
    expect(aceite.statusCode).toBe(200);
    expect(aceite.json()).toEqual({ pendentes: [] });
    expect(await pendentes(aluna)).toEqual([]);
    // Accepting twice is harmless; the others are still asked.
    expect((await inject('POST', '/politica/aceitar', aluna, { versoes: [v2.id] })).statusCode).toBe(200);
    expect(await pendentes(editora)).toHaveLength(1);

    // The back office counts the acceptances per version; version 1 stays, read-only and no longer current.
    const lista = (await inject('GET', '/admin/textos-legais?tipo=TERMO_DE_USO', admin)).json().linhas;
    expect(
      lista.map((l: { versao: number; vigente: boolean; aceites: number }) => [
        l.versao,
        l.vigente,
        l.aceites,
      ]),
    ).toEqual([
      [2, true, 1],
      [1, false, 0],
    ]);
    const v1 = (await inject('GET', `/admin/textos-legais/${lista[1].id}`, admin)).json();
    expect(v1.texto).toContain('{{EMPRESA_RAZAO_SOCIAL}}');

    // The publication is in the audit log.
    const auditoria = await inject(
      'GET',
      `/admin/auditoria?entidade=politica_versao&entidadeId=${v2.id}`,
      admin,
    );
    expect(auditoria.json().linhas[0]).toMatchObject({
      acao: 'publicar',
      depois: { tipo: 'TERMO_DE_USO', versao: 2, resumo: v2.resumo },
    });

    // A version replaced by a newer one cannot be accepted any more.
    const v3 = (await publicar({ tipo: 'TERMO_DE_USO', texto: '<p>Versão três.</p>' })).json();
    expect(v3.versao).toBe(3);
    const antiga = await inject('POST', '/politica/aceitar', editora, { versoes: [v2.id] });
    expect(antiga.statusCode).toBe(409);
    expect(antiga.json().mensagem).toBe(MENSAGENS_POLITICA.versaoSuperada);
    expect(await pendentes(aluna)).toMatchObject([{ id: v3.id, versao: 3 }]);
  });

  it('refuses bad input with a Portuguese 4xx, and the back office to anyone but an admin', async () => {
    const vazio = await publicar({ tipo: 'POLITICA_PRIVACIDADE', texto: '   ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().mensagem).toBe(MENSAGENS_POLITICA.textoObrigatorio);
    // Only markup (an editor's empty paragraph) or only what the sanitiser removes is no text either.
    for (const texto of ['<p></p><p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const r = await publicar({ tipo: 'POLITICA_PRIVACIDADE', texto });
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toBe(MENSAGENS_POLITICA.textoObrigatorio);
    }
    const tipo = await publicar({ tipo: 'CONTRATO', texto: '<p>Texto</p>' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().mensagem).toBe(MENSAGENS_POLITICA.tipoInvalido);
    const resumo = await publicar({
      tipo: 'POLITICA_PRIVACIDADE',
      texto: '<p>Texto</p>',
      resumo: 'x'.repeat(501),
    });
    expect(resumo.statusCode).toBe(400);
    expect(resumo.json().mensagem).toBe(MENSAGENS_POLITICA.resumoLongo);
    // Nothing was published by the refused requests.
    expect((await inject('GET', '/politica/politica-privacidade', TENANT)).json().versao).toBe(1);

    const aluna = await entrar(criarAluno(t));
    expect((await inject('POST', '/politica/aceitar', aluna, { versoes: [] })).json().mensagem).toBe(
      MENSAGENS_POLITICA.versoesObrigatorias,
    );
    const inexistente = await inject('POST', '/politica/aceitar', aluna, { versoes: [999_999] });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json().mensagem).toBe(MENSAGENS_POLITICA.versaoNaoEncontrada);
    expect((await inject('GET', '/politica/pendentes', TENANT)).statusCode).toBe(401);
    expect((await publicar({ tipo: 'TERMO_DE_USO', texto: '<p>x</p>' }, aluna)).statusCode).toBe(403);
  });
});
