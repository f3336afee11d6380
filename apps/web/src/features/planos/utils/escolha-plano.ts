import { PLANO_ESTAGIARIO_ID } from '@aprovei/shared/assinatura/situacao';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { loginPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { planoGratuito } from './vitrine';

export const AVISO_PLANO_ATIVO =
  'Você já possui um plano ativo, portanto, não é possível prosseguir. Acesse o menu de configurações para visualizar mais informações sobre o seu plano.';

export type RespostaConta = 'possuo' | 'nao-possuo';

export interface DependenciasEscolha {
  logado: boolean;
  /** The dialog 'Você já possui uma conta?': 'Possuo', 'Não possuo' or dismissed (null). */
  perguntarConta: () => Promise<RespostaConta | null>;
  assinaturaAtiva: () => Promise<boolean>;
  navegar: (to: string) => void;
  avisar: (mensagem: string) => unknown;
  mostrarErro: (error: unknown) => unknown;
}

/** Where the subscription goes on: the trainee plan straight to /home, any other to its checkout. */
export const destinoAssinatura = (plano: Pick<TPlano, 'id'>) =>
  plano.id === PLANO_ESTAGIARIO_ID ? '/home' : `/assinatura-plano/${plano.id}`;

/**
 * 'Não possuo': registration with the purchase, or for the trainee plan the plain registration, whose
 * success goes to /home (spec doc 2 "Registration for buyers").
 */
export const destinoCadastro = (plano: Pick<TPlano, 'id'>) =>
  plano.id === PLANO_ESTAGIARIO_ID ? `/usuario/cadastro?plano=${plano.id}` : `/CadastroComCompra/${plano.id}`;

/**
 * The plan-choice flow of spec doc 2 §4:
 * 1. a free plan, or a visitor who is not signed in, gets the dialog: 'Possuo' signs in (if needed) and
 *    goes to the subscription (to /home for plan 5), 'Não possuo' to the registration (with the purchase,
 *    unless plan 5); the flow stops there;
 * 2. a plan of type 'P' goes straight to the subscription;
 * 3. any other asks whether a paid plan runs already: yes → the active-plan warning, no → the
 *    subscription; a 401 in that check → /planos.
 */
export async function escolherPlano(
  plano: Pick<TPlano, 'id' | 'valorIntegralPlano' | 'tipoPlano'>,
  d: DependenciasEscolha,
): Promise<void> {
  if (planoGratuito(plano) || !d.logado) {
    const resposta = await d.perguntarConta();
    if (resposta === 'possuo') {
      const destino = destinoAssinatura(plano);
      d.navegar(d.logado ? destino : loginPath(destino));
    } else if (resposta === 'nao-possuo') {
      d.navegar(destinoCadastro(plano));
    }
    return;
  }
  if (plano.tipoPlano === 'P') {
    d.navegar(destinoAssinatura(plano));
    return;
  }
  let ativa: boolean;
  try {
    ativa = await d.assinaturaAtiva();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) d.navegar('/planos');
    else d.mostrarErro(error);
    return;
  }
  if (ativa) d.avisar(AVISO_PLANO_ATIVO);
  else d.navegar(destinoAssinatura(plano));
}
