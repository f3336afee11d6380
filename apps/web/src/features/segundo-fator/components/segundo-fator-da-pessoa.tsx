import { MENSAGENS_SEGUNDO_FATOR } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import {
  redefinirSegundoFator,
  segundoFatorDaPessoaQueryOptions,
  segundoFatorKeys,
} from '../api/segundo-fator.api';

/**
 * The back office's person page: whether the two-step sign-in is on, and the admin's reset (a lost phone
 * and lost codes): her sessions end and she sets it up again at her next sign-in. Audited by the API.
 */
export function SegundoFatorDaPessoa({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const situacao = useQuery(segundoFatorDaPessoaQueryOptions(id));
  const [enviando, setEnviando] = useState(false);
  if (!situacao.data) return null;

  const redefinir = async () => {
    const ok = await confirm(
      [
        'A pessoa sai de todas as sessões e configura a verificação em duas etapas de novo ao entrar.',
        'Use só quando ela perdeu o celular e os códigos de recuperação.',
      ],
      { title: 'Redefinir a verificação em duas etapas?', danger: true },
    );
    if (!ok) return;
    setEnviando(true);
    try {
      await redefinirSegundoFator(id);
      await queryClient.invalidateQueries({ queryKey: segundoFatorKeys.daPessoa(id) });
      await showSuccess(MENSAGENS_SEGUNDO_FATOR.redefinida);
    } catch (error) {
      await showApiError(error);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="titulo-segundo-fator-pessoa">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} fz="h4" id="titulo-segundo-fator-pessoa">
            Verificação em duas etapas
          </Title>
          <Badge color={situacao.data.ativo ? 'green' : 'gray'} variant="light">
            {situacao.data.ativo ? 'Ativa' : 'Desativada'}
          </Badge>
        </Group>
        {situacao.data.ativo && (
          <Group>
            <Button variant="default" color="red" loading={enviando} onClick={() => void redefinir()}>
              Redefinir verificação em duas etapas
            </Button>
          </Group>
        )}
        {!situacao.data.ativo && (
          <Text size="sm" c="dimmed">
            A equipe configura a verificação em duas etapas ao entrar no back office.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
