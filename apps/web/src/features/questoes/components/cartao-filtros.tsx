import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { MODO_LABEL, MODOS_EXIBICAO, type ModoExibicao } from '@aprovei/shared/questoes/questoes.rules';
import {
  Button,
  Checkbox,
  Group,
  type MultiSelectProps,
  type SelectProps,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  createContext,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useDeferredValue,
} from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { FiltersPanel } from '../../../components/filters-panel';
import {
  anosQueryOptions,
  bancasQueryOptions,
  conteudosQueryOptions,
  cursosQueryOptions,
  ERRO_FILTRO,
  instituicoesQueryOptions,
  materiasQueryOptions,
  subConteudosQueryOptions,
} from '../api/filtros.api';
import {
  comConteudosDaMateria,
  comMaterias,
  comSubConteudosDoConteudo,
  escolhidosDe,
  type FiltroQuestoes,
  type NomesDaUrl,
  somenteDigitos,
  type Variante,
} from '../utils/filtros';

interface Item {
  id: number;
  nome: string;
}

/** Select options that always include the chosen ids (with a stand-in label while lists load). */
function opcoes(
  lista: readonly Item[] | undefined,
  escolhidos: readonly number[],
  rotulo: (id: number) => string,
) {
  const data = (lista ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
  for (const id of escolhidos) {
    if (!data.some((d) => d.value === String(id))) data.push({ value: String(id), label: rotulo(id) });
  }
  return data;
}

const toIds = (values: string[]) => values.map(Number);
const toId = (value: string | null) => (value === null ? null : Number(value));
const firstError = (results: readonly { error: unknown }[]) => results.find((r) => r.error)?.error ?? null;

/**
 * Whether the searchable selects are rendered yet. They are the heaviest part of the page's first render
 * (a combobox, a popover and their hooks each, six of them) and their code (~45 KB gzip with floating-ui)
 * is a chunk of its own: the first paint shows light read-only inputs of the same size in their place,
 * and a deferred render, once that code is in, swaps the selects in.
 */
const SelectsReady = createContext(true);

const loadSelects = () => import('./selecoes-filtro');
const Select = lazy(() => loadSelects().then((m) => ({ default: m.Select })));
const MultiSelect = lazy(() => loadSelects().then((m) => ({ default: m.MultiSelect })));

type Option = { value: string; label: string };
const labelsOf = (data: SelectProps['data'], values: readonly string[]) =>
  ((data ?? []) as Option[]).filter((o) => values.includes(o.value)).map((o) => o.label);

function StandIn(props: { label: ReactNode; placeholder?: string; text: string; disabled?: boolean }) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={props.text}
      disabled={props.disabled}
      readOnly
    />
  );
}

function WithStandIn({
  props,
  text,
  children,
}: {
  props: SelectProps | MultiSelectProps;
  text: string;
  children: ReactNode;
}) {
  const standIn = (
    <StandIn label={props.label} placeholder={props.placeholder} text={text} disabled={props.disabled} />
  );
  if (!useContext(SelectsReady)) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

function FilterSelect(props: SelectProps) {
  const text = props.value ? labelsOf(props.data, [props.value]).join('') : '';
  return (
    <WithStandIn props={props} text={text}>
      <Select {...props} />
    </WithStandIn>
  );
}

function FilterMultiSelect(props: MultiSelectProps) {
  return (
    <WithStandIn props={props} text={labelsOf(props.data, props.value ?? []).join(', ')}>
      <MultiSelect {...props} />
    </WithStandIn>
  );
}

export interface OrdenacaoControle {
  aleatoria: boolean;
  desabilitada: boolean;
  mudar: (aleatoria: boolean) => void;
}

export interface CartaoFiltrosProps {
  variante: Variante;
  plataforma: number;
  filtro: FiltroQuestoes;
  onFiltro: (filtro: FiltroQuestoes) => void;
  nomes: NomesDaUrl;
  umaPorPagina: boolean;
  onUmaPorPagina: (value: boolean) => void;
  ordenacao: OrdenacaoControle;
  onBuscar: () => void;
  onLimpar: () => void;
  buscando: boolean;
  /** Phones only: whether the 'Filtros' accordion is open. */
  aberto: boolean;
  onAberto: (aberto: boolean) => void;
}

/**
 * The filters of the question search and of the fixation exercises (spec doc 3 §2): course (hidden
 * with one course), subjects, contents per subject, on platform 2 sub-contents per content and banca
 * (questions only), institution, year, number, display mode, one per page and the ordering switch.
 * On phones the card is an accordion 'Filtros'.
 */
export function CartaoFiltros(props: CartaoFiltrosProps) {
  const { variante, plataforma, filtro, onFiltro, nomes } = props;
  const concurso = plataforma === PLATAFORMA.CONCURSO && variante === 'questoes';
  const selectsReady = useDeferredValue(true, false);

  const cursos = useQuery(cursosQueryOptions(plataforma));
  const materias = useQuery({
    ...materiasQueryOptions(filtro.idCurso ?? 0),
    enabled: filtro.idCurso !== null,
  });
  const instituicoes = useQuery(instituicoesQueryOptions());
  const anos = useQuery(anosQueryOptions());
  const bancas = useQuery({ ...bancasQueryOptions(), enabled: concurso });
  const conteudos = useQueries({ queries: filtro.materias.map((id) => conteudosQueryOptions(id)) });
  const subConteudos = useQueries({
    queries: (concurso ? filtro.conteudos : []).map((id) => subConteudosQueryOptions(id)),
  });

  useErrorDialog(materias.error, ERRO_FILTRO.materias);
  useErrorDialog(instituicoes.error, ERRO_FILTRO.instituicoes);
  useErrorDialog(anos.error, ERRO_FILTRO.anos);
  useErrorDialog(bancas.error, ERRO_FILTRO.bancas);
  useErrorDialog(firstError(conteudos), ERRO_FILTRO.conteudos);
  useErrorDialog(firstError(subConteudos), ERRO_FILTRO.subConteudos);

  const conteudosPorMateria = new Map<number, number[]>();
  filtro.materias.forEach((id, i) => {
    const data = conteudos[i]?.data;
    if (data)
      conteudosPorMateria.set(
        id,
        data.map((c) => c.id),
      );
  });
  const subPorConteudo = new Map<number, number[]>();
  if (concurso) {
    filtro.conteudos.forEach((id, i) => {
      const data = subConteudos[i]?.data;
      if (data)
        subPorConteudo.set(
          id,
          data.map((s) => s.id),
        );
    });
  }

  const nomeMateria = (id: number) =>
    materias.data?.find((m) => m.id === id)?.nome ??
    (nomes.materia?.id === id ? nomes.materia.nome : `Matéria ${id}`);
  const nomeConteudo = (id: number) => {
    for (const q of conteudos) {
      const found = q.data?.find((c) => c.id === id);
      if (found) return found.nome;
    }
    return nomes.conteudo?.id === id ? nomes.conteudo.nome : `Conteúdo ${id}`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onBuscar();
  };

  // Shown once the list arrives and only when there is a choice to make.
  const mostrarCurso = (cursos.data?.length ?? 0) > 1;
  const semCurso = filtro.idCurso === null;

  const campos = (
    <SelectsReady.Provider value={selectsReady}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {mostrarCurso && (
            <FilterSelect
              label="Curso"
              placeholder={cursos.isPending ? 'Carregando…' : 'Selecione o curso'}
              data={opcoes(
                cursos.data,
                filtro.idCurso === null ? [] : [filtro.idCurso],
                (id) => `Curso ${id}`,
              )}
              value={filtro.idCurso === null ? null : String(filtro.idCurso)}
              onChange={(value) =>
                onFiltro({ ...filtro, idCurso: toId(value), materias: [], conteudos: [], subConteudos: [] })
              }
              searchable
              nothingFoundMessage="Nenhum curso encontrado"
            />
          )}
          <FilterMultiSelect
            label="Matérias"
            placeholder={
              semCurso && filtro.materias.length === 0
                ? 'Selecione um curso primeiro'
                : filtro.materias.length === 0
                  ? 'Todas as matérias'
                  : undefined
            }
            data={opcoes(materias.data, filtro.materias, nomeMateria)}
            value={filtro.materias.map(String)}
            onChange={(values) =>
              onFiltro(comMaterias(filtro, toIds(values), conteudosPorMateria, subPorConteudo))
            }
            disabled={semCurso && filtro.materias.length === 0}
            searchable
            clearable
            nothingFoundMessage="Nenhuma matéria encontrada"
          />
          {filtro.materias.map((idMateria, i) => {
            const daMateria = conteudos[i]?.data;
            const valor = escolhidosDe(
              filtro.conteudos,
              daMateria?.map((c) => c.id),
              filtro.materias.length === 1,
            );
            return (
              <FilterMultiSelect
                key={idMateria}
                label={`Conteúdos de ${nomeMateria(idMateria)}`}
                placeholder={
                  conteudos[i]?.isPending ? 'Carregando…' : valor.length === 0 ? 'Todos' : undefined
                }
                data={opcoes(daMateria, valor, nomeConteudo)}
                value={valor.map(String)}
                onChange={(values) =>
                  onFiltro(
                    comConteudosDaMateria(
                      filtro,
                      daMateria?.map((c) => c.id) ?? valor,
                      toIds(values),
                      subPorConteudo,
                    ),
                  )
                }
                searchable
                clearable
                nothingFoundMessage="Nenhum conteúdo encontrado"
              />
            );
          })}
          {concurso &&
            filtro.conteudos.map((idConteudo, i) => {
              const doConteudo = subConteudos[i]?.data;
              if (doConteudo?.length === 0) return null;
              const valor = escolhidosDe(
                filtro.subConteudos,
                doConteudo?.map((s) => s.id),
                filtro.conteudos.length === 1,
              );
              return (
                <FilterMultiSelect
                  key={idConteudo}
                  label={`Subconteúdos de ${nomeConteudo(idConteudo)}`}
                  placeholder={
                    subConteudos[i]?.isPending ? 'Carregando…' : valor.length === 0 ? 'Todos' : undefined
                  }
                  data={opcoes(doConteudo, valor, (id) => `Subconteúdo ${id}`)}
                  value={valor.map(String)}
                  onChange={(values) =>
                    onFiltro(
                      comSubConteudosDoConteudo(filtro, doConteudo?.map((s) => s.id) ?? valor, toIds(values)),
                    )
                  }
                  searchable
                  clearable
                  nothingFoundMessage="Nenhum subconteúdo encontrado"
                />
              );
            })}
          {concurso && (
            <FilterMultiSelect
              label="Banca"
              placeholder={filtro.bancas.length === 0 ? 'Todas as bancas' : undefined}
              data={opcoes(bancas.data, filtro.bancas, (id) => `Banca ${id}`)}
              value={filtro.bancas.map(String)}
              onChange={(values) => onFiltro({ ...filtro, bancas: toIds(values) })}
              searchable
              clearable
              nothingFoundMessage="Nenhuma banca encontrada"
            />
          )}
          <FilterSelect
            label="Instituição"
            placeholder="Todas as instituições"
            data={opcoes(
              instituicoes.data,
              filtro.instituicao === null ? [] : [filtro.instituicao],
              (id) => `Instituição ${id}`,
            )}
            value={filtro.instituicao === null ? null : String(filtro.instituicao)}
            onChange={(value) => onFiltro({ ...filtro, instituicao: toId(value) })}
            searchable
            clearable
            nothingFoundMessage="Nenhuma instituição encontrada"
          />
          <FilterSelect
            label="Ano"
            placeholder="Todos os anos"
            data={[...(anos.data ?? [])]
              .sort((a, b) => b.ano - a.ano)
              .map((a) => ({ value: String(a.id), label: String(a.ano) }))}
            value={filtro.ano === null ? null : String(filtro.ano)}
            onChange={(value) => onFiltro({ ...filtro, ano: toId(value) })}
            searchable
            clearable
            nothingFoundMessage="Nenhum ano encontrado"
          />
          <TextInput
            label="Número da questão"
            inputMode="numeric"
            autoComplete="off"
            value={filtro.numeroQuestao}
            onChange={(event) =>
              onFiltro({ ...filtro, numeroQuestao: somenteDigitos(event.currentTarget.value) })
            }
          />
          <FilterSelect
            label="Exibir questões"
            data={MODOS_EXIBICAO.map((m) => ({ value: m, label: MODO_LABEL[m] }))}
            value={filtro.modo}
            onChange={(value) => value && onFiltro({ ...filtro, modo: value as ModoExibicao })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label="Visualizar 1 questão por página"
            checked={props.umaPorPagina}
            onChange={(event) => props.onUmaPorPagina(event.currentTarget.checked)}
          />
          <Switch
            label="Ordem aleatória"
            checked={props.ordenacao.aleatoria}
            disabled={props.ordenacao.desabilitada}
            onChange={(event) => props.ordenacao.mudar(event.currentTarget.checked)}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={props.onLimpar}>
            Limpar filtros
          </Button>
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} loading={props.buscando}>
            Buscar questões
          </Button>
        </Group>
      </Stack>
    </SelectsReady.Provider>
  );

  return (
    <FiltersPanel aberto={props.aberto} onAberto={props.onAberto}>
      <form onSubmit={submit} aria-label="Filtros" noValidate>
        {campos}
      </form>
    </FiltersPanel>
  );
}
