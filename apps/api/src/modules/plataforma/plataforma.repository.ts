import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parametro, plataforma } from '../../db/schema/index.ts';

export function plataformaRepository(db: DbOrTx) {
  return {
    async plataformaDoTenant(tenantId: string, id: number) {
      const [row] = await db
        .select({ id: plataforma.id, nome: plataforma.nome, tema: plataforma.tema })
        .from(plataforma)
        .where(and(eq(plataforma.id, id), eq(plataforma.tenantId, tenantId)))
        .limit(1);
      return row;
    },
    parametros() {
      return db
        .select({ nomeParametro: parametro.nomeParametro, valor: parametro.valor })
        .from(parametro)
        .orderBy(asc(parametro.nomeParametro));
    },
  };
}
