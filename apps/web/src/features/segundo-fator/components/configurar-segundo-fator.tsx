import { ZCodigoBody } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { Alert, Box, Button, Card, Code, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { ativarSegundoFator, configurarSegundoFator, segundoFatorKeys } from '../api/segundo-fator.api';
import { CodigosRecuperacao } from './codigos-recuperacao';

export const TEXTO_SEGREDO = 'Ou digite esta chave no aplicativo';
export const TEXTO_CODIGO_CONFIRMACAO = 'Código de 6 dígitos do aplicativo';

/**
 * The setup (issue 23 §2): the QR of a new secret (and the secret as text), one code of the app to
 * confirm, then the ten recovery codes. The session goes on with the second factor (`onConcluido`).
 */
export function ConfigurarSegundoFator({ onConcluido }: { onConcluido: () => void }) {
  const queryClient = useQueryClient();
  const [codigos, setCodigos] = useState<string[] | null>(null);
  // A new secret per visit of the screen (a POST: no cache, no retry).
  const configuracao = useQuery({
    queryKey: [...segundoFatorKeys.all, 'configuracao'],
    queryFn: configurarSegundoFator,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useZodForm(ZCodigoBody, { initialValues: { codigo: '' } });
  const ativar = useMutation({ mutationFn: ativarSegundoFator });

  const enviar = form.onSubmit(async ({ codigo }) => {
    try {
      setCodigos(await ativar.mutateAsync(codigo));
      // The session changed (second factor recorded): every cached answer may differ now.
      await queryClient.invalidateQueries();
    } catch (failure) {
      form.setFieldValue('codigo', '');
      if (!applyServerErrors(form, failure)) form.setFieldError('codigo', (failure as Error).message);
    }
  });

  if (codigos) return <CodigosRecuperacao codigos={codigos} onGuardei={onConcluido} />;
  if (configuracao.isPending) return <PageLoader />;
  if (configuracao.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {configuracao.error instanceof ApiError
          ? configuracao.error.message
          : 'Não foi possível começar a configuração. Tente novamente mais tarde.'}
      </Alert>
    );
  const { qrSvg, segredo } = configuracao.data;

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={3} fz="h4">
          Configure o aplicativo autenticador
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            Instale um aplicativo autenticador no celular (Google Authenticator, Microsoft Authenticator,
            Authy ou outro).
          </List.Item>
          <List.Item>No aplicativo, adicione uma conta e escaneie o código QR abaixo.</List.Item>
          <List.Item>Digite o código de 6 dígitos que o aplicativo mostrar.</List.Item>
        </List>
        <Box
          maw={220}
          role="img"
          aria-label="Código QR para o aplicativo autenticador"
          // The server's SVG of our own otpauth address (qrcode): no user input in it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR is an SVG the API draws
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div>
          <Text size="sm">{TEXTO_SEGREDO}:</Text>
          <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid="segredo-totp">
            {segredo}
          </Code>
        </div>
        <form onSubmit={enviar} noValidate>
          <Stack gap="sm">
            <TextInput
              label={TEXTO_CODIGO_CONFIRMACAO}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="000000"
              required
              withAsterisk={false}
              {...form.getInputProps('codigo')}
            />
            <Button type="submit" loading={form.submitting} disabled={form.submitting}>
              Ativar verificação em duas etapas
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
