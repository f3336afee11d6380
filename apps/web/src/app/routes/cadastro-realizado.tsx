import { isMedical } from '../../config/env';
import { CadastroRealizado } from '../../features/assinatura/components/pedido-finalizado';
import { usePlataforma } from '../../lib/plataforma';

/** /cadastro-realizado (public): 'Seu cadastro foi realizado'. */
export function Component() {
  return <CadastroRealizado plataforma={usePlataforma()} medica={isMedical()} />;
}
