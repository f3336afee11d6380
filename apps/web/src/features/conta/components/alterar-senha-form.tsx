import { ZAlterarSenhaBody, ZGerarCodigoBody } from '@aprovei/shared/conta/conta.schemas';
import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { Alert, Button, Group, PasswordInput, Stepper, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { MASCARAS, MaskedInput } from '../../../components/masked-input';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { alterarSenha, gerarCodigoSenha } from '../api/conta.api';

const digitos = (value: string) => value.replace(/\D/g, '');

/**
 * 'Altere sua senha' (spec doc 1 §2.4): CPF → code e-mailed + new password → 'Concluído'. Used for
 * the signed-in change and for "forgot my password" alike.
 */
export function AlterarSenhaForm({
  cpfInicial = '',
  onConcluir,
}: {
  cpfInicial?: string;
  onConcluir: () => void;
}) {
  const [passo, setPasso] = useState(0);
  const [aviso, setAviso] = useState<string | null>(null);
  const pedido = useZodForm(ZGerarCodigoBody, {
    initialValues: { cpf: formatCpf(cpfInicial) },
  });
  // `login` is the CPF of the first step, set when the code is sent.
  const troca = useZodForm(ZAlterarSenhaBody, {
    initialValues: { login: '', codigo: '', senhaNova: '', confirmacaoSenhaNova: '' },
    masks: { codigo: digitos },
  });
  const enviando = pedido.submitting || troca.submitting;

  const pedirCodigo = pedido.onSubmit(async ({ cpf }) => {
    try {
      const { mensagem } = await gerarCodigoSenha(cpf);
      setAviso(mensagem);
      troca.setFieldValue('login', cpf);
      setPasso(1);
    } catch (error) {
      if (!applyServerErrors(pedido, error)) await showApiError(error);
    }
  });

  const trocar = troca.onSubmit(async (body) => {
    try {
      await alterarSenha(body);
      setPasso(2);
    } catch (error) {
      if (!applyServerErrors(troca, error)) await showApiError(error);
    }
  });

  return (
    <Stepper active={passo} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label="CPF">
        <form noValidate onSubmit={pedirCodigo}>
          <MaskedInput
            mt="md"
            label="CPF"
            mask={MASCARAS.cpf}
            placeholder="###.###.###-##"
            inputMode="numeric"
            required
            {...pedido.getInputProps('cpf')}
          />
          <Group justify="flex-end" mt="lg">
            <Button type="submit" loading={enviando}>
              Avançar
            </Button>
          </Group>
        </form>
      </Stepper.Step>
      <Stepper.Step label="Código e nova senha">
        <form noValidate onSubmit={trocar}>
          {aviso && (
            <Alert mt="md" color="blue" variant="light" role="status">
              {aviso}
            </Alert>
          )}
          <TextInput
            mt="md"
            label="Código"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...troca.getInputProps('codigo')}
          />
          <PasswordInput
            mt="md"
            label="Nova senha"
            description="Pelo menos 8 caracteres."
            autoComplete="new-password"
            required
            maxLength={128}
            {...troca.getInputProps('senhaNova')}
          />
          <PasswordInput
            mt="md"
            label="Confirme a nova senha"
            autoComplete="new-password"
            required
            maxLength={128}
            {...troca.getInputProps('confirmacaoSenhaNova')}
          />
          <Group justify="space-between" mt="lg">
            <Button variant="default" onClick={() => pedirCodigo()} disabled={enviando}>
              Reenviar código
            </Button>
            <Button type="submit" loading={enviando}>
              Avançar
            </Button>
          </Group>
        </form>
      </Stepper.Step>
      <Stepper.Completed>
        <Group mt="md" gap="sm" wrap="nowrap">
          <IconCircleCheck size={32} color="var(--mantine-color-green-7)" aria-hidden />
          <div>
            <Text fw={700} size="lg">
              Concluído
            </Text>
            <Text>Sua senha foi alterada. Use a nova senha para entrar.</Text>
          </div>
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button onClick={onConcluir}>Voltar ao início</Button>
        </Group>
      </Stepper.Completed>
    </Stepper>
  );
}
