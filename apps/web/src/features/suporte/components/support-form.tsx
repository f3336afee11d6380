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
import { fieldErrors } from '../../../lib/field-errors';
import { useSession } from '../../../lib/session';
import { enviarMensagemSuporte } from '../api/suporte.api';

type Campo = keyof TSuporteCampos;
type Erros = Partial<Record<Campo | 'captcha', string>>;

const vazio = (email = ''): TSuporteCampos => ({ email, assunto: '', msg: '' });

/**
 * /suporte (spec doc 3 "Support form"): e-mail (pre-filled from the session), subject, message and
 * the human check. 'Enviar' stays disabled until the check passes; the success text appears only
 * when the server says the message was sent, an error dialog otherwise.
 */
export function SupportForm() {
  const session = useSession();
  const [valores, setValores] = useState<TSuporteCampos>(() => vazio(session?.claims.email ?? ''));
  const [erros, setErros] = useState<Erros>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: a payload is accepted once, so every answer asks for a new check.
  const [captchaKey, setCaptchaKey] = useState(0);

  const aoVerificar = (payload: string | null) => {
    setCaptcha(payload);
    if (payload) setErros((e) => (e.captcha ? { ...e, captcha: undefined } : e));
  };

  const novaVerificacao = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const enviar = useMutation({
    mutationFn: enviarMensagemSuporte,
    onSuccess: (resposta) => {
      setValores((v) => ({ ...vazio(v.email) }));
      setErros({});
      void showSuccess(resposta?.mensagem || MENSAGENS_SUPORTE.sucesso);
    },
    onError: (error) => {
      const campos = fieldErrors(error);
      if (Object.keys(campos).length > 0) setErros(campos);
      void showApiError(error, MENSAGENS_SUPORTE.falhaEnvio);
    },
    onSettled: novaVerificacao,
  });

  const alterar = (campo: Campo) => (event: { currentTarget: { value: string } }) => {
    const valor = event.currentTarget.value;
    setValores((v) => ({ ...v, [campo]: valor }));
    if (erros[campo]) setErros((e) => ({ ...e, [campo]: undefined }));
  };

  const limpar = () => {
    setValores(vazio());
    setErros({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!captcha || enviar.isPending) return;
    const parsed = ZSuporteCampos.safeParse(valores);
    if (!parsed.success) {
      const novos: Erros = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as Campo;
        novos[campo] ??= issue.message;
      }
      setErros(novos);
      return;
    }
    enviar.mutate({ ...parsed.data, captcha });
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
              value={valores.email}
              onChange={alterar('email')}
              error={erros.email}
            />
            <TextInput
              label="Assunto"
              required
              maxLength={SUPORTE_MAX.assunto}
              value={valores.assunto}
              onChange={alterar('assunto')}
              error={erros.assunto}
            />
            <Textarea
              label="Mensagem"
              required
              autosize
              minRows={5}
              maxRows={14}
              maxLength={SUPORTE_MAX.msg}
              value={valores.msg}
              onChange={alterar('msg')}
              error={erros.msg}
              description={`${valores.msg.length}/${SUPORTE_MAX.msg} caracteres`}
            />
            <Input.Wrapper label="Verificação de segurança" error={erros.captcha}>
              <Captcha key={captchaKey} onChange={aoVerificar} />
            </Input.Wrapper>
            <Group justify="flex-end">
              <Button type="button" variant="default" leftSection={<IconEraser size={18} />} onClick={limpar}>
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
