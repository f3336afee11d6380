import { MENSAGEM_SEM_ARQUIVO_CORRECAO } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { type TRespostaNaFila, ZCorrecaoCampos } from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { questaoAbertaKeys } from '../api/keys';
import { ERRO_QUESTAO_ABERTA, enviarCorrecao, fallbackDoEnvio } from '../api/questao-aberta.api';
import { ArquivoDropzone } from './arquivo-dropzone';

/** The teacher's correction of one answer: the correction file, a written comment and the score. */
export function CorrecaoForm({ resposta }: { resposta: TRespostaNaFila }) {
  const queryClient = useQueryClient();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [semArquivo, setSemArquivo] = useState(false);
  const form = useZodForm(ZCorrecaoCampos, {
    initialValues: { comentario: '', nota: '' as unknown as number },
  });
  const submit = form.onSubmit(async (campos) => {
    if (!arquivo) {
      setSemArquivo(true);
      return;
    }
    try {
      const r = await enviarCorrecao(resposta.id, campos, arquivo);
      await queryClient.invalidateQueries({ queryKey: questaoAbertaKeys.fila() });
      void showSuccess(r.mensagem);
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, fallbackDoEnvio(error, ERRO_QUESTAO_ABERTA.corrigir));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Correção da resposta ${resposta.id}`}>
      <Stack gap="sm">
        <ArquivoDropzone
          label="Arquivo da correção"
          arquivo={arquivo}
          onChange={(f) => {
            setArquivo(f);
            setSemArquivo(false);
          }}
        />
        {semArquivo && (
          <Text c="red" size="sm" role="alert">
            {MENSAGEM_SEM_ARQUIVO_CORRECAO}
          </Text>
        )}
        <Textarea
          label="Comentário"
          required
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('comentario')}
        />
        <Group align="flex-end" justify="space-between">
          <NumberInput
            label="Nota"
            required
            min={0}
            max={10}
            step={0.5}
            decimalScale={1}
            decimalSeparator=","
            w={140}
            {...form.getInputProps('nota')}
          />
          <Button type="submit" loading={form.submitting}>
            Enviar correção
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
