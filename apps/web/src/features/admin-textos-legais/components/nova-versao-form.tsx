import {
  MENSAGENS_POLITICA,
  NOME_POLITICA,
  type TipoPolitica,
  type TNovaVersaoForm,
  ZNovaVersaoForm,
} from '@aprovei/shared/politica/politica.schemas';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { EditorRico } from '../../../components/admin/editor-rico';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { publicarVersao } from '../api/admin-textos-legais.api';

/**
 * A new version of the terms of use or the privacy policy, starting from the current text. Publishing
 * cannot be undone: everyone with an account is asked to accept it when they come back.
 */
export function NovaVersaoForm({
  tipo,
  textoAtual,
  onPublicada,
  onCancelar,
}: {
  tipo: TipoPolitica;
  textoAtual: string;
  onPublicada: () => Promise<void>;
  onCancelar: () => void;
}) {
  const form = useZodForm(ZNovaVersaoForm, {
    initialValues: { tipo, texto: textoAtual, resumo: '' } as TNovaVersaoForm,
  });

  const submit = form.onSubmit(async () => {
    const ok = await confirm(
      `Publicar a nova versão dos ${NOME_POLITICA[tipo]}? Todas as pessoas com conta vão precisar aceitá-la para continuar usando a plataforma.`,
    );
    if (!ok) return;
    try {
      await publicarVersao(form.getValues());
      await onPublicada();
      await showSuccess(MENSAGENS_POLITICA.publicada);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível publicar a versão.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Marcadores como {'{{EMPRESA_RAZAO_SOCIAL}}'}, {'{{EMPRESA_CNPJ}}'} e {'{{EMPRESA_ENDERECO}}'} são
          trocados pelos dados da empresa quando o texto é exibido.
        </Text>
        <EditorRico
          label="Texto"
          value={String(form.getValues().texto ?? '')}
          onChange={(html) => form.setValues({ texto: html })}
          error={form.errors.texto}
          minHeight={320}
        />
        <Textarea
          label="O que mudou (opcional)"
          description="Aparece para quem for aceitar a nova versão."
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('resumo')}
          value={form.getValues().resumo ?? ''}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            Publicar nova versão
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
