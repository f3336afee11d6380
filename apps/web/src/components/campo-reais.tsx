import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalSeparator' | 'thousandSeparator'> & {
  /** The amount in centavos; undefined while the field is empty or incomplete. */
  readonly valorCentavos: number | undefined;
  readonly onChange: (centavos: number | undefined) => void;
};

/**
 * The one way staff type an amount of money: reais written as in Brazil ('1.234,56'), kept as integer
 * centavos. Mantine answers a string while the number is incomplete or ends in zeros ('19.90'), so the
 * string is read too, never dropped.
 */
export function CampoReais({ valorCentavos, onChange, ...props }: Props) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      leftSection="R$"
      {...props}
      value={valorCentavos === undefined ? '' : centavosParaReais(valorCentavos)}
      onChange={(v) => {
        const reais = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
        onChange(Number.isFinite(reais) ? reaisParaCentavos(reais) : undefined);
      }}
    />
  );
}
