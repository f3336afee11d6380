import { NOMES_PLATAFORMA, PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { NOMES_PARTE, PARTES_POR_TIPO, type TipoSimulado } from '@aprovei/shared/simulados/simulados.rules';
import {
  paraCampoDataHora,
  type TSimuladoAdmin,
  type TSimuladoAdminBody,
  type TSimuladoAdminForm,
  ZSimuladoAdminForm,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { showApiError } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { ERROS_ADMIN_SIMULADOS, pacotesAdminQueryOptions } from '../api/admin-simulados.api';

const PLATAFORMAS = [PLATAFORMA.RESIDENCIA, PLATAFORMA.CONCURSO].map((p) => ({
  value: String(p),
  label: NOMES_PLATAFORMA[p],
}));

function valoresIniciais(s?: TSimuladoAdmin): TSimuladoAdminForm {
  if (!s)
    return {
      nome: '',
      plataformaId: String(PLATAFORMA.RESIDENCIA),
      tipo: 'ENARE',
      dataLiberacao: paraCampoDataHora(new Date().toISOString()),
      duracaoMinutos: '',
      idPacote: null,
      gratuito: false,
      pesos: { SUS: 1, ESPECIFICO: 1, GERAL: 1 },
    };
  return {
    nome: s.nome,
    plataformaId: String(s.plataformaId),
    tipo: s.tipo,
    dataLiberacao: paraCampoDataHora(s.dataLiberacao),
    duracaoMinutos: s.duracaoMinutos ?? '',
    idPacote: s.idPacote === null ? null : String(s.idPacote),
    gratuito: s.gratuito,
    pesos: { ...s.pesos },
  };
}

/**
 * The mock's own fields: name, platform, type (its parts' weights follow it), release in Brasília time,
 * time limit, package or free. Disabled once students answered it (the API refuses too, 409).
 */
export function FormSimulado({
  simulado,
  bloqueado = false,
  onSalvar,
}: {
  simulado?: TSimuladoAdmin;
  bloqueado?: boolean;
  onSalvar: (b: TSimuladoAdminBody) => Promise<void>;
}) {
  const form = useZodForm(ZSimuladoAdminForm, { initialValues: valoresIniciais(simulado) });
  const plataformaId = Number(form.values.plataformaId);
  const pacotes = useQuery(
    pacotesAdminQueryOptions({ plataformaId, porPagina: 100, ordem: 'nome', direcao: 'asc' }),
  );
  const tipo = form.values.tipo as TipoSimulado;
  const partes = PARTES_POR_TIPO[tipo] ?? [];

  const submit = form.onSubmit(async (body) => {
    try {
      await onSalvar(body);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, ERROS_ADMIN_SIMULADOS.salvar);
    }
  });

  const mudarTipo = (v: string | null) => {
    if (!v) return;
    form.setFieldValue('tipo', v);
    form.setFieldValue(
      'pesos',
      Object.fromEntries(PARTES_POR_TIPO[v as TipoSimulado].map((p) => [p, form.values.pesos[p] ?? 1])),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Dados do simulado">
      <fieldset disabled={bloqueado} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <TextInput label="Nome" required {...form.getInputProps('nome')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Plataforma"
              required
              data={PLATAFORMAS}
              allowDeselect={false}
              {...form.getInputProps('plataformaId')}
            />
            <Select
              label="Tipo"
              required
              data={['ENARE', 'FUVEST']}
              allowDeselect={false}
              {...form.getInputProps('tipo')}
              onChange={mudarTipo}
            />
            <TextInput
              type="datetime-local"
              label="Liberação (horário de Brasília)"
              required
              {...form.getInputProps('dataLiberacao')}
            />
            <NumberInput
              label="Tempo limite (minutos)"
              description="Em branco: sem limite"
              min={1}
              max={1440}
              allowDecimal={false}
              {...form.getInputProps('duracaoMinutos')}
            />
            <Select
              label="Pacote"
              placeholder="Nenhum (avulso)"
              clearable
              data={(pacotes.data?.linhas ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
              {...form.getInputProps('idPacote')}
            />
            <Switch
              mt={{ sm: 'xl' }}
              label="Gratuito (todo aluno pode fazer)"
              {...form.getInputProps('gratuito', { type: 'checkbox' })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {partes.map((p) => (
              <NumberInput
                key={p}
                label={`Peso ${NOMES_PARTE[p]} (pontos por acerto)`}
                min={0}
                max={100}
                allowDecimal={false}
                {...form.getInputProps(`pesos.${p}`)}
              />
            ))}
          </SimpleGrid>
          {!bloqueado && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {simulado ? 'Salvar dados' : 'Criar rascunho'}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
