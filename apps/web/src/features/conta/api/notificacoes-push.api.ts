import type {
  TAparelhoPush,
  TChavePublicaPush,
} from '@aprovei/shared/notificacoes-push/notificacoes-push.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { contaKeys } from './keys';

/** The id the server gave this device's subscription: 'Este aparelho' in the list. */
const CHAVE_ESTE_APARELHO = 'aprovei-push-aparelho';

export const TEXTOS_NOTIFICACOES = {
  semSuporte:
    'Este navegador não recebe notificações. No iPhone e no iPad, adicione o Aprovei à Tela de Início (Compartilhar › Adicionar à Tela de Início) e ative por lá.',
  bloqueadas:
    'As notificações estão bloqueadas para este site. Libere-as nas configurações do navegador (no cadeado ao lado do endereço) e tente de novo.',
  naoPermitidas: 'Você não permitiu as notificações. Toque em ativar de novo quando quiser.',
  semServiceWorker: 'Não foi possível ativar as notificações agora. Recarregue a página e tente de novo.',
} as const;

export const notificacoesKeys = {
  chave: () => [...contaKeys.raiz, 'notificacoes-push', 'chave-publica'] as const,
  aparelhos: () => [...contaKeys.raiz, 'notificacoes-push', 'aparelhos'] as const,
};

/** The server's VAPID key; a 404 means push is off on this server. */
export const chavePublicaQueryOptions = () =>
  queryOptions({
    queryKey: notificacoesKeys.chave(),
    queryFn: ({ signal }) => api.get<TChavePublicaPush>('notificacoes-push/chave-publica', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const aparelhosQueryOptions = () =>
  queryOptions({
    queryKey: notificacoesKeys.aparelhos(),
    queryFn: ({ signal }) => api.get<TAparelhoPush[]>('notificacoes-push/aparelhos', undefined, signal),
  });

/** Whether this browser can receive web push at all (an iPhone only from the installed app). */
export const pushSuportado = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const esteAparelho = (): number | null => Number(storage.get(CHAVE_ESTE_APARELHO)) || null;

/** The active service worker's registration, or null when none takes over in a few seconds. */
async function registro(): Promise<ServiceWorkerRegistration | null> {
  const espera = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, espera]);
}

const bytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export type ResultadoAtivacao = 'ativado' | 'negado' | 'sem-service-worker';

/**
 * 'Ativar notificações neste aparelho': the browser's permission (asked only from this tap), its push
 * subscription to the server's key, and that subscription stored on the server.
 */
export async function ativarNesteAparelho(chavePublica: string): Promise<ResultadoAtivacao> {
  if ((await Notification.requestPermission()) !== 'granted') return 'negado';
  const r = await registro();
  if (!r) return 'sem-service-worker';
  const inscricao =
    (await r.pushManager.getSubscription()) ??
    (await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(chavePublica) }));
  const aparelho = await api.post<TAparelhoPush>('notificacoes-push/aparelhos', inscricao.toJSON());
  storage.set(CHAVE_ESTE_APARELHO, String(aparelho.id));
  return 'ativado';
}

/** 'Remover': the device leaves the server's list; when it is this one, the browser forgets it too. */
export async function removerAparelho(id: number): Promise<void> {
  await api.delete<null>(`notificacoes-push/aparelhos/${id}`);
  if (id !== esteAparelho()) return;
  storage.remove(CHAVE_ESTE_APARELHO);
  const r = await registro();
  await (await r?.pushManager.getSubscription())?.unsubscribe();
}

export const enviarTeste = () => api.post<{ mensagem: string }>('notificacoes-push/teste');
