import { createHmac } from 'node:crypto';
import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_IDENTIDADE_EXTERNA as M,
  type Provedor,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { jwtVerify, SignJWT } from 'jose';

/** The next step after the provider, when it is not a sign-in: the registration or the confirmation. */
export type Bilhete =
  | {
      tipo: 'cadastro';
      tenant: string;
      provedor: Provedor;
      sujeito: string;
      nome: string;
      email: string | null;
    }
  | {
      tipo: 'confirmar';
      tenant: string;
      provedor: Provedor;
      sujeito: string;
      email: string;
      usuarioId: number;
    };

const AUDIENCIA = 'aprovei:identidade-externa';

/**
 * Signed, short-lived tickets carrying what the provider said to the next step, so that step never takes
 * the person's word for the provider's subject or e-mail. Their key is derived from the token secret
 * and differs from the access tokens' (a ticket is never a session).
 */
export function bilhetes(segredo: Uint8Array) {
  const chave = createHmac('sha256', segredo).update('identidade-externa:bilhete').digest();
  return {
    emitir: (b: Bilhete) =>
      new SignJWT({ ...b })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCIA)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(chave),

    async ler<T extends Bilhete['tipo']>(
      token: string,
      tipo: T,
      tenant: string,
    ): Promise<Extract<Bilhete, { tipo: T }>> {
      const invalido = () =>
        new AppError('VALIDACAO', M.ticketInvalido, [{ campo: 'ticket', mensagem: M.ticketInvalido }]);
      const payload = await jwtVerify(token, chave, { audience: AUDIENCIA, algorithms: ['HS256'] }).then(
        (r) => r.payload as unknown as Bilhete,
        () => {
          throw invalido();
        },
      );
      if (payload.tipo !== tipo || payload.tenant !== tenant) throw invalido();
      return payload as Extract<Bilhete, { tipo: T }>;
    },
  };
}
