import { Navigate, useParams } from 'react-router';
import { isMedical } from '../../config/env';
import { PedidoConfirmado } from '../../features/assinatura/components/pedido-confirmado';
import { usePlataforma } from '../../lib/plataforma';

/** /pedido/:idFatura (signed in): the confirmation of a purchase, with its order's summary. */
export function Component() {
  const { idFatura } = useParams();
  const plataforma = usePlataforma();
  const id = Number(idFatura);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/home" replace />;
  return <PedidoConfirmado idFatura={id} plataforma={plataforma} medica={isMedical()} />;
}
