import { Button, Center, Stack, Text, Title } from '@mantine/core';

/**
 * Last resort when a screen fails to load or render (e.g. a chunk missing after a new deploy). Offline,
 * it is almost always a screen whose code this device never downloaded: it says so, and that the screen
 * opens once the connection is back.
 */
export function RouteError() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={2}>{offline ? 'Você está sem conexão' : 'Algo deu errado'}</Title>
        <Text>
          {offline
            ? 'Esta tela ainda não foi aberta neste aparelho. Assim que a internet voltar, ela carrega normalmente.'
            : 'Não foi possível exibir esta página. Recarregue para tentar novamente.'}
        </Text>
        <Button onClick={() => window.location.reload()}>
          {offline ? 'Tentar de novo' : 'Recarregar a página'}
        </Button>
      </Stack>
    </Center>
  );
}
