import { useSyncExternalStore } from 'react';
import { currentTenant } from '../config/env';
import { ApiError, apiRequest } from './api-client';
import { getSession, subscribeSession } from './session';
import { storage } from './storage';

/*
 * Answers never get lost on a bad connection (docs/decisions/026-respostas-offline.md). Every answer goes
 * through this queue with the id the server dedupes on: kept on the device first, sent in order, one at a
 * time, removed once the server acknowledged it. Without a connection (or on a 5xx) it stays and goes on
 * `online`, on start, on sign-in and every little while; a 4xx is final (it leaves the queue, refused,
 * and the screen says so). Only what waits to be sent is kept, and only until it is sent.
 */

/** A call waiting to be sent. */
export interface Pendente {
  /** The answer's client id (its `idCliente`); the queue's key. */
  id: string;
  /** Whose it is (the session's `sub`): only the signed-in person's are sent and shown. */
  usuario: string;
  tipo: 'resposta' | 'finalizacao';
  /** What the screen groups it under (`simulado:12`, `questao:34`). */
  grupo: string;
  caminho: string;
  metodo: 'GET' | 'POST';
  corpo?: unknown;
}

export type NovoPendente = Omit<Pendente, 'usuario'>;

/** How a queued call ended: acknowledged with the server's answer, or refused for good. */
export type Desfecho =
  | { pendente: Pendente; ok: true; resposta: unknown }
  | { pendente: Pendente; ok: false; erro: ApiError };

/** What `enviar` got: the server's answer now, or the call kept for later (its outcome comes by `aoConcluir`). */
export type Envio<T> = { id: string; enviada: true; resposta: T } | { id: string; enviada: false };

/**
 * Failures worth trying again: no answer at all, a gateway or a server restarting (502–504), too many at
 * once, a session to renew (a 401 other than 'not entitled'). A 500 is a fault that would only come back:
 * like any other 4xx it is final, so that one bad answer never holds the ones behind it.
 */
export function provisoria(erro: unknown): boolean {
  if (!(erro instanceof ApiError)) return true;
  if (erro.status === 401) return erro.codigo !== 'SEM_ACESSO';
  return [408, 429, 502, 503, 504].includes(erro.status);
}

interface Ambiente {
  chave: () => string;
  usuario: () => string | null;
  online: () => boolean;
  enviar: (p: Pendente) => Promise<unknown>;
}

/** The queue over its environment (storage key, who is signed in, the network, the call): tests build their own. */
export function criarFila(amb: Ambiente) {
  const ouvintes = new Set<() => void>();
  const ouvintesDesfecho = new Set<(d: Desfecho) => void>();
  /** Outcomes an `enviar` is waiting for. */
  const aguardados = new Map<string, Desfecho | null>();
  let recusadas: Desfecho[] = [];
  let rodando: Promise<void> | null = null;
  let deNovo = false;
  let foto: { chave: string; pendentes: Pendente[] } | null = null;

  function ler(): Pendente[] {
    try {
      const lista = JSON.parse(storage.get(amb.chave()) ?? '[]') as unknown;
      return Array.isArray(lista) ? (lista as Pendente[]) : [];
    } catch {
      return [];
    }
  }
  function gravar(lista: Pendente[]) {
    if (lista.length === 0) storage.remove(amb.chave());
    else storage.set(amb.chave(), JSON.stringify(lista));
    avisar();
  }
  function avisar() {
    foto = null;
    for (const o of ouvintes) o();
  }
  const meus = () => {
    const u = amb.usuario();
    return u ? ler().filter((p) => p.usuario === u) : [];
  };
  const remover = (id: string) => gravar(ler().filter((p) => p.id !== id));

  function concluir(d: Desfecho) {
    remover(d.pendente.id);
    if (aguardados.has(d.pendente.id)) aguardados.set(d.pendente.id, d);
    // A refused finish is the mock screen's to tell; a refused answer is said on every screen.
    else if (!d.ok && d.pendente.tipo === 'resposta') recusadas = [...recusadas, d];
    for (const o of ouvintesDesfecho) o(d);
    avisar();
  }

  /** Sends the signed-in person's calls in order until none is left or the network fails. */
  async function rodada(): Promise<void> {
    for (;;) {
      if (!amb.online()) return;
      const [proximo] = meus();
      if (!proximo) return;
      try {
        concluir({ pendente: proximo, ok: true, resposta: await amb.enviar(proximo) });
      } catch (erro) {
        if (provisoria(erro)) return;
        concluir({ pendente: proximo, ok: false, erro: erro as ApiError });
      }
    }
  }

  /** Sends what is waiting (one run at a time; a call made during a run is sent by it or the next). */
  function esvaziar(): Promise<void> {
    deNovo = true;
    rodando ??= (async () => {
      try {
        while (deNovo) {
          deNovo = false;
          await rodada();
        }
      } finally {
        rodando = null;
      }
    })();
    return rodando;
  }

  return {
    /**
     * Keeps the call and sends it behind whatever waits before it. Resolves with the server's answer
     * when it got through now, `enviada: false` when it stays for later; rejects with a refusal (4xx).
     */
    async enviar<T>(novo: NovoPendente): Promise<Envio<T>> {
      const usuario = amb.usuario();
      const { id } = novo;
      if (!usuario) return { id, enviada: true, resposta: (await amb.enviar({ ...novo, usuario: '' })) as T };
      aguardados.set(novo.id, null);
      gravar([...ler(), { ...novo, usuario }]);
      try {
        await esvaziar();
        const d = aguardados.get(novo.id);
        if (!d) return { id, enviada: false };
        if (!d.ok) throw d.erro;
        return { id, enviada: true, resposta: d.resposta as T };
      } finally {
        aguardados.delete(novo.id);
      }
    },
    esvaziar,
    /** The signed-in person's waiting calls, in order (a stable snapshot between changes). */
    pendentes(): Pendente[] {
      const chave = `${amb.chave()}|${amb.usuario() ?? ''}`;
      if (foto?.chave !== chave) foto = { chave, pendentes: meus() };
      return foto.pendentes;
    },
    /** Calls refused while no screen was waiting for them, until dismissed. */
    recusadas: () => recusadas,
    dispensarRecusadas() {
      recusadas = [];
      avisar();
    },
    assinar(ouvinte: () => void): () => void {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    /** Every outcome of a queued call, as it happens (a kept answer's feedback arrives here). */
    aoConcluir(ouvinte: (d: Desfecho) => void): () => void {
      ouvintesDesfecho.add(ouvinte);
      return () => ouvintesDesfecho.delete(ouvinte);
    },
    /** Another tab changed the queue. */
    mudouForaDaqui: avisar,
  };
}

export type FilaRespostas = ReturnType<typeof criarFila>;

export const filaRespostas = criarFila({
  chave: () => `aprovei:fila-respostas:${currentTenant()}`,
  usuario: () => getSession()?.claims.sub ?? null,
  online: () => typeof navigator === 'undefined' || navigator.onLine,
  enviar: (p) => apiRequest(p.caminho, { method: p.metodo, body: p.corpo }),
});

/** How often what waits is tried again while the device says it is online (a connection that drops calls). */
const TENTAR_DE_NOVO_MS = 15_000;

/**
 * Starts sending what waits: now, when the connection returns, on sign-in, when another tab adds to it,
 * and every little while. Returns the stop function (the signed-in shell calls it).
 */
export function iniciarFilaRespostas(fila: FilaRespostas = filaRespostas): () => void {
  const tentar = () => void fila.esvaziar();
  const aoMudarArmazenamento = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('aprovei:fila-respostas:')) fila.mudouForaDaqui();
  };
  window.addEventListener('online', tentar);
  window.addEventListener('offline', fila.mudouForaDaqui);
  window.addEventListener('storage', aoMudarArmazenamento);
  const pararSessao = subscribeSession(tentar);
  const timer = setInterval(() => {
    if (fila.pendentes().length > 0) tentar();
  }, TENTAR_DE_NOVO_MS);
  tentar();
  return () => {
    window.removeEventListener('online', tentar);
    window.removeEventListener('offline', fila.mudouForaDaqui);
    window.removeEventListener('storage', aoMudarArmazenamento);
    pararSessao();
    clearInterval(timer);
  };
}

const onlineAgora = () => typeof navigator === 'undefined' || navigator.onLine;
function assinarRede(ouvinte: () => void) {
  window.addEventListener('online', ouvinte);
  window.addEventListener('offline', ouvinte);
  return () => {
    window.removeEventListener('online', ouvinte);
    window.removeEventListener('offline', ouvinte);
  };
}

/** What the screen shows of the queue: the waiting calls, the refused ones and whether the device is online. */
export function useFilaRespostas(fila: FilaRespostas = filaRespostas) {
  const pendentes = useSyncExternalStore(fila.assinar, fila.pendentes);
  const recusadas = useSyncExternalStore(fila.assinar, fila.recusadas);
  const online = useSyncExternalStore(assinarRede, onlineAgora);
  return { pendentes, recusadas, online, dispensarRecusadas: fila.dispensarRecusadas };
}

/** A new answer's client id. */
export const novoIdCliente = (): string => crypto.randomUUID();
