import { type Coluna, situacaoConteudo } from '@aprovei/shared/checklist/checklist.rules';
import type { TChecklistConteudo, TChecklistMateria } from '@aprovei/shared/checklist/checklist.schemas';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Card, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { IconeSituacao, SITUACOES } from './situacao-conteudo';

/**
 * A subject of the checklist: a collapsible card with its contents, dragged by its handle (mouse,
 * touch, or the keyboard: Space, the arrows, Space).
 */
export function MateriaCard({
  materia,
  coluna,
  bloqueada,
  onAbrirConteudo,
}: {
  materia: TChecklistMateria;
  /** Where it is now: the keyboard starts its moves from here. */
  coluna: Coluna;
  bloqueada: boolean;
  onAbrirConteudo: (conteudo: TChecklistConteudo) => void;
}) {
  const { id, nome } = materia.checklistMateriaVO.materia;
  const [aberta, setAberta] = useState(true);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    data: { coluna },
    disabled: bloqueada,
  });
  const corpo = `checklist-materia-${id}`;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      data-testid="materia-card"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Mover ${nome}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <UnstyledButton
          onClick={() => setAberta((v) => !v)}
          aria-expanded={aberta}
          aria-controls={corpo}
          style={{ flex: 1 }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{nome}</Text>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: aberta ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
      </Group>
      <Collapse expanded={aberta} id={corpo}>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {materia.listaConteudo.map((k) => {
            const situacao = situacaoConteudo(k);
            return (
              <li key={k.conteudoMateriaVO.conteudo.id}>
                <UnstyledButton onClick={() => onAbrirConteudo(k)} py={6} w="100%">
                  <Group gap="xs" wrap="nowrap">
                    <IconeSituacao situacao={situacao} />
                    <Text size="sm" style={{ flex: 1 }}>
                      {k.conteudoMateriaVO.conteudo.nome}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {SITUACOES[situacao].rotulo}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </Collapse>
    </Card>
  );
}
