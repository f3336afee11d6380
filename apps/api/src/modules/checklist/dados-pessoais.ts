import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { checklist } from '../../db/schema/index.ts';
import type { DadosPessoais, Linha } from '../../db/titular.ts';

/** What checklist holds about a person: her study checklist with its flags and notes, erased on deletion. */
export function dadosPessoaisChecklist(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'checklist',
        secao: 'checklist',
        ler: (u) =>
          rows<Linha>(
            db,
            sql`select c.versao, c.criada_em as "criadaEm", c.atualizada_em as "atualizadaEm",
                  coalesce((select json_agg(json_build_object('materia', m.nome, 'conteudo', k.nome,
                      'estudoTeorico', cc.estudo_teorico, 'resolucaoQuestao', cc.resolucao_questao,
                      'revisao', cc.revisao, 'observacoes', cc.observacoes) order by m.id, k.id)
                    from checklist_conteudo cc join conteudo k on k.id = cc.conteudo_id
                    join materia m on m.id = k.materia_id
                    where cc.checklist_id = c.id), '[]'::json) as conteudos
                from checklist c where c.usuario_id = ${u.id}`,
          ),
      },
    ],
    async apagar(tx, { id }) {
      await tx.delete(checklist).where(eq(checklist.usuarioId, id)); // its contents' flags go with it
    },
  };
}
