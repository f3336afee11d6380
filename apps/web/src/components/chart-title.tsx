import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A chart's title with the tooltip that explains it (spec doc 3: "A tooltip explains each chart"). */
export function ChartTitle({
  children,
  ajuda,
  order = 4,
  size = 'h6',
}: {
  children: string;
  ajuda: string;
  order?: 3 | 4;
  size?: 'h5' | 'h6';
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Title order={order} size={size}>
        {children}
      </Title>
      <Tooltip label={ajuda} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Sobre o gráfico: ${ajuda}`}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
