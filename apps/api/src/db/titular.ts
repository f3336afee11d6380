import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * What each module holds about a person, for the LGPD self-service (`modules/privacidade`, ADR 006):
 * every module (or floor) that keeps personal data declares it here, the privacy module only gathers
 * the declarations. A test compares the tables declared with every table holding a usuario_id, so a
 * new one cannot be forgotten.
 */

/** The person whose data is exported or erased. */
export interface Titular {
  id: number;
  tenantId: string;
  cpf: string;
  email: string;
}

export type Linha = Record<string, unknown>;

/** One section of the export: the table it reads (SQL name), its name in the file, the person's rows. */
export interface SecaoExportada {
  tabela: string;
  secao: string;
  ler(u: Titular): Promise<Linha[]>;
}

/** Work left for after the deletion's transaction commits (files leaving the storage). */
export type DepoisDaExclusao = () => Promise<void>;

/**
 * A module's personal data: its sections of the export (never password or code hashes, nor tokens), and
 * how the account's deletion erases them inside the caller's transaction — deleted, anonymised, or
 * kept when the law says so (contracts and payments, art. 16, I). Work that must wait for the commit
 * is handed to `depois`.
 */
export interface DadosPessoais {
  exportar: readonly SecaoExportada[];
  apagar(tx: DbOrTx, u: Titular, depois: (trabalho: DepoisDaExclusao) => void): Promise<void>;
}

/** A section read straight from one table by its usuario_id. */
export function secaoDoTitular(
  db: DbOrTx,
  secao: string,
  fonte: PgTable & { usuarioId: PgColumn },
  colunas: SelectedFields,
  ordem: SQL[] = [],
): SecaoExportada {
  return secaoPorColuna(db, secao, fonte, fonte.usuarioId, colunas, ordem);
}

/** A section read from one table by the column that names the person there (`autor_id` of a log). */
export function secaoPorColuna(
  db: DbOrTx,
  secao: string,
  fonte: PgTable,
  pessoa: PgColumn,
  colunas: SelectedFields,
  ordem: SQL[] = [],
): SecaoExportada {
  return {
    tabela: getTableName(fonte),
    secao,
    ler: (u) =>
      db
        .select(colunas)
        .from(fonte)
        .where(eq(pessoa, u.id))
        .orderBy(...ordem) as Promise<Linha[]>,
  };
}

/** Nothing to erase: what the module keeps stays (payment records). */
export const nadaAApagar = async (): Promise<void> => {};
