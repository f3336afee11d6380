import { Navigate, useParams, useSearchParams } from 'react-router';
import { isMedical } from '../../config/env';
import { PARAM_CADASTRO_NOVO } from '../../config/paths';
import { PedidoConfirmado } from '../../features/assinatura/components/pedido-confirmado';
import { usePlataforma } from '../../lib/plataforma';

/**
 * /pedido/:idFatura (signed in): the confirmation of a purchase, with its order's summary;
 * `?cadastro=1` when the buyer registered in that purchase.
 */
export function Component() {
  const { idFatura } = useParams();
  const [params] = useSearchParams();
  const plataforma = usePlataforma();
  const id = Number(idFatura);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/home" replace />;
  return (
    <PedidoConfirmado
      idFatura={id}
      plataforma={plataforma}
      medica={isMedical()}
      cadastroNovo={params.get(PARAM_CADASTRO_NOVO) === '1'}
    />
  );
}
