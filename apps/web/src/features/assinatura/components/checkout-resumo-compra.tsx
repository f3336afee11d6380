import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCentavos, formatMoney } from '../../../lib/formatters';
import type { CheckoutPrecos, CupomAplicado } from '../hooks/use-checkout-precos';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/** What is bought, at the top: the plan with its longest instalment and cash price, or the e-books. */
export function ResumoCompra({ precos }: { precos: CheckoutPrecos }) {
  const { plano, itensAvulsos, linhaResumo } = precos;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        {plano ? (
          <Text fw={700} size="lg">
            {plano.nomePlano}
          </Text>
        ) : (
          itensAvulsos.map((e) => (
            <Text key={e.id} fw={700}>
              {e.nome}
            </Text>
          ))
        )}
        <Text c="dimmed" data-testid="resumo-preco">
          {linhaResumo}
        </Text>
      </Stack>
    </Paper>
  );
}

/** 'Detalhes da compra': each item, the coupon's discount and the total. */
export function DetalhesCompra({ precos, cupom }: { precos: CheckoutPrecos; cupom: CupomAplicado | null }) {
  const { plano, itensAvulsos, precoOriginal, valorPlano, escolhidos, totalCentavos } = precos;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        {TEXTOS_CHECKOUT.detalhes}
      </Text>
      {itensAvulsos.map((e) => (
        <Group key={e.id} justify="space-between" wrap="nowrap">
          <Text>{e.nome}</Text>
          <Text>{formatMoney(e.valor)}</Text>
        </Group>
      ))}
      {plano && (
        <Group justify="space-between" wrap="nowrap">
          <Text>{plano.nomePlano}</Text>
          <Group gap="xs" wrap="nowrap">
            {precoOriginal !== null && (
              <Text
                td="line-through"
                c="dimmed"
                aria-label={`Preço sem desconto ${formatMoney(precoOriginal)}`}
              >
                {formatMoney(precoOriginal)}
              </Text>
            )}
            <Text>{formatMoney(valorPlano)}</Text>
          </Group>
        </Group>
      )}
      {cupom && (
        <Text size="sm" c="teal.9">
          Cupom {cupom.cupom}: - {formatMoney(cupom.valorDesconto)}
        </Text>
      )}
      {escolhidos.map((produto) => (
        <Group key={produto.id} justify="space-between" wrap="nowrap">
          <Text>{produto.nome}</Text>
          <Text>{formatMoney(produto.valor)}</Text>
        </Group>
      ))}
      <Divider my="xs" />
      <Group justify="space-between">
        <Text fw={700}>{TEXTOS_CHECKOUT.total}</Text>
        <Text fw={700} data-testid="total">
          {formatCentavos(totalCentavos)}
        </Text>
      </Group>
    </Paper>
  );
}
