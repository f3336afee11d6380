import { Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/formatters';
import type { Checkout } from '../hooks/use-checkout';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/** 'Oportunidade, aproveite e leve também!': the add-on products, sent as produtosForaDoPlano. */
export function ProdutosSection({ checkout }: { checkout: Checkout }) {
  const { form, precos } = checkout;
  if (precos.produtos.length === 0) return null;
  const selecionados = form.getValues().produtosForaDoPlano;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {TEXTOS_CHECKOUT.produtos}
      </Title>
      {precos.produtos.map((produto) => (
        <Paper key={produto.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{produto.nome}</Text>
              <Text size="sm" c="dimmed">
                {produto.descricao}
              </Text>
              <Text size="sm">{formatMoney(produto.valor)}</Text>
            </div>
            <Checkbox
              label={TEXTOS_CHECKOUT.adicionarProduto}
              checked={selecionados.includes(produto.id)}
              onChange={(e) =>
                form.setFieldValue(
                  'produtosForaDoPlano',
                  e.currentTarget.checked
                    ? [...selecionados, produto.id]
                    : selecionados.filter((id) => id !== produto.id),
                )
              }
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
