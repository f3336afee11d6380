import { ROTULO_OCULTAR_ANULADAS } from '@aprovei/shared/itens-estudo/situacao';
import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { MODO_LABEL, MODOS_EXIBICAO, type ModoExibicao } from '@aprovei/shared/questoes/questoes.rules';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useDeferredValue } from 'react';
import { FiltersPanel } from '../../../components/filters-panel';
import { useListasFiltro } from '../hooks/use-listas-filtro';
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
import { FilterMultiSelect, FilterSelect, opcoes, SelectsReady, toId, toIds } from './selects-filtro';

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

  const {
    cursos,
    materias,
    instituicoes,
    anos,
    bancas,
    conteudos,
    subConteudos,
    conteudosPorMateria,
    subPorConteudo,
    nomeMateria,
    nomeConteudo,
  } = useListasFiltro(plataforma, filtro, nomes, concurso);

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
            label={ROTULO_OCULTAR_ANULADAS}
            checked={filtro.ocultarAnuladas}
            onChange={(event) => onFiltro({ ...filtro, ocultarAnuladas: event.currentTarget.checked })}
          />
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
