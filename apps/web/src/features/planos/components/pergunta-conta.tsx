import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { requestModalsHost } from '../../../components/overlay-hosts';
import type { RespostaConta } from '../utils/escolha-plano';

export const TITULO_PERGUNTA_CONTA = 'Você já possui uma conta?';

let contador = 0;

/** The plan-choice dialog: resolves 'possuo', 'nao-possuo', or null when closed without an answer. */
export async function perguntarConta(): Promise<RespostaConta | null> {
  await requestModalsHost();
  contador += 1;
  const modalId = `pergunta-conta-${contador}`;
  return new Promise((resolve) => {
    let respondida = false;
    const responder = (resposta: RespostaConta | null) => {
      if (respondida) return;
      respondida = true;
      modals.close(modalId);
      resolve(resposta);
    };
    modals.open({
      modalId,
      title: TITULO_PERGUNTA_CONTA,
      centered: true,
      onClose: () => responder(null),
      children: (
        <Stack gap="lg">
          <Text>Entre com a sua conta para continuar ou crie uma agora, em poucos passos.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => responder('nao-possuo')}>
              Não possuo
            </Button>
            <Button onClick={() => responder('possuo')} data-autofocus>
              Possuo
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
