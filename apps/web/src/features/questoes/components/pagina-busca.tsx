import { MENSAGEM_SEM_EXERCICIOS, MENSAGEM_SEM_QUESTOES } from '@aprovei/shared/questoes/questoes.rules';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePhone } from '../../../components/filters-panel';
import { usePlataforma } from '../../../lib/plataforma';
import { ERRO_LISTAR, type ItemDaVariante, listagemQueryOptions } from '../api/questoes.api';
import { useBusca } from '../hooks/use-busca';
import { useEstagiario } from '../hooks/use-estagiario';
import type { Variante } from '../utils/filtros';
import { AvisoEstagiario } from './aviso-estagiario';
import { CartaoFiltros } from './cartao-filtros';
import { CartaoQuestao } from './cartao-questao';
import { ItemExercicio } from './item-exercicio';
import { ResultadosBusca } from './resultados-busca';

/** The texts of each search screen. */
const TEXTOS: Record<
  Variante,
  { titulo: string; subtitulo: string; vazio: string; semAcesso: string; encontrados: [string, string] }
> = {
  questoes: {
    titulo: 'Questões',
    subtitulo: 'Filtre, resolva e confira a explicação de cada questão.',
    vazio: 'Nenhuma questão encontrada',
    semAcesso: MENSAGEM_SEM_QUESTOES,
    encontrados: ['questão encontrada', 'questões encontradas'],
  },
  exercicios: {
    titulo: 'Buscar Exercícios',
    subtitulo: 'Julgue cada item como certo ou errado e fixe o conteúdo.',
    vazio: 'Nenhum exercício encontrado.',
    semAcesso: MENSAGEM_SEM_EXERCICIOS,
    encontrados: ['exercício encontrado', 'exercícios encontrados'],
  },
};

/** The card of each search's items. */
const CARTAO: { [V in Variante]: (item: ItemDaVariante[V]) => ReactNode } = {
  questoes: (questao) => <CartaoQuestao questao={questao} />,
  exercicios: (exercicio) => <ItemExercicio exercicio={exercicio} />,
};

function SearchScreen<V extends Variante>({ variante }: { variante: V }) {
  const tela = TEXTOS[variante];
  const plataforma = usePlataforma();
  const busca = useBusca(variante, plataforma);
  const estagiario = useEstagiario(plataforma);
  const phone = usePhone();
  // Phones: the 'Filtros' accordion is open until a search runs.
  const [aberto, setAberto] = useState(busca.busca === null);
  const resultado = useQuery(listagemQueryOptions(variante, busca.query));

  const buscar = () => {
    busca.buscar();
    if (phone) setAberto(false);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{tela.titulo}</Title>
        <Text c="dimmed">{tela.subtitulo}</Text>
      </Stack>
      {estagiario && <AvisoEstagiario />}
      <CartaoFiltros
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
      <ResultadosBusca
        query={resultado}
        buscou={busca.busca !== null}
        vazio={tela.vazio}
        semAcesso={tela.semAcesso}
        erro={ERRO_LISTAR[variante]}
        estagiario={estagiario}
        onLimpar={() => busca.buscar(busca.limpar())}
        onPagina={busca.setPagina}
        encontrados={tela.encontrados}
        itemKey={(item) => item.id}
      >
        {CARTAO[variante]}
      </ResultadosBusca>
    </Stack>
  );
}

/** /simulados and /QuestoesAproveiConcurso (spec doc 3 §2 "Question search"). */
export function PaginaBuscaQuestoes() {
  return <SearchScreen variante="questoes" />;
}

/** /exercicios-fixacao (spec doc 3 §2 "Fixation exercises"). */
export function PaginaBuscaExercicios() {
  return <SearchScreen variante="exercicios" />;
}
