import {
  MENSAGENS_CALCULADORA_ADMIN,
  type TCalculadoraAdminDetalhe,
  ZCalculadoraEdicao,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { ADMIN_ROUTES } from '../../../config/admin-paths';
import { instituicoesQueryOptions } from '../../../lib/catalogo';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  adminCalculadorasKeys,
  calculadoraAdminQueryOptions,
  criarCalculadora,
  salvarCalculadora,
} from '../api/admin-calculadoras.api';
import { EditorTabela, type ValoresCalculadora } from './editor-tabela';
import { PreviaCalculadora } from './previa-calculadora';

const NOVA: ValoresCalculadora = {
  nome: '',
  instituicaoId: 0,
  ano: new Date().getFullYear(),
  pontuacaoMaxima: 0,
  tabela: {
    colunas: [
      { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
      { titulo: 'Pontos por unidade', tipo: 'NUMERO', operacao: 'M' },
      { titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' },
      { titulo: 'Limite da linha', tipo: 'NUMERO', operacao: 'L' },
    ],
    linhas: [['', '', '', '']],
  },
  origemLinhas: [null],
  chaves: [0],
};

const daCalculadora = (c: TCalculadoraAdminDetalhe): ValoresCalculadora => ({
  nome: c.nome,
  instituicaoId: c.instituicaoId,
  ano: c.ano,
  pontuacaoMaxima: c.pontuacaoMaxima,
  tabela: c.tabela,
  origemLinhas: c.tabela.linhas.map((_, i) => i),
  chaves: c.tabela.linhas.map((_, i) => i),
});

/** A calculator: new (`/admin/calculadoras/nova`) or one to edit (`/admin/calculadoras/:id`). */
export function CalculadoraFormPage({ id }: { id: number | null }) {
  const existente = useQuery({ ...calculadoraAdminQueryOptions(id ?? 0), enabled: id !== null });
  if (id !== null && !existente.data)
    return (
      <PaginaAdmin titulo="Calculadora">
        {existente.isError ? (
          <Alert color="red">Calculadora não encontrada.</Alert>
        ) : (
          <Text role="status">Carregando…</Text>
        )}
      </PaginaAdmin>
    );
  return <FormCalculadora key={id ?? 'nova'} calculadora={existente.data ?? null} />;
}

function FormCalculadora({ calculadora }: { calculadora: TCalculadoraAdminDetalhe | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const instituicoes = useQuery(instituicoesQueryOptions());
  const form = useZodForm<typeof ZCalculadoraEdicao, ValoresCalculadora>(ZCalculadoraEdicao, {
    initialValues: calculadora ? daCalculadora(calculadora) : NOVA,
  });
  const v = form.values;

  const salvar = useMutation({
    mutationFn: async (valores: ValoresCalculadora) => {
      const { origemLinhas, chaves: _, ...corpo } = valores;
      if (!calculadora) return (await criarCalculadora(corpo)).id;
      await salvarCalculadora(calculadora.id, { ...corpo, origemLinhas });
      return calculadora.id;
    },
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: adminCalculadorasKeys.all });
      // The saved table is the origin of the next edit's rows.
      form.setFieldValue(
        'origemLinhas',
        form.getValues().tabela.linhas.map((_, i) => i),
      );
      form.resetDirty();
      await showSuccess(MENSAGENS_CALCULADORA_ADMIN.salva);
      if (!calculadora) navigate(ADMIN_ROUTES.calculadora.path.replace(':id', String(id)), { replace: true });
    },
    onError: (e) => {
      if (!applyServerErrors(form as never, e))
        void showApiError(e, 'Não foi possível salvar a calculadora.');
    },
  });
  const enviar = form.onSubmit(() => salvar.mutate(form.getValues()));
  const instituicao = instituicoes.data?.find((i) => i.id === v.instituicaoId);

  return (
    <PaginaAdmin
      titulo={calculadora ? calculadora.nome : 'Nova calculadora'}
      descricao="Monte a tabela do edital; ao lado, a calculadora como o aluno a vê, com a nota calculada pelo servidor."
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form onSubmit={enviar} noValidate aria-label="Calculadora do edital">
            <Stack>
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Nome" required {...form.getInputProps('nome')} />
                  <Select
                    label="Instituição"
                    required
                    searchable
                    data={(instituicoes.data ?? []).map((i) => ({ value: String(i.id), label: i.nome }))}
                    value={v.instituicaoId ? String(v.instituicaoId) : null}
                    onChange={(id) => form.setFieldValue('instituicaoId', id ? Number(id) : 0)}
                    error={form.errors.instituicaoId}
                  />
                  <NumberInput label="Ano" required allowDecimal={false} {...form.getInputProps('ano')} />
                  <NumberInput
                    label="Pontuação máxima"
                    description="0 para nenhuma"
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    {...form.getInputProps('pontuacaoMaxima')}
                  />
                </SimpleGrid>
              </Paper>
              <EditorTabela form={form} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => navigate(ADMIN_ROUTES.calculadoras.path)}>
                  Voltar
                </Button>
                <Button type="submit" loading={salvar.isPending}>
                  Salvar calculadora
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="previa-titulo">
            <Title order={2} size="h4" id="previa-titulo" mb="sm">
              Prévia do aluno
            </Title>
            <PreviaCalculadora valores={v} instituicao={instituicao?.nome ?? ''} />
          </Paper>
        </Grid.Col>
      </Grid>
    </PaginaAdmin>
  );
}
