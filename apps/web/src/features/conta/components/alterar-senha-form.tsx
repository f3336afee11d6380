import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.messages';
import { formatCpf, isValidCpf, onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { MENSAGENS_SENHA, problemaSenha } from '@aprovei/shared/conta/senha.rules';
import { Alert, Button, Group, PasswordInput, Stepper, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { fieldErrors } from '../../../lib/field-errors';
import { alterarSenha, gerarCodigoSenha } from '../api/conta.api';

type Erros = Partial<Record<'cpf' | 'codigo' | 'senhaNova' | 'confirmacaoSenhaNova', string>>;

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
  const [cpf, setCpf] = useState(formatCpf(cpfInicial));
  const [codigo, setCodigo] = useState('');
  const [senhaNova, setSenhaNova] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const pedirCodigo = async () => {
    if (!isValidCpf(cpf)) {
      setErros({ cpf: onlyDigits(cpf) ? MENSAGENS_CONTA.cpfInvalido : MENSAGENS_CONTA.cpfAusente });
      return;
    }
    setEnviando(true);
    try {
      const { mensagem } = await gerarCodigoSenha(onlyDigits(cpf));
      setAviso(mensagem);
      setErros({});
      setPasso(1);
    } catch (error) {
      const campos = fieldErrors(error);
      if (campos.cpf) setErros({ cpf: campos.cpf });
      else await showApiError(error);
    } finally {
      setEnviando(false);
    }
  };

  const trocar = async () => {
    const novos: Erros = {};
    if (!/^\d{6}$/.test(codigo.trim())) novos.codigo = MENSAGENS_CONTA.codigoFormato;
    const problema = problemaSenha(senhaNova, { cpf });
    if (problema) novos.senhaNova = problema;
    if (senhaNova !== confirmacao) novos.confirmacaoSenhaNova = MENSAGENS_SENHA.confirmacao;
    setErros(novos);
    if (Object.keys(novos).length) return;
    setEnviando(true);
    try {
      await alterarSenha({
        login: onlyDigits(cpf),
        codigo: codigo.trim(),
        senhaNova,
        confirmacaoSenhaNova: confirmacao,
      });
      setPasso(2);
    } catch (error) {
      const campos = fieldErrors(error);
      if (Object.keys(campos).length) setErros(campos);
      else await showApiError(error);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Stepper active={passo} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label="CPF">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pedirCodigo();
          }}
        >
          <TextInput
            mt="md"
            label="CPF"
            placeholder="###.###.###-##"
            inputMode="numeric"
            required
            value={cpf}
            error={erros.cpf}
            onChange={(e) => {
              setCpf(formatCpf(e.currentTarget.value));
              setErros({});
            }}
          />
          <Group justify="flex-end" mt="lg">
            <Button type="submit" loading={enviando}>
              Avançar
            </Button>
          </Group>
        </form>
      </Stepper.Step>
      <Stepper.Step label="Código e nova senha">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void trocar();
          }}
        >
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
            value={codigo}
            error={erros.codigo}
            onChange={(e) => setCodigo(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <PasswordInput
            mt="md"
            label="Nova senha"
            description="Pelo menos 8 caracteres."
            autoComplete="new-password"
            required
            maxLength={128}
            value={senhaNova}
            error={erros.senhaNova}
            onChange={(e) => setSenhaNova(e.currentTarget.value)}
          />
          <PasswordInput
            mt="md"
            label="Confirme a nova senha"
            autoComplete="new-password"
            required
            maxLength={128}
            value={confirmacao}
            error={erros.confirmacaoSenhaNova}
            onChange={(e) => setConfirmacao(e.currentTarget.value)}
          />
          <Group justify="space-between" mt="lg">
            <Button variant="default" onClick={() => void pedirCodigo()} disabled={enviando}>
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
