import {
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TDepoimentoAdmin,
  type TDepoimentoForm,
  ZDepoimentoForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { salvarDepoimento } from '../api/conteudo-publico-admin.api';

/** A testimonial's form; its portrait is drawn from the name's initials on the server. */
export function DepoimentoForm({
  depoimento,
  onSalvo,
  onCancelar,
}: {
  depoimento?: TDepoimentoAdmin;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const form = useZodForm(ZDepoimentoForm, {
    initialValues: {
      nome: depoimento?.nome ?? '',
      cargo: depoimento?.cargo ?? '',
      depoimento: depoimento?.depoimento ?? '',
      todosOsProdutos: depoimento?.todosOsProdutos ?? false,
      visivel: depoimento?.visivel ?? true,
    } as TDepoimentoForm,
  });
  const submit = form.onSubmit(async () => {
    try {
      await salvarDepoimento(depoimento?.id ?? null, form.getValues());
      await onSalvo();
      await showSuccess(M.salvo);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o depoimento.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Nome" required {...form.getInputProps('nome')} />
        <TextInput label="Cargo ou aprovação" required {...form.getInputProps('cargo')} />
        <Textarea
          label="Depoimento"
          required
          autosize
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('depoimento')}
        />
        <Switch
          label="Mostrar em todos os produtos"
          {...form.getInputProps('todosOsProdutos', { type: 'checkbox' })}
        />
        <Switch label="Aparece na página inicial" {...form.getInputProps('visivel', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {depoimento ? 'Salvar' : 'Cadastrar depoimento'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
