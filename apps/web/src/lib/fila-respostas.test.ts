import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { criarFila, type Desfecho, type NovoPendente, type Pendente, provisoria } from './fila-respostas';

const CHAVE = 'aprovei:fila-respostas:teste';

/** A queue over localStorage with a network the test switches and a server it scripts. */
function montar(opcoes: { usuario?: string; servidor?: (p: Pendente) => Promise<unknown> } = {}) {
  const rede = { online: true, usuario: opcoes.usuario ?? '7' };
  const enviados: string[] = [];
  const fila = criarFila({
    chave: () => CHAVE,
    usuario: () => rede.usuario,
    online: () => rede.online,
    enviar: async (p) => {
      enviados.push(p.id);
      return opcoes.servidor ? opcoes.servidor(p) : { eco: p.id };
    },
  });
  return { fila, rede, enviados };
}

const resposta = (id: string, grupo = 'questao:1'): NovoPendente => ({
  id,
  tipo: 'resposta',
  grupo,
  caminho: 'questoes/verifica-resposta',
  metodo: 'POST',
  corpo: { idCliente: id },
});

afterEach(() => window.localStorage.clear());

describe('the answers queue', () => {
  it('online: sends at once, answers the server’s reply and keeps nothing', async () => {
    const { fila, enviados } = montar();
    await expect(fila.enviar(resposta('a'))).resolves.toEqual({
      id: 'a',
      enviada: true,
      resposta: { eco: 'a' },
    });
    expect(enviados).toEqual(['a']);
    expect(window.localStorage.getItem(CHAVE)).toBeNull();
  });

  it('offline: keeps the answers in order on the device and sends each once, in order, when online', async () => {
    const { fila, rede, enviados } = montar();
    rede.online = false;
    for (const id of ['a', 'b', 'c'])
      await expect(fila.enviar(resposta(id))).resolves.toEqual({ id, enviada: false });
    expect(enviados).toEqual([]);
    expect(fila.pendentes().map((p) => p.id)).toEqual(['a', 'b', 'c']);
    const concluidos: string[] = [];
    fila.aoConcluir((d) => concluidos.push(d.pendente.id));
    rede.online = true;
    // Several triggers at once (the online event, the timer, a new answer) make one run.
    await Promise.all([fila.esvaziar(), fila.esvaziar(), fila.esvaziar()]);
    expect(enviados).toEqual(['a', 'b', 'c']);
    expect(concluidos).toEqual(['a', 'b', 'c']);
    expect(fila.pendentes()).toEqual([]);
    expect(window.localStorage.getItem(CHAVE)).toBeNull();
  });

  it('a new answer while older ones wait goes behind them', async () => {
    const { fila, rede, enviados } = montar();
    rede.online = false;
    await fila.enviar(resposta('a'));
    rede.online = true;
    await expect(fila.enviar(resposta('b'))).resolves.toMatchObject({ enviada: true });
    expect(enviados).toEqual(['a', 'b']);
  });

  it('survives a reload: a new page’s queue finds and sends what the last one kept', async () => {
    const antes = montar();
    antes.rede.online = false;
    await antes.fila.enviar(resposta('a'));
    await antes.fila.enviar(resposta('b'));
    const depois = montar();
    expect(depois.fila.pendentes().map((p) => p.id)).toEqual(['a', 'b']);
    await depois.fila.esvaziar();
    expect(depois.enviados).toEqual(['a', 'b']);
  });

  it('no answer or a 503 keeps it (the same id goes again); a 4xx or a 500 is final, refused and said', async () => {
    let falha: unknown = new TypeError('Failed to fetch');
    const { fila, enviados } = montar({
      servidor: async (p) => {
        if (p.id === 'a' && falha) throw falha;
        if (p.id === 'b')
          throw new ApiError(409, { codigo: 'CONFLITO', mensagem: 'Este simulado já foi finalizado.' });
        return true;
      },
    });
    await expect(fila.enviar(resposta('a'))).resolves.toEqual({ id: 'a', enviada: false });
    await fila.enviar(resposta('c')).catch(() => undefined);
    falha = new ApiError(503, {});
    await fila.esvaziar();
    expect(fila.pendentes().map((p) => p.id)).toEqual(['a', 'c']);
    falha = null;
    await fila.esvaziar();
    // 'c' waits behind 'a' (order first): each run tries 'a' again until it goes.
    expect(enviados).toEqual(['a', 'a', 'a', 'a', 'c']);
    expect(fila.pendentes()).toEqual([]);

    // Refused while a screen waits for it: the caller gets the error, nothing stays.
    await expect(fila.enviar(resposta('b'))).rejects.toMatchObject({ status: 409 });
    expect(fila.pendentes()).toEqual([]);
    expect(fila.recusadas()).toEqual([]);
  });

  it('a kept answer refused later is listed as refused until dismissed, and not tried again', async () => {
    const { fila, rede, enviados } = montar({
      servidor: async () => {
        throw new ApiError(400, { mensagem: 'Alternativa inválida.' });
      },
    });
    rede.online = false;
    await fila.enviar(resposta('a'));
    const desfechos: Desfecho[] = [];
    fila.aoConcluir((d) => desfechos.push(d));
    rede.online = true;
    await fila.esvaziar();
    await fila.esvaziar();
    expect(enviados).toEqual(['a']);
    expect(desfechos.map((d) => d.ok)).toEqual([false]);
    expect(fila.recusadas().map((d) => d.pendente.id)).toEqual(['a']);
    fila.dispensarRecusadas();
    expect(fila.recusadas()).toEqual([]);
  });

  it('sends and shows only the signed-in person’s answers', async () => {
    const ana = montar({ usuario: '7' });
    ana.rede.online = false;
    await ana.fila.enviar(resposta('da-ana'));
    const bia = montar({ usuario: '8' });
    expect(bia.fila.pendentes()).toEqual([]);
    await bia.fila.esvaziar();
    expect(bia.enviados).toEqual([]);
    expect(ana.fila.pendentes().map((p) => p.id)).toEqual(['da-ana']);
  });

  it('tells which failures are worth another try', () => {
    expect(provisoria(new TypeError('Failed to fetch'))).toBe(true);
    expect(provisoria(new ApiError(502, {}))).toBe(true);
    expect(provisoria(new ApiError(503, {}))).toBe(true);
    expect(provisoria(new ApiError(401, { codigo: 'NAO_AUTENTICADO' }))).toBe(true);
    expect(provisoria(new ApiError(401, { codigo: 'SEM_ACESSO' }))).toBe(false);
    expect(provisoria(new ApiError(500, {}))).toBe(false);
    expect(provisoria(new ApiError(429, {}))).toBe(true);
    expect(provisoria(new ApiError(400, {}))).toBe(false);
    expect(provisoria(new ApiError(409, {}))).toBe(false);
  });
});
