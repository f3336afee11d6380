import type { TipoMesclavel } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BuscaTabelas } from './busca.ts';

/**
 * The catalogue's merge of a duplicate (`de`) into the item kept (`para`), on one kind's tables, written on
 * the kind's behalf through its descriptor (each owner calls it with its own tables): the kind's links to
 * the duplicate subject, content or sub-content move to the one kept (an item linked to both keeps one
 * link), and its items of the duplicate institution or banca move likewise. The statistics counters follow
 * the links' triggers (migration `estatisticas_contadores`): a moved link moves its students' counts, a
 * dropped duplicate link subtracts what the kept one still counts.
 */
export async function mesclarNoCatalogo(
  tx: DbOrTx,
  tabelas: BuscaTabelas,
  tipo: TipoMesclavel,
  de: number,
  para: number,
): Promise<void> {
  const item = sql.identifier(tabelas.item);
  const fk = sql.identifier(tabelas.fk);
  const vinculo = {
    materia: { tabela: tabelas.materia, coluna: 'materia_id' },
    conteudo: { tabela: tabelas.conteudo, coluna: 'conteudo_id' },
    subconteudo: tabelas.subConteudo ? { tabela: tabelas.subConteudo, coluna: 'sub_conteudo_id' } : null,
  };
  if (tipo === 'materia' || tipo === 'conteudo' || tipo === 'subconteudo') {
    const v = vinculo[tipo];
    if (!v) return;
    const l = sql.identifier(v.tabela);
    const tag = sql.identifier(v.coluna);
    await tx.execute(
      sql`delete from ${l} where ${tag} = ${de} and ${fk} in (select ${fk} from ${l} where ${tag} = ${para})`,
    );
    await tx.execute(sql`update ${l} set ${tag} = ${para} where ${tag} = ${de}`);
  } else if (tipo === 'instituicao' || tipo === 'banca') {
    const coluna = sql.identifier(tipo === 'instituicao' ? 'instituicao_id' : 'banca_id');
    await tx.execute(sql`update ${item} set ${coluna} = ${para} where ${coluna} = ${de}`);
  }
}
