import type { DbOrTx } from '../../db/client.ts';
import { pacotesRepository } from './pacotes.repository.ts';

/**
 * Extra sends bought (ADR 013, origin 'COMPRA'; ADR 016): granted inside the transaction that applies the
 * paid order, once per order (a replayed payment notice adds nothing), and taken back when it is
 * refunded. Apart from questao-aberta.service.ts so that the checkout's ledger code (and the demo seed)
 * need none of the HTTP side.
 */
export function concederPacoteComprado(
  tx: DbOrTx,
  pacote: { usuarioId: number; pedidoId: number; quantidade: number; motivo: string; quando: Date },
) {
  return pacotesRepository(tx).concederPacoteDoPedido(pacote);
}

export function revogarPacoteComprado(tx: DbOrTx, pedidoId: number) {
  return pacotesRepository(tx).revogarPacoteDoPedido(pedidoId);
}

/** Extra sends the staff grant (back office, audited by the caller in the same transaction). */
export function concederEnviosCortesia(
  tx: DbOrTx,
  v: { usuarioId: number; quantidade: number; motivo: string },
) {
  return pacotesRepository(tx).concederCortesia(v);
}

/** Every extra send a person was given or bought (used ones included): the person's page shows it. */
export function enviosExtrasDe(db: DbOrTx, usuarioId: number) {
  return pacotesRepository(db).totalExtras(usuarioId);
}
