import type { TQuestaoSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Alert, Badge, Box, Card, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { SafeHtml } from '../../../components/safe-html';

const letra = (ordem: number) => String.fromCharCode(64 + ordem);
const emOrdem = (q: TQuestaoSimulado) => [...q.listaAlternativas].sort((a, b) => a.ordem - b.ordem);

/** While the attempt is open: the alternatives as radios, the choice saved at once. */
function Responder({
  questao,
  marcada,
  ocupada,
  onEscolher,
}: {
  questao: TQuestaoSimulado;
  marcada: number | null;
  ocupada: boolean;
  onEscolher: (idAlternativa: number) => void;
}) {
  return (
    <Radio.Group
      aria-label={`Alternativas da questão ${questao.numeroQuestao}`}
      value={marcada === null ? null : String(marcada)}
      onChange={(v) => onEscolher(Number(v))}
    >
      <Stack gap="sm">
        {emOrdem(questao).map((a) => (
          <Radio key={a.id} value={String(a.id)} disabled={ocupada} label={<SafeHtml html={a.enunciado} />} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Once finished: every alternative with its letter; the key in green ('Gabarito'), the student's choice
 * in red when wrong ('Sua resposta'), a verdict on top and the explanation below.
 */
function Corrigida({ questao, marcada }: { questao: TQuestaoSimulado; marcada: number | null }) {
  const gabarito = questao.idAlternativaCorreta;
  const acertou = marcada !== null && marcada === gabarito;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {marcada === null ? (
          <Badge color="gray" variant="light">
            Em branco
          </Badge>
        ) : acertou ? (
          <Badge color="green" leftSection={<IconCheck size={14} aria-hidden />}>
            Você acertou
          </Badge>
        ) : (
          <Badge color="red" leftSection={<IconX size={14} aria-hidden />}>
            Você errou
          </Badge>
        )}
      </Group>
      <Stack gap="xs" role="list" aria-label={`Alternativas da questão ${questao.numeroQuestao}`}>
        {emOrdem(questao).map((a) => {
          const certa = a.id === gabarito;
          const escolhida = a.id === marcada;
          const cor = certa ? 'green' : escolhida ? 'red' : undefined;
          const rotulos = [escolhida && 'Sua resposta', certa && 'Gabarito'].filter(Boolean).join(', ');
          return (
            <Paper
              key={a.id}
              role="listitem"
              aria-label={`Alternativa ${letra(a.ordem)}${rotulos ? ` (${rotulos})` : ''}`}
              withBorder
              p="sm"
              bg={cor ? `var(--mantine-color-${cor}-light)` : undefined}
              style={cor ? { borderColor: `var(--mantine-color-${cor}-filled)` } : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Text fw={700} w={20}>
                  {letra(a.ordem)}
                </Text>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <SafeHtml html={a.enunciado} />
                </Box>
                <Group gap={4} wrap="nowrap">
                  {escolhida && (
                    <Badge color={certa ? 'green' : 'red'} variant="filled" size="sm">
                      Sua resposta
                    </Badge>
                  )}
                  {certa && (
                    <Badge color="green" variant="outline" size="sm">
                      Gabarito
                    </Badge>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {questao.explicacao && (
        <Alert color="blue" title="Explicação">
          <SafeHtml html={questao.explicacao} />
        </Alert>
      )}
    </Stack>
  );
}

/** A mock question: answered while the attempt is open, corrected (choice, key, explanation) once it is finished. */
export function QuestaoSimulado({
  questao,
  marcada,
  finalizado,
  ocupada,
  onEscolher,
}: {
  questao: TQuestaoSimulado;
  marcada: number | null;
  finalizado: boolean;
  ocupada: boolean;
  onEscolher: (idAlternativa: number) => void;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <SafeHtml html={questao.enunciado} />
        {finalizado && questao.exibirDadosAdicionaisEnare ? (
          <Corrigida questao={questao} marcada={marcada} />
        ) : (
          <Responder
            questao={questao}
            marcada={marcada}
            ocupada={ocupada || finalizado}
            onEscolher={onEscolher}
          />
        )}
      </Stack>
    </Card>
  );
}
