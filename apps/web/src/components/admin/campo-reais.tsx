import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount typed in reais ('1.234,50') and kept in centavos, as the API takes money. An incomplete
 * number leaves the value undefined, so the form's schema says what is missing.
 */
export function CampoReais({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (centavos: number | undefined) => void;
}) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      {...props}
      value={typeof value === 'number' ? centavosParaReais(value) : ''}
      onChange={(v) => {
        // Mantine answers a string while the number is incomplete or ends in zeros ('19.90').
        const reais = typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v);
        onChange(Number.isFinite(reais) ? reaisParaCentavos(reais) : undefined);
      }}
    />
  );
}
