import { isIP } from 'node:net';
import { AppError } from '@aprovei/shared/errors';
import {
  type AvisoPush,
  avisoDeTeste,
  MENSAGENS_PUSH,
  nomeDoAparelho,
} from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import type { TInscricaoPush } from '@aprovei/shared/notificacoes-push/notificacoes-push.schemas';
import webpush from 'web-push';
import type { ChavesVapid } from '../../config/secrets.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { notificacoesPushRepository } from './notificacoes-push.repository.ts';

/** The queue that delivers one notification to one device (essential: it answers a request). */
export const FILA_PUSH = 'enviar-push';

/** How long the push service keeps a message for an offline device, and how eagerly it delivers it. */
export interface EntregaPush {
  ttlSegundos: number;
  urgencia: 'very-low' | 'low' | 'normal' | 'high';
}
const ENTREGA_PADRAO: EntregaPush = { ttlSegundos: 24 * 3600, urgencia: 'normal' };

export interface TrabalhoPush {
  inscricaoId: number;
  aviso: AvisoPush;
  entrega: EntregaPush;
}

export interface PushLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DepsPush {
  db: Db;
  jobs: Jobs;
  /** Null: push notifications are off (production without VAPID keys, the tests that set none). */
  vapid: ChavesVapid | null;
  log: PushLogger;
  /** NODE_ENV=test: the tests' push services listen on loopback. */
  enderecoLocal: boolean;
}

const desligado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_PUSH.desligado);
const enderecoInvalido = () =>
  new AppError('VALIDACAO', MENSAGENS_PUSH.endereco, [
    { campo: 'endpoint', mensagem: MENSAGENS_PUSH.endereco },
  ]);

/**
 * Web push (issue 25 §2): the devices a person allowed, and the notifications other modules send them.
 * Each notification to each device is a job of FILA_PUSH, encrypted (aes128gcm) and signed (VAPID) by
 * `web-push`; a device the push service no longer knows (404/410) leaves the list. An endpoint is a
 * capability to the device: it is never logged, exported nor shown.
 */
export function notificacoesPush(deps: DepsPush) {
  const repo = notificacoesPushRepository(deps.db);
  const { vapid } = deps;

  /** Queues `aviso` for each of the person's devices; never fails its caller (a log instead). */
  async function avisar(usuarioId: number, aviso: AvisoPush, entrega = ENTREGA_PADRAO): Promise<number> {
    if (!vapid) return 0;
    try {
      const ids = await repo.ids(usuarioId);
      for (const inscricaoId of ids)
        await deps.jobs.enviar(FILA_PUSH, { inscricaoId, aviso, entrega } satisfies TrabalhoPush);
      return ids.length;
    } catch (err) {
      deps.log.error({ err, usuarioId }, 'notificação push não enfileirada');
      return 0;
    }
  }

  return {
    ativo: vapid !== null,
    avisar,

    chavePublica() {
      if (!vapid) throw desligado();
      return { chavePublica: vapid.publica };
    },

    async inscrever(usuarioId: number, inscricao: TInscricaoPush, userAgent: string | undefined) {
      if (!vapid) throw desligado();
      const url = new URL(inscricao.endpoint);
      // Only a push service's address: the server posts to it, so never one of our own network.
      const local = url.hostname === 'localhost' || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
      if (url.protocol !== 'https:' || (local && !deps.enderecoLocal)) throw enderecoInvalido();
      return repo.inscrever(usuarioId, inscricao, nomeDoAparelho(userAgent));
    },

    aparelhos: (usuarioId: number) => repo.aparelhos(usuarioId),

    async remover(usuarioId: number, id: number) {
      if (!(await repo.remover(usuarioId, id)))
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_PUSH.aparelhoNaoEncontrado);
    },

    /** 'Enviar notificação de teste': to every device of the person, at once. */
    async testar(usuarioId: number, tenant: string) {
      if (!vapid) throw desligado();
      const enviados = await avisar(usuarioId, avisoDeTeste(tenant), { ttlSegundos: 300, urgencia: 'high' });
      if (enviados === 0) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PUSH.semAparelhos);
      return { mensagem: MENSAGENS_PUSH.testeEnviado };
    },

    /** The job: one notification to one device. Throws (a retry) when the push service is failing. */
    async entregar({ inscricaoId, aviso, entrega }: TrabalhoPush): Promise<void> {
      if (!vapid) return;
      const i = await repo.inscricao(inscricaoId);
      if (!i) return;
      try {
        await webpush.sendNotification(
          { endpoint: i.endpoint, keys: { p256dh: i.p256dh, auth: i.auth } },
          JSON.stringify(aviso),
          {
            vapidDetails: { subject: vapid.assunto, publicKey: vapid.publica, privateKey: vapid.privada },
            TTL: entrega.ttlSegundos,
            urgency: entrega.urgencia,
            topic: aviso.tag,
            contentEncoding: 'aes128gcm',
            timeout: 15_000,
          },
        );
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) {
          await repo.expirada(inscricaoId);
          deps.log.info({ inscricaoId, status }, 'aparelho sem inscrição no serviço de push: removido');
          return;
        }
        // The error carries the endpoint: only its status and message go to the log.
        throw new Error(`o serviço de push recusou a notificação (${status ?? (err as Error).message})`);
      }
      await repo.entregue(inscricaoId, new Date());
    },
  };
}

export type NotificacoesPush = ReturnType<typeof notificacoesPush>;
