import type { TPage } from '@aprovei/shared/common.schemas';
import { MENSAGEM_SEM_EXERCICIOS, MENSAGEM_SEM_QUESTOES } from '@aprovei/shared/questoes/questoes.rules';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePlataforma } from '../../../lib/plataforma';
import { ERRO_LISTAR, exerciciosQueryOptions, questoesQueryOptions } from '../api/questoes.api';
import { useBusca } from '../hooks/use-busca';
import { useEstagiario } from '../hooks/use-estagiario';
import type { ListagemQuery, Variante } from '../utils/filtros';
import { ExerciseItem } from './exercise-item';
import { FiltersCard, PHONE_QUERY } from './filters-card';
import { QuestionCard } from './question-card';
import { SearchResults } from './search-results';
import { TraineeBanner } from './trainee-banner';

const TEXTOS = {
  questoes: {
    titulo: 'Questões',
    subtitulo: 'Filtre, resolva e confira a explicação de cada questão.',
    vazio: 'Nenhuma questão encontrada',
    semAcesso: MENSAGEM_SEM_QUESTOES,
    encontrados: ['questão encontrada', 'questões encontradas'] as [string, string],
  },
  exercicios: {
    titulo: 'Buscar Exercícios',
    subtitulo: 'Julgue cada item como certo ou errado e fixe o conteúdo.',
    vazio: 'Nenhum exercício encontrado.',
    semAcesso: MENSAGEM_SEM_EXERCICIOS,
    encontrados: ['exercício encontrado', 'exercícios encontrados'] as [string, string],
  },
} as const satisfies Record<Variante, unknown>;

interface SearchScreenProps<T, K extends QueryKey> {
  variante: Variante;
  options: (query: ListagemQuery) => UseQueryOptions<TPage<T>, Error, TPage<T>, K>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
}

function SearchScreen<T, K extends QueryKey>({
  variante,
  options,
  renderItem,
  itemKey,
}: SearchScreenProps<T, K>) {
  const textos = TEXTOS[variante];
  const plataforma = usePlataforma();
  const busca = useBusca(variante, plataforma);
  const estagiario = useEstagiario(plataforma);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // Phones: the 'Filtros' accordion is open until a search runs.
  const [aberto, setAberto] = useState(busca.busca === null);
  const resultado = useQuery({ ...options(busca.query ?? {}), enabled: busca.query !== null });

  const buscar = () => {
    busca.buscar();
    if (phone) setAberto(false);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{textos.titulo}</Title>
        <Text c="dimmed">{textos.subtitulo}</Text>
      </Stack>
      {estagiario && <TraineeBanner />}
      <FiltersCard
        variante={variante}
        plataforma={plataforma}
        filtro={busca.filtro}
        onFiltro={busca.setFiltro}
        nomes={busca.nomes}
        umaPorPagina={busca.umaPorPagina}
        onUmaPorPagina={busca.setUmaPorPagina}
        ordenacao={busca.ordenacao}
        onBuscar={buscar}
        onLimpar={() => busca.limpar()}
        buscando={resultado.isFetching}
        aberto={aberto}
        onAberto={setAberto}
      />
      <SearchResults
        query={resultado}
        buscou={busca.busca !== null}
        vazio={textos.vazio}
        semAcesso={textos.semAcesso}
        erro={ERRO_LISTAR[variante]}
        estagiario={estagiario}
        onLimpar={() => busca.buscar(busca.limpar())}
        onPagina={busca.setPagina}
        encontrados={textos.encontrados}
        itemKey={itemKey}
      >
        {renderItem}
      </SearchResults>
    </Stack>
  );
}

/** /simulados and /QuestoesAproveiConcurso (spec doc 3 §2 "Question search"). */
export function QuestionSearchPage() {
  return (
    <SearchScreen
      variante="questoes"
      options={questoesQueryOptions}
      renderItem={(questao) => <QuestionCard questao={questao} />}
      itemKey={(questao) => questao.id}
    />
  );
}

/** /exercicios-fixacao (spec doc 3 §2 "Fixation exercises"). */
export function ExerciseSearchPage() {
  return (
    <SearchScreen
      variante="exercicios"
      options={exerciciosQueryOptions}
      renderItem={(exercicio) => <ExerciseItem exercicio={exercicio} />}
      itemKey={(exercicio) => exercicio.id}
    />
  );
}
