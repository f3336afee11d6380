import type { TSuporteMensagem, TSuporteResposta } from '@aprovei/shared/suporte/suporte.schemas';
import { api } from '../../../lib/api-client';

/** Sends the support form (POST form of the spec's suporte/enviarEmailDeSuporte). */
export function enviarMensagemSuporte(body: TSuporteMensagem): Promise<TSuporteResposta> {
  return api.post<TSuporteResposta>('suporte/enviar-email-de-suporte', body);
}
