import type { LocalReacao, TResumoReacoes, TUltimaReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { questoesKeys } from '../api/keys';
import {
  contagemQueryOptions,
  ERRO_REACOES,
  emojisQueryOptions,
  minhaReacaoQueryOptions,
  reagir,
} from '../api/reacoes.api';
import { pluralReacoes } from '../utils/reacoes';

const QuemReagiu = lazy(() => import('./quem-reagiu'));

/**
 * Emoji reactions of a question, an exercise or a comment (spec doc 3 §2): each emoji with its total,
 * the user's current one pressed; clicking sends it (the same one again takes it back) and the answer
 * brings the new totals. 'Ver quem reagiu' lists the people, all or per emoji.
 */
export function BarraReacoes({
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
            aria-label={`${emoji.nome} (${pluralReacoes(total)})`}
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
        <Suspense fallback={null}>
          <QuemReagiu
            local={local}
            id={id}
            emojis={emojis.data}
            totais={totais}
            opened={quem}
            onClose={() => setQuem(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
