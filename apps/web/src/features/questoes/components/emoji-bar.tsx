import type {
  LocalReacao,
  TEmoji,
  TResumoReacoes,
  TUltimaReacao,
} from '@aprovei/shared/reacoes/reacoes.schemas';
import { Button, Group, List, Loader, Modal, Skeleton, Tabs, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { questoesKeys } from '../api/keys';
import {
  contagemQueryOptions,
  ERRO_REACOES,
  emojisQueryOptions,
  minhaReacaoQueryOptions,
  reagir,
  usuariosReacaoQueryOptions,
} from '../api/reacoes.api';

const plural = (n: number) => (n === 1 ? '1 reação' : `${n} reações`);

function UsuariosLista({ local, id, idEmoji }: { local: LocalReacao; id: number; idEmoji: number | null }) {
  const query = useQuery(usuariosReacaoQueryOptions(local, id, idEmoji));
  useErrorDialog(query.error, idEmoji === null ? ERRO_REACOES.todosUsuarios : ERRO_REACOES.usuarios);
  if (query.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Carregando" />
      </Group>
    );
  }
  if (query.isError) return <Text c="dimmed">{ERRO_REACOES.usuarios}</Text>;
  if (query.data.length === 0) return <Text c="dimmed">Ninguém reagiu ainda.</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {query.data.map((u, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answer has no ids; two people may share a name.
        <List.Item key={i}>
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden>{u.simbolo}</span>
            <Text size="sm">{u.nome}</Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function QuemReagiu({
  local,
  id,
  emojis,
  totais,
  opened,
  onClose,
}: {
  local: LocalReacao;
  id: number;
  emojis: readonly TEmoji[];
  totais: ReadonlyMap<number, number>;
  opened: boolean;
  onClose: () => void;
}) {
  const [aba, setAba] = useState<string | null>('todos');
  const comReacao = emojis.filter((e) => (totais.get(e.id) ?? 0) > 0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Quem reagiu"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="todos">Todos</Tabs.Tab>
          {comReacao.map((e) => (
            <Tabs.Tab
              key={e.id}
              value={String(e.id)}
              aria-label={`${e.nome} (${plural(totais.get(e.id) ?? 0)})`}
            >
              <span aria-hidden>
                {e.simbolo} {totais.get(e.id)}
              </span>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="todos" pt="sm">
          <UsuariosLista local={local} id={id} idEmoji={null} />
        </Tabs.Panel>
        {comReacao.map((e) => (
          <Tabs.Panel key={e.id} value={String(e.id)} pt="sm">
            <UsuariosLista local={local} id={id} idEmoji={e.id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}

/**
 * Emoji reactions of a question, an exercise or a comment (spec doc 3 §2): each emoji with its total,
 * the user's current one pressed; clicking sends it (the same one again takes it back) and the answer
 * brings the new totals. 'Ver quem reagiu' lists the people, all or per emoji.
 */
export function EmojiBar({
  local,
  id,
  size = 'sm',
  inicial,
}: {
  local: LocalReacao;
  id: number;
  size?: 'xs' | 'sm';
  /** The reactions the list already brought: no request until they change. */
  inicial?: TResumoReacoes;
}) {
  const queryClient = useQueryClient();
  const emojis = useQuery(emojisQueryOptions());
  const fresh = inicial ? { staleTime: 60_000 } : {};
  const contagem = useQuery({ ...contagemQueryOptions(local, id), ...fresh, initialData: inicial?.contagem });
  const minha = useQuery({
    ...minhaReacaoQueryOptions(local, id),
    ...fresh,
    initialData: inicial && { idEmoji: inicial.idEmoji, idComentarioReacao: null, localReacao: local },
  });
  const [quem, setQuem] = useState(false);
  useErrorDialog(emojis.error, ERRO_REACOES.emojis);
  useErrorDialog(contagem.error, ERRO_REACOES.contar);
  useErrorDialog(minha.error, ERRO_REACOES.ultimo);

  const enviar = useMutation({
    mutationFn: (idEmoji: number) => reagir(local, id, idEmoji),
    onSuccess: (resultado) => {
      queryClient.setQueryData(contagemQueryOptions(local, id).queryKey, resultado.contagem);
      queryClient.setQueryData(
        minhaReacaoQueryOptions(local, id).queryKey,
        (atual: TUltimaReacao | undefined): TUltimaReacao => ({
          idComentarioReacao: atual?.idComentarioReacao ?? null,
          localReacao: local,
          idEmoji: resultado.idEmoji,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: questoesKeys.usuariosReacao(local, id) });
    },
    onError: (error) => {
      void showApiError(error, ERRO_REACOES.reagir);
    },
  });

  if (emojis.isPending) {
    return (
      <Group gap={6} aria-hidden>
        <Skeleton h={30} w={52} />
        <Skeleton h={30} w={52} />
        <Skeleton h={30} w={52} />
      </Group>
    );
  }
  if (!emojis.data || emojis.data.length === 0) return null;

  const totais = new Map((contagem.data ?? []).map((c) => [c.idEmoji, c.total]));
  const atual = minha.data?.idEmoji ?? null;
  const algum = [...totais.values()].some((t) => t > 0);

  return (
    <Group gap={6} role="group" aria-label="Reações">
      {emojis.data.map((emoji) => {
        const total = totais.get(emoji.id) ?? 0;
        const pressionado = atual === emoji.id;
        return (
          <Button
            key={emoji.id}
            size={size}
            radius="xl"
            variant={pressionado ? 'light' : 'default'}
            aria-pressed={pressionado}
            aria-label={`${emoji.nome} (${plural(total)})`}
            title={emoji.nome}
            disabled={enviar.isPending}
            onClick={() => enviar.mutate(emoji.id)}
            styles={
              pressionado ? { root: { borderColor: 'var(--mantine-primary-color-filled)' } } : undefined
            }
            miw={44}
            px={10}
          >
            <span aria-hidden>{emoji.simbolo}</span>
            <Text span size="sm" ml={6} fw={pressionado ? 700 : 500} aria-hidden>
              {total}
            </Text>
          </Button>
        );
      })}
      {algum && (
        <Button
          size={size}
          variant="subtle"
          leftSection={<IconUsers size={16} aria-hidden />}
          onClick={() => setQuem(true)}
        >
          Ver quem reagiu
        </Button>
      )}
      {quem && (
        <QuemReagiu
          local={local}
          id={id}
          emojis={emojis.data}
          totais={totais}
          opened={quem}
          onClose={() => setQuem(false)}
        />
      )}
    </Group>
  );
}
