import type { TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { plural } from '@aprovei/shared/texto/plural';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArquivoButton } from '../../../components/arquivo-button';
import { destaqueSimuladoQueryOptions, ERROS_SIMULADO, folhaRespostasSimulado } from '../api/simulados.api';
import { resumoSimulado, rotuloParte } from '../utils/partes';

/** The place among the participants: 'Posição 3º de 120 participantes', and the share behind. */
function Posicao({ idSimulado }: { idSimulado: number }) {
  const destaque = useQuery(destaqueSimuladoQueryOptions(idSimulado));
  const d = destaque.data;
  if (!d?.voce) return null;
  return (
    <Stack gap={2} aria-label="Sua posição">
      <Text fw={600}>{`Posição: ${d.voce.posicao}º de ${plural(d.totalParticipantes, 'participante')}`}</Text>
      <Text size="sm">
        {d.percentil === null
          ? 'Você é o único participante até agora.'
          : `Você ficou à frente de ${d.percentil}% dos outros participantes.`}
      </Text>
    </Stack>
  );
}

/**
 * A finished mock's result: hits and points, each part of the type (SUS included) with its hits out of
 * its questions, the place and percentile among the participants, the answer sheet as PDF and the statistics.
 */
export function ResultadoSimulado({ simulado }: { simulado: TSimulado }) {
  return (
    <Card withBorder padding="lg" aria-label="Resultado do simulado">
      <Stack gap="md">
        <Title order={2} size="h4">
          Resultado
        </Title>
        <Text fw={700}>
          {`Simulado finalizado: ${resumoSimulado(simulado.numeroAcertos ?? 0, simulado.totalQuestoes, simulado.pontuacao ?? 0)}.`}
        </Text>
        {simulado.partes && (
          <Table.ScrollContainer minWidth={280}>
            <Table striped aria-label="Resultado por parte">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Parte</Table.Th>
                  <Table.Th>Acertos</Table.Th>
                  <Table.Th>Pontos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {simulado.partes.map((p) => (
                  <Table.Tr key={p.parte}>
                    <Table.Td>{rotuloParte(p.parte, simulado.tipo)}</Table.Td>
                    <Table.Td>{`${p.acertos} de ${p.total}`}</Table.Td>
                    <Table.Td>{plural(p.pontos, 'ponto')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Posicao idSimulado={simulado.id} />
        <Group gap="xs">
          <ArquivoButton
            carregar={() => folhaRespostasSimulado(simulado.id)}
            erro={ERROS_SIMULADO.folha}
            nomeArquivo={`folha-de-respostas-${simulado.id}.pdf`}
            rotuloLink="Abrir a folha de respostas"
            carregando="Gerando a folha de respostas…"
          >
            Baixar folha de respostas (PDF)
          </ArquivoButton>
          <Button component={Link} to={`/estatisticas-simulado-enare/${simulado.id}`} variant="default">
            Ver minhas estatisticas do simulado
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Abaixo, cada questão mostra a sua resposta, o gabarito e a explicação.
        </Text>
      </Stack>
    </Card>
  );
}
