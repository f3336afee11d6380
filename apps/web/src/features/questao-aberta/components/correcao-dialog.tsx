import { MENSAGEM_NAO_CORRIGIDA } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ArquivoButton } from '../../../components/arquivo-button';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate } from '../../../lib/formatters';
import { arquivoCorrecao, situacaoQueryOptions } from '../api/questao-aberta.api';

/** 'Ver correção': the teacher's comment and score, and the correction file in a new tab. */
export function CorrecaoDialog({
  id,
  titulo,
  opened,
  onClose,
}: {
  id: number;
  titulo: string;
  opened: boolean;
  onClose: () => void;
}) {
  const situacao = useQuery({ ...situacaoQueryOptions(id), enabled: opened });
  useErrorDialog(situacao.error, MENSAGEM_NAO_CORRIGIDA);
  const s = situacao.data;
  return (
    <Modal opened={opened} onClose={onClose} title={`Correção: ${titulo}`} centered size="lg">
      {!s ? (
        <Center role="status" aria-label="Carregando a correção">
          <Loader />
        </Center>
      ) : s.situacao !== 'C' ? (
        <Text>{MENSAGEM_NAO_CORRIGIDA}</Text>
      ) : (
        <Stack>
          <Text>
            <strong>Nota:</strong> {s.nota?.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}
          </Text>
          {s.professor && (
            <Text size="sm" c="dimmed">
              Corrigida por {s.professor}
              {s.corrigidaEm ? ` em ${formatDate(s.corrigidaEm)}` : ''}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{s.comentario}</Text>
          <ArquivoButton
            carregar={() => arquivoCorrecao(id)}
            erro={MENSAGEM_NAO_CORRIGIDA}
            nomeArquivo="correcao"
            leftSection={<IconFileCheck size={18} aria-hidden />}
          >
            Abrir arquivo da correção
          </ArquivoButton>
        </Stack>
      )}
    </Modal>
  );
}
