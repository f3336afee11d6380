import type { LocalReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * JSON sub-select of a target's reactions for list queries (study items, their comments):
 * `{ contagem: [{idEmoji, total}], idEmoji }`. `alvo` is the SQL expression of the target's id in the
 * outer query. Read-only over `reacao`; the reactions module writes it.
 */
export function resumoReacoesSql(local: LocalReacao, alvo: SQL, usuarioId: number | Placeholder): SQL {
  return sql`json_build_object(
    'contagem', (select coalesce(json_agg(json_build_object('idEmoji', g.emoji_id, 'total', g.total) order by g.emoji_id), '[]'::json)
                 from (select r.emoji_id, count(*)::int as total from reacao r
                       where r.local_reacao = ${local} and r.alvo_id = ${alvo} group by r.emoji_id) g),
    'idEmoji', (select r.emoji_id from reacao r where r.local_reacao = ${local} and r.alvo_id = ${alvo} and r.usuario_id = ${usuarioId}))`;
}
