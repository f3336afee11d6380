import { Stack, Text, Title } from '@mantine/core';
import { HomeGuard } from '../../features/acesso/components/home-guard';
import { firstName } from '../../lib/jwt';
import { useSession } from '../../lib/session';

/** /home and /home-concurso: the greeting for now; the dashboard cards come with their issues. */
export function Component() {
  const session = useSession();
  const nome = firstName(session?.claims.name);
  return (
    <HomeGuard>
      <Stack gap={4}>
        <Title order={2}>{nome ? `Olá ${nome}` : 'Olá'}</Title>
        <Text c="dimmed">Bons estudos!</Text>
      </Stack>
    </HomeGuard>
  );
}
