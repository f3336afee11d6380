import { AppError } from '@aprovei/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { CEPS_OFFLINE } from './ceps-offline.ts';
import { consultaCepService } from './consulta-cep.service.ts';
import {
  enderecoProviderBrasilApi,
  enderecoProviderOffline,
  enderecoProviderViaCep,
} from './endereco-provider.ts';

/** A fetch that answers from a table of URLs (these tests never reach the network). */
function fetchDe(respostas: Record<string, { status: number; body: unknown }>) {
  const pedidos: string[] = [];
  const fetcher = (async (url: string | URL) => {
    pedidos.push(String(url));
    const r = respostas[String(url)];
    if (!r) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetcher, pedidos };
}

describe('ViaCEP provider', () => {
  const { fetcher, pedidos } = fetchDe({
    'https://viacep.test/ws/01001000/json/': {
      status: 200,
      body: {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      },
    },
    'https://viacep.test/ws/99999999/json/': { status: 200, body: { erro: 'true' } },
    'https://viacep.test/ws/12345678/json/': { status: 502, body: null },
  });
  const provider = enderecoProviderViaCep('https://viacep.test', fetcher);

  it('reads the address, answers null for {"erro": true} and 503 when the service fails', async () => {
    expect(await provider.buscar('01001000')).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(await provider.buscar('99999999')).toBeNull();
    await expect(provider.buscar('12345678')).rejects.toMatchObject({ codigo: 'INDISPONIVEL' });
    await expect(provider.buscar('00000000')).rejects.toBeInstanceOf(AppError);
    expect(pedidos[0]).toBe('https://viacep.test/ws/01001000/json/');
  });
});

describe('BrasilAPI provider', () => {
  const { fetcher } = fetchDe({
    'https://brasilapi.test/api/cep/v1/01310100': {
      status: 200,
      body: {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
      },
    },
    'https://brasilapi.test/api/cep/v1/99999999': { status: 404, body: { message: 'CEP não encontrado' } },
  });
  const provider = enderecoProviderBrasilApi('https://brasilapi.test', fetcher);

  it('reads the address and answers null for a 404', async () => {
    expect(await provider.buscar('01310100')).toMatchObject({
      localidade: 'São Paulo',
      uf: 'SP',
      bairro: 'Bela Vista',
    });
    expect(await provider.buscar('99999999')).toBeNull();
  });
});

describe('offline table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('has real CEPs of several UFs, each resolving to an IBGE municipality', async () => {
    expect(new Set(CEPS_OFFLINE.map((c) => c.uf)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(CEPS_OFFLINE.map((c) => c.cep)).size).toBe(CEPS_OFFLINE.length);
    const service = consultaCepService(t.database.db, enderecoProviderOffline());
    for (const { cep, uf, localidade } of CEPS_OFFLINE) {
      const endereco = await service.buscar(cep);
      expect(endereco.uf.sigla).toBe(uf);
      expect(endereco.municipio.nome).toBe(localidade);
      expect(String(endereco.municipio.id)).toMatch(/^\d{7}$/);
    }
  });
});
