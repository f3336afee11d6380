import { ZLoginBody } from '@aprovei/shared/auth/auth.schemas';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorDialogContent, TEXTO_ERRO_PADRAO } from '../../../lib/errors';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import type { Session } from '../../../lib/session';
import { signIn } from '../api/auth.api';

/** The message under the form for a failed sign-in: the server's own words when it sent any. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const content = errorDialogContent(error.body, TEXTO_ERRO_PADRAO);
    return content.kind === 'error' ? content.lines.join('\n') : content.message;
  }
  return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
}

/** Sign-in with CPF or e-mail and password (spec doc 1 §6: our own identity service). */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZLoginBody, { initialValues: { login: '', senha: '' } });

  const submit = form.onSubmit(async (credenciais) => {
    setError(null);
    try {
      onSignedIn(await signIn(credenciais));
    } catch (failure) {
      if (!applyServerErrors(form, failure)) setError(failureMessage(failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="CPF ou e-mail"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('senha')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/conta/gerar-codigo-recuperar-senha" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
          Entrar
        </Button>
        {error && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
            <span style={{ whiteSpace: 'pre-line' }}>{error}</span>
          </Alert>
        )}
        <Group justify="center" gap={6}>
          <span>Ainda não tem conta?</span>
          <Anchor component={Link} to="/usuario/cadastro">
            Criar conta
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
