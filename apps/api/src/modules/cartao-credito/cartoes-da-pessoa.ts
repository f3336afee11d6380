import type { TCartaoPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartaoCredito } from '../../db/schema/index.ts';

/**
 * A person's saved cards for the back office: the brand and the last four digits, and nothing else
 * (never the gateway's token, the holder, the expiry or the billing address).
 */
export function cartoesDaPessoa(db: DbOrTx, usuarioId: number): Promise<TCartaoPessoa[]> {
  return db
    .select({
      id: cartaoCredito.id,
      bandeira: cartaoCredito.bandeira,
      ultimosQuatroDigitos: cartaoCredito.ultimosQuatroDigitos,
    })
    .from(cartaoCredito)
    .where(eq(cartaoCredito.usuarioId, usuarioId))
    .orderBy(desc(cartaoCredito.principal), desc(cartaoCredito.secundario), desc(cartaoCredito.id));
}
