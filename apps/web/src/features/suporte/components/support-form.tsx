import {
  MENSAGENS_SUPORTE,
  SUPORTE_MAX,
  type TSuporteCampos,
  ZSuporteCampos,
} from '@aprovei/shared/suporte/suporte.schemas';
import { Button, Group, Input, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconEraser, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Captcha } from '../../../components/captcha';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { enviarMensagemSuporte } from '../api/suporte.api';

const vazio = (email = ''): TSuporteCampos => ({ email, assunto: '', msg: '' });

/**
 * /suporte (spec doc 3 "Support form"): e-mail (pre-filled from the session), subject, message and
 * the human check. 'Enviar' stays disabled until the check passes; the success text appears only
 * when the server says the message was sent, an error dialog otherwise.
 */
export function SupportForm() {
  const session = useSession();
  const form = useZodForm(ZSuporteCampos, { initialValues: vazio(session?.claims.email ?? '') });
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: a payload is accepted once, so every answer asks for a new check.
  const [captchaKey, setCaptchaKey] = useState(0);

  const aoVerificar = (payload: string | null) => {
    setCaptcha(payload);
    if (payload) form.clearFieldError('captcha');
  };

  const novaVerificacao = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const enviar = useMutation({
    mutationFn: enviarMensagemSuporte,
    onSuccess: (resposta) => {
      // Setting values clears the errors too.
      form.setValues(vazio(form.getValues().email));
      void showSuccess(resposta?.mensagem || MENSAGENS_SUPORTE.sucesso);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      void showApiError(error, MENSAGENS_SUPORTE.falhaEnvio);
    },
    onSettled: novaVerificacao,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Without a passed check (Enter in a field) nothing happens, as with the disabled button.
    if (!captcha || enviar.isPending) return event.preventDefault();
    form.onSubmit((campos) => enviar.mutate({ ...campos, captcha }))(event);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={2}>Contato</Title>
        <Text c="dimmed">Envie sua dúvida, sugestão ou problema. Respondemos no e-mail informado.</Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate aria-label="Formulário de contato">
          <Stack gap="md">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              maxLength={SUPORTE_MAX.email}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Assunto"
              required
              maxLength={SUPORTE_MAX.assunto}
              {...form.getInputProps('assunto')}
            />
            <Textarea
              label="Mensagem"
              required
              autosize
              minRows={5}
              maxRows={14}
              maxLength={SUPORTE_MAX.msg}
              {...form.getInputProps('msg')}
              description={`${form.values.msg.length}/${SUPORTE_MAX.msg} caracteres`}
            />
            <Input.Wrapper label="Verificação de segurança" error={form.errors.captcha}>
              <Captcha key={captchaKey} onChange={aoVerificar} />
            </Input.Wrapper>
            <Group justify="flex-end">
              <Button
                type="button"
                variant="default"
                leftSection={<IconEraser size={18} />}
                onClick={() => form.setValues(vazio())}
              >
                Limpar
              </Button>
              <Button
                type="submit"
                leftSection={<IconSend size={18} />}
                disabled={!captcha}
                loading={enviar.isPending}
              >
                Enviar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
