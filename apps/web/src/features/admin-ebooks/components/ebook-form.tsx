import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import {
  EBOOK_CAPA_MAX_BYTES,
  MENSAGENS_EBOOK_ADMIN,
  type TEbookAdminDetalhe,
  TIPOS_CAPA,
  ZEbookForm,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import {
  Button,
  FileInput,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoReais } from '../../../components/campo-reais';
import { showApiError } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { materiasQueryOptions } from '../api/admin-ebooks.api';

/**
 * The e-book form: its fields (the shared ZEbookForm), the PDF and the cover. A new e-book needs both
 * files; an edit sends them only when replaced. `enviar` gets the multipart body, fields first.
 */
export function EbookForm({
  ebook,
  enviar,
  onCancelar,
}: {
  ebook?: TEbookAdminDetalhe;
  enviar: (form: FormData) => Promise<unknown>;
  onCancelar: () => void;
}) {
  const materias = useQuery(materiasQueryOptions());
  const [pdf, setPdf] = useState<File | null>(null);
  const [capa, setCapa] = useState<File | null>(null);
  const form = useZodForm(ZEbookForm, {
    initialValues: {
      materiaId: ebook?.materia.id ?? (undefined as unknown as number),
      nome: ebook?.nome ?? '',
      autor: ebook?.autor ?? '',
      descricao: ebook?.descricao ?? '',
      valorCentavos: ebook?.valorCentavos ?? (undefined as unknown as number),
      paginasGratis: ebook?.paginasGratis ?? 0,
      ativo: ebook?.ativo ?? true,
    },
  });

  const submit = form.onSubmit(async (valores) => {
    const faltando: Record<string, string> = {};
    if (!ebook && !pdf) faltando.pdf = MENSAGENS_EBOOK_ADMIN.semPdf;
    if (!ebook && !capa) faltando.capa = MENSAGENS_EBOOK_ADMIN.semCapa;
    if (capa && capa.size > EBOOK_CAPA_MAX_BYTES) faltando.capa = MENSAGENS_EBOOK_ADMIN.capaGrande;
    if (Object.keys(faltando).length > 0) {
      form.setErrors(faltando);
      return;
    }
    const corpo = new FormData();
    for (const [campo, valor] of Object.entries(valores)) corpo.append(campo, String(valor));
    if (pdf) corpo.append('pdf', pdf);
    if (capa) corpo.append('capa', capa);
    try {
      await enviar(corpo);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o e-book.');
    }
  });

  const opcoes = (materias.data?.linhas ?? []).map((m) => ({
    value: String(m.id),
    label: m.paiNome ? `${m.nome} (${m.paiNome})` : m.nome,
  }));
  const preco = form.values.valorCentavos;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Título" required {...form.getInputProps('nome')} />
        <TextInput label="Autor" required {...form.getInputProps('autor')} />
        <Select
          label="Matéria"
          required
          searchable
          data={opcoes}
          value={form.values.materiaId ? String(form.values.materiaId) : null}
          onChange={(v) => form.setFieldValue('materiaId', v ? Number(v) : (undefined as unknown as number))}
          error={form.errors.materiaId}
        />
        <Textarea label="Descrição" required autosize minRows={3} {...form.getInputProps('descricao')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoReais
            label="Preço (R$)"
            required
            value={typeof preco === 'number' ? centavosParaReais(preco) : undefined}
            onChange={(reais) =>
              form.setFieldValue(
                'valorCentavos',
                reais === undefined ? (undefined as unknown as number) : reaisParaCentavos(reais),
              )
            }
            error={form.errors.valorCentavos}
          />
          <NumberInput
            label="Páginas grátis"
            description="As primeiras páginas que qualquer aluno pode ler"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('paginasGratis')}
          />
        </SimpleGrid>
        <FileInput
          label={ebook ? 'Novo PDF (opcional)' : 'PDF do e-book'}
          description="Até 20 MB"
          accept="application/pdf"
          clearable
          required={!ebook}
          value={pdf}
          onChange={setPdf}
          error={form.errors.pdf}
        />
        <Group align="flex-end" wrap="nowrap">
          <FileInput
            style={{ flex: 1 }}
            label={ebook ? 'Nova capa (opcional)' : 'Capa'}
            description="PNG, JPEG ou WebP, até 350 KB"
            accept={TIPOS_CAPA.join(',')}
            clearable
            required={!ebook}
            value={capa}
            onChange={setCapa}
            error={form.errors.capa}
          />
          {ebook && !capa && <Image src={ebook.capa} alt="Capa atual" h={72} w="auto" radius="sm" />}
        </Group>
        <Switch label="À venda na loja" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {ebook ? 'Salvar' : 'Cadastrar e-book'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
