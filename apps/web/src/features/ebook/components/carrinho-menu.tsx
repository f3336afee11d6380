import type { ItemCarrinho } from '@aprovei/shared/ebook/ebook.rules';
import { ActionIcon, Button, Divider, Group, Menu, Text } from '@mantine/core';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { formatCentavos, formatMoney } from '../../../lib/formatters';

/** The cart menu (spec doc 2 §2): the e-books, the total and 'Adquirir'. */
export function CarrinhoMenu({
  itens,
  totalCentavos,
  onRemover,
  onAdquirir,
}: {
  itens: readonly ItemCarrinho[];
  totalCentavos: number;
  onRemover: (item: ItemCarrinho) => void;
  onAdquirir: () => void;
}) {
  return (
    <Menu position="bottom-end" width={320} closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<IconShoppingCart size={18} aria-hidden />}>
          Carrinho ({itens.length})
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {itens.length === 0 ? (
          <Text size="sm" p="sm">
            Seu carrinho está vazio.
          </Text>
        ) : (
          itens.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" px="sm" py={4}>
              <div>
                <Text size="sm" fw={600} lineClamp={2}>
                  {item.nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoney(item.preco)}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemover(item)}
                aria-label={`Remover do carrinho: ${item.nome}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))
        )}
        <Divider my={4} />
        <Group justify="space-between" px="sm" py={4}>
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="total-carrinho">
            {formatCentavos(totalCentavos)}
          </Text>
        </Group>
        <Button fullWidth mt={4} onClick={onAdquirir} disabled={itens.length === 0}>
          Adquirir
        </Button>
      </Menu.Dropdown>
    </Menu>
  );
}
