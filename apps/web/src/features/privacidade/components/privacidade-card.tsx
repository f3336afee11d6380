import { CONFIRMACAO_EXCLUSAO } from '@aprovei/shared/privacidade/privacidade.rules';
import { ZExcluirContaBody } from '@aprovei/shared/privacidade/privacidade.schemas';
import {
  Button,
  Card,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { ERRO_BAIXAR_DADOS, ERRO_EXCLUIR_CONTA, excluirConta, meusDados } from '../api/privacidade.api';

/** Saves a JSON object as a file download. */
function baixarJson(dados: unknown, nome: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(dados, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const TEXTO_EXCLUSAO = [
  'Você deixa de conseguir entrar na plataforma e todas as suas sessões são encerradas.',
  'Seu nome, CPF, e-mail, telefone e apelido são apagados do cadastro.',
  'Suas respostas, estatísticas, reações, preferências, mensagens ao suporte e o questionário do cadastro são apagados.',
  'Seus comentários e respostas são apagados; os comentários que outros alunos responderam ficam na conversa, sem o texto.',
  'Seus contratos e pagamentos são guardados pelo prazo exigido em lei (LGPD, art. 16, I) e a renovação automática é cancelada.',
  'A exclusão não reembolsa o plano: se você estiver nos 7 dias do direito de arrependimento, use antes "Cancelar plano".',
];

/**
 * 'Privacidade e dados' (LGPD self-service, beyond the spec): download a copy of one's data and delete
 * the account. `onContaExcluida` signs out and leaves (the screen's route decides where to).
 */
export function PrivacidadeCard({
  loginSocial,
  produto,
  onContaExcluida,
}: {
  loginSocial: boolean;
  produto: string;
  onContaExcluida: () => void | Promise<void>;
}) {
  const [baixando, setBaixando] = useState(false);
  const [aberto, setAberto] = useState(false);
  const form = useZodForm(ZExcluirContaBody, { initialValues: { senha: '', confirmacao: '' } });
  const campo = loginSocial ? 'confirmacao' : 'senha';
  const valor = form.values[campo];

  const baixar = async () => {
    setBaixando(true);
    try {
      const dados = await meusDados();
      baixarJson(dados, `meus-dados-${produto}-${dados.geradoEm.slice(0, 10)}.json`);
    } catch (error) {
      void showApiError(error, ERRO_BAIXAR_DADOS);
    } finally {
      setBaixando(false);
    }
  };

  const fechar = () => {
    if (form.submitting) return;
    setAberto(false);
    form.reset();
  };

  const podeConfirmar = loginSocial ? valor.trim().toUpperCase() === CONFIRMACAO_EXCLUSAO : valor.length > 0;

  const confirmar = form.onSubmit(async (body) => {
    try {
      await excluirConta(loginSocial ? { confirmacao: body.confirmacao } : { senha: body.senha });
      setAberto(false);
      await onContaExcluida();
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      // A wrong password is a 401 without fields: its message goes under the field too.
      if (error instanceof ApiError && error.codigo === 'CREDENCIAIS_INVALIDAS')
        form.setFieldError(campo, (error.body as { mensagem?: string }).mensagem ?? ERRO_EXCLUIR_CONTA);
      else void showApiError(error, ERRO_EXCLUIR_CONTA);
    }
  });

  return (
    <Card withBorder component="section" aria-labelledby="privacidade-titulo">
      <Title order={3} id="privacidade-titulo" mb="xs">
        Privacidade e dados
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Pela Lei Geral de Proteção de Dados (LGPD), você pode baixar uma cópia de tudo o que guardamos sobre
        você e pedir a exclusão da sua conta.
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={baixar}
          loading={baixando}
        >
          Baixar meus dados
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setAberto(true)}
        >
          Excluir minha conta
        </Button>
      </Group>

      <Modal opened={aberto} onClose={fechar} title="Excluir minha conta" centered size="lg">
        <Stack gap="md">
          <Text fw={600}>Deseja realmente excluir a sua conta? Esta ação não pode ser desfeita.</Text>
          <List size="sm" spacing={4}>
            {TEXTO_EXCLUSAO.map((linha) => (
              <List.Item key={linha}>{linha}</List.Item>
            ))}
          </List>
          {loginSocial ? (
            <TextInput
              label={`Digite ${CONFIRMACAO_EXCLUSAO} para confirmar`}
              {...form.getInputProps('confirmacao')}
              autoComplete="off"
              data-autofocus
            />
          ) : (
            <PasswordInput
              label="Senha atual"
              {...form.getInputProps('senha')}
              autoComplete="current-password"
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar} disabled={form.submitting}>
              NÃO
            </Button>
            <Button
              color="red"
              onClick={() => confirmar()}
              loading={form.submitting}
              disabled={!podeConfirmar}
            >
              SIM
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
