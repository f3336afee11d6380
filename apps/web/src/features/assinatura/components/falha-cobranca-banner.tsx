import { mostraFalhaCobranca } from '@aprovei/shared/assinatura/assinatura.rules';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { usePlataforma } from '../../../lib/plataforma';
import { ultimaAssinaturaQueryOptions } from '../api/assinatura.api';

export const TEXTO_FALHA_COBRANCA =
  'Não conseguimos cobrar a renovação do seu plano no cartão de crédito. Atualize os dados do cartão em ' +
  'Configurações para recuperar o acesso completo.';

/** The red banner for a latest contract with situation code 3 (spec doc 1 §4). */
export function FalhaCobrancaBanner() {
  const plataforma = usePlataforma();
  const { data } = useQuery(ultimaAssinaturaQueryOptions(plataforma));
  if (!mostraFalhaCobranca(data?.situacaoContratacao.codigo)) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      title="Falha na cobrança do plano"
      icon={<IconAlertTriangle aria-hidden />}
    >
      {TEXTO_FALHA_COBRANCA}
    </Alert>
  );
}
