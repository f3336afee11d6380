import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalSeparator' | 'thousandSeparator'> & {
  /** The amount in centavos; empty while null or undefined. */
  readonly value: number | null | undefined;
  readonly onChange: (centavos: number | undefined) => void;
};

/**
 * The one way staff type an amount of money: reais written as in Brazil ('1.234,56'), kept as integer
 * centavos. Mantine answers a string while the number is incomplete or ends in zeros ('19.90'), so the
 * string is read too, never dropped.
 */
export function CampoReais({ value, onChange, ...props }: Props) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      leftSection="R$"
      {...props}
      value={typeof value === 'number' ? centavosParaReais(value) : ''}
      onChange={(v) => {
        const reais = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
        onChange(Number.isFinite(reais) ? reaisParaCentavos(reais) : undefined);
      }}
    />
  );
}
