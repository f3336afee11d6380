import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { serverMessages } from '../lib/errors';
import { type Pendente, useFilaRespostas } from '../lib/fila-respostas';

export const TEXTO_SEM_CONEXAO = 'Sem conexão: suas respostas serão enviadas quando a internet voltar.';

/** '1 resposta aguardando conexão', '3 respostas…', with the mock's finish when it waits too. */
export function textoAguardando(pendentes: Pendente[], online: boolean): string | null {
  const respostas = pendentes.filter((p) => p.tipo === 'resposta').length;
  const finalizacao = pendentes.some((p) => p.tipo === 'finalizacao');
  if (respostas === 0 && !finalizacao) return null;
  const partes = [
    respostas > 0 ? `${respostas} ${respostas === 1 ? 'resposta' : 'respostas'}` : null,
    finalizacao ? 'a finalização do simulado' : null,
  ].filter(Boolean);
  const sujeito = partes.join(' e ');
  if (online) return `Enviando ${sujeito}…`;
  return `${sujeito.charAt(0).toUpperCase()}${sujeito.slice(1)} aguardando conexão`;
}

/**
 * What waits to be sent, said on every signed-in screen (DESIGN.md: "what waits to be sent says so"):
 * offline, the sentence and the count; online with a queue, that it is being sent; and answers the
 * server refused once sent, until dismissed.
 */
export function AvisoFila() {
  const { pendentes, recusadas, online, dispensarRecusadas } = useFilaRespostas();
  const aguardando = textoAguardando(pendentes, online);
  return (
    <>
      {(!online || aguardando) && (
        <Alert
          role="status"
          color={online ? 'blue' : 'orange'}
          icon={online ? <IconCloudUpload size={20} /> : <IconCloudOff size={20} />}
          mb="md"
          title={online ? undefined : TEXTO_SEM_CONEXAO}
        >
          {aguardando && <Text size="sm">{aguardando}</Text>}
        </Alert>
      )}
      {recusadas.length > 0 && (
        <Alert
          role="alert"
          color="red"
          icon={<IconAlertTriangle size={20} />}
          mb="md"
          title={
            recusadas.length === 1
              ? 'Uma resposta guardada não foi aceita'
              : `${recusadas.length} respostas guardadas não foram aceitas`
          }
        >
          <Group justify="space-between" align="flex-end" gap="xs">
            <div>
              {recusadas.map((d) => (
                <Text size="sm" key={d.pendente.id}>
                  {d.ok ? '' : (serverMessages(d.erro.body)[0] ?? d.erro.message)}
                </Text>
              ))}
            </div>
            <Button size="xs" variant="default" onClick={dispensarRecusadas}>
              Entendi
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
