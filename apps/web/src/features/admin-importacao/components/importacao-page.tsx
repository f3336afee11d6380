import { FORMATOS_EXPORTACAO, type TipoImportacao } from '@aprovei/shared/importacao/importacao.rules';
import {
  type TErroImportacao,
  type TResultadoImportacao,
  ZExportacaoForm,
} from '@aprovei/shared/importacao/importacao.schemas';
import { SITUACOES_ITEM } from '@aprovei/shared/itens-estudo/situacao';
import { NOMES_PLATAFORMA, PLATAFORMAS_DO_TENANT } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { showApiError } from '../../../components/dialogs';
import { currentTenant } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { baixarArquivo } from '../../../lib/baixar-arquivo';
import {
  anosQueryOptions,
  cursosQueryOptions,
  instituicoesQueryOptions,
  materiasQueryOptions,
} from '../../../lib/catalogo';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { exportarItens, importarArquivo, simularImportacao } from '../api/importacao.api';
import { quantidade, ResultadoSimulacao } from './resultado-simulacao';

const TIPOS: { value: TipoImportacao; label: string }[] = [
  { value: 'questoes', label: 'Questões' },
  { value: 'exercicios', label: 'Exercícios de fixação' },
];
const SITUACOES: Record<(typeof SITUACOES_ITEM)[number], string> = {
  RASCUNHO: 'Rascunho',
  PUBLICADA: 'Publicada',
  ANULADA: 'Anulada',
  DESATUALIZADA: 'Desatualizada',
};
const ERRO_IMPORTACAO = 'Não foi possível importar o arquivo.';
const ERRO_EXPORTACAO = 'Não foi possível exportar.';

/** The problems of a whole file (400/413/415 without rows), shown under the file field. */
function erroDoArquivo(error: unknown): string | null {
  if (!(error instanceof ApiError) || ![400, 413, 415].includes(error.status)) return null;
  const corpo = error.body as { mensagem?: unknown; erros?: unknown } | undefined;
  return typeof corpo?.mensagem === 'string' && !Array.isArray(corpo.erros) ? corpo.mensagem : null;
}

type Simulacao = { total: number; erros: TErroImportacao[] };

/** Choose the kind and a file, see the dry run's problems (or how many items are ready), then import. */
function Importar() {
  const [tipo, setTipo] = useState<TipoImportacao>('questoes');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [simulacao, setSimulacao] = useState<Simulacao | null>(null);
  const [importado, setImportado] = useState<TResultadoImportacao | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<'simular' | 'importar' | null>(null);

  const recomecar = () => {
    setSimulacao(null);
    setImportado(null);
    setErroArquivo(null);
  };
  async function acao(qual: 'simular' | 'importar') {
    if (!arquivo) {
      setErroArquivo('Escolha o arquivo a importar.');
      return;
    }
    setOcupado(qual);
    setErroArquivo(null);
    try {
      if (qual === 'simular') {
        setImportado(null);
        setSimulacao(await simularImportacao(tipo, arquivo));
      } else {
        setImportado(await importarArquivo(tipo, arquivo));
        setSimulacao(null);
      }
    } catch (error) {
      const corpo = error instanceof ApiError ? (error.body as { erros?: TErroImportacao[] }) : undefined;
      if (corpo && Array.isArray(corpo.erros))
        setSimulacao({
          total: simulacao?.total ?? new Set(corpo.erros.map((e) => e.item)).size,
          erros: corpo.erros,
        });
      else {
        const mensagem = erroDoArquivo(error);
        if (mensagem) setErroArquivo(mensagem);
        else await showApiError(error, ERRO_IMPORTACAO);
      }
    } finally {
      setOcupado(null);
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Importar
        </Title>
        <Text size="sm" c="dimmed">
          Um arquivo CSV (uma linha por item) ou JSON no formato de docs/importacao.md, de até 5 MB e 2.000
          itens. Primeiro confira; a importação grava tudo ou nada.
        </Text>
        <SegmentedControl
          aria-label="Tipo da importação"
          data={TIPOS}
          value={tipo}
          onChange={(v) => {
            setTipo(v as TipoImportacao);
            recomecar();
          }}
        />
        <FileInput
          label="Arquivo"
          placeholder="Escolha um arquivo .csv ou .json"
          accept=".csv,.json,text/csv,application/json"
          clearable
          required
          value={arquivo}
          error={erroArquivo}
          onChange={(f) => {
            setArquivo(f);
            recomecar();
          }}
        />
        <Group gap="sm">
          <Button variant="light" loading={ocupado === 'simular'} onClick={() => acao('simular')}>
            Conferir arquivo
          </Button>
          <Button
            loading={ocupado === 'importar'}
            disabled={!simulacao || simulacao.erros.length > 0}
            onClick={() => acao('importar')}
          >
            Importar
          </Button>
        </Group>
        {simulacao && <ResultadoSimulacao tipo={tipo} total={simulacao.total} erros={simulacao.erros} />}
        {importado && (
          <Alert color="green" title="Importação concluída">
            {quantidade(tipo, importado.importados)}{' '}
            {tipo === 'questoes'
              ? importado.importados === 1
                ? 'importada'
                : 'importadas'
              : importado.importados === 1
                ? 'importado'
                : 'importados'}{' '}
            (ids {importado.ids[0]} a {importado.ids.at(-1)}).
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The bank's filters and a format; the file downloads. */
function Exportar() {
  const plataformas = PLATAFORMAS_DO_TENANT[currentTenant()];
  const form = useZodForm(ZExportacaoForm, {
    initialValues: {
      tipo: 'questoes' as TipoImportacao,
      formato: 'csv' as (typeof FORMATOS_EXPORTACAO)[number],
      plataforma: null as string | null,
      curso: null as string | null,
      materias: [] as string[],
      instituicoes: [] as string[],
      anos: [] as string[],
      situacoes: [] as (typeof SITUACOES_ITEM)[number][],
      ids: '',
    },
  });
  const { plataforma, curso } = form.getValues();
  const cursos = useQuery({ ...cursosQueryOptions(Number(plataforma)), enabled: plataforma !== null });
  const materias = useQuery({ ...materiasQueryOptions(Number(curso)), enabled: curso !== null });
  const instituicoes = useQuery(instituicoesQueryOptions());
  const anos = useQuery(anosQueryOptions());
  const opcoes = (lista: { id: number; nome: string }[] | undefined) =>
    (lista ?? []).map((i) => ({ value: String(i.id), label: i.nome }));

  const submit = form.onSubmit(async (f) => {
    try {
      baixarArquivo(
        await exportarItens(f.tipo, {
          formato: f.formato,
          plataforma: f.plataforma ?? undefined,
          materias: f.materias,
          conteudos: [],
          instituicoes: f.instituicoes,
          anos: f.anos,
          situacoes: f.situacoes,
          ids: f.ids.replace(/\s+/g, ''),
        }),
        `${f.tipo}.${f.formato}`,
      );
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, ERRO_EXPORTACAO);
    }
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Exportar
          </Title>
          <Text size="sm" c="dimmed">
            Os itens filtrados, no mesmo formato da importação. Sem filtro, todos os do produto.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Tipo" data={TIPOS} allowDeselect={false} {...form.getInputProps('tipo')} />
            <Select
              label="Formato"
              data={FORMATOS_EXPORTACAO.map((f) => ({ value: f, label: f.toUpperCase() }))}
              allowDeselect={false}
              {...form.getInputProps('formato')}
            />
            <Select
              label="Plataforma"
              placeholder="Todas"
              clearable
              data={plataformas.map((p) => ({ value: String(p), label: NOMES_PLATAFORMA[p] }))}
              {...form.getInputProps('plataforma')}
              onChange={(v) => {
                form.setFieldValue('plataforma', v);
                form.setFieldValue('curso', null);
                form.setFieldValue('materias', []);
              }}
            />
            <Select
              label="Curso"
              placeholder={plataforma ? 'Escolha o curso' : 'Escolha a plataforma'}
              clearable
              disabled={!plataforma}
              data={opcoes(cursos.data)}
              {...form.getInputProps('curso')}
              onChange={(v) => {
                form.setFieldValue('curso', v);
                form.setFieldValue('materias', []);
              }}
            />
            <MultiSelect
              label="Matérias"
              placeholder={curso ? 'Todas' : 'Escolha o curso'}
              disabled={!curso}
              searchable
              data={opcoes(materias.data)}
              {...form.getInputProps('materias')}
            />
            <MultiSelect
              label="Instituições"
              placeholder="Todas"
              searchable
              data={opcoes(instituicoes.data)}
              {...form.getInputProps('instituicoes')}
            />
            <MultiSelect
              label="Anos"
              placeholder="Todos"
              data={(anos.data ?? []).map((a) => ({ value: String(a.id), label: String(a.ano) }))}
              {...form.getInputProps('anos')}
            />
            <MultiSelect
              label="Situações"
              placeholder="Todas"
              data={SITUACOES_ITEM.map((s) => ({ value: s, label: SITUACOES[s] }))}
              {...form.getInputProps('situacoes')}
            />
          </SimpleGrid>
          <TextInput label="Ids" placeholder="Por exemplo: 12, 15, 40" {...form.getInputProps('ids')} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Exportar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Bulk import and export of questions and fixation exercises (docs/importacao.md). */
export function ImportacaoPage() {
  return (
    <PaginaAdmin
      titulo="Importação e exportação"
      descricao="Questões e exercícios de fixação em lote, em CSV ou JSON."
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Importar />
        <Exportar />
      </SimpleGrid>
    </PaginaAdmin>
  );
}
