import { mostraFalhaCobranca } from '@aprovei/shared/assinatura/assinatura.rules';
import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { isMedical } from '../../config/env';
import { ROUTES } from '../../config/paths';
import { podeAcessarHomeQueryOptions } from '../../features/acesso/api/acesso.api';
import { HomeGuard } from '../../features/acesso/components/home-guard';
import { ultimaAssinaturaQueryOptions } from '../../features/assinatura/api/assinatura.api';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton';
import { acessoCompletoQueryOptions, usuarioAdminQueryOptions } from '../../features/questoes/api/acesso.api';
import { AvisoEstagiario } from '../../features/questoes/components/aviso-estagiario';
import { RankingSkeleton } from '../../features/ranking/components/ranking-skeleton';
import { CartaoRevisoes } from '../../features/revisao/components/cartao-revisoes';
import { firstName } from '../../lib/jwt';
import { usePlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';

// The cards bring the charts and the ranking its tables: both load after the shell (DESIGN.md budget),
// in the place their skeletons keep. The projection's card loads after it too, below them (it moves none).
const Dashboard = lazy(() => import('../../features/dashboard/components/dashboard'));
const RankingPanel = lazy(() => import('../../features/ranking/components/ranking-panel'));
const CartaoProjecao = lazy(() => import('../../features/projecao/components/cartao-projecao'));

const MENSAGEM_PLANO_ATIVADO = 'Parabéns, seu plano foi ativado com sucesso!';

/** /home and /home-concurso: the greeting, the metrics dashboard of the current platform and the
 * ranking panel (not on the medical variant). */
export function Component() {
  const session = useSession();
  const guardada = usePlataforma();
  // The medical variant has one platform; the stored choice belongs to the main product.
  const plataforma = isMedical() ? PLATAFORMA.MEDICINA : guardada;
  const [params] = useSearchParams();
  const nome = firstName(session?.claims.name);
  const buscaPath = plataforma === PLATAFORMA.CONCURSO ? ROUTES.questoesConcurso.path : ROUTES.simulados.path;
  // The trainee's banner, as on the search screens; a failed check just shows none here.
  const completo = useQuery(acessoCompletoQueryOptions(plataforma));
  const admin = useQuery(usuarioAdminQueryOptions());
  const estagiario = completo.data === false && admin.data === false;
  // Refused at the door: a renewal whose charge failed (situation 3) leads to the account screen, where
  // the banner says why and its button opens the card form; anyone else goes to the plans.
  const podeEntrar = useQuery(podeAcessarHomeQueryOptions());
  const ultima = useQuery({
    ...ultimaAssinaturaQueryOptions(plataforma),
    enabled: podeEntrar.data === false,
  });
  const desvio = {
    pronto: podeEntrar.data !== false || !ultima.isPending,
    para: mostraFalhaCobranca(ultima.data?.situacaoContratacao.codigo) ? ROUTES.configuracoes.path : null,
  };
  return (
    <HomeGuard desvio={desvio}>
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
        {estagiario && <AvisoEstagiario />}
        {!estagiario && <CartaoRevisoes idPlataforma={plataforma} />}
        <Suspense fallback={<DashboardSkeleton />}>
          <Dashboard idPlataforma={plataforma} buscaPath={buscaPath} />
        </Suspense>
        {/* Beside the mocks' ranking it compares with, below the cards so that arriving it moves none of them. */}
        {!estagiario && (
          <Suspense fallback={null}>
            <CartaoProjecao idPlataforma={plataforma} buscaPath={buscaPath} />
          </Suspense>
        )}
        {!isMedical() && (
          <Suspense fallback={<RankingSkeleton />}>
            <RankingPanel />
          </Suspense>
        )}
      </Stack>
    </HomeGuard>
  );
}
