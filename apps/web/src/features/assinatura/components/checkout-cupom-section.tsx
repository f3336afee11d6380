import { Button, Group, TextInput } from '@mantine/core';
import type { Checkout } from '../hooks/use-checkout';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/** 'Cupom Desconto' and its OK; hidden once a coupon is applied (the summary then shows it). */
export function CupomSection({ checkout }: { checkout: Checkout }) {
  const { form, estado, onAplicarCupom } = checkout;
  if (estado.cupom) return null;
  const props = form.getInputProps('cupomDesconto');
  return (
    <Group align="flex-start" gap="xs">
      <TextInput
        label={TEXTOS_CHECKOUT.cupom}
        maxLength={25}
        {...props}
        onChange={(e) =>
          form.setFieldValue('cupomDesconto', e.currentTarget.value.toLocaleUpperCase('pt-BR'))
        }
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        mt={25}
        onClick={onAplicarCupom}
        loading={estado.aplicandoCupom}
        disabled={String(props.value ?? '').trim() === ''}
      >
        OK
      </Button>
    </Group>
  );
}
