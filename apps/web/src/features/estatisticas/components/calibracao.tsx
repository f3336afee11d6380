import { ROTULO_CERTEZA, ROTULO_MOTIVO_ERRO } from '@aprovei/shared/revisao/revisao.rules';
import type { TCalibracao } from '@aprovei/shared/revisao/revisao.schemas';
import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPercent } from '../../../lib/formatters';

/**
 * 'Calibração' (issue 24 §2): when the student said 'Tenho certeza' she was right N % of the time, per
 * level; and her miss reasons per subject, each subject linking to its questions in the search.
 */
export function Calibracao({ dados, buscaPath }: { dados: TCalibracao; buscaPath: string }) {
  const algum = dados.niveis.some((n) => n.total > 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="md" radius="md" role="region" aria-label="Calibração">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Calibração
          </Title>
          {!algum ? (
            <Text size="sm" c="dimmed">
              Marque sua certeza ao responder para ver aqui quanto você acerta em cada nível.
            </Text>
          ) : (
            dados.niveis.map((n) => (
              <Stack key={n.certeza} gap={2}>
                <Group justify="space-between">
                  <Text size="sm">Quando disse "{ROTULO_CERTEZA[n.certeza]}"</Text>
                  <Text size="sm" fw={700}>
                    {n.total === 0
                      ? '—'
                      : `acertou ${formatPercent(n.percentualAcertos)} (${n.acertos} de ${n.total})`}
                  </Text>
                </Group>
                <Progress
                  value={n.percentualAcertos}
                  aria-label={`Acertos com ${ROTULO_CERTEZA[n.certeza]}`}
                />
              </Stack>
            ))
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" role="region" aria-label="Motivos dos erros">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Motivos dos erros
          </Title>
          {dados.motivosPorMateria.length === 0 ? (
            <Text size="sm" c="dimmed">
              Depois de errar, diga por quê: os motivos aparecem aqui por matéria.
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Matéria</Table.Th>
                  <Table.Th>Motivos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dados.motivosPorMateria.map((m) => (
                  <Table.Tr key={m.materia.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${buscaPath}?materia=${m.materia.id}&nomeMateria=${encodeURIComponent(m.materia.nome)}`}
                      >
                        {m.materia.nome}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {m.motivos.map((x) => (
                          <Anchor
                            key={x.motivoErro}
                            component={Link}
                            to={`${buscaPath}?materia=${m.materia.id}&nomeMateria=${encodeURIComponent(m.materia.nome)}&motivoErro=${x.motivoErro}`}
                            aria-label={`${ROTULO_MOTIVO_ERRO[x.motivoErro]} em ${m.materia.nome}: ${x.total} ${x.total === 1 ? 'questão' : 'questões'}`}
                          >
                            {`${ROTULO_MOTIVO_ERRO[x.motivoErro]}: ${x.total}`}
                          </Anchor>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
