import {
  MENSAGENS_IDENTIDADE_EXTERNA as M,
  NOME_PROVEDOR,
  type Provedor,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirm, showApiError } from '../../../components/dialogs';
import {
  desvincular,
  identidadeExternaKeys,
  identidadesQueryOptions,
  iniciarEntradaExterna,
  provedoresQueryOptions,
} from '../api/identidade-externa.api';
import { ICONE_PROVEDOR } from './botoes-entrada-externa';

/** The query parameter the return from a link sets, to say it worked. */
export const PARAM_VINCULADO = 'vinculado';

/**
 * 'Contas vinculadas' in Configurações: the Google and Facebook accounts linked, link another, unlink one
 * (the API refuses to unlink the last way to sign in, with its own message).
 */
export function ContasVinculadas() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const provedores = useQuery(provedoresQueryOptions());
  const identidades = useQuery(identidadesQueryOptions());
  const [ocupado, setOcupado] = useState<Provedor | null>(null);
  const vinculado = params.get(PARAM_VINCULADO);
  const lista = provedores.data?.provedores ?? [];
  const vinculadas = identidades.data?.identidades ?? [];
  if (lista.length === 0 && vinculadas.length === 0) return null;

  const vincular = async (provedor: Provedor) => {
    setOcupado(provedor);
    try {
      await iniciarEntradaExterna(provedor, 'vincular', '/configuracoes');
    } catch (error) {
      setOcupado(null);
      await showApiError(error, `Não foi possível vincular a conta do ${NOME_PROVEDOR[provedor]}.`);
    }
  };

  const remover = async (provedor: Provedor) => {
    const ok = await confirm(
      `Desvincular a conta do ${NOME_PROVEDOR[provedor]}? Você não poderá mais entrar por ela.`,
      { title: 'Desvincular conta', danger: true },
    );
    if (!ok) return;
    setOcupado(provedor);
    try {
      await desvincular(provedor);
      await queryClient.invalidateQueries({ queryKey: identidadeExternaKeys.identidades() });
    } catch (error) {
      await showApiError(error, `Não foi possível desvincular a conta do ${NOME_PROVEDOR[provedor]}.`);
    } finally {
      setOcupado(null);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="contas-vinculadas">
      <Stack gap="sm">
        <Title order={3} id="contas-vinculadas">
          Contas vinculadas
        </Title>
        {vinculado && vinculado in NOME_PROVEDOR && (
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
            {M.vinculada(vinculado as Provedor)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Entre com o Google ou o Facebook sem digitar sua senha.
        </Text>
        {[...new Set<Provedor>([...lista, ...vinculadas.map((v) => v.provedor)])].map((provedor) => {
          const identidade = vinculadas.find((v) => v.provedor === provedor);
          const Icone = ICONE_PROVEDOR[provedor];
          return (
            <Group key={provedor} justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <Icone size={20} aria-hidden />
                <div>
                  <Text fw={500}>{NOME_PROVEDOR[provedor]}</Text>
                  <Text size="sm" c="dimmed">
                    {identidade ? (identidade.email ?? 'Vinculada') : 'Não vinculada'}
                  </Text>
                </div>
              </Group>
              {identidade ? (
                <Button
                  variant="subtle"
                  color="red"
                  loading={ocupado === provedor}
                  onClick={() => void remover(provedor)}
                >
                  Desvincular {NOME_PROVEDOR[provedor]}
                </Button>
              ) : (
                <Button
                  variant="light"
                  loading={ocupado === provedor}
                  onClick={() => void vincular(provedor)}
                >
                  Vincular {NOME_PROVEDOR[provedor]}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
