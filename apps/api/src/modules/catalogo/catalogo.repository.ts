import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  ano,
  banca,
  conteudo,
  curso,
  instituicao,
  materia,
  plataforma,
  subConteudo,
  temaQuestaoAberta,
  tipoLogradouro,
} from '../../db/schema/index.ts';

/** Reference lists. Study content (courses → subjects → contents → sub-contents) is scoped to the tenant. */
export function catalogoRepository(db: DbOrTx) {
  return {
    listarAnos: () => db.select({ id: ano.id, ano: ano.ano }).from(ano).orderBy(asc(ano.ano)),
    listarInstituicoes: () =>
      db
        .select({ id: instituicao.id, nome: instituicao.nome })
        .from(instituicao)
        .orderBy(asc(instituicao.nome)),
    listarTemasQuestaoAberta: () =>
      db
        .select({ id: temaQuestaoAberta.id, nome: temaQuestaoAberta.nome })
        .from(temaQuestaoAberta)
        .orderBy(asc(temaQuestaoAberta.nome)),
    listarTiposLogradouro: () =>
      db
        .select({ id: tipoLogradouro.id, nome: tipoLogradouro.nome })
        .from(tipoLogradouro)
        .orderBy(asc(tipoLogradouro.nome)),
    listarBancas: () => db.select({ id: banca.id, nome: banca.nome }).from(banca).orderBy(asc(banca.nome)),

    async plataformaDoTenant(tenantId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: plataforma.id })
        .from(plataforma)
        .where(and(eq(plataforma.id, id), eq(plataforma.tenantId, tenantId)));
      return row !== undefined;
    },

    listarCursos: (plataformaId: number) =>
      db
        .select({ id: curso.id, nome: curso.nome, idPlataforma: curso.plataformaId })
        .from(curso)
        .where(eq(curso.plataformaId, plataformaId))
        .orderBy(asc(curso.nome)),

    async cursoDoTenant(tenantId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: curso.id })
        .from(curso)
        .innerJoin(plataforma, eq(plataforma.id, curso.plataformaId))
        .where(and(eq(curso.id, id), eq(plataforma.tenantId, tenantId)));
      return row !== undefined;
    },

    listarMaterias: (cursoId: number) =>
      db
        .select({ id: materia.id, nome: materia.nome })
        .from(materia)
        .where(eq(materia.cursoId, cursoId))
        .orderBy(asc(materia.nome)),

    async materiaDoTenant(tenantId: string, id: number) {
      const [row] = await db
        .select({ id: materia.id, nome: materia.nome })
        .from(materia)
        .innerJoin(curso, eq(curso.id, materia.cursoId))
        .innerJoin(plataforma, eq(plataforma.id, curso.plataformaId))
        .where(and(eq(materia.id, id), eq(plataforma.tenantId, tenantId)));
      return row;
    },

    listarConteudos: (materiaId: number) =>
      db
        .select({ id: conteudo.id, nome: conteudo.nome })
        .from(conteudo)
        .where(eq(conteudo.materiaId, materiaId))
        .orderBy(asc(conteudo.nome)),

    async conteudoDoTenant(tenantId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: conteudo.id })
        .from(conteudo)
        .innerJoin(materia, eq(materia.id, conteudo.materiaId))
        .innerJoin(curso, eq(curso.id, materia.cursoId))
        .innerJoin(plataforma, eq(plataforma.id, curso.plataformaId))
        .where(and(eq(conteudo.id, id), eq(plataforma.tenantId, tenantId)));
      return row !== undefined;
    },

    listarSubConteudos: (conteudoId: number) =>
      db
        .select({ id: subConteudo.id, nome: subConteudo.nome })
        .from(subConteudo)
        .where(eq(subConteudo.conteudoId, conteudoId))
        .orderBy(asc(subConteudo.nome)),
  };
}
