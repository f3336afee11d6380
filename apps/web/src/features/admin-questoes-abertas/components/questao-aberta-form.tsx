import { ARQUIVO_MAX_BYTES } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import {
  MENSAGENS_QUESTOES_ABERTAS_ADMIN as M,
  type TQuestaoAbertaAdmin,
  type TQuestaoAbertaCampos,
  type TQuestaoAbertaCamposInput,
  ZQuestaoAbertaCampos,
} from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { FileInput, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { showApiError } from '../../../components/dialogs';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  ERRO_QUESTOES_ABERTAS_ADMIN,
  pdfQuestaoAberta,
  temasAdminQueryOptions,
} from '../api/questoes-abertas-admin.api';
import { BotaoEnviar, opcoesPlataforma } from './comum';

const semId = undefined as unknown as number;

/**
 * An open question's form (spec: a title, a theme, an observation and the question's PDF, on one of the
 * product's platforms). A new question needs its PDF; an edit replaces it only when one is chosen.
 * `enviar` gets the checked fields and the chosen PDF; a refused file (413, 415) shows under its field.
 */
export function QuestaoAbertaForm({
  questao,
  enviar,
}: {
  questao?: TQuestaoAbertaAdmin;
  enviar: (campos: TQuestaoAbertaCampos, pdf: File | null) => Promise<unknown>;
}) {
  const temas = useQuery(temasAdminQueryOptions());
  const plataformas = opcoesPlataforma();
  const [pdf, setPdf] = useState<File | null>(null);
  const form = useZodForm(ZQuestaoAbertaCampos, {
    initialValues: {
      titulo: questao?.titulo ?? '',
      temaId: questao?.temaId ?? semId,
      plataformaId:
        questao?.plataformaId ?? (plataformas.length === 1 ? Number(plataformas[0]!.value) : semId),
      observacao: questao?.observacao ?? '',
    } satisfies TQuestaoAbertaCamposInput,
  });

  const submit = form.onSubmit(async (campos) => {
    if (!questao && !pdf) {
      form.setFieldError('arquivo', M.semPdf);
      return;
    }
    if (pdf && pdf.size > ARQUIVO_MAX_BYTES) {
      form.setFieldError('arquivo', 'O PDF passa de 10 MB.');
      return;
    }
    try {
      await enviar(campos, pdf);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 413 || error.status === 415))
        form.setFieldError('arquivo', (error.body as { mensagem?: string } | null)?.mensagem ?? M.soPdf);
      else if (!applyServerErrors(form, error)) await showApiError(error, ERRO_QUESTOES_ABERTAS_ADMIN.salvar);
    }
  });

  const numero = (campo: 'temaId' | 'plataformaId') => ({
    value: form.values[campo] ? String(form.values[campo]) : null,
    onChange: (v: string | null) => form.setFieldValue(campo, v ? Number(v) : semId),
    error: form.errors[campo],
  });

  const campoPdf = {
    value: pdf,
    onChange: (f: File | null) => {
      setPdf(f);
      form.clearFieldError('arquivo');
    },
    error: form.errors.arquivo,
    required: !questao,
    clearable: true,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Título" required {...form.getInputProps('titulo')} />
        <Textarea
          label="Observação"
          description="Aparece no cartão da questão, para o aluno"
          autosize
          {...form.getInputProps('observacao')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Tema"
            required
            searchable
            nothingFoundMessage="Nenhum tema com esse nome"
            data={(temas.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
            {...numero('temaId')}
          />
          <Select label="Plataforma" required data={plataformas} {...numero('plataformaId')} />
        </SimpleGrid>
        <FileInput
          label={questao ? 'Novo PDF (opcional)' : 'PDF da questão'}
          description="O enunciado que o aluno baixa, até 10 MB"
          accept="application/pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          {...campoPdf}
        />
        {questao && (
          <Group>
            <ArquivoButton
              carregar={() => pdfQuestaoAberta(questao.id)}
              erro={ERRO_QUESTOES_ABERTAS_ADMIN.arquivo}
              nomeArquivo={questao.nomeArquivo}
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              Abrir PDF atual
            </ArquivoButton>
          </Group>
        )}
        <BotaoEnviar enviando={form.submitting}>{questao ? 'Salvar' : 'Cadastrar questão'}</BotaoEnviar>
      </Stack>
    </form>
  );
}
