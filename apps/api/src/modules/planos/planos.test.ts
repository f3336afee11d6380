import { PLANO_ESTAGIARIO_ID } from '@aprovei/shared/assinatura/situacao';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarPlano } from '../../../test/factories.ts';
import { textoDoPdf } from '../../../test/pdf.ts';

let t: TestApp;
const aprovei = { 'x-tenant': 'aprovei' };
const med = { 'x-tenant': 'aprovei-med' };
/** Plans of this file: a plan of each product, a national-exam-only plan and a full plan with the mock exams. */
let planos: Record<'residencia' | 'med' | 'enare' | 'premium', { id: number; nomePlano: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  planos = {
    residencia: await criarPlano(db, { plataforma: 1 }),
    med: await criarPlano(db, { plataforma: 3 }),
    enare: await criarPlano(db, { plataforma: 1, tipoPlano: 'P', acessoCompleto: false, planoEnare: true }),
    premium: await criarPlano(db, { plataforma: 1, planoEnare: true }),
  };
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

async function pdfDe(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(200);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const base64 = res.json();
  expect(typeof base64).toBe('string');
  return PDFDocument.load(Buffer.from(base64 as string, 'base64'));
}

describe('GET planos/mostrar-contrato/{id}', () => {
  it("answers the plan's contract as a base64 PDF (a JSON string)", async () => {
    const doc = await pdfDe(await get(`/api/planos/mostrar-contrato/${planos.residencia.id}`, aprovei));
    expect(doc.getTitle()).toBe(
      `Contrato de prestação de serviços educacionais — ${planos.residencia.nomePlano}`,
    );
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getAuthor()).toBe('Aprovei');
  });

  it('links the privacy policy at the configured address of each product, whatever the Host header says', async () => {
    for (const [headers, esperado] of [
      [aprovei, 'http://localhost:3000/politica-de-privacidade'],
      [med, 'http://med.localhost:3000/politica-de-privacidade'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/planos/mostrar-contrato/${PLANO_ESTAGIARIO_ID}`,
        headers: { ...headers, host: 'golpe.example' },
      });
      const { texto } = await textoDoPdf(Buffer.from(res.json() as string, 'base64'));
      expect(texto.replace(/\n/g, '')).toContain(esperado);
      expect(texto).not.toContain('golpe.example');
    }
  });

  it('serves the trainee plan (every tenant) and the medical plan on its own product', async () => {
    expect(
      (await pdfDe(await get(`/api/planos/mostrar-contrato/${PLANO_ESTAGIARIO_ID}`, med))).getTitle(),
    ).toContain('ESTAGIARIO');
    const medico = await pdfDe(await get(`/api/planos/mostrar-contrato/${planos.med.id}`, med));
    expect(medico.getTitle()).toContain(planos.med.nomePlano);
    expect(medico.getAuthor()).toBe('Aprovei Med');
  });

  it("answers 404 in Portuguese for an unknown plan or another product's plan, 400 for a bad id", async () => {
    for (const [url, headers] of [
      ['/api/planos/mostrar-contrato/999999', aprovei],
      [`/api/planos/mostrar-contrato/${planos.med.id}`, aprovei],
      [`/api/planos/mostrar-contrato/${planos.residencia.id}`, med],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codigo: 'NAO_ENCONTRADO', mensagem: 'Plano não encontrado.' });
    }
    const bad = await get('/api/planos/mostrar-contrato/abc', aprovei);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'id', mensagem: 'Plano inválido.' }]);
    expect((await get(`/api/planos/mostrar-contrato/${planos.residencia.id}`, {})).statusCode).toBe(400); // no X-Tenant
  });
});

describe('GET planos/mostrar-contrato2/{id}', () => {
  it('answers the national-exam document for plans with national mock exams only', async () => {
    const enare = await pdfDe(await get(`/api/planos/mostrar-contrato2/${planos.enare.id}`, aprovei));
    expect(enare.getTitle()).toBe(
      `Contrato de prestação de serviços educacionais — ${planos.enare.nomePlano} (Simulados Nacionais)`,
    );
    const premium = await pdfDe(await get(`/api/planos/mostrar-contrato2/${planos.premium.id}`, aprovei));
    expect(premium.getTitle()).toContain(planos.premium.nomePlano);
    const semEnare = await get(`/api/planos/mostrar-contrato2/${planos.residencia.id}`, aprovei);
    expect(semEnare.statusCode).toBe(404);
    expect(semEnare.json().mensagem).toBe('Plano não encontrado.');
    expect((await get(`/api/planos/mostrar-contrato2/${planos.enare.id}`, med)).statusCode).toBe(404);
  });
});
