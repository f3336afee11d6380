import { MENSAGENS_PUSH } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { serverMessages } from '../../../lib/errors';
import { formatDate } from '../../../lib/formatters';
import {
  aparelhosQueryOptions,
  ativarNesteAparelho,
  chavePublicaQueryOptions,
  enviarTeste,
  esteAparelho,
  notificacoesKeys,
  pushSuportado,
  removerAparelho,
  TEXTOS_NOTIFICACOES as T,
} from '../api/notificacoes-push.api';

type Aviso = { cor: 'green' | 'yellow' | 'red'; texto: string };

/**
 * 'Notificações' in 'Configurações' (issue 25 §2): the daily review reminder and 'Sua questão aberta foi
 * corrigida' on the devices the person activates, one tap each; each device can be removed here.
 */
export function NotificacoesCard() {
  const queryClient = useQueryClient();
  const suportado = pushSuportado();
  const chave = useQuery({ ...chavePublicaQueryOptions(), enabled: suportado });
  const aparelhos = useQuery(aparelhosQueryOptions());
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [ocupado, setOcupado] = useState<string | null>(null);
  const [permissao, setPermissao] = useState(() => (suportado ? Notification.permission : 'default'));
  const deste = esteAparelho();
  const ativoAqui = permissao === 'granted' && (aparelhos.data ?? []).some((a) => a.id === deste);

  async function executar(qual: string, acao: () => Promise<Aviso | null>) {
    setOcupado(qual);
    setAviso(null);
    try {
      setAviso(await acao());
      await queryClient.invalidateQueries({ queryKey: notificacoesKeys.aparelhos() });
    } catch (failure) {
      const doServidor = failure instanceof ApiError ? serverMessages(failure.body) : [];
      setAviso({ cor: 'red', texto: doServidor.join(' ') || (failure as Error).message });
    } finally {
      setOcupado(null);
    }
  }

  const ativar = () =>
    executar('ativar', async () => {
      const resultado = await ativarNesteAparelho(chave.data!.chavePublica);
      setPermissao(Notification.permission);
      if (resultado === 'ativado') return { cor: 'green', texto: 'Notificações ativadas neste aparelho.' };
      if (resultado === 'sem-service-worker') return { cor: 'yellow', texto: T.semServiceWorker };
      return {
        cor: 'yellow',
        texto: Notification.permission === 'denied' ? T.bloqueadas : T.naoPermitidas,
      };
    });

  const indisponivel = chave.isError;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="titulo-notificacoes">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBell size={22} aria-hidden />
          <Title order={3} fz="h4" id="titulo-notificacoes">
            Notificações
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Receba no celular ou no computador o lembrete das revisões do dia e o aviso de que sua questão
          aberta foi corrigida.
        </Text>
        {!suportado && <Text size="sm">{T.semSuporte}</Text>}
        {suportado && indisponivel && <Text size="sm">{MENSAGENS_PUSH.desligado}</Text>}
        {suportado && !indisponivel && permissao === 'denied' && !aviso && (
          <Text size="sm">{T.bloqueadas}</Text>
        )}
        {aviso && (
          <Alert color={aviso.cor} variant="light" role="status">
            {aviso.texto}
          </Alert>
        )}
        {suportado && !indisponivel && !ativoAqui && permissao !== 'denied' && (
          <Group>
            <Button onClick={ativar} loading={ocupado === 'ativar'} disabled={!chave.data}>
              Ativar notificações neste aparelho
            </Button>
          </Group>
        )}
        {(aparelhos.data ?? []).length > 0 && (
          <>
            <Text fw={600} size="sm">
              Aparelhos que recebem as notificações
            </Text>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {aparelhos.data!.map((a) => (
                <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Group gap={6}>
                      <Text size="sm">{a.aparelho}</Text>
                      {a.id === deste && (
                        <Badge size="sm" variant="light">
                          Este aparelho
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Desde {formatDate(a.criadoEm)}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Remover ${a.aparelho}`}
                    loading={ocupado === `remover-${a.id}`}
                    onClick={() =>
                      executar(`remover-${a.id}`, async () => {
                        await removerAparelho(a.id);
                        return { cor: 'green', texto: `${a.aparelho} não recebe mais as notificações.` };
                      })
                    }
                  >
                    Remover
                  </Button>
                </Group>
              ))}
            </Stack>
            <Group>
              <Button
                variant="default"
                loading={ocupado === 'teste'}
                onClick={() =>
                  executar('teste', async () => ({ cor: 'green', texto: (await enviarTeste()).mensagem }))
                }
              >
                Enviar notificação de teste
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
