import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BASE_PATH } from '../config/env';
import { MENSAGEM_ATUALIZAR } from './pwa-mensagens';

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

/**
 * Registers the service worker (src/sw.ts). The first one takes over silently; a later version waits
 * and the page offers it ('Nova versão disponível'), so that nobody loses an answer being written to a
 * reload they did not ask for. Looks for a new version every hour.
 */
export async function registrarServiceWorker(): Promise<void> {
  const registro = await navigator.serviceWorker.register(`${BASE_PATH}sw.js`, { scope: BASE_PATH });
  const seEsperando = () => {
    if (registro.waiting && navigator.serviceWorker.controller) avisarNovaVersao(registro);
  };
  seEsperando();
  registro.addEventListener('updatefound', () =>
    registro.installing?.addEventListener('statechange', seEsperando),
  );
  setInterval(() => void registro.update().catch(() => {}), 3_600_000);
}
