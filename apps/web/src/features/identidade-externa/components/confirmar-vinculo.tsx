import {
  NOME_PROVEDOR,
  type Provedor,
  ZConfirmarVinculoBody,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import type { TDesafioSegundoFator } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { showApiError } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import type { Session } from '../../../lib/session';
import { confirmarVinculo } from '../api/identidade-externa.api';

/**
 * An account already has the e-mail the provider vouches for: its owner proves it with the account's
 * password before the provider is linked (never merged silently).
 */
export function ConfirmarVinculo({
  provedor,
  ticket,
  emailMascarado,
  recuperarSenhaPath,
  onEntrou,
  onCancelar,
}: {
  provedor: Provedor;
  ticket: string;
  emailMascarado: string;
  recuperarSenhaPath: string;
  onEntrou: (entrada: Session | TDesafioSegundoFator) => void;
  onCancelar: () => void;
}) {
  const form = useZodForm(ZConfirmarVinculoBody, { initialValues: { ticket, senha: '' } });
  const enviar = form.onSubmit(async ({ senha }) => {
    try {
      onEntrou(await confirmarVinculo(ticket, senha));
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível vincular a conta. Tente novamente.');
    }
  });
  const nome = NOME_PROVEDOR[provedor];
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Text>
          Já existe uma conta com o e-mail <strong>{emailMascarado}</strong>. Para entrar com o {nome},
          confirme que ela é sua com a senha dessa conta: o {nome} ficará vinculado a ela.
        </Text>
        <PasswordInput
          label="Senha da conta"
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={128}
          {...form.getInputProps('senha')}
        />
        <Anchor component={Link} to={recuperarSenhaPath} size="sm">
          Esqueci minha senha
        </Anchor>
        <Group justify="space-between">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            Vincular e entrar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
