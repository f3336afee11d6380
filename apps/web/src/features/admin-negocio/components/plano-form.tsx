import {
  MENSAGENS_NEGOCIO,
  type TPlanoAdminDetalhe,
  type TPlanoForm,
  ZPlanoForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CampoReais } from '../../../components/campo-reais';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { opcoesPlanoQueryOptions, salvarPlano } from '../api/admin-negocio.api';

const NOVO: TPlanoForm = {
  plataformaId: null,
  nomePlano: '',
  descricao: '',
  descricaoDetalhada: '',
  valorIntegralCentavos: undefined as unknown as number,
  valorOriginalCentavos: undefined as unknown as number,
  mensagemDesconto: null,
  maxParcelas: 12,
  duracaoMeses: 12,
  funcionalidadesIds: [],
  ordem: 0,
  ehDestaque: false,
  tipoPlano: 'N',
  planoEnare: false,
  acessoCompleto: true,
  enviosQuestaoAberta: 0,
  ativo: true,
};

const TIPOS = [
  { value: 'N', label: 'Comum' },
  { value: 'P', label: "Prova nacional ('P'): compra sem checar plano ativo" },
];

/** A plan's form (new or edit): price, instalments, duration, features, order, highlight, type, on sale. */
export function PlanoForm({
  plano,
  onSalvo,
  onCancelar,
}: {
  plano?: TPlanoAdminDetalhe;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const opcoes = useQuery(opcoesPlanoQueryOptions());
  const { id: _, ...atual } = plano ?? { id: 0, ...NOVO };
  const form = useZodForm(ZPlanoForm, { initialValues: atual as TPlanoForm });
  const v = form.values;

  const submit = form.onSubmit(async () => {
    try {
      await salvarPlano(plano?.id ?? null, form.getValues());
      await onSalvo();
      await showSuccess(plano ? MENSAGENS_NEGOCIO.planoSalvo : MENSAGENS_NEGOCIO.planoCriado);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o plano.');
    }
  });
  const inteiro = (campo: keyof TPlanoForm) => form.getInputProps(campo);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Nome do plano" required {...form.getInputProps('nomePlano')} />
        <Select
          label="Plataforma"
          data={[
            { value: '', label: 'Todas as plataformas' },
            ...(opcoes.data?.plataformas ?? []).map((p) => ({ value: String(p.id), label: p.nome })),
          ]}
          value={v.plataformaId === null ? '' : String(v.plataformaId)}
          onChange={(x) => form.setFieldValue('plataformaId', x ? Number(x) : null)}
          allowDeselect={false}
          error={form.errors.plataformaId}
        />
        <Textarea label="Descrição" required autosize minRows={2} {...form.getInputProps('descricao')} />
        <Textarea
          label="Descrição detalhada"
          autosize
          minRows={2}
          {...form.getInputProps('descricaoDetalhada')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoReais
            label="Preço (R$)"
            required
            value={v.valorIntegralCentavos}
            onChange={(c) => form.setFieldValue('valorIntegralCentavos', c as number)}
            error={form.errors.valorIntegralCentavos}
          />
          <CampoReais
            label="Preço original (R$)"
            description="Riscado no card quando maior que o preço"
            required
            value={v.valorOriginalCentavos}
            onChange={(c) => form.setFieldValue('valorOriginalCentavos', c as number)}
            error={form.errors.valorOriginalCentavos}
          />
        </SimpleGrid>
        <TextInput
          label="Mensagem de desconto"
          value={v.mensagemDesconto ?? ''}
          onChange={(e) => form.setFieldValue('mensagemDesconto', e.currentTarget.value || null)}
          error={form.errors.mensagemDesconto}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            label="Parcelas (até)"
            min={1}
            max={24}
            allowDecimal={false}
            {...inteiro('maxParcelas')}
          />
          <NumberInput
            label="Duração (meses)"
            min={1}
            max={60}
            allowDecimal={false}
            {...inteiro('duracaoMeses')}
          />
          <NumberInput label="Ordem" min={0} max={1000} allowDecimal={false} {...inteiro('ordem')} />
          <NumberInput
            label="Envios de questão aberta"
            min={0}
            max={1000}
            allowDecimal={false}
            {...inteiro('enviosQuestaoAberta')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Funcionalidades"
          data={(opcoes.data?.funcionalidades ?? []).map((f) => ({ value: String(f.id), label: f.nome }))}
          value={v.funcionalidadesIds.map(String)}
          onChange={(ids) => form.setFieldValue('funcionalidadesIds', ids.map(Number))}
          error={form.errors.funcionalidadesIds}
          clearable
        />
        <Select
          label="Tipo"
          data={TIPOS}
          allowDeselect={false}
          value={v.tipoPlano}
          onChange={(x) => form.setFieldValue('tipoPlano', (x ?? 'N') as 'N' | 'P')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Switch label="Destaque" {...form.getInputProps('ehDestaque', { type: 'checkbox' })} />
          <Switch label="À venda" {...form.getInputProps('ativo', { type: 'checkbox' })} />
          <Switch label="Acesso completo" {...form.getInputProps('acessoCompleto', { type: 'checkbox' })} />
          <Switch
            label="Simulado nacional (ENARE)"
            {...form.getInputProps('planoEnare', { type: 'checkbox' })}
          />
        </SimpleGrid>
        {plano?.ativo && !v.ativo && (
          <Text size="sm" c="dimmed">
            Retirado, o plano sai da vitrine e do checkout; quem já o tem continua com acesso e renovação.
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {plano ? 'Salvar' : 'Cadastrar plano'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
