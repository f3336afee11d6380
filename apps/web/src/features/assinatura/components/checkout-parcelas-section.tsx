import { textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { Select } from '@mantine/core';
import type { Checkout } from '../hooks/use-checkout';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/** The interest-free instalments of the total (after the coupon and with the products), by card only. */
export function ParcelasSection({ checkout }: { checkout: Checkout }) {
  const { form, metodo, precos } = checkout;
  if (metodo !== 'CARTAO_CREDITO') return null;
  return (
    <Select
      label={TEXTOS_CHECKOUT.parcelas}
      required
      placeholder="Escolha o número de parcelas"
      data={precos.opcoes.map((o) => ({
        value: String(o.qtdParcela),
        label: textoParcela(o.qtdParcela, reaisParaCentavos(o.valorParcelado)),
      }))}
      {...form.getInputProps('qtdParcelas')}
      disabled={precos.parcelasCarregando}
    />
  );
}
