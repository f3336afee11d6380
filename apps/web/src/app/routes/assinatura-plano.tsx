import { idsDoArryEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { Navigate, useNavigate, useParams } from 'react-router';
import { pedidoConfirmadoPath } from '../../config/paths';
import { Checkout } from '../../features/assinatura/components/checkout-plano';
import { useSession } from '../../lib/session';

/**
 * /assinatura-plano/:idPlano?/:arryEbook? 'Assinatura Plano' (signed in; menu and popup hidden by the
 * shell). idPlano 'null' with the e-book list is the e-book purchase; without a plan or e-books it goes
 * to /planos. Every purchase ends on its order's confirmation (/pedido/:idFatura).
 */
export function Component() {
  const { idPlano, arryEbook } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const cpf = session?.claims.cpf ?? null;
  if (idPlano === 'null') {
    const idEbooks = arryEbook ? idsDoArryEbook(arryEbook) : null;
    if (!idEbooks) return <Navigate to="/planos" replace />;
    return (
      <Checkout
        compra={{ tipo: 'ebooks', idEbooks }}
        cpf={cpf}
        onPago={({ idFatura }) => navigate(pedidoConfirmadoPath(idFatura), { replace: true })}
      />
    );
  }
  const id = Number(idPlano);
  if (!idPlano || !Number.isSafeInteger(id) || id <= 0) return <Navigate to="/planos" replace />;
  return (
    <Checkout
      compra={{ tipo: 'plano', idPlano: id }}
      cpf={cpf}
      onPago={({ idFatura }) => navigate(pedidoConfirmadoPath(idFatura), { replace: true })}
    />
  );
}
