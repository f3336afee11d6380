import { useQueries, useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../../../components/error-dialog';
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
import type { FiltroQuestoes, NomesDaUrl } from '../utils/filtros';

const firstError = (results: readonly { error: unknown }[]) => results.find((r) => r.error)?.error ?? null;

/**
 * The catalogue lists the question filters offer (courses, subjects, contents of each chosen subject,
 * on the public-exam platform sub-contents and bancas, institutions, years), a failure of each told in
 * the error dialog, and the names of chosen ids (the address's names while the lists load).
 */
export function useListasFiltro(
  plataforma: number,
  filtro: FiltroQuestoes,
  nomes: NomesDaUrl,
  concurso: boolean,
) {
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

  return {
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
  };
}
