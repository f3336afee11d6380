import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Last resort when a screen fails to load or render (e.g. a chunk missing after a new deploy). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={2}>Algo deu errado</Title>
        <Text>Não foi possível exibir esta página. Recarregue para tentar novamente.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
      </Stack>
    </Center>
  );
}
