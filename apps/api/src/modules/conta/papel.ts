import type { Papel } from '@aprovei/shared/equipe/papeis';
import { MENSAGEM_ULTIMO_ADMIN } from '@aprovei/shared/equipe/papeis';
import { AppError } from '@aprovei/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuario } from '../../db/schema/index.ts';

/**
 * Gives a person of `tenantId` a role (the back office's people screen). Answers her role before, or
 * null when there is no such person. The last admin of a product cannot lose the role: the product's
 * admins are locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function definirPapel(
  tx: DbOrTx,
  tenantId: string,
  usuarioId: number,
  papel: Papel,
): Promise<Papel | null> {
  const admins = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.papel, 'ADMIN'), isNull(usuario.excluidoEm)))
    .for('update');
  const [antes] = await tx
    .select({ papel: usuario.papel })
    .from(usuario)
    .where(and(eq(usuario.id, usuarioId), eq(usuario.tenantId, tenantId), isNull(usuario.excluidoEm)));
  if (!antes) return null;
  if (antes.papel === 'ADMIN' && papel !== 'ADMIN' && admins.length <= 1)
    throw new AppError('CONFLITO', MENSAGEM_ULTIMO_ADMIN);
  await tx.update(usuario).set({ papel, atualizadoEm: sql`now()` }).where(eq(usuario.id, usuarioId));
  return antes.papel as Papel;
}
