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

/**
 * A Mantine input formatted by react-imask (Mantine's documented pairing). Takes
 * `form.getInputProps(field)` as it is: the value goes back through `onChange` on every accepted edit.
 */
export function MaskedInput({ mask, onChange, value, ...props }: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask={mask}
      value={value ?? ''}
      onAccept={(typed: string) => {
        if (typed !== (value ?? '')) onChange?.(typed);
      }}
      {...props}
    />
  );
}
