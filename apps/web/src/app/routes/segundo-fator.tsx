import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES, safeRedirect } from '../../config/paths';
import { ConfigurarSegundoFator } from '../../features/segundo-fator/components/configurar-segundo-fator';

/**
 * /configuracoes/verificacao-em-duas-etapas: the setup of the two-step sign-in. Staff are sent here by the
 * back office (SEGUNDO_FATOR_NECESSARIO) with `?redirect=` back to where they were going.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destino = safeRedirect(params.get('redirect'));

  const concluido = () => {
    void queryClient.invalidateQueries();
    navigate(destino ?? ROUTES.configuracoes.path, { replace: true });
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={2}>Verificação em duas etapas</Title>
      {destino && (
        <Text>
          A área da equipe exige a verificação em duas etapas. Configure-a agora para continuar: leva menos de
          um minuto.
        </Text>
      )}
      <ConfigurarSegundoFator onConcluido={concluido} />
    </Stack>
  );
}
