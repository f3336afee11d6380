import { textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/formatters';
import { pacotesEnviosQueryOptions } from '../api/assinatura.api';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/**
 * 'Comprar mais envios' (issue 22 §1): the open-question send packs a student with a plan may buy on
 * their own, each with its price, its longest instalment and a button to its checkout. Without a plan
 * the server's refusal is shown with a way to the plans.
 */
export function PacotesEnvios() {
  const pacotes = useQuery(pacotesEnviosQueryOptions());
  if (pacotes.isPending) return <Skeleton h={240} radius="md" />;
  const semPlano = pacotes.error instanceof ApiError ? pacotes.error.message : null;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={2}>{TEXTOS_CHECKOUT.tituloPacote}</Title>
      {pacotes.error ? (
        <Alert color="yellow" title="Não foi possível mostrar os pacotes">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{semPlano ?? 'Tente novamente mais tarde.'}</Text>
            <Button component={Link} to="/planos" variant="light">
              Conhecer os planos
            </Button>
          </Stack>
        </Alert>
      ) : pacotes.data.length === 0 ? (
        <Text>Nenhum pacote de envios à venda para o seu plano no momento.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {pacotes.data.map((p) => {
            const maior = p.parcelas.at(-1);
            return (
              <Card key={p.id} withBorder radius="md" padding="lg" aria-label={p.nome}>
                <Stack gap="xs" h="100%">
                  <Text fw={700} size="lg">
                    {p.nome}
                  </Text>
                  {p.descricao && <Text size="sm">{p.descricao}</Text>}
                  <Text size="sm" c="dimmed">
                    {p.descricaoEntrega}
                  </Text>
                  <Text fw={700} size="xl" mt="auto">
                    {formatMoney(p.valor)}
                  </Text>
                  {maior && maior.qtdParcela > 1 && (
                    <Text size="sm" c="dimmed">
                      ou {textoParcela(maior.qtdParcela, reaisParaCentavos(maior.valorParcelado))}
                    </Text>
                  )}
                  <Button
                    component={Link}
                    to={`/comprar-envios/${p.id}`}
                    leftSection={<IconShoppingCart size={16} aria-hidden />}
                  >
                    Comprar
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
