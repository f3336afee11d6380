import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Linha {
  id: number;
  visivel: boolean;
}

/**
 * A short list shown on the landing in this order: move up or down, hide or show, edit, delete. The
 * whole new order goes to the server at once (it checks that every item is there once).
 */
export function ListaOrdenavel<T extends Linha>({
  registros,
  nome,
  detalhe,
  vazio,
  onOrdem,
  onVisivel,
  onEditar,
  onExcluir,
}: {
  registros: T[];
  nome: (r: T) => string;
  detalhe?: (r: T) => ReactNode;
  vazio: string;
  onOrdem: (ids: number[]) => void;
  onVisivel: (r: T, visivel: boolean) => void;
  onEditar: (r: T) => void;
  onExcluir: (r: T) => void;
}) {
  if (registros.length === 0) return <Text c="dimmed">{vazio}</Text>;
  const mover = (de: number, para: number) => {
    const ids = registros.map((r) => r.id);
    [ids[de], ids[para]] = [ids[para]!, ids[de]!];
    onOrdem(ids);
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Ordem</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th w={110}>Na página</Table.Th>
            <Table.Th w={260}>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registros.map((r, i) => (
            <Table.Tr key={r.id} data-testid={`item-${r.id}`}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={i === 0}
                    onClick={() => mover(i, i - 1)}
                    aria-label={`Subir ${nome(r)}`}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={i === registros.length - 1}
                    onClick={() => mover(i, i + 1)}
                    aria-label={`Descer ${nome(r)}`}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{nome(r)}</Text>
                {detalhe && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {detalhe(r)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={r.visivel ? 'green' : 'gray'} variant="light">
                  {r.visivel ? 'Visível' : 'Oculto'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEditar(r)}
                    aria-label={`Editar ${nome(r)}`}
                  >
                    Editar
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onVisivel(r, !r.visivel)}
                    aria-label={`${r.visivel ? 'Ocultar' : 'Mostrar'} ${nome(r)}`}
                  >
                    {r.visivel ? 'Ocultar' : 'Mostrar'}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onExcluir(r)}
                    aria-label={`Excluir ${nome(r)}`}
                  >
                    Excluir
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
