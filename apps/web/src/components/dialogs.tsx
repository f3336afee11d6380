import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../lib/api-client';
import {
  errorDialogContent,
  TEXTO_ATENCAO_PADRAO,
  TEXTO_ERRO_PADRAO,
  TEXTO_SUCESSO_PADRAO,
} from '../lib/errors';
import { navigateTo } from '../lib/navigation';
import { requestModalsHost } from './overlay-hosts';

/** The spec's global dialogs (doc 1 §8): Erro, Sucesso, Atenção, and SIM/NÃO confirmations. */

let counter = 0;

/** Opens a dialog once the (lazily loaded) modals host listens; resolves with the modal id. */
async function openDialog(title: string, lines: readonly string[]): Promise<string> {
  counter += 1;
  const modalId = `dialogo-${counter}`;
  await requestModalsHost();
  modals.open({
    modalId,
    title,
    centered: true,
    children: (
      <Stack gap="lg">
        <Stack gap={4}>
          {lines.map((line, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list of lines, never reordered.
            <Text key={position}>{line}</Text>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}

export function showError(message: string | readonly string[] = TEXTO_ERRO_PADRAO): Promise<string> {
  return openDialog('Erro', typeof message === 'string' ? [message] : message);
}

export function showWarning(message: string = TEXTO_ATENCAO_PADRAO): Promise<string> {
  return openDialog('Atenção', [message]);
}

export function showSuccess(message: string = TEXTO_SUCESSO_PADRAO): Promise<string> {
  return openDialog('Sucesso', [message]);
}

/** Resolves true on SIM, false on NÃO or when the dialog is dismissed; `message` may be several lines. */
export function confirm(
  message: string | readonly string[],
  options: { title?: string; danger?: boolean } = {},
): Promise<boolean> {
  const lines = typeof message === 'string' ? [message] : message;
  return requestModalsHost().then(
    () =>
      new Promise<boolean>((resolve) => {
        let settled = false;
        const settle = (answer: boolean) => {
          if (settled) return;
          settled = true;
          resolve(answer);
        };
        modals.openConfirmModal({
          title: options.title ?? 'Atenção',
          centered: true,
          children: (
            <Stack gap="xs">
              {lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          ),
          labels: { confirm: 'SIM', cancel: 'NÃO' },
          confirmProps: options.danger ? { color: 'red' } : undefined,
          onConfirm: () => settle(true),
          onCancel: () => settle(false),
          onClose: () => settle(false),
        });
      }),
  );
}

/**
 * Shows a failed call the spec's way: the server's items or message, or `fallback`; a body with
 * codigo '500' and an errors list shows its message as information and sends the user home.
 */
export function showApiError(error: unknown, fallback: string = TEXTO_ERRO_PADRAO): Promise<string> {
  if (!(error instanceof ApiError)) return showError(fallback);
  const content = errorDialogContent(error.body, fallback);
  if (content.kind === 'info-go-home') {
    navigateTo('/');
    return openDialog('Atenção', [content.message]);
  }
  return showError(content.lines);
}
