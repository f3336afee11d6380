import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklist, checklistConteudo, conteudo, curso, materia } from '../../db/schema/index.ts';

export type LinhaChecklist = {
  materiaId: number;
  materiaNome: string;
  conteudoId: number;
  conteudoNome: string;
  estudoTeorico: boolean;
  resolucaoQuestao: boolean;
  revisao: boolean;
  observacoes: string;
};

export type ConteudoSalvo = Omit<LinhaChecklist, 'materiaId' | 'materiaNome' | 'conteudoNome'>;

export function checklistRepository(db: Db) {
  return {
    async findByUsuario(usuarioId: number): Promise<{ id: number; versao: number } | undefined> {
      const [row] = await db
        .select({ id: checklist.id, versao: checklist.versao })
        .from(checklist)
        .where(eq(checklist.usuarioId, usuarioId));
      return row;
    },

    /** Creates the student's checklist from the platform's catalogue; a second call leaves the first. */
    criar(usuarioId: number, plataformaId: number): Promise<void> {
      return db.transaction(async (tx) => {
        const [criada] = await tx
          .insert(checklist)
          .values({ usuarioId })
          .onConflictDoNothing({ target: checklist.usuarioId })
          .returning({ id: checklist.id });
        if (!criada) return;
        await tx.execute(sql`insert into checklist_conteudo (checklist_id, conteudo_id)
          select ${criada.id}, k.id from conteudo k
            join materia m on m.id = k.materia_id join curso c on c.id = m.curso_id
           where c.plataforma_id = ${plataformaId}`);
      });
    },

    /**
     * Every content of the platform's catalogue with the checklist's flags (none set for a content added
     * to the catalogue after the checklist was created), in catalogue order.
     */
    listar(checklistId: number, plataformaId: number): Promise<LinhaChecklist[]> {
      return db
        .select({
          materiaId: materia.id,
          materiaNome: materia.nome,
          conteudoId: conteudo.id,
          conteudoNome: conteudo.nome,
          estudoTeorico: sql<boolean>`coalesce(${checklistConteudo.estudoTeorico}, false)`,
          resolucaoQuestao: sql<boolean>`coalesce(${checklistConteudo.resolucaoQuestao}, false)`,
          revisao: sql<boolean>`coalesce(${checklistConteudo.revisao}, false)`,
          observacoes: sql<string>`coalesce(${checklistConteudo.observacoes}, '')`,
        })
        .from(conteudo)
        .innerJoin(materia, eq(materia.id, conteudo.materiaId))
        .innerJoin(curso, eq(curso.id, materia.cursoId))
        .leftJoin(
          checklistConteudo,
          and(eq(checklistConteudo.conteudoId, conteudo.id), eq(checklistConteudo.checklistId, checklistId)),
        )
        .where(eq(curso.plataformaId, plataformaId))
        .orderBy(curso.id, materia.id, conteudo.id);
    },

    /** How many of the given contents belong to the platform's catalogue. */
    async contarDoCatalogo(plataformaId: number, conteudoIds: number[]): Promise<number> {
      if (conteudoIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conteudo)
        .innerJoin(materia, eq(materia.id, conteudo.materiaId))
        .innerJoin(curso, eq(curso.id, materia.cursoId))
        .where(and(eq(curso.plataformaId, plataformaId), inArray(conteudo.id, conteudoIds)));
      return row?.n ?? 0;
    },

    /**
     * Writes the contents' flags if the checklist is still at `versao`, and moves it to the next
     * version; false when another save got there first (the row lock makes a concurrent one wait and
     * then find the version changed).
     */
    salvar(checklistId: number, versao: number, conteudos: ConteudoSalvo[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [atual] = await tx
          .update(checklist)
          .set({ versao: sql`${checklist.versao} + 1`, atualizadaEm: new Date() })
          .where(and(eq(checklist.id, checklistId), eq(checklist.versao, versao)))
          .returning({ versao: checklist.versao });
        if (!atual) return false;
        if (conteudos.length > 0)
          await tx
            .insert(checklistConteudo)
            .values(conteudos.map((c) => ({ checklistId, ...c })))
            .onConflictDoUpdate({
              target: [checklistConteudo.checklistId, checklistConteudo.conteudoId],
              set: {
                estudoTeorico: sql`excluded.estudo_teorico`,
                resolucaoQuestao: sql`excluded.resolucao_questao`,
                revisao: sql`excluded.revisao`,
                observacoes: sql`excluded.observacoes`,
              },
            });
        return true;
      });
    },
  };
}
