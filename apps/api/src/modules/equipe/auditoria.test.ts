import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { segredosEm } from './auditoria.ts';
import { type Autor, marcarAuditado, registrarAutor, vigiarAuditoria } from './guarda.ts';

describe('segredosEm', () => {
  it('finds passwords, tokens, card codes and numbers wherever they hide in an audited value', () => {
    const valor = {
      nome: 'Ana',
      senha: 'jabuticaba',
      conta: { tokenGateway: 'tok_123', cvv: '123' },
      cartoes: [{ final: '1111' }, { numero: 'cartão 4111111111111111' }],
      sessao: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJh',
      hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    };
    expect(segredosEm(valor, 'depois')).toEqual([
      'depois.senha',
      'depois.conta.tokenGateway',
      'depois.conta.cvv',
      'depois.cartoes[1].numero',
      'depois.sessao',
      'depois.hash',
    ]);
  });

  it('lets through what an audit entry holds: names, ids, money, dates, masked cards and empty secret fields', () => {
    const valor = {
      nome: 'Ana',
      id: 12,
      precoCentavos: 25_000,
      criadoEm: '2026-11-27T22:00:00.000Z',
      cartao: { bandeira: 'visa', ultimos4: '1111' },
      pagamentoGateway: '98765432101',
      tokenGateway: null,
      senhaTrocada: false,
      antes: [1, 2, 3],
    };
    expect(segredosEm(valor, 'depois')).toEqual([]);
    expect(segredosEm('Estorno pedido pelo suporte', 'motivo')).toEqual([]);
  });
});

describe('vigiarAuditoria', () => {
  async function app(estrito: boolean) {
    const erros: string[] = [];
    const autores = new WeakMap<object, Autor>();
    const a = Fastify({ logger: false });
    vigiarAuditoria(a, { estrito });
    a.addHook('onError', async (_req, _reply, erro) => {
      erros.push(erro.message);
    });
    // What the guard of `rotaDaEquipe` does once it lets a staff member through.
    const daEquipe = {
      onRequest: async (req: FastifyRequest) => {
        const autor: Autor = { id: 1, nome: 'Carla', papel: 'ADMIN', tenant: 'aprovei' };
        autores.set(req, autor);
        registrarAutor(req, autor);
      },
    };
    a.post('/sem-registro', daEquipe, async () => ({ ok: true }));
    a.post('/com-registro', daEquipe, async (req) => {
      marcarAuditado(autores.get(req) as Autor); // what `auditar` does after inserting its entry
      return { ok: true };
    });
    a.post('/previa', { ...daEquipe, config: { semAuditoria: 'só calcula' } }, async () => ({ ok: true }));
    a.get('/leitura', daEquipe, async () => ({ ok: true }));
    a.post('/recusada', daEquipe, async (_req, reply) => reply.code(400).send({ mensagem: 'não' }));
    a.post('/aluno', async () => ({ ok: true }));
    await a.ready();
    return { a, erros };
  }

  it('fails, when strict, a staff write that left no audit entry; lets audited writes, reads and refusals through', async () => {
    const { a, erros } = await app(true);
    expect((await a.inject({ method: 'POST', url: '/sem-registro' })).statusCode).toBe(500);
    expect(erros).toEqual(['Escrita do back office sem registro na auditoria: POST /sem-registro']);
    expect((await a.inject({ method: 'POST', url: '/com-registro' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/previa' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/leitura' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/recusada' })).statusCode).toBe(400);
    expect((await a.inject({ method: 'POST', url: '/aluno' })).statusCode).toBe(200);
    expect(erros).toHaveLength(1);
    await a.close();
  });

  it('only logs the miss outside the tests: the write already happened', async () => {
    const { a } = await app(false);
    expect((await a.inject({ method: 'POST', url: '/sem-registro' })).statusCode).toBe(200);
    await a.close();
  });
});
