import { type TDetalheSuporteAdmin, ZResponderSuporte } from '@aprovei/shared/suporte/suporte-admin.schemas';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { encerrar, mensagemQueryOptions, responder, suporteKeys } from '../api/admin-suporte.api';

function Situacao({ situacao }: { situacao: TDetalheSuporteAdmin['situacao'] }) {
  return (
    <Badge color={situacao === 'ABERTA' ? 'blue' : 'gray'} variant="light">
      {situacao === 'ABERTA' ? 'Aberta' : 'Encerrada'}
    </Badge>
  );
}

function FormResposta({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ZResponderSuporte, { initialValues: { texto: '' } });
  const submit = form.onSubmit(async (corpo) => {
    try {
      await responder(id, corpo);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: suporteKeys.all });
      await showSuccess('Resposta enviada por e-mail.');
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível enviar a resposta. Tente novamente.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label="Resposta" autosize minRows={4} required {...form.getInputProps('texto')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Responder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One support message: the text, its sender's account a click away, the replies, reply and close. */
export function MensagemPainel({ id, onAbrir }: { id: number; onAbrir: (id: number) => void }) {
  const queryClient = useQueryClient();
  const detalhe = useQuery(mensagemQueryOptions(id));
  if (detalhe.isError) return <Text c="red">Mensagem de suporte não encontrada.</Text>;
  if (!detalhe.data) return <Loader />;
  const m = detalhe.data;

  const fechar = async () => {
    if (!(await confirm('Encerrar esta mensagem?', { title: 'Encerrar' }))) return;
    try {
      await encerrar(m.id);
      await queryClient.invalidateQueries({ queryKey: suporteKeys.all });
    } catch (error) {
      await showApiError(error, 'Não foi possível encerrar a mensagem. Tente novamente.');
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {m.assunto}
          </Title>
          <Text size="sm" c="dimmed">
            #{m.id} · {formatarDataHora(m.criadoEm)}
          </Text>
        </Stack>
        <Situacao situacao={m.situacao} />
      </Group>
      <Stack gap={2}>
        <Text size="sm">
          De: <strong>{m.remetente?.nome ?? 'Conta excluída'}</strong> &lt;{m.email}&gt;
        </Text>
        {m.remetente && (
          <Anchor component={Link} to={`/admin/usuarios/${m.remetente.id}`} size="sm">
            Ver a conta de {m.remetente.nome} ({m.remetente.email})
          </Anchor>
        )}
      </Stack>
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-light)">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.mensagem}</Text>
      </Paper>
      {m.respostas.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>Respostas</Text>
          {m.respostas.map((r) => (
            <Paper withBorder p="sm" key={r.id}>
              <Text size="xs" c="dimmed">
                {r.autorNome} · {formatarDataHora(r.criadoEm)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.texto}</Text>
            </Paper>
          ))}
        </Stack>
      )}
      <FormResposta id={m.id} key={m.id} />
      {m.situacao === 'ABERTA' && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void fechar()}>
            Encerrar
          </Button>
        </Group>
      )}
      {m.anteriores.length > 0 && (
        <>
          <Divider />
          <Text fw={600}>Mensagens anteriores</Text>
          <Stack gap={4}>
            {m.anteriores.map((a) => (
              <Anchor component="button" type="button" key={a.id} onClick={() => onAbrir(a.id)} ta="left">
                {formatarDataHora(a.criadoEm)} — {a.assunto} (
                {a.situacao === 'ABERTA' ? 'aberta' : 'encerrada'})
              </Anchor>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
