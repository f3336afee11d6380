import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { IMaskInput } from 'react-imask';

/** The input patterns of the spec (react-imask: `0` is a digit). */
export const MASCARAS = {
  cpf: '000.000.000-00',
  telefone: '(00)00000-0000',
  cep: '00000-000',
  validade: '00/00',
} as const;

/** The card number's pattern for the number of digits it can take: 16, 15 (Amex), 14 (Diners). */
export function mascaraNumeroCartao(digitos: number): string {
  if (digitos === 15) return '0000 000000 00000';
  if (digitos === 14) return '0000 000000 0000';
  return '0000 '.repeat(Math.ceil(digitos / 4) - 1) + '0'.repeat(digitos % 4 || 4);
}

export interface MaskedInputProps extends InputBaseProps {
  mask: string;
  value?: string;
  /** The masked text as the person typed it (the shared schemas take it with or without the mask). */
  onChange?: (value: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  readOnly?: boolean;
  'data-testid'?: string;
}

const pararPropagacao = (event: Event) => event.stopImmediatePropagation();

/**
 * imask moves the caret to the nearest input position on focus. When the focus comes with a selection
 * set in the same step (`input.select()`, which focuses, as a password manager or a test's fill does) the
 * selection is not there yet and that move replaces it: the select-all is lost and the next Backspace
 * deletes one fixed character, which the mask puts back — the old value stays (real Chromium; jsdom never
 * showed it). Its focus handler is skipped (a capture listener on the input runs first); clicks still align.
 */
function manterSelecaoAoFocar(input: HTMLInputElement | null) {
  input?.addEventListener('focus', pararPropagacao, { capture: true });
}

/**
 * A Mantine input formatted by react-imask (Mantine's documented pairing). Takes
 * `form.getInputProps(field)` as it is: the value goes back through `onChange` on every accepted edit.
 */
export function MaskedInput({ mask, onChange, value, ...props }: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask={mask}
      inputRef={manterSelecaoAoFocar}
      value={value ?? ''}
      onAccept={(typed: string) => {
        if (typed !== (value ?? '')) onChange?.(typed);
      }}
      {...props}
    />
  );
}
