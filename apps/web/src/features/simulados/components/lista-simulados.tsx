import type { TPacoteSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
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
import { OfertaSimulados } from './oferta-simulados';
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

/** Long package names wrap inside their button instead of being cut (two columns on a phone too). */
const BOTAO_QUEBRA = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
  inner: { height: 'auto' },
} as const;

/**
 * A package opened: its mocks the student owns, then the locked ones as disabled buttons with a lock and
 * the plan that unlocks them, with its price.
 */
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
      {(bloqueados.data ?? []).length > 0 && (
        <Paper withBorder p="md" aria-label={`Simulados bloqueados do pacote ${pacote.nome}`}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Estes simulados são pagos. Adquira um plano com simulados nacionais para fazê-los.
            </Text>
            {(bloqueados.data ?? []).map((s) => (
              <Button
                key={s.id}
                disabled
                variant="default"
                leftSection={<IconLock size={16} aria-hidden />}
                styles={BOTAO_QUEBRA}
              >
                {s.nome}
              </Button>
            ))}
            <OfertaSimulados contexto={`o ${pacote.nome}`} />
          </Stack>
        </Paper>
      )}
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
              leftSection={p.bloqueado ? <IconLock size={16} aria-label="Bloqueado" /> : undefined}
              styles={BOTAO_QUEBRA}
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
