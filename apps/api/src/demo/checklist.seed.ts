import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * The demo student's study checklist, partly filled: 'Anatomia de Cabeça e Pescoço' studied (all three
 * flags on every content), 'Cirurgia Oral Menor' in study (theory and questions of its first content).
 */
export async function seedChecklistDemo(tx: DbOrTx, usuarios: Record<string, number>) {
  const aluno = usuarios['aluno@aprovei.dev']!;
  await tx.execute(sql`
    with c as (insert into checklist (usuario_id, versao) values (${aluno}, 1) returning id)
    insert into checklist_conteudo (checklist_id, conteudo_id, estudo_teorico, resolucao_questao, revisao, observacoes)
    select c.id, k.id,
           m.nome = 'Anatomia de Cabeça e Pescoço' or (m.nome = 'Cirurgia Oral Menor' and k.nome = 'Exodontias complexas'),
           m.nome = 'Anatomia de Cabeça e Pescoço' or (m.nome = 'Cirurgia Oral Menor' and k.nome = 'Exodontias complexas'),
           m.nome = 'Anatomia de Cabeça e Pescoço',
           case when k.nome = 'Exodontias complexas' then 'Revisar a técnica de odontossecção.' else '' end
      from c, conteudo k join materia m on m.id = k.materia_id join curso cu on cu.id = m.curso_id
     where cu.plataforma_id = 1`);
}
