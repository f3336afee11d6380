import { type Certeza, MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import type { TItemRevisao, TRevisarResultado } from '@aprovei/shared/revisao/revisao.schemas';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { EscolhaCerteza } from '../../../components/escolha-certeza';
import { SafeHtml } from '../../../components/safe-html';
import { formatDate } from '../../../lib/formatters';
import { usePlataforma } from '../../../lib/plataforma';
import { revisaoKeys } from '../api/keys';
import { revisar, revisoesHojeQueryOptions, semAcesso } from '../api/revisao.api';
import { PreferenciasRevisao } from './preferencias-revisao';

const ERRO_CARREGAR = 'Não foi possível carregar suas revisões. Tente novamente.';
const ERRO_RESPONDER = 'Não foi possível registrar sua resposta. Tente novamente.';
const LETRAS = 'ABCDEFGHIJ';

/** When the item comes back, in words: 'amanhã', 'em 5 dias (12/12/2026)'. */
export function quandoVolta(r: TRevisarResultado): string {
  if (r.diasAteProxima === 0) return 'Este item volta ainda hoje.';
  if (r.diasAteProxima === 1) return `Este item volta amanhã (${formatDate(r.proximaRevisao)}).`;
  return `Este item volta em ${r.diasAteProxima} dias (${formatDate(r.proximaRevisao)}).`;
}

function Item({ item, onProxima }: { item: TItemRevisao; onProxima: () => void }) {
  const [escolha, setEscolha] = useState<string | null>(null);
  const [certeza, setCerteza] = useState<Certeza | null>(null);
  const [resultado, setResultado] = useState<TRevisarResultado | null>(null);
  const responder = useMutation({
    mutationFn: () =>
      revisar(
        item.tipo !== 'exercicio'
          ? { tipo: item.tipo, idItem: item.questao.id, idAlternativa: Number(escolha), certeza }
          : {
              tipo: 'exercicio',
              idItem: item.exercicio.id,
              respostaMarcadaVerdadeiroFalso: escolha === 'certo',
              certeza,
            },
      ),
    onSuccess: setResultado,
    onError: (error) => showApiError(error, ERRO_RESPONDER),
  });
  const feedback = resultado?.questao ?? resultado?.exercicio;
  const correta = resultado?.questao?.id ?? null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {item.tipo !== 'exercicio' ? (
          <>
            <Text size="sm" c="dimmed">
              {item.tipo === 'simulado_questao' && 'Simulado · '}
              {item.questao.instituicao.nome} · {item.questao.ano.ano} ·{' '}
              {item.questao.listaMaterias.map((m) => m.nome).join(', ')}
            </Text>
            <SafeHtml html={item.questao.enunciado} />
            <Radio.Group value={escolha} onChange={setEscolha} aria-label="Alternativas">
              <Stack gap="xs">
                {item.questao.listaAlternativas.map((a, i) => (
                  <Radio
                    key={a.id}
                    value={String(a.id)}
                    disabled={!!resultado}
                    color={resultado && a.id === correta ? 'green' : undefined}
                    label={
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <Text fw={700}>{LETRAS[i]})</Text>
                        <SafeHtml html={a.enunciado} />
                        {resultado && a.id === correta && (
                          <Badge color="green" variant="light">
                            Correta
                          </Badge>
                        )}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          </>
        ) : (
          <>
            {item.exercicio.questao.enunciado && <SafeHtml html={item.exercicio.questao.enunciado} />}
            <Text fw={500}>{item.exercicio.enunciado}</Text>
            <Radio.Group value={escolha} onChange={setEscolha} aria-label="Certo ou errado">
              <Group>
                <Radio value="certo" label="Certo" disabled={!!resultado} />
                <Radio value="errado" label="Errado" disabled={!!resultado} />
              </Group>
            </Radio.Group>
          </>
        )}

        {!resultado && (
          <>
            <EscolhaCerteza
              pergunta="Quão seguro você está? (opcional)"
              value={certeza}
              onChange={setCerteza}
            />
            <Group>
              <Button onClick={() => responder.mutate()} disabled={!escolha} loading={responder.isPending}>
                Responder
              </Button>
            </Group>
          </>
        )}

        {resultado && feedback && (
          <Stack gap="sm">
            <Alert
              color={feedback.certoErrado ? 'green' : 'red'}
              title={feedback.certoErrado ? 'Você acertou!' : 'Você errou.'}
            >
              {quandoVolta(resultado)}
            </Alert>
            {feedback.feedback && (
              <Stack gap={4}>
                <Text fw={700}>Explicação</Text>
                <SafeHtml html={feedback.feedback} />
              </Stack>
            )}
            <Group>
              <Button onClick={onProxima}>Próxima</Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 'Revisões de hoje' (issue 24): the items of the student's deck due today, one at a time, alternatives
 * in a new order each time, the search's feedback and explanation, and when the item comes back.
 */
export function RevisoesPage() {
  const idPlataforma = usePlataforma();
  const queryClient = useQueryClient();
  const hoje = useQuery(revisoesHojeQueryOptions(idPlataforma));
  const bloqueado = semAcesso(hoje.error);
  useErrorDialog(bloqueado ? null : hoje.error, ERRO_CARREGAR);

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Revisões de hoje nos planos completos"
        mensagem={MENSAGEM_SEM_REVISOES}
        beneficio="Com as revisões, cada questão que você erra volta no dia certo para você não esquecer até a prova."
      />
    );

  const item = hoje.data?.itens[0];
  const proxima = () => {
    void queryClient.invalidateQueries({ queryKey: revisaoKeys.all });
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Revisões de hoje
        </Title>
        {hoje.data && hoje.data.total > 0 && (
          <Badge size="lg" variant="light">
            {hoje.data.total} {hoje.data.total === 1 ? 'revisão' : 'revisões'} para hoje
          </Badge>
        )}
      </Group>
      {hoje.isPending ? (
        <Center role="status" aria-label="Carregando revisões">
          <Loader />
        </Center>
      ) : item ? (
        <Item
          key={`${item.tipo}-${item.tipo === 'exercicio' ? item.exercicio.id : item.questao.id}-${hoje.dataUpdatedAt}`}
          item={item}
          onProxima={proxima}
        />
      ) : (
        hoje.data && (
          <Paper withBorder p="lg" radius="md">
            <Text>
              Nenhuma revisão para hoje. Continue respondendo questões: o que você errar volta aqui no dia
              certo.
            </Text>
          </Paper>
        )
      )}
      <PreferenciasRevisao />
    </Stack>
  );
}
