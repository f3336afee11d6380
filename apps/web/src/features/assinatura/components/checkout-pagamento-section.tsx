import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import { Alert, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { CartaoFields } from '../../../components/pagamento/cartao-fields';
import { EnderecoFields } from '../../../components/pagamento/endereco-fields';
import { type Checkout, NOVO_CARTAO } from '../hooks/use-checkout';
import { TEXTOS_CHECKOUT } from './checkout-textos';

/**
 * The payment: 'Forma de pagamento' (card or Pix), the saved cards with the 'new card' option, the new
 * card's form, and, for the anonymous buyer paying by Pix, the address.
 */
export function PagamentoSection({ checkout }: { checkout: Checkout }) {
  const { form, cartaoForm, metodo, salvos, cartaoEscolhido, cartaoNovo, bandeiras, anonimo } = checkout;
  const metodoProps = form.getInputProps('metodoPagamento');
  const idCartaoErro = form.errors.idCartao;
  return (
    <>
      <Radio.Group
        label={TEXTOS_CHECKOUT.formaPagamento}
        required
        value={metodo ?? ''}
        onChange={(v) => {
          form.setFieldValue('metodoPagamento', v as MetodoPagamento);
          form.clearFieldError('metodoPagamento');
        }}
        error={metodoProps.error}
      >
        <Group mt="xs">
          <Radio value="CARTAO_CREDITO" label={TEXTOS_CHECKOUT.cartao} />
          <Radio value="PIX" label={TEXTOS_CHECKOUT.pix} />
        </Group>
      </Radio.Group>

      {metodo === 'CARTAO_CREDITO' && !anonimo && salvos.length > 0 && (
        <Radio.Group
          label={TEXTOS_CHECKOUT.cartoesSalvos}
          value={cartaoEscolhido}
          onChange={(v) => form.setFieldValue('idCartao', v)}
          error={idCartaoErro}
        >
          <Stack gap="xs" mt="xs">
            {salvos.map((c) => (
              <Radio
                key={c.idCartao}
                value={String(c.idCartao)}
                label={`${c.bandeira} FINAL: ${c.ultimosQuatroDigitos}${c.apelido ? ` (${c.apelido})` : ''}`}
              />
            ))}
            <Radio value={NOVO_CARTAO} label={TEXTOS_CHECKOUT.novoCartao} />
          </Stack>
        </Radio.Group>
      )}
      {idCartaoErro && salvos.length === 0 && (
        <Alert color="red" role="alert">
          {idCartaoErro}
        </Alert>
      )}
      {cartaoNovo && bandeiras && (
        <Paper withBorder p="md" radius="md">
          <CartaoFields form={cartaoForm} bandeiras={bandeiras} comApelido={false} />
        </Paper>
      )}
      {metodo === 'PIX' && anonimo && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            {TEXTOS_CHECKOUT.enderecoTitulo}
          </Text>
          <EnderecoFields form={form} />
        </Paper>
      )}
    </>
  );
}
