import { ZSegundoPassoBody } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorDialogContent, TEXTO_ERRO_PADRAO } from '../../../lib/errors';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import type { Session } from '../../../lib/session';
import { segundoPasso } from '../api/auth.api';

export const TEXTO_CODIGO_APP = 'Código do aplicativo autenticador';
export const TEXTO_CODIGO_RECUPERACAO = 'Código de recuperação';
export const TEXTO_USAR_RECUPERACAO = 'Usar um código de recuperação';
export const TEXTO_USAR_APP = 'Usar o código do aplicativo';

function mensagemDeFalha(error: unknown): string {
  if (error instanceof ApiError) {
    const content = errorDialogContent(error.body, TEXTO_ERRO_PADRAO);
    return content.kind === 'error' ? content.lines.join('\n') : content.message;
  }
  return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
}

/**
 * The sign-in's second step (issue 23 §2): the 6 digits of the authenticator app, or, by the link, one of
 * the ten recovery codes. `onExpirado`: the challenge ran out (back to the password).
 */
export function SegundoPassoForm({
  desafio,
  onSignedIn,
  onExpirado,
}: {
  desafio: string;
  onSignedIn: (session: Session) => void;
  onExpirado: () => void;
}) {
  const [recuperacao, setRecuperacao] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const form = useZodForm(ZSegundoPassoBody, { initialValues: { desafio, codigo: '' } });

  const enviar = form.onSubmit(async (body) => {
    setErro(null);
    try {
      onSignedIn(await segundoPasso(body));
    } catch (failure) {
      if (failure instanceof ApiError && failure.codigo === 'NAO_AUTENTICADO') {
        onExpirado();
        return;
      }
      form.setFieldValue('codigo', '');
      if (!applyServerErrors(form, failure)) setErro(mensagemDeFalha(failure));
    }
  });

  const alternar = () => {
    setRecuperacao((r) => !r);
    form.setFieldValue('codigo', '');
    form.clearErrors();
  };

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {recuperacao
            ? 'Digite um dos códigos de recuperação que você guardou. Cada código vale uma vez.'
            : 'Abra o aplicativo autenticador no celular e digite o código de 6 dígitos da Aprovei.'}
        </Text>
        <TextInput
          key={recuperacao ? 'recuperacao' : 'app'}
          label={recuperacao ? TEXTO_CODIGO_RECUPERACAO : TEXTO_CODIGO_APP}
          autoComplete="one-time-code"
          inputMode={recuperacao ? 'text' : 'numeric'}
          autoCapitalize={recuperacao ? 'characters' : 'none'}
          spellCheck={false}
          maxLength={recuperacao ? 11 : 6}
          placeholder={recuperacao ? 'XXXXX-XXXXX' : '000000'}
          data-autofocus
          autoFocus
          required
          withAsterisk={false}
          {...form.getInputProps('codigo')}
        />
        <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
          Confirmar
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={alternar}>
          {recuperacao ? TEXTO_USAR_APP : TEXTO_USAR_RECUPERACAO}
        </Anchor>
        {erro && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
            <span style={{ whiteSpace: 'pre-line' }}>{erro}</span>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
