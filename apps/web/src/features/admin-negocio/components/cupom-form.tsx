import { CUPOM_MAX } from '@aprovei/shared/assinatura/cupom.rules';
import {
  diaNoBrasil,
  inicioDoDia,
  MENSAGENS_NEGOCIO,
  NOME_ESCOPO_CUPOM,
  type TCupomAdmin,
  type TCupomForm,
  ZCupomForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CamposPeriodo } from '../../../components/admin/campos-periodo';
import { CampoReais } from '../../../components/campo-reais';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { salvarCupom, todosOsPlanosQueryOptions } from '../api/admin-negocio.api';

const ESCOPOS = Object.entries(NOME_ESCOPO_CUPOM).map(([value, label]) => ({ value, label }));

/**
 * A coupon's form: the code (uppercase letters and spaces, as buyers type it), a fixed amount or a
 * percentage, where it applies, its days of validity (Brazil's time) and its limits (empty: none).
 */
export function CupomForm({
  cupom,
  onSalvo,
  onCancelar,
}: {
  cupom?: TCupomAdmin;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const planos = useQuery(todosOsPlanosQueryOptions());
  const form = useZodForm(ZCupomForm, {
    initialValues: {
      codigo: cupom?.codigo ?? '',
      tipo: cupom?.tipo ?? 'PERCENTUAL',
      valorCentavos: cupom?.valorCentavos ?? null,
      pontosBase: cupom?.pontosBase ?? null,
      escopo: cupom?.escopo ?? 'PLANOS',
      idsPlanos: cupom?.idsPlanos ?? [],
      validoDe: cupom?.validoDe ?? inicioDoDia(diaNoBrasil(new Date())),
      validoAte: cupom?.validoAte ?? null,
      limiteUsos: cupom?.limiteUsos ?? null,
      limiteUsosPorCpf: cupom?.limiteUsosPorCpf ?? null,
    } as TCupomForm,
  });
  const v = form.values;
  const limite = (campo: 'limiteUsos' | 'limiteUsosPorCpf', label: string) => (
    <NumberInput
      label={label}
      placeholder="Sem limite"
      min={1}
      allowDecimal={false}
      value={v[campo] ?? ''}
      onChange={(n) => form.setFieldValue(campo, typeof n === 'number' ? n : null)}
      error={form.errors[campo]}
    />
  );

  const submit = form.onSubmit(async () => {
    try {
      await salvarCupom(cupom?.id ?? null, form.getValues());
      await onSalvo();
      await showSuccess(cupom ? MENSAGENS_NEGOCIO.cupomSalvo : MENSAGENS_NEGOCIO.cupomCriado);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar o cupom.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Código"
          description={`Até ${CUPOM_MAX} letras, sem números; espaços entre palavras`}
          required
          maxLength={CUPOM_MAX + 10}
          {...form.getInputProps('codigo')}
          onChange={(e) => form.setFieldValue('codigo', e.currentTarget.value.toLocaleUpperCase('pt-BR'))}
        />
        <SegmentedControl
          aria-label="Tipo de desconto"
          data={[
            { value: 'PERCENTUAL', label: 'Percentual' },
            { value: 'VALOR_FIXO', label: 'Valor fixo' },
          ]}
          value={v.tipo}
          onChange={(t) => form.setFieldValue('tipo', t as TCupomForm['tipo'])}
        />
        {v.tipo === 'PERCENTUAL' ? (
          <NumberInput
            label="Desconto (%)"
            required
            min={0.01}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            value={v.pontosBase === null || v.pontosBase === undefined ? '' : v.pontosBase / 100}
            onChange={(n) =>
              form.setFieldValue('pontosBase', typeof n === 'number' ? Math.round(n * 100) : null)
            }
            error={form.errors.pontosBase}
          />
        ) : (
          <CampoReais
            label="Desconto (R$)"
            required
            value={v.valorCentavos}
            onChange={(c) => form.setFieldValue('valorCentavos', c ?? null)}
            error={form.errors.valorCentavos}
          />
        )}
        <Select
          label="Vale para"
          data={ESCOPOS}
          allowDeselect={false}
          value={v.escopo}
          onChange={(e) => form.setFieldValue('escopo', (e ?? 'AMBOS') as TCupomForm['escopo'])}
        />
        {v.escopo === 'PLANOS' && (
          <MultiSelect
            label="Planos"
            required
            searchable
            data={(planos.data?.linhas ?? []).map((p) => ({
              value: String(p.id),
              label: p.plataforma ? `${p.nomePlano} (${p.plataforma})` : p.nomePlano,
            }))}
            value={(v.idsPlanos ?? []).map(String)}
            onChange={(ids) => form.setFieldValue('idsPlanos', ids.map(Number))}
            error={form.errors.idsPlanos}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CamposPeriodo
            rotulos={['Válido de', 'Válido até']}
            semFim="Vazio: sem fim"
            inicio={v.validoDe}
            fim={v.validoAte}
            onInicio={(d) => form.setFieldValue('validoDe', d)}
            onFim={(d) => form.setFieldValue('validoAte', d)}
            erros={[form.errors.validoDe, form.errors.validoAte]}
          />
          {limite('limiteUsos', 'Limite de usos')}
          {limite('limiteUsosPorCpf', 'Limite por CPF')}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            {cupom ? 'Salvar' : 'Cadastrar cupom'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
