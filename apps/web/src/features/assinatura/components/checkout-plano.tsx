import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { type PedidoConcluido, useCheckout } from '../hooks/use-checkout';
import type { CompraCheckout } from '../hooks/use-checkout-precos';
import { CupomSection } from './checkout-cupom-section';
import { FinalizarSection } from './checkout-finalizar-section';
import { PagamentoSection } from './checkout-pagamento-section';
import { ParcelasSection } from './checkout-parcelas-section';
import { ProdutosSection } from './checkout-produtos-section';
import { DetalhesCompra, ResumoCompra } from './checkout-resumo-compra';
import { TEXTOS_CHECKOUT } from './checkout-textos';
import { PixPedido } from './pix-pedido';

export type { CompraCheckout, PedidoConcluido };
export { TEXTOS_CHECKOUT };

export interface CheckoutPlanoProps {
  idPlano: number;
  /** The buyer's CPF (the session's): coupons need it. */
  cpf: string | null;
  /** The anonymous variant (just registered): the address is registered before paying. */
  anonimo?: boolean;
  /** The purchase is paid (by card at once, by Pix when the order screen hears so): its order. */
  onPago: (pedido: PedidoConcluido) => void;
}

/** The plan checkout. */
export function CheckoutPlano({ idPlano, ...props }: CheckoutPlanoProps) {
  return <Checkout compra={{ tipo: 'plano', idPlano }} {...props} />;
}

/**
 * The checkout of a plan or of e-books (spec doc 2 §2 Plan checkout, §4 Checkout; issue 18 §4), as
 * sections over one state machine (useCheckout): what is bought, the add-on products, the coupon, the
 * payment (method, saved or new card, the anonymous buyer's address), the instalments, the purchase
 * details and total, then the human check, the contract and 'Finalizar'. Every amount comes from the
 * server, which recomputes them all on purchase. A Pix order continues on its QR screen.
 */
export function Checkout({
  compra,
  cpf,
  anonimo = false,
  onPago,
}: Omit<CheckoutPlanoProps, 'idPlano'> & { compra: CompraCheckout }) {
  const checkout = useCheckout({ compra, cpf, anonimo, onPago });
  const { estado, precos } = checkout;

  if (estado.etapa.nome === 'pix') {
    return (
      <PixPedido
        key={estado.etapa.pix.idFatura}
        pix={estado.etapa.pix}
        onPago={checkout.pixPago}
        onNovoPix={checkout.gerarNovoPix}
        gerando={estado.etapa.gerando}
      />
    );
  }
  if (precos.carregando) return <Skeleton h={420} radius="md" />;
  if (precos.indisponivel) return null;

  return (
    <form ref={checkout.raiz} onSubmit={checkout.submit} noValidate>
      <Stack gap="lg" maw={760} mx="auto">
        <Title order={2}>
          {compra.tipo === 'plano'
            ? TEXTOS_CHECKOUT.titulo
            : compra.tipo === 'pacote'
              ? TEXTOS_CHECKOUT.tituloPacote
              : TEXTOS_CHECKOUT.tituloEbooks}
        </Title>
        <ResumoCompra precos={precos} />
        {precos.jaAdquirido && (
          <Alert color="yellow" role="alert">
            {MENSAGENS_EBOOK.jaAdquirido}
          </Alert>
        )}
        <PagamentoSection checkout={checkout} />
        {compra.tipo !== 'pacote' && <CupomSection checkout={checkout} />}
        <ProdutosSection checkout={checkout} />
        <ParcelasSection checkout={checkout} />
        <DetalhesCompra precos={precos} cupom={estado.cupom} />
        <FinalizarSection checkout={checkout} />
      </Stack>
    </form>
  );
}
