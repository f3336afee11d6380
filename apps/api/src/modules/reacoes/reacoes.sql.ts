import type { LocalReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * JSON sub-select of an item's reactions for list queries: `{ contagem: [{idEmoji, total}], idEmoji }`.
 * `alvo` is the SQL expression of the item's id in the outer query.
 */
export function resumoReacoesSql(local: LocalReacao, alvo: SQL, usuarioId: number | Placeholder): SQL {
  return sql`json_build_object(
    'contagem', (select coalesce(json_agg(json_build_object('idEmoji', g.emoji_id, 'total', g.total) order by g.emoji_id), '[]'::json)
                 from (select r.emoji_id, count(*)::int as total from reacao r
                       where r.local_reacao = ${local} and r.alvo_id = ${alvo} group by r.emoji_id) g),
    'idEmoji', (select r.emoji_id from reacao r where r.local_reacao = ${local} and r.alvo_id = ${alvo} and r.usuario_id = ${usuarioId}))`;
}
