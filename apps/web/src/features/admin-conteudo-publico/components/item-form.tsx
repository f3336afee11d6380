import {
  ICONES_DESTAQUE,
  MENSAGENS_CONTEUDO_PUBLICO as M,
  NOME_ICONE,
  type TItemLanding,
  type TItemLandingForm,
  type TipoItemLanding,
  ZItemLandingForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { salvarItem } from '../api/conteudo-publico-admin.api';

const NOVO: Record<TipoItemLanding, TItemLandingForm> = {
  DESTAQUE: { tipo: 'DESTAQUE', visivel: true, dados: { titulo: '', texto: '', icone: 'questoes' } },
  APROVADO: {
    tipo: 'APROVADO',
    visivel: true,
    dados: { nome: '', aprovacao: '', ano: new Date().getFullYear() },
  },
  CONTADOR: {
    tipo: 'CONTADOR',
    visivel: true,
    dados: { rotulo: '', inicio: 0, fim: 1000, passo: 10, intervaloMs: 15, prefixo: '+', agrupar: true },
  },
};

/** A feature card's, an approved student's or a counter's form; the kind is fixed once created. */
export function ItemForm({
  tipo,
  item,
  onSalvo,
  onCancelar,
}: {
  tipo: TipoItemLanding;
  item?: TItemLanding;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const form = useZodForm(ZItemLandingForm, {
    initialValues: (item
      ? { tipo: item.tipo, dados: item.dados, visivel: item.visivel }
      : NOVO[tipo]) as TItemLandingForm,
  });
  const numero = (campo: string, label: string, extra: Record<string, unknown> = {}) => (
    <NumberInput
      label={label}
      allowDecimal={false}
      thousandSeparator="."
      decimalSeparator=","
      {...extra}
      {...form.getInputProps(`dados.${campo}`)}
    />
  );

  const submit = form.onSubmit(async () => {
    try {
      await salvarItem(item?.id ?? null, form.getValues());
      await onSalvo();
      await showSuccess(M.salvo);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o item.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {tipo === 'DESTAQUE' && (
          <>
            <TextInput label="Título" required {...form.getInputProps('dados.titulo')} />
            <Textarea label="Texto" required autosize minRows={2} {...form.getInputProps('dados.texto')} />
            <Select
              label="Ícone"
              allowDeselect={false}
              data={ICONES_DESTAQUE.map((i) => ({ value: i, label: NOME_ICONE[i] }))}
              {...form.getInputProps('dados.icone')}
            />
          </>
        )}
        {tipo === 'APROVADO' && (
          <>
            <TextInput label="Nome" required {...form.getInputProps('dados.nome')} />
            <TextInput
              label="Aprovação"
              description="Exemplo: Residência em Clínica Médica — Hospital Universitário"
              required
              {...form.getInputProps('dados.aprovacao')}
            />
            {numero('ano', 'Ano da aprovação', { min: 1950, max: 2100, thousandSeparator: undefined })}
          </>
        )}
        {tipo === 'CONTADOR' && (
          <>
            <TextInput
              label="Rótulo"
              description="O que o número conta"
              required
              {...form.getInputProps('dados.rotulo')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {numero('inicio', 'De (valor inicial)', { min: 0 })}
              {numero('fim', 'Até (valor final)', { min: 1 })}
              {numero('passo', 'Passo', { min: 1 })}
              {numero('intervaloMs', 'Intervalo (ms)', { min: 1, max: 5000 })}
            </SimpleGrid>
            <TextInput
              label="Prefixo"
              description="Até 3 caracteres, como +"
              {...form.getInputProps('dados.prefixo')}
            />
            <Switch
              label="Separar os milhares com ponto"
              {...form.getInputProps('dados.agrupar', { type: 'checkbox' })}
            />
          </>
        )}
        <Switch label="Aparece na página inicial" {...form.getInputProps('visivel', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {item ? 'Salvar' : 'Cadastrar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
