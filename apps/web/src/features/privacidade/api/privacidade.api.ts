import type { TExcluirContaBody, TMeusDados } from '@aprovei/shared/privacidade/privacidade.schemas';
import { api, apiRequest } from '../../../lib/api-client';

export const ERRO_BAIXAR_DADOS =
  'Não foi possível gerar o arquivo com os seus dados. Tente novamente mais tarde.';
export const ERRO_EXCLUIR_CONTA = 'Não foi possível excluir sua conta agora. Tente novamente mais tarde.';

/** GET conta/meus-dados: everything the platform holds about the user. */
export function meusDados(): Promise<TMeusDados> {
  return api.get<TMeusDados>('conta/meus-dados');
}

/** DELETE conta/minha-conta with the current password (or 'EXCLUIR' for social-login accounts). */
export function excluirConta(body: TExcluirContaBody): Promise<void> {
  return apiRequest<void>('conta/minha-conta', { method: 'DELETE', body });
}
