import {
  erroConteudos,
  MAX_MATERIAS_POR_PESQUISA,
  MENSAGEM_MAXIMO_MATERIAS_CAMPO,
} from '@aprovei/shared/estatisticas/estatisticas.rules';
import {
  type TEstatisticaFiltro,
  ZEstatisticaFiltro,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import {
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { useZodForm } from '../../../lib/forms';
import {
  conteudosQueryOptions,
  cursosQueryOptions,
  ERRO_ESTATISTICAS,
  instituicoesQueryOptions,
  materiasQueryOptions,
} from '../api/estatisticas.api';

interface Valores extends Record<string, unknown> {
  idPlataforma: string;
  idCurso: string | null;
  listaMateriaQuestao: string[];
  listaConteudoQuestao: string[];
  listaInstituicao: string[];
  dataInicial?: string;
  dataFinal?: string;
}

const valoresIniciais = (idPlataforma: number): Valores => ({
  idPlataforma: String(idPlataforma),
  idCurso: null,
  listaMateriaQuestao: [],
  listaConteudoQuestao: [],
  listaInstituicao: [],
  dataInicial: undefined,
  dataFinal: undefined,
});

/**
 * Digits typed become DD/MM/AAAA from the fifth one (before it, 'aaaa' and 'ddmm' look alike); a date
 * typed with '-' (dd-mm-aaaa or aaaa-mm-dd), or digits that are not a day and month, stay as typed.
 */
export function mascaraData(texto: string): string {
  const limpo = texto.replace(/[^\d/-]/g, '').slice(0, 10);
  const d = limpo.replace(/\D/g, '').slice(0, 8);
  const diaMes = Number(d.slice(0, 2)) <= 31 && Number(d.slice(2, 4)) <= 12;
  if (limpo.includes('-') || d.length <= 4 || !diaMes) return limpo;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

const opcoes = (lista: readonly { id: number; nome: string }[] | undefined) =>
  (lista ?? []).map((i) => ({ value: String(i.id), label: i.nome }));

/**
 * The search 'Pesquise suas estatísticas' (spec doc 3 "Dashboards and statistics", §5): course,
 * 1 to 5 subjects, at most 5 contents per subject, institutions and a period, validated by the shared
 * statistics filter. `onBuscar` gets the parsed filter; `onLimpar` clears the results too.
 */
export function PesquisaEstatisticas({
  idPlataforma,
  onBuscar,
  onLimpar,
  buscando,
}: {
  idPlataforma: number;
  onBuscar: (filtro: TEstatisticaFiltro) => void;
  onLimpar: () => void;
  buscando: boolean;
}) {
  const cursos = useQuery(cursosQueryOptions(idPlataforma));
  const instituicoes = useQuery(instituicoesQueryOptions());

  // The subject of each content seen so far (a content belongs to one subject): the contents rule
  // reads it at validation time, so it lives across renders.
  const materiaDoConteudo = useRef(new Map<number, number>()).current;
  const form = useZodForm(
    () =>
      ZEstatisticaFiltro.superRefine((f, ctx) => {
        const conteudos = f.listaConteudoQuestao.map((idConteudo) => ({
          idConteudo,
          idMateria: materiaDoConteudo.get(idConteudo) ?? 0,
        }));
        const erro = erroConteudos(f.listaMateriaQuestao, conteudos);
        if (erro) ctx.addIssue({ code: 'custom', message: erro, path: ['listaConteudoQuestao'] });
      }),
    { initialValues: valoresIniciais(idPlataforma) },
  );
  const { values } = form;

  const idCurso = values.idCurso ?? (cursos.data?.[0] ? String(cursos.data[0].id) : null);
  const materias = useQuery({ ...materiasQueryOptions(Number(idCurso)), enabled: idCurso !== null });
  const materiasEscolhidas = values.listaMateriaQuestao.map(Number);
  const conteudos = useQueries({
    queries: materiasEscolhidas.map((id) => conteudosQueryOptions(id)),
  });
  materiasEscolhidas.forEach((idMateria, i) => {
    for (const c of conteudos[i]?.data ?? []) materiaDoConteudo.set(c.id, idMateria);
  });

  useErrorDialog(cursos.error, ERRO_ESTATISTICAS.cursos);
  useErrorDialog(materias.error, ERRO_ESTATISTICAS.materias);
  useErrorDialog(instituicoes.error, ERRO_ESTATISTICAS.instituicoes);
  useErrorDialog(conteudos.find((q) => q.error)?.error ?? null, ERRO_ESTATISTICAS.conteudos);

  const mudarMaterias = (ids: string[]) => {
    form.setFieldValue('listaMateriaQuestao', ids);
    // Contents of a subject taken out leave with it.
    form.setFieldValue(
      'listaConteudoQuestao',
      values.listaConteudoQuestao.filter((id) => ids.includes(String(materiaDoConteudo.get(Number(id))))),
    );
    form.setFieldError(
      'listaMateriaQuestao',
      ids.length > MAX_MATERIAS_POR_PESQUISA ? MENSAGEM_MAXIMO_MATERIAS_CAMPO : null,
    );
  };

  const mudarConteudosDaMateria = (idMateria: number, ids: string[]) => {
    const deOutras = values.listaConteudoQuestao.filter(
      (id) => materiaDoConteudo.get(Number(id)) !== idMateria,
    );
    form.setFieldValue('listaConteudoQuestao', [...deOutras, ...ids]);
  };

  const mudarData = (campo: 'dataInicial' | 'dataFinal', texto: string) => {
    const valor = mascaraData(texto);
    form.setFieldValue(campo, valor === '' ? undefined : valor);
  };

  const limpar = () => {
    form.reset();
    onLimpar();
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pesquisa-estatisticas">
      <form onSubmit={form.onSubmit(onBuscar)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="pesquisa-estatisticas">
            Pesquise suas estatísticas
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <Select
              label="Curso"
              placeholder={cursos.isPending ? 'Carregando…' : 'Selecione o curso'}
              data={opcoes(cursos.data)}
              value={idCurso}
              onChange={(value) => {
                form.setFieldValue('idCurso', value);
                mudarMaterias([]);
              }}
              allowDeselect={false}
            />
            <MultiSelect
              label="Matérias"
              placeholder={materiasEscolhidas.length === 0 ? 'Selecione as matérias' : undefined}
              data={opcoes(materias.data)}
              value={values.listaMateriaQuestao}
              onChange={mudarMaterias}
              error={form.errors.listaMateriaQuestao}
              searchable
              clearable
              nothingFoundMessage="Nenhuma matéria encontrada"
            />
            {materiasEscolhidas.map((idMateria, i) => {
              const daMateria = conteudos[i]?.data;
              const nome = materias.data?.find((m) => m.id === idMateria)?.nome ?? `Matéria ${idMateria}`;
              return (
                <MultiSelect
                  key={idMateria}
                  label={`Conteúdos de ${nome}`}
                  placeholder={daMateria ? 'Todos os conteúdos' : 'Carregando…'}
                  data={opcoes(daMateria)}
                  value={values.listaConteudoQuestao.filter(
                    (id) => materiaDoConteudo.get(Number(id)) === idMateria,
                  )}
                  onChange={(ids) => mudarConteudosDaMateria(idMateria, ids)}
                  searchable
                  clearable
                  nothingFoundMessage="Nenhum conteúdo encontrado"
                />
              );
            })}
            <MultiSelect
              label="Instituições"
              placeholder={values.listaInstituicao.length === 0 ? 'Todas as instituições' : undefined}
              data={opcoes(instituicoes.data)}
              {...form.getInputProps('listaInstituicao')}
              searchable
              clearable
              nothingFoundMessage="Nenhuma instituição encontrada"
            />
            <TextInput
              label="Data inicial"
              placeholder="DD/MM/AAAA"
              inputMode="numeric"
              value={values.dataInicial ?? ''}
              onChange={(e) => mudarData('dataInicial', e.currentTarget.value)}
              error={form.errors.dataInicial}
            />
            <TextInput
              label="Data final"
              placeholder="DD/MM/AAAA"
              inputMode="numeric"
              value={values.dataFinal ?? ''}
              onChange={(e) => mudarData('dataFinal', e.currentTarget.value)}
              error={form.errors.dataFinal}
            />
          </SimpleGrid>
          {form.errors.listaConteudoQuestao && (
            <Text c="red" size="sm" role="alert">
              {form.errors.listaConteudoQuestao}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={limpar}>
              Limpar filtros
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={buscando}>
              Buscar estatísticas
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
