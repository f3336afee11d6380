import { ZLoginBody } from '@aprovei/shared/auth/auth.schemas';
import { MENSAGEM_CAPTCHA } from '@aprovei/shared/captcha/captcha.schemas';
import { Alert, Anchor, Button, Group, Input, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Captcha } from '../../../components/captcha';
import { ApiError } from '../../../lib/api-client';
import { errorDialogContent, TEXTO_ERRO_PADRAO } from '../../../lib/errors';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import type { Session } from '../../../lib/session';
import { signIn } from '../api/auth.api';
import { SegundoPassoForm } from './segundo-passo-form';

export const TEXTO_DESAFIO_EXPIRADO = 'O tempo para informar o código acabou. Entre novamente.';

/** The message under the form for a failed sign-in: the server's own words when it sent any. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const content = errorDialogContent(error.body, TEXTO_ERRO_PADRAO);
    return content.kind === 'error' ? content.lines.join('\n') : content.message;
  }
  return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
}

/** The human check once the server asked for it: the solved payload and the widget's mount key. */
interface Verificacao {
  payload: string | null;
  chave: number;
}

/**
 * Sign-in with CPF or e-mail and password (spec doc 1 §6: our own identity service). Past the account's
 * failure limit the server answers CAPTCHA_NECESSARIO: the human check appears and goes with every
 * further try (a new one each time, as a solution is accepted once). With the two-step sign-in on, the
 * right password leads to the second step (SegundoPassoForm).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [verificacao, setVerificacao] = useState<Verificacao | null>(null);
  const [desafio, setDesafio] = useState<string | null>(null);
  const form = useZodForm(ZLoginBody, { initialValues: { login: '', senha: '' } });

  const aoVerificar = (payload: string | null) => {
    setVerificacao((v) => v && { ...v, payload });
    if (payload) form.clearFieldError('captcha');
  };

  const submit = form.onSubmit(async (credenciais) => {
    if (verificacao && !verificacao.payload) {
      // setErrors, not setFieldError: the latter compares with the errors before this submit's validation.
      form.setErrors({ captcha: MENSAGEM_CAPTCHA });
      return;
    }
    setError(null);
    try {
      const body = verificacao?.payload ? { ...credenciais, captcha: verificacao.payload } : credenciais;
      const resultado = await signIn(body);
      if ('desafio' in resultado) setDesafio(resultado.desafio);
      else onSignedIn(resultado);
    } catch (failure) {
      const pedeVerificacao = failure instanceof ApiError && failure.codigo === 'CAPTCHA_NECESSARIO';
      // A fresh widget: the solution sent (if any) is spent.
      if (pedeVerificacao || verificacao)
        setVerificacao((v) => ({ payload: null, chave: (v?.chave ?? 0) + 1 }));
      if (!applyServerErrors(form, failure)) setError(failureMessage(failure));
    }
  });

  if (desafio)
    return (
      <SegundoPassoForm
        desafio={desafio}
        onSignedIn={onSignedIn}
        onExpirado={() => {
          setDesafio(null);
          form.setFieldValue('senha', '');
          setError(TEXTO_DESAFIO_EXPIRADO);
        }}
      />
    );

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
        {verificacao && (
          <Input.Wrapper
            label="Verificação de segurança"
            description="Houve muitas tentativas de entrar nesta conta. Marque a verificação e clique em Entrar."
            error={form.errors.captcha}
          >
            <Captcha key={verificacao.chave} onChange={aoVerificar} />
          </Input.Wrapper>
        )}
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
