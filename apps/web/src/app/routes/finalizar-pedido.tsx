import { useParams } from 'react-router';
import { isMedical } from '../../config/env';
import { CadastroRealizado, CompraConcluida } from '../../features/assinatura/components/pedido-finalizado';
import { usePlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';

/**
 * /finalizar-pedido/:idPlano? (public): after a purchase a signed-in buyer sees 'Sua compra foi
 * concluída'; otherwise 'Seu cadastro foi realizado'.
 */
export function Component() {
  const { idPlano } = useParams();
  const session = useSession();
  const plataforma = usePlataforma();
  const id = Number(idPlano);
  if (session && Number.isSafeInteger(id) && id > 0) {
    return <CompraConcluida idPlano={id} plataforma={plataforma} medica={isMedical()} />;
  }
  return <CadastroRealizado plataforma={plataforma} medica={isMedical()} />;
}
