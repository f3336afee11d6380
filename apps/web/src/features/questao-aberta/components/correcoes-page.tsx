import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ArquivoButton } from '../../../components/arquivo-button';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatTime } from '../../../lib/formatters';
import { arquivoResposta, ERRO_QUESTAO_ABERTA, filaQueryOptions } from '../api/questao-aberta.api';
import { CorrecaoForm } from './correcao-form';

/**
 * /correcoes (the teacher's side, not in the spec): the answers waiting for this teacher or for any
 * teacher, oldest first; each one's file in a new tab and the correction form.
 */
export function CorrecoesPage() {
  const fila = useQuery(filaQueryOptions());
  useErrorDialog(fila.error, ERRO_QUESTAO_ABERTA.fila);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Correções
      </Title>
      {!fila.data ? (
        <Center role="status" aria-label="Carregando a fila de correção">
          <Loader />
        </Center>
      ) : fila.data.length === 0 ? (
        <Text>Nenhuma resposta aguardando correção.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {fila.data.map((r) => (
            <Card key={r.id} withBorder padding="lg" component="article" aria-labelledby={`resposta-${r.id}`}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Badge variant="light">Questão {r.questao.numero}</Badge>
                  <Badge variant="dot" tt="none" color={r.paraMim ? 'blue' : 'gray'}>
                    {r.paraMim ? 'Para você' : 'Qualquer professor'}
                  </Badge>
                </Group>
                <Title order={2} size="h4" id={`resposta-${r.id}`}>
                  {r.questao.titulo}
                </Title>
                <Text size="sm">
                  {r.aluno} · enviada em {formatDate(r.enviadaEm)} às {formatTime(r.enviadaEm)} ·{' '}
                  {r.questao.tema}
                </Text>
                <Group>
                  <ArquivoButton
                    carregar={() => arquivoResposta(r.id)}
                    erro={ERRO_QUESTAO_ABERTA.arquivo}
                    nomeArquivo={r.nomeArquivo}
                    leftSection={<IconFileDownload size={18} aria-hidden />}
                  >
                    Baixar resposta do aluno
                  </ArquivoButton>
                </Group>
                <CorrecaoForm resposta={r} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
