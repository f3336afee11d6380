import type { LocalReacao, TEmoji } from '@aprovei/shared/reacoes/reacoes.schemas';
import { Group, List, Loader, Modal, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { ERRO_REACOES, usuariosReacaoQueryOptions } from '../api/reacoes.api';
import { pluralReacoes } from '../utils/reacoes';

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

/** 'Ver quem reagiu': the people, all or per emoji (a chunk of its own, loaded when first opened). */
export default function QuemReagiu({
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
              aria-label={`${e.nome} (${pluralReacoes(totais.get(e.id) ?? 0)})`}
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
