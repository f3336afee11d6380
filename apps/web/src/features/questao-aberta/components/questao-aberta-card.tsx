import {
  MENSAGEM_AGUARDE_CORRECAO,
  MENSAGEM_ENVIADA,
  MENSAGEM_ERRO_SALVAR,
  MENSAGEM_REENVIO,
  MENSAGEM_REENVIO_TITULO,
  podeEnviar,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import type { TQuestaoAberta } from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconFileText, IconSend, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { questaoAbertaKeys } from '../api/keys';
import {
  arquivoQuestao,
  ERRO_QUESTAO_ABERTA,
  enviarResposta,
  fallbackDoEnvio,
  professoresQueryOptions,
} from '../api/questao-aberta.api';
import { ArquivoDropzone } from './arquivo-dropzone';
import { CorrecaoDialog } from './correcao-dialog';
import { nomeDoProfessor, ProfessorDialog } from './professor-dialog';

/**
 * One open question (spec doc 3 "Open questions", §4): number, title, theme, observation, its PDF in a
 * new tab; by the student's status: 'P' waits, 'C' shows 'Ver correção' and allows a confirmed resend,
 * empty allows sending. With no sends left the sending controls are not shown (the page invites to buy).
 */
export function QuestaoAbertaCard({
  questao,
  disponiveis,
}: {
  questao: TQuestaoAberta;
  disponiveis: number;
}) {
  const queryClient = useQueryClient();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [idProfessor, setIdProfessor] = useState<number | null>(questao.idProfessor);
  const [enviando, setEnviando] = useState(false);
  const [professorAberto, professorDialog] = useDisclosure(false);
  const [correcaoAberta, correcaoDialog] = useDisclosure(false);
  const professores = useQuery({
    ...professoresQueryOptions(),
    enabled: professorAberto || idProfessor !== null,
  });
  const envia = podeEnviar(questao.situacao, disponiveis);

  const enviar = async () => {
    if (!arquivo) return;
    const reenviar = questao.situacao === 'C';
    if (reenviar && !(await confirm(MENSAGEM_REENVIO, { title: MENSAGEM_REENVIO_TITULO }))) return;
    setEnviando(true);
    try {
      await enviarResposta(questao.id, arquivo, idProfessor, reenviar);
      setArquivo(null);
      await queryClient.invalidateQueries({ queryKey: questaoAbertaKeys.all });
      void showSuccess(MENSAGEM_ENVIADA);
    } catch (error) {
      void showApiError(error, fallbackDoEnvio(error, MENSAGEM_ERRO_SALVAR));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`questao-aberta-${questao.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Badge variant="light">Questão {questao.numero}</Badge>
          {questao.situacao === 'C' && (
            <Badge variant="dot" color="green" tt="none">
              Corrigida
            </Badge>
          )}
          {questao.situacao === 'P' && (
            <Badge variant="dot" color="yellow" tt="none">
              Em correção
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4" id={`questao-aberta-${questao.id}`}>
          {questao.titulo}
        </Title>
        <Text size="sm">
          <strong>Tema:</strong> {questao.temaQuestaoAbertaVO.nome}
        </Text>
        {questao.observacao && (
          <Text size="sm" c="dimmed">
            {questao.observacao}
          </Text>
        )}
        <Group>
          <ArquivoButton
            carregar={() => arquivoQuestao(questao.id)}
            erro={ERRO_QUESTAO_ABERTA.arquivo}
            nomeArquivo={questao.nomeArquivo}
            leftSection={<IconFileText size={18} aria-hidden />}
          >
            Baixar questão (PDF)
          </ArquivoButton>
          {questao.situacao === 'C' && <Button onClick={correcaoDialog.open}>Ver correção</Button>}
        </Group>
        {questao.situacao === 'P' && (
          <Alert color="yellow" icon={<IconClockHour4 aria-hidden />}>
            {MENSAGEM_AGUARDE_CORRECAO}
          </Alert>
        )}
        {envia && (
          <Stack gap="xs">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconUser size={16} aria-hidden />}
                onClick={professorDialog.open}
              >
                Professor: {nomeDoProfessor(professores.data, idProfessor)}
              </Button>
            </Group>
            <ArquivoDropzone
              label={`Arquivo da resposta da questão ${questao.numero}`}
              arquivo={arquivo}
              onChange={setArquivo}
            />
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={enviar}
                loading={enviando}
                disabled={!arquivo}
              >
                Enviar resposta
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {professorAberto && (
        <ProfessorDialog
          opened={professorAberto}
          onClose={professorDialog.close}
          valor={idProfessor}
          onEscolher={setIdProfessor}
        />
      )}
      {correcaoAberta && (
        <CorrecaoDialog
          id={questao.id}
          titulo={questao.titulo}
          opened={correcaoAberta}
          onClose={correcaoDialog.close}
        />
      )}
    </Card>
  );
}
