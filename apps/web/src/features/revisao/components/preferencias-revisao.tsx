import { type TPreferenciaRevisao, ZPreferenciaRevisao } from '@aprovei/shared/revisao/revisao.schemas';
import { Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { revisaoKeys } from '../api/keys';
import { preferenciasQueryOptions, salvarPreferencias } from '../api/revisao.api';

const HORAS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

/**
 * The student's exam date (no review is scheduled past it; the last weeks bring back what would fall
 * after it) and the daily e-mail 'Você tem N revisões hoje' at the hour she picks (issue 24 §1).
 */
export function PreferenciasRevisao() {
  const preferencias = useQuery(preferenciasQueryOptions());
  if (!preferencias.data) return null;
  return <Formulario atual={preferencias.data} />;
}

function Formulario({ atual }: { atual: TPreferenciaRevisao }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ZPreferenciaRevisao, { initialValues: atual });
  const v = form.getValues();

  const enviar = form.onSubmit(async (valores) => {
    try {
      const salvas = await salvarPreferencias(valores);
      queryClient.setQueryData(revisaoKeys.preferencias(), salvas);
      // The exam date moves what is due: today's queue and its count are read again.
      await queryClient.invalidateQueries({ queryKey: revisaoKeys.all });
      await showSuccess('Preferências das revisões salvas.');
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível salvar as preferências.');
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="preferencias-revisao">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="preferencias-revisao">
            Preferências das revisões
          </Title>
          <TextInput
            type="date"
            label="Data da sua prova"
            description="Nenhuma revisão fica para depois dela; nas últimas semanas volta o que cairia depois."
            value={v.dataProva ?? ''}
            onChange={(e) => form.setFieldValue('dataProva', e.currentTarget.value || null)}
            error={form.errors.dataProva}
          />
          <Switch
            label="Receber por e-mail, uma vez por dia, quantas revisões tenho"
            {...form.getInputProps('emailDiario', { type: 'checkbox' })}
          />
          {v.emailDiario && (
            <Select
              label="Horário do e-mail"
              data={HORAS}
              allowDeselect={false}
              value={String(v.horaEmail)}
              onChange={(h) => form.setFieldValue('horaEmail', Number(h ?? 8))}
              error={form.errors.horaEmail}
            />
          )}
          <Text size="sm" c="dimmed">
            O e-mail só sai nos dias em que há revisões; o link dele desliga o envio com um clique.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Salvar preferências
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
