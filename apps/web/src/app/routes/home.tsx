import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isMedical } from '../../config/env';
import { ROUTES } from '../../config/paths';
import { HomeGuard } from '../../features/acesso/components/home-guard';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { RankingPanel } from '../../features/ranking/components/ranking-panel';
import { firstName } from '../../lib/jwt';
import { usePlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';

const MENSAGEM_PLANO_ATIVADO = 'Parabéns, seu plano foi ativado com sucesso!';

/** /home and /home-concurso: the greeting, the metrics dashboard of the current platform and the
 * ranking panel (not on the medical variant). */
export function Component() {
  const session = useSession();
  const plataforma = usePlataforma();
  const [params] = useSearchParams();
  const nome = firstName(session?.claims.name);
  const buscaPath = plataforma === PLATAFORMA.CONCURSO ? ROUTES.questoesConcurso.path : ROUTES.simulados.path;
  return (
    <HomeGuard>
      <Stack gap="lg">
        {params.get('signed') === 'true' && (
          <Alert color="green" role="status">
            {MENSAGEM_PLANO_ATIVADO}
          </Alert>
        )}
        <Stack gap={4}>
          <Title order={2}>{nome ? `Olá ${nome}` : 'Olá'}</Title>
          <Text c="dimmed">Bons estudos!</Text>
        </Stack>
        <Dashboard idPlataforma={plataforma} buscaPath={buscaPath} />
        {!isMedical() && <RankingPanel />}
      </Stack>
    </HomeGuard>
  );
}
