import { CERTEZAS, type Certeza, ROTULO_CERTEZA } from '@aprovei/shared/revisao/revisao.rules';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * 'Tenho certeza', 'Acho que sim', 'Chutei': one tap, optional, tapped again to clear (issue 24 §2). The
 * question search asks it after an answer, the daily review before.
 */
export function EscolhaCerteza({
  pergunta,
  value,
  onChange,
}: {
  pergunta: string;
  value: Certeza | null;
  onChange: (certeza: Certeza | null) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" id={id}>
        {pergunta}
      </Text>
      <Chip.Group value={value ?? ''} onChange={(v) => onChange((v as Certeza) || null)}>
        <Group gap="xs" role="group" aria-labelledby={id}>
          {CERTEZAS.map((c) => (
            <Chip key={c} value={c} size="sm">
              {ROTULO_CERTEZA[c]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
