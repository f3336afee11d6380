import { Accordion, Card, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Phones: below the `sm` breakpoint (48em). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the screen is a phone's (read at the first render, so the first paint is already right). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}

/**
 * The card of a screen's filters above its results (DESIGN.md): titled 'Filtros' on larger screens, and
 * on phones an accordion 'Filtros' whose open state the screen keeps (`aberto`).
 */
export function FiltersPanel({
  aberto,
  onAberto,
  children,
}: {
  /** Phones only: whether the accordion is open. */
  aberto: boolean;
  onAberto: (aberto: boolean) => void;
  children: ReactNode;
}) {
  if (usePhone()) {
    return (
      <Card p={0}>
        <Accordion value={aberto ? 'filtros' : null} onChange={(v) => onAberto(v === 'filtros')}>
          <Accordion.Item value="filtros" style={{ borderBottom: 0 }}>
            <Accordion.Control icon={<IconFilter size={18} aria-hidden />}>Filtros</Accordion.Control>
            <Accordion.Panel>{children}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Card>
    );
  }
  return (
    <Card>
      <Stack gap="md">
        <Title order={3} size="h4">
          Filtros
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
