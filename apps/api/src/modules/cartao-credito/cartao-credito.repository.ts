import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartaoCredito, usuario } from '../../db/schema/index.ts';

export type CartaoRow = typeof cartaoCredito.$inferSelect;
export type NovoCartaoRow = typeof cartaoCredito.$inferInsert;

export function cartaoCreditoRepository(db: DbOrTx) {
  const doUsuario = (usuarioId: number, id: number) =>
    and(eq(cartaoCredito.usuarioId, usuarioId), eq(cartaoCredito.id, id));
  return {
    /** The user's cards: main first, then secondary, then newest. */
    listar(usuarioId: number): Promise<CartaoRow[]> {
      return db
        .select()
        .from(cartaoCredito)
        .where(eq(cartaoCredito.usuarioId, usuarioId))
        .orderBy(desc(cartaoCredito.principal), desc(cartaoCredito.secundario), desc(cartaoCredito.id));
    },

    async possuiCartao(usuarioId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cartaoCredito.id })
        .from(cartaoCredito)
        .where(eq(cartaoCredito.usuarioId, usuarioId))
        .limit(1);
      return row !== undefined;
    },

    async buscar(usuarioId: number, id: number): Promise<CartaoRow | undefined> {
      const [row] = await db.select().from(cartaoCredito).where(doUsuario(usuarioId, id));
      return row;
    },

    /** The user's row for a card the gateway holds (a repeated store answers the card it already has). */
    async porCartaoGateway(usuarioId: number, gateway: string, cartaoGatewayId: string) {
      const [row] = await db
        .select()
        .from(cartaoCredito)
        .where(
          and(
            eq(cartaoCredito.usuarioId, usuarioId),
            eq(cartaoCredito.gateway, gateway),
            eq(cartaoCredito.cartaoGatewayId, cartaoGatewayId),
          ),
        );
      return row;
    },

    async usuario(usuarioId: number) {
      const [row] = await db
        .select({ nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return row;
    },

    /** The gateway customer the user already has (from any saved card on that gateway). */
    async clienteGateway(usuarioId: number, gateway: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: cartaoCredito.clienteGatewayId })
        .from(cartaoCredito)
        .where(and(eq(cartaoCredito.usuarioId, usuarioId), eq(cartaoCredito.gateway, gateway)))
        .orderBy(asc(cartaoCredito.id))
        .limit(1);
      return row?.id;
    },

    /** Inserts the card; the first card of a user becomes the main one. */
    async inserir(valores: Omit<NovoCartaoRow, 'principal' | 'secundario' | 'id'>): Promise<CartaoRow> {
      return db.transaction(async (tx) => {
        const [outro] = await tx
          .select({ id: cartaoCredito.id })
          .from(cartaoCredito)
          .where(eq(cartaoCredito.usuarioId, valores.usuarioId))
          .limit(1)
          .for('update');
        const [row] = await tx
          .insert(cartaoCredito)
          .values({ ...valores, principal: !outro })
          .returning();
        return row!;
      });
    },

    async alterarApelido(usuarioId: number, id: number, apelido: string): Promise<CartaoRow | undefined> {
      const [row] = await db
        .update(cartaoCredito)
        .set({ apelido })
        .where(doUsuario(usuarioId, id))
        .returning();
      return row;
    },

    /** Deletes the card; when it was the main one, the secondary (else the oldest left) takes its place. */
    async excluir(usuarioId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [apagado] = await tx.delete(cartaoCredito).where(doUsuario(usuarioId, id)).returning();
        if (!apagado?.principal) return;
        const [sucessor] = await tx
          .select({ id: cartaoCredito.id })
          .from(cartaoCredito)
          .where(eq(cartaoCredito.usuarioId, usuarioId))
          .orderBy(desc(cartaoCredito.secundario), asc(cartaoCredito.id))
          .limit(1);
        if (sucessor) {
          await tx
            .update(cartaoCredito)
            .set({ principal: true, secundario: false })
            .where(eq(cartaoCredito.id, sucessor.id));
        }
      });
    },

    /** Makes the card the user's main (or secondary) one, taking the flag off the card that had it. */
    async marcar(usuarioId: number, id: number, papel: 'principal' | 'secundario'): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(cartaoCredito)
          .set({ [papel]: false })
          .where(and(eq(cartaoCredito.usuarioId, usuarioId), eq(cartaoCredito[papel], true)));
        await tx
          .update(cartaoCredito)
          .set(papel === 'principal' ? { principal: true, secundario: false } : { secundario: true })
          .where(doUsuario(usuarioId, id));
      });
    },
  };
}
