import { mostraFalhaCobranca } from '@aprovei/shared/assinatura/assinatura.rules';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePlataforma } from '../../../lib/plataforma';
import { ultimaAssinaturaQueryOptions } from '../api/assinatura.api';

export const TEXTO_FALHA_COBRANCA =
  'Não conseguimos cobrar a renovação do seu plano no cartão de crédito. Atualize os dados do cartão em ' +
  'Configurações para recuperar o acesso completo.';

/** The address query that opens the account screen's 'Adicionar cartão' form (cartao-credito-section). */
export const PARAMETRO_NOVO_CARTAO = 'cartao=novo';

/** The red banner for a latest contract with situation code 3 (spec doc 1 §4), its button opening the card form. */
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
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{TEXTO_FALHA_COBRANCA}</Text>
        <Button component={Link} to={`?${PARAMETRO_NOVO_CARTAO}`} variant="white" color="red">
          Atualizar cartão
        </Button>
      </Stack>
    </Alert>
  );
}
