import { NOMES_PLATAFORMA, PLATAFORMAS_DO_TENANT } from '@aprovei/shared/plataforma/plataforma.rules';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentTenant } from '../../../config/env';

/** The product's platforms (the open questions of another product's are not this back office's). */
export const opcoesPlataforma = () =>
  PLATAFORMAS_DO_TENANT[currentTenant()].map((p) => ({ value: String(p), label: NOMES_PLATAFORMA[p] }));

/** A form's submit button, at the end of the form (a dialog closes on its own ✕ or Esc). */
export function BotaoEnviar({ enviando, children }: { enviando: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button type="submit" loading={enviando}>
        {children}
      </Button>
    </Group>
  );
}
