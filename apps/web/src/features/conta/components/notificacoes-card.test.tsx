import { MENSAGENS_PUSH } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import type { TAparelhoPush } from '@aprovei/shared/notificacoes-push/notificacoes-push.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { TEXTOS_NOTIFICACOES } from '../api/notificacoes-push.api';
import { NotificacoesCard } from './notificacoes-card';

const CHAVE = 'B'.repeat(87);
const INSCRICAO = {
  endpoint: 'https://push.exemplo.com/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};
const ANDROID: TAparelhoPush = {
  id: 7,
  aparelho: 'Chrome no Android',
  criadoEm: '2026-11-20T12:00:00.000Z',
  ultimoEnvio: null,
};

/** A browser with web push: Notification, PushManager and a service worker whose pushManager is a stub. */
function navegadorComPush(permissao: NotificationPermission, resposta: NotificationPermission = 'granted') {
  const estado = { permission: permissao };
  const pushManager = {
    getSubscription: vi.fn(async () => null as null | { unsubscribe: () => Promise<boolean> }),
    subscribe: vi.fn(async () => ({ toJSON: () => INSCRICAO })),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return estado.permission;
    },
    requestPermission: vi.fn(async () => {
      estado.permission = resposta;
      return resposta;
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.localStorage.clear();
});

const cartao = async () =>
  (await screen.findByRole('heading', { name: 'Notificações' })).closest('section') as HTMLElement;

describe("'Notificações' in 'Configurações'", () => {
  it('a tap asks the permission, subscribes with the server key and stores the device; then a test and its removal', async () => {
    signInAs();
    const pushManager = navegadorComPush('default');
    let aparelhos: TAparelhoPush[] = [];
    const mock = mockApi({
      'GET notificacoes-push/chave-publica': { chavePublica: CHAVE },
      'GET notificacoes-push/aparelhos': () => reply(aparelhos),
      'POST notificacoes-push/aparelhos': () => {
        aparelhos = [ANDROID];
        return reply(ANDROID);
      },
      'POST notificacoes-push/teste': { mensagem: MENSAGENS_PUSH.testeEnviado },
      'DELETE notificacoes-push/aparelhos/7': () => {
        aparelhos = [];
        return reply(null, 204);
      },
    });
    const app = renderUi(<NotificacoesCard />);
    const bloco = await cartao();
    const ativar = await within(bloco).findByRole('button', { name: 'Ativar notificações neste aparelho' });
    await waitFor(() => expect(ativar).toBeEnabled());
    await app.user.click(ativar);

    expect(await within(bloco).findByText('Notificações ativadas neste aparelho.')).toBeInTheDocument();
    const chave = (pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0];
    expect(chave.userVisibleOnly).toBe(true);
    expect((chave.applicationServerKey as Uint8Array).length).toBe(65);
    expect(mock.callsTo('POST', 'notificacoes-push/aparelhos')[0]!.body).toEqual(INSCRICAO);
    expect(await within(bloco).findByText('Chrome no Android')).toBeInTheDocument();
    expect(within(bloco).getByText('Este aparelho')).toBeInTheDocument();
    expect(within(bloco).getByText('Desde 20/11/2026')).toBeInTheDocument();
    expect(within(bloco).queryByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeNull();

    await app.user.click(within(bloco).getByRole('button', { name: 'Enviar notificação de teste' }));
    expect(await within(bloco).findByText(MENSAGENS_PUSH.testeEnviado)).toBeInTheDocument();

    const inscricao = { unsubscribe: vi.fn(async () => true) };
    pushManager.getSubscription.mockResolvedValue(inscricao);
    await app.user.click(within(bloco).getByRole('button', { name: 'Remover Chrome no Android' }));
    expect(
      await within(bloco).findByText('Chrome no Android não recebe mais as notificações.'),
    ).toBeInTheDocument();
    expect(mock.callsTo('DELETE', 'notificacoes-push/aparelhos/7')).toHaveLength(1);
    expect(inscricao.unsubscribe).toHaveBeenCalled();
    expect(
      await within(bloco).findByRole('button', { name: 'Ativar notificações neste aparelho' }),
    ).toBeInTheDocument();
  });

  it('says why when the permission is refused, or blocked for the site', async () => {
    signInAs();
    const pushManager = navegadorComPush('default', 'denied');
    mockApi({
      'GET notificacoes-push/chave-publica': { chavePublica: CHAVE },
      'GET notificacoes-push/aparelhos': [],
    });
    const app = renderUi(<NotificacoesCard />);
    const bloco = await cartao();
    const ativar = await within(bloco).findByRole('button', { name: 'Ativar notificações neste aparelho' });
    await waitFor(() => expect(ativar).toBeEnabled());
    await app.user.click(ativar);
    expect(await within(bloco).findByText(TEXTOS_NOTIFICACOES.bloqueadas)).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(within(bloco).queryByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeNull();
  });

  it('a browser without web push, and a server without it, are told so', async () => {
    signInAs();
    mockApi({ 'GET notificacoes-push/aparelhos': [] });
    const semPush = renderUi(<NotificacoesCard />);
    expect(await within(await cartao()).findByText(TEXTOS_NOTIFICACOES.semSuporte)).toBeInTheDocument();
    semPush.unmount();

    navegadorComPush('default');
    mockApi({
      'GET notificacoes-push/aparelhos': [],
      'GET notificacoes-push/chave-publica': () =>
        reply({ codigo: 'NAO_ENCONTRADO', mensagem: MENSAGENS_PUSH.desligado }, 404),
    });
    renderUi(<NotificacoesCard />);
    const bloco = await cartao();
    expect(await within(bloco).findByText(MENSAGENS_PUSH.desligado)).toBeInTheDocument();
    expect(within(bloco).queryByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeNull();
  });
});
