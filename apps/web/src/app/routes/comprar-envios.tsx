import { Navigate, useNavigate, useParams } from 'react-router';
import { pedidoConfirmadoPath } from '../../config/paths';
import { Checkout } from '../../features/assinatura/components/checkout-plano';
import { PacotesEnvios } from '../../features/assinatura/components/pacotes-envios';
import { useSession } from '../../lib/session';

/**
 * /comprar-envios/:idProduto? 'Comprar mais envios' (issue 22 §1): without an id, the open-question send
 * packs the student may buy; with one, its checkout (card or Pix), ending on the order's confirmation.
 */
export function Component() {
  const { idProduto } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  if (!idProduto) return <PacotesEnvios />;
  const id = Number(idProduto);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/comprar-envios" replace />;
  return (
    <Checkout
      compra={{ tipo: 'pacote', idProduto: id }}
      cpf={session?.claims.cpf ?? null}
      onPago={({ idFatura }) => navigate(pedidoConfirmadoPath(idFatura), { replace: true })}
    />
  );
}
