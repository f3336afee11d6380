import { diaNoBrasil, fimDoDia, inicioDoDia } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  readonly rotulos: readonly [inicio: string, fim: string];
  /** What an empty end means ('Vazio: sem fim'). */
  readonly semFim: string;
  /** The first day's start, as an ISO instant. */
  readonly inicio: string;
  /** The last day's end, as an ISO instant; null: open-ended. */
  readonly fim: string | null | undefined;
  readonly onInicio: (instante: string) => void;
  readonly onFim: (instante: string | null) => void;
  readonly erros: readonly [inicio: ReactNode, fim: ReactNode];
}

/**
 * The one way staff pick a period of whole days in Brazil's time: the first day from its start, the last
 * one to its end (an offer valid until the 30th is valid all through the 30th). Two fields, for the
 * caller's grid.
 */
export function CamposPeriodo({ rotulos, semFim, inicio, fim, onInicio, onFim, erros }: Props) {
  return (
    <>
      <TextInput
        type="date"
        label={rotulos[0]}
        required
        value={diaNoBrasil(inicio)}
        onChange={(e) => e.currentTarget.value && onInicio(inicioDoDia(e.currentTarget.value))}
        error={erros[0]}
      />
      <TextInput
        type="date"
        label={rotulos[1]}
        description={semFim}
        value={fim ? diaNoBrasil(fim) : ''}
        onChange={(e) => onFim(e.currentTarget.value ? fimDoDia(e.currentTarget.value) : null)}
        error={erros[1]}
      />
    </>
  );
}
