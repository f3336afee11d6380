import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An amount in reais typed as in Brazil ('1.234,56'): two decimals, a comma. Answers a number, or
 * undefined while the field is empty or incomplete.
 */
export function CampoReais({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: number | undefined;
  onChange: (reais: number | undefined) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  return (
    <NumberInput
      label={label}
      required={required}
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      value={value ?? ''}
      onChange={(v) => {
        // Mantine answers a string while the number is incomplete or ends in zeros ('19.90').
        const reais = typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v);
        onChange(Number.isFinite(reais) ? reais : undefined);
      }}
      error={error}
    />
  );
}
