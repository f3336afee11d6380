import {
  MENSAGENS_NEGOCIO,
  PRODUTO_ARQUIVO_MAX_BYTES,
  type TProdutoAdmin,
  type TProdutoForm,
  ZProdutoForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import {
  Button,
  FileInput,
  Group,
  MultiSelect,
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
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { salvarProduto, todosOsPlanosQueryOptions } from '../api/admin-negocio.api';

export const NOMES_ENTREGA = {
  ENVIOS_QUESTAO_ABERTA: 'Pacote de envios de questão aberta',
  SERVICO: 'Serviço (instruções por e-mail)',
  ARQUIVO: 'Arquivo PDF',
} as const;

/**
 * An add-on product's form: a send pack (its sends granted when the order is paid), a service (its
 * instructions e-mailed) or a file (a PDF its buyers download), and the plans it is offered with. The
 * delivery type is chosen once; a file product is created with its file, which can then be replaced.
 */
export function ProdutoForm({
  produto,
  onSalvo,
  onCancelar,
}: {
  produto?: TProdutoAdmin;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const planos = useQuery(todosOsPlanosQueryOptions());
  const [arquivo, setArquivo] = useState<File | null>(null);
  const form = useZodForm(ZProdutoForm, {
    initialValues: {
      nomeProduto: produto?.nomeProduto ?? '',
      descricao: produto?.descricao ?? '',
      valorCentavos: produto?.valorCentavos ?? (undefined as unknown as number),
      duracaoMeses: produto?.duracaoMeses ?? 12,
      ativo: produto?.ativo ?? true,
      tipoEntrega: produto?.tipoEntrega ?? 'ENVIOS_QUESTAO_ABERTA',
      enviosQuestaoAberta: produto?.enviosQuestaoAberta ?? 5,
      instrucoes: produto?.instrucoes ?? '',
      idsPlanos: produto?.idsPlanos ?? [],
    } as TProdutoForm,
  });
  const v = form.values;
  const tipos = produto
    ? [{ value: produto.tipoEntrega, label: NOMES_ENTREGA[produto.tipoEntrega] }]
    : (['ENVIOS_QUESTAO_ABERTA', 'SERVICO', 'ARQUIVO'] as const).map((t) => ({
        value: t,
        label: NOMES_ENTREGA[t],
      }));

  const submit = form.onSubmit(async () => {
    const deArquivo = form.getValues().tipoEntrega === 'ARQUIVO';
    const falta = !produto && deArquivo && !arquivo;
    if (falta || (arquivo && arquivo.size > PRODUTO_ARQUIVO_MAX_BYTES)) {
      form.setFieldError(
        'arquivo',
        falta ? MENSAGENS_NEGOCIO.arquivoObrigatorio : MENSAGENS_NEGOCIO.arquivoGrande,
      );
      return;
    }
    try {
      await salvarProduto(produto?.id ?? null, form.getValues(), deArquivo ? arquivo : null);
      await onSalvo();
      await showSuccess(produto ? MENSAGENS_NEGOCIO.produtoSalvo : MENSAGENS_NEGOCIO.produtoCriado);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o produto.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Entrega"
          data={tipos}
          value={v.tipoEntrega}
          allowDeselect={false}
          disabled={produto !== undefined}
          onChange={(t) => form.setFieldValue('tipoEntrega', (t ?? 'SERVICO') as TProdutoForm['tipoEntrega'])}
        />
        <TextInput label="Nome do produto" required {...form.getInputProps('nomeProduto')} />
        <Textarea label="Descrição" autosize minRows={2} {...form.getInputProps('descricao')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoReais
            label="Preço (R$)"
            required
            value={v.valorCentavos}
            onChange={(c) => form.setFieldValue('valorCentavos', c as number)}
            error={form.errors.valorCentavos}
          />
          <NumberInput
            label="Duração (meses)"
            min={1}
            max={60}
            allowDecimal={false}
            {...form.getInputProps('duracaoMeses')}
          />
        </SimpleGrid>
        {v.tipoEntrega === 'ENVIOS_QUESTAO_ABERTA' && (
          <NumberInput
            label="Envios de questão aberta"
            description="Liberados ao aluno assim que o pedido é pago"
            required
            min={1}
            max={1000}
            allowDecimal={false}
            value={v.enviosQuestaoAberta ?? ''}
            onChange={(n) => form.setFieldValue('enviosQuestaoAberta', typeof n === 'number' ? n : null)}
            error={form.errors.enviosQuestaoAberta}
          />
        )}
        {v.tipoEntrega === 'SERVICO' && (
          <Textarea
            label="Instruções"
            description="Enviadas por e-mail depois do pagamento"
            autosize
            minRows={3}
            {...form.getInputProps('instrucoes')}
          />
        )}
        {v.tipoEntrega === 'ARQUIVO' && (
          <FileInput
            label={produto ? 'Novo arquivo PDF (opcional)' : 'Arquivo PDF'}
            description={
              produto?.arquivoNome
                ? `Atual: ${produto.arquivoNome}. Um novo substitui o atual para quem já comprou. PDF de até ${PRODUTO_ARQUIVO_MAX_BYTES / (1024 * 1024)} MB`
                : `O que o aluno baixa em Meus produtos depois de pagar. PDF de até ${PRODUTO_ARQUIVO_MAX_BYTES / (1024 * 1024)} MB`
            }
            accept="application/pdf"
            clearable
            required={!produto}
            value={arquivo}
            onChange={(f) => {
              setArquivo(f);
              form.clearFieldError('arquivo');
            }}
            error={form.errors.arquivo}
          />
        )}
        <MultiSelect
          label="Oferecido com os planos"
          description="Vazio: oferecido com todos os planos da plataforma. Quem tem um destes planos também compra um pacote de envios avulso."
          placeholder="Todos os planos"
          searchable
          clearable
          data={(planos.data?.linhas ?? []).map((p) => ({
            value: String(p.id),
            label: p.plataforma ? `${p.nomePlano} (${p.plataforma})` : p.nomePlano,
          }))}
          value={(v.idsPlanos ?? []).map(String)}
          onChange={(ids) => form.setFieldValue('idsPlanos', ids.map(Number))}
          error={form.errors.idsPlanos}
        />
        <Switch label="À venda no checkout" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {produto ? 'Salvar' : 'Cadastrar produto'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
