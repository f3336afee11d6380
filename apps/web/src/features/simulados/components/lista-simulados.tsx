import type { TPacoteSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { simuladosKeys } from '../api/keys';
import {
  buscarPacotes,
  ERROS_SIMULADO,
  listarSimuladosBloqueados,
  listarSimuladosDoPacote,
  listarSimuladosForaDePacote,
} from '../api/simulados.api';
import { SimuladoCard } from './simulado-card';

const ERRO_LISTA_SIMULADOS = ERROS_SIMULADO.lista;

function Cards({ simulados }: { simulados: TSimulado[] }) {
  return (
    <Stack gap="sm">
      {simulados.map((s) => (
        <SimuladoCard key={s.id} simulado={s} />
      ))}
    </Stack>
  );
}

/** A package opened: its mocks the student owns, then the locked ones as disabled buttons. */
function Pacote({ pacote }: { pacote: TPacoteSimulado }) {
  const donos = useQuery({
    queryKey: simuladosKeys.doPacote(pacote.id),
    queryFn: () => listarSimuladosDoPacote(pacote.id),
  });
  const bloqueados = useQuery({
    queryKey: simuladosKeys.bloqueadosDoPacote(pacote.id),
    queryFn: () => listarSimuladosBloqueados(pacote.id),
  });
  useErrorDialog(donos.error ?? bloqueados.error, ERRO_LISTA_SIMULADOS);
  if (donos.isPending || bloqueados.isPending) return <Loader size="sm" aria-label="Carregando" />;
  return (
    <Stack gap="sm" aria-label={`Simulados do pacote ${pacote.nome}`}>
      <Cards simulados={donos.data ?? []} />
      {(bloqueados.data ?? []).map((s) => (
        <Button key={s.id} disabled variant="default">
          {s.nome}
        </Button>
      ))}
    </Stack>
  );
}

/** /lista-simulado-enare: mocks outside packages, then the packages as two-column toggle buttons. */
export function ListaSimulados() {
  const gratuitos = useQuery({
    queryKey: simuladosKeys.foraDePacote('gratuitos'),
    queryFn: () => listarSimuladosForaDePacote('gratuitos'),
  });
  const pagos = useQuery({
    queryKey: simuladosKeys.foraDePacote('pagos'),
    queryFn: () => listarSimuladosForaDePacote('pagos'),
  });
  const pacotes = useQuery({ queryKey: simuladosKeys.pacotes(), queryFn: buscarPacotes });
  const [aberto, setAberto] = useState<number | null>(null);
  const erro = gratuitos.error ?? pagos.error ?? pacotes.error;
  useErrorDialog(erro, ERRO_LISTA_SIMULADOS);

  if (gratuitos.isPending || pagos.isPending || pacotes.isPending) return <Loader aria-label="Carregando" />;
  if (erro) return <Alert color="red">{ERRO_LISTA_SIMULADOS}</Alert>;
  const foraDePacote = [...(gratuitos.data ?? []), ...(pagos.data ?? [])];
  const abertos = (pacotes.data ?? []).find((p) => p.id === aberto);

  return (
    <Stack gap="lg">
      <Title order={1}>Simulados</Title>
      {foraDePacote.length === 0 && (pacotes.data ?? []).length === 0 && (
        <Text c="dimmed">Nenhum simulado disponível.</Text>
      )}
      {foraDePacote.length > 0 && <Cards simulados={foraDePacote} />}
      {(pacotes.data ?? []).length > 0 && (
        <SimpleGrid cols={2}>
          {(pacotes.data ?? []).map((p) => (
            <Button
              key={p.id}
              variant={p.id === aberto ? 'filled' : 'outline'}
              aria-expanded={p.id === aberto}
              onClick={() => setAberto(p.id === aberto ? null : p.id)}
            >
              {p.nome}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {abertos && <Pacote pacote={abertos} />}
    </Stack>
  );
}
