import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DonutCard, fatiasAcertosErros } from '../../../components/donut';
import { useErrorDialog } from '../../../components/error-dialog';
import { simuladosKeys } from '../api/keys';
import {
  buscarNomeSimulado,
  ERROS_SIMULADO,
  listarEstatisticasMaterias,
  listarEstatisticasSimulado,
} from '../api/simulados.api';

interface AcertosErros {
  numeroAcertos: number;
  numeroErros: number;
}

/** One donut of hits and errors, titled. */
function AcertosErrosDonut({ titulo, dados }: { titulo: string; dados: AcertosErros }) {
  return (
    <DonutCard
      titulo={titulo}
      size={140}
      fatias={fatiasAcertosErros(dados.numeroAcertos, dados.numeroErros)}
    />
  );
}

/**
 * /estatisticas-simulado-enare/:idSimulado: donuts of a finished mock per part — common (Portuguese for
 * FUVEST), specific, SUS — and per subject, titled with the mock's name. FUVEST is decided by the name
 * (spec). The spec shows SUS for FUVEST only; ENARE is scored in a SUS part too, and leaving it out hid a
 * third of the questions (issue 19 §3, docs/decisions/010-ranking.md): both types show it.
 */
export function EstatisticasSimulado({ idSimulado }: { idSimulado: number }) {
  const nome = useQuery({
    queryKey: simuladosKeys.nome(idSimulado),
    queryFn: () => buscarNomeSimulado(idSimulado),
  });
  const partes = useQuery({
    queryKey: simuladosKeys.estatisticas(idSimulado),
    queryFn: () => listarEstatisticasSimulado(idSimulado),
    staleTime: 0,
  });
  const materias = useQuery({
    queryKey: simuladosKeys.estatisticasMaterias(idSimulado),
    queryFn: () => listarEstatisticasMaterias(idSimulado),
    staleTime: 0,
  });
  const erro = nome.error ?? partes.error ?? materias.error;
  useErrorDialog(erro, ERROS_SIMULADO.estatisticas);

  if (erro) return <Alert color="red">{ERROS_SIMULADO.estatisticas}</Alert>;
  if (!nome.data || !partes.data || !materias.data) return <Loader aria-label="Carregando" />;
  const n = nome.data.nome;
  const fuvest = n.toUpperCase().includes('FUVEST');
  const e = partes.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{`Estatísticas do ${n}`}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <AcertosErrosDonut
          titulo={fuvest ? `Português - ${n}` : `Questões comuns - ${n}`}
          dados={fuvest ? (e.portugues ?? e.comum) : e.comum}
        />
        <AcertosErrosDonut titulo={`Questões específicas - ${n}`} dados={e.especifico} />
        <AcertosErrosDonut titulo={fuvest ? `SUS e políticas públicas - ${n}` : `SUS - ${n}`} dados={e.sus} />
      </SimpleGrid>
      <Title order={2} size="h4">{`Acertos e erros por matéria - ${n}`}</Title>
      {materias.data.length === 0 ? (
        <Text c="dimmed">Nenhuma estatística por matéria neste simulado.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {materias.data.map((m) => (
            <AcertosErrosDonut key={m.idMateria} titulo={m.nomeMateria} dados={m} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
