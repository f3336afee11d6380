import { Alert, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { currentTenant } from '../../config/env';
import { CartaoCreditoSection } from '../../features/assinatura/components/cartao-credito-section';
import { FalhaCobrancaBanner } from '../../features/assinatura/components/falha-cobranca-banner';
import { MeuPlanoCard } from '../../features/assinatura/components/meu-plano-card';
import { MeusPedidosCard } from '../../features/assinatura/components/meus-pedidos-card';
import { MeusProdutosCard } from '../../features/assinatura/components/meus-produtos-card';
import { signOut } from '../../features/auth/api/auth.api';
import { perfilQueryOptions } from '../../features/conta/api/conta.api';
import { DadosConta } from '../../features/conta/components/dados-conta';
import { NotificacoesCard } from '../../features/conta/components/notificacoes-card';
import { ContasVinculadas } from '../../features/identidade-externa/components/contas-vinculadas';
import { PrivacidadeCard } from '../../features/privacidade/components/privacidade-card';
import { SegundoFatorCard } from '../../features/segundo-fator/components/segundo-fator-card';

export const TEXTO_PLANO_ATIVADO = 'Parabéns, seu plano foi ativado com sucesso!';

/** /configuracoes — 'Dados da conta' (spec doc 1 §2.5), plus the LGPD block 'Privacidade e dados'. */
export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const perfil = useQuery(perfilQueryOptions());
  const ativacaoPlano = params.get('ativacaoPlano') === 'true';

  const contaExcluida = async () => {
    // The server already ended every session; this forgets it here and the guard goes to the home page.
    await signOut();
    queryClient.clear();
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Dados da conta</Title>
      {ativacaoPlano && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {TEXTO_PLANO_ATIVADO}
        </Alert>
      )}
      <FalhaCobrancaBanner />
      <DadosConta />
      <ContasVinculadas />
      <MeuPlanoCard />
      <MeusProdutosCard />
      <MeusPedidosCard />
      {/* 'Cartão de crédito': filled by the commerce issue (see cartao-credito-section.tsx). */}
      <CartaoCreditoSection possuiMeiosPagamento={perfil.data?.possuiMeiosPagamento ?? false} />
      <NotificacoesCard />
      <SegundoFatorCard />
      <PrivacidadeCard
        loginSocial={perfil.data?.loginSocial ?? false}
        produto={currentTenant()}
        onContaExcluida={contaExcluida}
      />
    </Stack>
  );
}
