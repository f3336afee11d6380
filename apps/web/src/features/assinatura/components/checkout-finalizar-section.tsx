import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import { Captcha } from '../../../components/captcha';
import type { Checkout } from '../hooks/use-checkout';
import { TEXTOS_CHECKOUT } from './checkout-textos';
import { VerContratoButton } from './ver-contrato-button';

/**
 * The human check (unless the registration in this purchase passed one), the contract box (plans) and
 * 'Finalizar' — disabled until the contract is accepted (plans) and the check passed, and while a
 * submission is under way (a double click sends once).
 */
export function FinalizarSection({ checkout }: { checkout: Checkout }) {
  const { form, estado, dispatch, compra, precos, metodo, podeFinalizar, enviando } = checkout;
  const plano = precos.plano;
  const aceite = form.getInputProps('aceiteContrato', { type: 'checkbox' });
  return (
    <>
      {!estado.captchaDispensado && (
        <div>
          <Captcha
            key={estado.captchaVersao}
            onChange={(payload) => dispatch({ tipo: 'captcha', payload })}
          />
          {estado.erroCaptcha && (
            <Text c="red" size="sm" role="alert">
              {estado.erroCaptcha}
            </Text>
          )}
        </div>
      )}
      {plano && compra.tipo === 'plano' && (
        <Group gap="sm" wrap="wrap">
          <Checkbox label={TEXTOS_CHECKOUT.contrato} {...aceite} />
          <VerContratoButton idPlano={compra.idPlano} enare={plano.planoEnare} />
        </Group>
      )}
      {metodo === 'PIX' && plano && (
        <Alert color="gray" variant="light">
          {TEXTOS_CHECKOUT.pixSemRenovacao}
        </Alert>
      )}
      <Button type="submit" size="md" disabled={!podeFinalizar} loading={enviando}>
        {TEXTOS_CHECKOUT.finalizar}
      </Button>
    </>
  );
}
