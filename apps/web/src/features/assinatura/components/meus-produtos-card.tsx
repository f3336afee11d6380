import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/formatters';
import { contratacoesQueryOptions } from '../api/assinatura.api';

/** 'Meus Produtos': each add-on product bought, with its dates and its contract's situation. */
export function MeusProdutosCard() {
  const { data, isPending, isError } = useQuery(contratacoesQueryOptions());
  const compras = (data ?? []).flatMap((c) =>
    c.produtoComprado.map((p) => ({ ...p, idContratacao: c.idContratacao, situacao: c.situacaoContratacao })),
  );

  return (
    <Card withBorder component="section" aria-labelledby="meus-produtos-titulo">
      <Title order={3} id="meus-produtos-titulo" mb="sm">
        Meus Produtos
      </Title>
      {isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={20} w="60%" />
          <Skeleton h={16} w="40%" />
        </Stack>
      ) : isError ? (
        <Text c="dimmed">Não foi possível carregar seus produtos agora.</Text>
      ) : compras.length === 0 ? (
        <Text c="dimmed">Você ainda não comprou produtos adicionais.</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {compras.map((p) => (
            <Card key={p.id} withBorder padding="sm" component="li" aria-label={p.nomeProduto}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{p.nomeProduto}</Text>
                <Badge variant="dot" color="gray" tt="none">
                  {p.situacao.descricao}
                </Badge>
              </Group>
              <Text size="sm">Data da contratação: {formatDate(p.dataInicio)}</Text>
              <Text size="sm">Válido até: {formatDate(p.dataValidadeAssinatura)}</Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
