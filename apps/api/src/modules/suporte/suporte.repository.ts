import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mensagemSuporte } from '../../db/schema/comunicacao.ts';

export function suporteRepository(db: Db) {
  return {
    async inserir(values: {
      tenantId: string;
      usuarioId: number;
      email: string;
      assunto: string;
      mensagem: string;
    }): Promise<number> {
      const [row] = await db.insert(mensagemSuporte).values(values).returning({ id: mensagemSuporte.id });
      if (!row) throw new Error('support message not stored');
      return row.id;
    },

    async marcarEnviada(id: number): Promise<void> {
      await db.update(mensagemSuporte).set({ enviadaEm: new Date() }).where(eq(mensagemSuporte.id, id));
    },
  };
}
