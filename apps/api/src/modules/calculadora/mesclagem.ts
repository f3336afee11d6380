import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calculadoraCurriculo } from '../../db/schema/index.ts';

/** The catalogue's merge of a duplicate institution: its calculators move to the institution kept. */
export async function mesclarInstituicaoDasCalculadoras(tx: DbOrTx, de: number, para: number): Promise<void> {
  await tx
    .update(calculadoraCurriculo)
    .set({ instituicaoId: para })
    .where(eq(calculadoraCurriculo.instituicaoId, de));
}
