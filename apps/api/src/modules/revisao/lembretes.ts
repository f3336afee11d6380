import { createHmac, timingSafeEqual } from 'node:crypto';
import { avisoLembrete } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { assuntoLembrete } from '@aprovei/shared/revisao/revisao.rules';
import type { Env } from '../../config/env.ts';
import { publicUrl } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { baralhoService } from '../baralho/index.ts';
import type { NotificacoesPush } from '../notificacoes-push/index.ts';

/** The hourly job of the daily review e-mail (São Paulo time). */
export const FILA_LEMBRETES = 'revisoes-email';
export const CRON_LEMBRETES = '0 * * * *';
/** A reminder kept for a device offline until the end of the day at most. */
const LEMBRETE_PUSH = { ttlSegundos: 12 * 3600, urgencia: 'normal' } as const;

/** The one-click switch-off link's signature: an HMAC of the student's id under the app's secret. */
export function assinaturaDesligar(segredo: Uint8Array, usuarioId: number): string {
  return createHmac('sha256', segredo).update(`revisao-email-desligar:${usuarioId}`).digest('base64url');
}

export function assinaturaValida(segredo: Uint8Array, usuarioId: number, assinatura: string): boolean {
  const esperada = Buffer.from(assinaturaDesligar(segredo, usuarioId));
  const dada = Buffer.from(assinatura);
  return esperada.length === dada.length && timingSafeEqual(esperada, dada);
}

export interface DepsLembretes {
  db: Db;
  env: Env;
  mailer: Mailer;
  push: Pick<NotificacoesPush, 'avisar'>;
  segredo: Uint8Array;
}

/**
 * 'Você tem N revisões hoje' to each student who opted in, whose hour it is and who has anything due,
 * by e-mail and on the devices that accept her notifications; at most once a day (the claim is in the
 * same statement as the read). Answers how many students were reminded.
 */
export async function enviarLembretes(deps: DepsLembretes, agora: Date): Promise<number> {
  const alunos = await baralhoService(deps.db).lembretes(agora);
  for (const a of alunos) {
    const site = publicUrl(deps.env, a.tenantId);
    const desligar = `${site}/api/revisoes/email/desligar?u=${a.usuarioId}&a=${assinaturaDesligar(deps.segredo, a.usuarioId)}`;
    const email = renderEmail(a.tenantId as Tenant, {
      assunto: assuntoLembrete(a.total),
      blocos: [
        `Olá, ${a.nome.split(' ')[0]}! Revisar hoje o que está para ser esquecido fixa o conteúdo até a prova.`,
        { destaque: `${site}/revisoes` },
        `Não quer mais este e-mail? Desligue com um clique: ${desligar}`,
      ],
    });
    await deps.mailer.enviar({ para: a.email, ...email, tenantId: a.tenantId, usuarioId: a.usuarioId });
    await deps.push.avisar(a.usuarioId, avisoLembrete(a.tenantId, a.total), LEMBRETE_PUSH);
  }
  return alunos.length;
}
