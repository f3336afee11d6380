import type { TDepoimento } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { depoimentosService } from './depoimentos.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const depoimentos = depoimentosService(t.database.db);
  await depoimentos.cadastrar({
    tenantId: null,
    nome: 'Ana Comum',
    cargo: 'Aluna',
    depoimento: 'De todos.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ordem: 0,
  });
  await depoimentos.cadastrar({
    tenantId: 'aprovei',
    nome: 'Mariana Albuquerque',
    cargo: 'Residente de Clínica Médica',
    depoimento: 'Só da Aprovei.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle r="32"/></svg>',
    ordem: 5,
  });
  await depoimentos.cadastrar({
    tenantId: 'aprovei-med',
    nome: 'Caio Med',
    cargo: 'Interno',
    depoimento: 'Só do Med.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ordem: 9,
  });
});

const listar = async (tenant: string) => {
  const res = await t.app.inject({ url: '/api/depoimentos/listar', headers: { 'x-tenant': tenant } });
  expect(res.statusCode).toBe(200);
  return res.json() as TDepoimento[];
};

describe('GET depoimentos/listar', () => {
  it("answers the product's testimonials and the shared ones, in order, with the portrait in base64", async () => {
    const aprovei = await listar('aprovei');
    const nomes = aprovei.map((d) => d.nome);
    expect(nomes[0]).toBe('Ana Comum');
    expect(nomes).toContain('Mariana Albuquerque');
    expect(nomes).not.toContain('Caio Med');
    const mariana = aprovei.find((d) => d.nome === 'Mariana Albuquerque');
    expect(mariana).toMatchObject({
      cargo: expect.stringContaining('Residente'),
      depoimento: expect.any(String),
    });
    expect(Buffer.from(mariana?.imagem ?? '', 'base64').toString('utf8')).toMatch(/^<svg [^>]*>.*<\/svg>$/);

    const doMed = (await listar('aprovei-med')).map((d) => d.nome);
    expect(doMed).toContain('Caio Med');
    expect(doMed).toContain('Ana Comum');
    expect(doMed).not.toContain('Mariana Albuquerque');
  });

  it('answers 400 without a product', async () => {
    const res = await t.app.inject({ url: '/api/depoimentos/listar' });
    expect(res.statusCode).toBe(400);
  });
});

describe('adding a testimonial (the back office)', () => {
  it('refuses what is not a testimonial, naming the fields in Portuguese, and writes nothing', async () => {
    const depoimentos = depoimentosService(t.database.db);
    const erro = await depoimentos
      .cadastrar({
        tenantId: 'aprovei',
        nome: '  ',
        cargo: 'Aluno',
        depoimento: 'Ótimo.',
        svg: '<img src=x onerror=alert(1)>',
        ordem: 1,
      })
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({
      status: 400,
      codigo: 'VALIDACAO',
      errors: [
        { campo: 'nome', mensagem: 'Informe o nome.' },
        { campo: 'svg', mensagem: 'A imagem deve ser um SVG.' },
      ],
    });
    expect((await listar('aprovei')).map((d) => d.cargo)).not.toContain('Aluno');
  });
});
