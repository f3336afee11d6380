import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BASE_PATH, brandName } from '../config/env';
import { MENSAGEM_ATUALIZAR } from './pwa-mensagens';
import { getSession } from './session';
import { storage } from './storage';

/** Asks the waiting version to take over; the page reloads once it has. */
function atualizar(registro: ServiceWorkerRegistration) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  registro.waiting?.postMessage(MENSAGEM_ATUALIZAR);
}

function avisarNovaVersao(registro: ServiceWorkerRegistration) {
  notifications.show({
    id: 'nova-versao',
    autoClose: false,
    title: 'Nova versão disponível',
    message: (
      <Button size="xs" mt={6} onClick={() => atualizar(registro)}>
        Atualizar agora
      </Button>
    ),
  });
}

/** Remembers that the iPhone hint was closed: it is not shown again on this device. */
export const DICA_IPHONE_KEY = 'dica-tela-de-inicio';

/** Safari on an iPhone or iPad, not already opened from the home screen. */
function iphoneSemOApp(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const instalado = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !instalado && !window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * On an iPhone there is no install prompt: a signed-in student is told once how to add the app to the
 * home screen (Safari's share menu), until she closes the hint.
 */
function sugerirTelaDeInicio(): void {
  if (!iphoneSemOApp() || !getSession() || storage.get(DICA_IPHONE_KEY)) return;
  notifications.show({
    id: 'tela-de-inicio',
    autoClose: false,
    title: `Tenha o ${brandName()} no seu iPhone`,
    message: 'Toque em Compartilhar e depois em Adicionar à Tela de Início.',
    closeButtonProps: { 'aria-label': 'Fechar dica' },
    onClose: () => storage.set(DICA_IPHONE_KEY, 'fechada'),
  });
}

/**
 * Registers the service worker (src/sw.ts). The first one takes over silently; a later version waits
 * and the page offers it ('Nova versão disponível'), so that nobody loses an answer being written to a
 * reload they did not ask for. Looks for a new version every hour.
 */
export async function registrarServiceWorker(): Promise<void> {
  sugerirTelaDeInicio();
  const registro = await navigator.serviceWorker.register(`${BASE_PATH}sw.js`, { scope: BASE_PATH });
  if (!registro) return; // a browser that blocks workers (Playwright's journeys) answers nothing
  const seEsperando = () => {
    if (registro.waiting && navigator.serviceWorker.controller) avisarNovaVersao(registro);
  };
  seEsperando();
  registro.addEventListener('updatefound', () =>
    registro.installing?.addEventListener('statechange', seEsperando),
  );
  setInterval(() => void registro.update().catch(() => {}), 3_600_000);
}
