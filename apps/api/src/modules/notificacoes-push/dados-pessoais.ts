import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inscricaoPush } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';
import { notificacoesPushRepository } from './notificacoes-push.repository.ts';

/**
 * What notificacoes-push holds about a person (LGPD export and erasure): the devices that receive her
 * notifications, by name and dates. Never the endpoint nor the keys (a working capability to the device).
 */
export function dadosPessoaisNotificacoesPush(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'aparelhosComNotificacoes',
        inscricaoPush,
        {
          aparelho: inscricaoPush.aparelho,
          criadoEm: inscricaoPush.criadoEm,
          ultimoEnvio: inscricaoPush.ultimoEnvio,
        },
        [asc(inscricaoPush.id)],
      ),
    ],
    async apagar(tx, u) {
      await notificacoesPushRepository(tx).removerDoUsuario(u.id);
    },
  };
}
