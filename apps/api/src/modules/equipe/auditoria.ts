import type { DbOrTx } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';
import type { Autor } from './guarda.ts';

export interface Registro {
  /** A verb: 'criar', 'editar', 'publicar', 'alterar-gabarito', 'mesclar', 'mudar-papel'… */
  acao: string;
  entidade: string;
  entidadeId: string | number;
  antes?: unknown;
  depois?: unknown;
  motivo?: string | null;
}

/**
 * Writes one entry of the audit log. Call it in the transaction of the write it records, so that a
 * write without its entry (or an entry without its write) never commits.
 */
export async function auditar(tx: DbOrTx, autor: Autor, registro: Registro): Promise<void> {
  await tx.insert(auditoria).values({
    tenantId: autor.tenant,
    autorId: autor.id,
    autorNome: autor.nome,
    acao: registro.acao,
    entidade: registro.entidade,
    entidadeId: String(registro.entidadeId),
    antes: registro.antes ?? null,
    depois: registro.depois ?? null,
    motivo: registro.motivo ?? null,
  });
}
