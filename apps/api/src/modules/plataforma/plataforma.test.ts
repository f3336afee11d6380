import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    EMPRESA_RAZAO_SOCIAL: 'Escola Exemplo S.A.',
    EMPRESA_CNPJ: '11222333000181',
    EMPRESA_ENDERECO: 'Rua <Sete>, 7, Centro, Recife - PE',
  });
});

const get = (url: string, tenant?: string) =>
  t.app.inject({ url, headers: tenant ? { 'x-tenant': tenant } : {} });

describe('GET /api/plataforma/buscar-plataforma/{id}', () => {
  it('answers the theme of each platform of the tenant', async () => {
    expect((await get('/api/plataforma/buscar-plataforma/1', 'aprovei')).json()).toEqual({
      id: 1,
      nome: 'Residência',
      tema: 'aprovei_residencia',
    });
    expect((await get('/api/plataforma/buscar-plataforma/2', 'aprovei')).json().tema).toBe(
      'aprovei_concurso',
    );
    expect((await get('/api/plataforma/buscar-plataforma/3', 'aprovei-med')).json().tema).toBe('aprovei_med');
  });

  it('answers 404 for a platform of another tenant and 400 for a bad id', async () => {
    const other = await get('/api/plataforma/buscar-plataforma/3', 'aprovei');
    expect(other.statusCode).toBe(404);
    expect(other.json().mensagem).toBe('Plataforma não encontrada para este produto.');
    const bad = await get('/api/plataforma/buscar-plataforma/abc', 'aprovei');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'id', mensagem: 'Plataforma inválida.' }]);
    expect((await get('/api/plataforma/buscar-plataforma/99999999999', 'aprovei')).statusCode).toBe(400);
  });

  it('needs the tenant header', async () => {
    expect((await get('/api/plataforma/buscar-plataforma/1')).statusCode).toBe(400);
  });
});

describe('GET /api/parametro/listar', () => {
  it('answers the public parameters, including the privacy popup text', async () => {
    const res = await get('/api/parametro/listar', 'aprovei');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(
      res.json().map((p: { nomeParametro: string; valor: string }) => [p.nomeParametro, p.valor]),
    );
    expect(byName.POPUP_POLITICAS_PRIVACIDADE).toMatch(/Política de Privacidade/);
    expect(JSON.parse(byName.REDES_SOCIAIS)).toEqual(
      expect.arrayContaining([expect.objectContaining({ rede: 'instagram' })]),
    );
    expect(byName.SUPORTE_CONTATO).toMatch(/contato@aprovei\.dev/);
    expect(byName.DESENVOLVIDO_POR).toBeTruthy();
    // The company's data, from the configuration, for the footers.
    expect(byName.EMPRESA_RAZAO_SOCIAL).toBe('Escola Exemplo S.A.');
    expect(byName.EMPRESA_CNPJ).toBe('11.222.333/0001-81');
    expect(byName.EMPRESA_ENDERECO).toBe('Rua <Sete>, 7, Centro, Recife - PE');
  });
});

describe('GET /api/politica/*', () => {
  it('answers the terms of use and the privacy policy as textoPolitica', async () => {
    const termos = await get('/api/politica/termo-de-uso', 'aprovei');
    expect(termos.statusCode).toBe(200);
    const texto: string = termos.json().textoPolitica;
    // The page shows the title: the text does not repeat it.
    expect(texto).not.toMatch(/<h[12]>Termos de Uso/);
    expect(texto).toMatch(/<h2>1\. Quem somos<\/h2>/);
    // The company as configured, escaped as HTML; no mark left.
    expect(texto).toContain('<strong>Escola Exemplo S.A.</strong>');
    expect(texto).toContain('CNPJ sob o nº 11.222.333/0001-81');
    expect(texto).toContain('Rua &#60;Sete&#62;, 7, Centro, Recife - PE');
    expect(texto).not.toMatch(/\{\{|a ser informado/);
    const privacidade = await get('/api/politica/politica-privacidade', 'aprovei-med');
    expect(privacidade.json().textoPolitica).toMatch(/LGPD|13\.709/);
    expect(privacidade.json().textoPolitica).toContain('CNPJ 11.222.333/0001-81');
  });
});
