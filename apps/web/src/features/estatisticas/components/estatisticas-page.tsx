import { MENSAGEM_SEM_METRICAS } from '@aprovei/shared/estatisticas/estatisticas.rules';
import type {
  TEstatisticaFiltro,
  TEstatisticaFiltroQuery,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Center, Loader, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { useErrorDialog } from '../../../components/error-dialog';
import { usePlataforma } from '../../../lib/plataforma';
import {
  calibracaoQueryOptions,
  desempenhoSemanalQueryOptions,
  ERRO_ESTATISTICAS,
  porFiltroQueryOptions,
  semAcesso,
} from '../api/estatisticas.api';
import { Calibracao } from './calibracao';
import { DesempenhoSemanal } from './desempenho-semanal';
import { PesquisaEstatisticas } from './pesquisa-estatisticas';
import { ResultadosEstatisticas } from './resultados-estatisticas';

/** The parsed filter as the query string of listar-estatistica-por-filtro (lists joined by comma). */
function paraQuery(filtro: TEstatisticaFiltro): TEstatisticaFiltroQuery {
  const lista = (ids: number[]) => (ids.length === 0 ? undefined : ids.join(','));
  return {
    idPlataforma: String(filtro.idPlataforma),
    listaMateriaQuestao: lista(filtro.listaMateriaQuestao),
    listaConteudoQuestao: lista(filtro.listaConteudoQuestao),
    listaInstituicao: lista(filtro.listaInstituicao),
    dataInicial: filtro.dataInicial,
    dataFinal: filtro.dataFinal,
  };
}

/**
 * /menu-estatisticas (spec doc 3 "Dashboards and statistics"): the weekly chart and the statistics
 * search. A plan without 'Métricas de resultados' gets the API's 401, shown in place of the page.
 */
export function EstatisticasPage() {
  const idPlataforma = usePlataforma();
  const [filtro, setFiltro] = useState<TEstatisticaFiltroQuery | null>(null);
  const semanal = useQuery(desempenhoSemanalQueryOptions(idPlataforma));
  const resultado = useQuery(porFiltroQueryOptions(filtro));
  const calibracao = useQuery(calibracaoQueryOptions(idPlataforma));

  const bloqueado = semAcesso(semanal.error) || semAcesso(resultado.error);
  useErrorDialog(bloqueado ? null : semanal.error, ERRO_ESTATISTICAS.semanal);
  useErrorDialog(bloqueado ? null : resultado.error, ERRO_ESTATISTICAS.filtro);

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Métricas de questões nos planos com métricas"
        mensagem={MENSAGEM_SEM_METRICAS}
        beneficio="Com as métricas de resultados, você vê seu desempenho semana a semana e pesquisa seus acertos por matéria, conteúdo, instituição e período."
      />
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Métricas de questões
      </Title>
      {semanal.isPending ? (
        <Skeleton h={320} aria-label="Carregando desempenho semanal" />
      ) : (
        semanal.data && <DesempenhoSemanal dados={semanal.data} />
      )}
      {calibracao.data && (
        <Calibracao
          dados={calibracao.data}
          buscaPath={idPlataforma === PLATAFORMA.CONCURSO ? '/QuestoesAproveiConcurso' : '/simulados'}
        />
      )}
      <PesquisaEstatisticas
        idPlataforma={idPlataforma}
        onBuscar={(f) => setFiltro(paraQuery(f))}
        onLimpar={() => setFiltro(null)}
        buscando={resultado.isFetching}
      />
      {filtro !== null &&
        (resultado.isPending ? (
          <Center role="status" aria-label="Carregando estatísticas">
            <Loader />
          </Center>
        ) : (
          resultado.data && <ResultadosEstatisticas resultado={resultado.data} />
        ))}
    </Stack>
  );
}
