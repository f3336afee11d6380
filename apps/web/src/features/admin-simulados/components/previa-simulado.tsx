import { NOMES_PARTE } from '@aprovei/shared/simulados/simulados.rules';
import { Badge, Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../../../components/error-dialog';
import { SafeHtml } from '../../../components/safe-html';
import { ERROS_ADMIN_SIMULADOS, previaQueryOptions } from '../api/admin-simulados.api';

/**
 * The mock as a student taking it reads it (the student screen's question shape, no key): every question
 * with its alternatives as radios that record nothing.
 */
export function PreviaSimulado({ id }: { id: number }) {
  const previa = useQuery(previaQueryOptions(id));
  useErrorDialog(previa.error, ERROS_ADMIN_SIMULADOS.previa);
  if (!previa.data) return <Loader aria-label="Carregando a prévia" />;
  const { questoes, duracaoMinutos } = previa.data;
  return (
    <Stack gap="md" aria-label="Prévia do simulado">
      <Text size="sm" c="dimmed">
        {questoes.length} questões
        {duracaoMinutos ? ` · tempo limite de ${duracaoMinutos} minutos` : ' · sem tempo limite'}. Uma questão
        por página para o aluno; as respostas marcadas aqui não são registradas.
      </Text>
      {questoes.map((q) => (
        <Paper
          key={q.id}
          withBorder
          p="md"
          aria-label={`Prévia da questão ${q.numeroQuestao}`}
          component="section"
        >
          <Stack gap="sm">
            <Group gap="xs">
              <Text fw={700}>
                Questão {q.numeroQuestao} de {questoes.length}
              </Text>
              <Badge variant="light">{NOMES_PARTE[q.tipoQuestaoEnare]}</Badge>
              <Text size="xs" c="dimmed">
                {q.ano.ano} · {q.instituicao.nome}
              </Text>
            </Group>
            <SafeHtml html={q.enunciado} />
            <Radio.Group aria-label={`Alternativas da questão ${q.numeroQuestao}`}>
              <Stack gap="xs">
                {[...q.listaAlternativas]
                  .sort((a, b) => a.ordem - b.ordem)
                  .map((a) => (
                    <Radio key={a.id} value={String(a.id)} label={<SafeHtml html={a.enunciado} />} />
                  ))}
              </Stack>
            </Radio.Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
