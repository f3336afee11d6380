import { Navigate, useNavigate, useParams } from 'react-router';
import { CheckoutPlano } from '../../features/assinatura/components/checkout-plano';
import { useSession } from '../../lib/session';

/**
 * /assinatura-plano/:idPlano?/:arryEbook? 'Assinatura Plano' (signed in; menu and popup hidden by the
 * shell). Without a plan it goes to /planos; the e-book purchase (idPlano 'null') is the e-book store's.
 */
export function Component() {
  const { idPlano } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(idPlano);
  if (!idPlano || !Number.isSafeInteger(id) || id <= 0) return <Navigate to="/planos" replace />;
  return (
    <CheckoutPlano
      idPlano={id}
      cpf={session?.claims.cpf ?? null}
      onPago={() => navigate(`/finalizar-pedido/${id}`, { replace: true })}
    />
  );
}
