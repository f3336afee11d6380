import type { TipoCatalogo } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
} from '../../db/schema/index.ts';

interface Forma {
  tabela: PgTable;
  id: AnyPgColumn;
  nome: SQL<string> | AnyPgColumn;
  /** The parent's column and table (the tree's kinds). */
  pai?: { coluna: AnyPgColumn; tabela: PgTable; id: AnyPgColumn; nome: AnyPgColumn };
  /** The product the row belongs to, as SQL over the row (the tree's kinds; the lists are shared). */
  tenant?: SQL;
}

const tenantDoCurso = (cursoId: SQL | AnyPgColumn) =>
  sql`(select p.tenant_id from curso c join plataforma p on p.id = c.plataforma_id where c.id = ${cursoId})`;

/** Each kind's table, name, parent and product. */
const FORMAS: Record<TipoCatalogo, Forma> = {
  curso: {
    tabela: curso,
    id: curso.id,
    nome: curso.nome,
    pai: { coluna: curso.plataformaId, tabela: plataforma, id: plataforma.id, nome: plataforma.nome },
    tenant: sql`(select p.tenant_id from plataforma p where p.id = ${curso.plataformaId})`,
  },
  materia: {
    tabela: materia,
    id: materia.id,
    nome: materia.nome,
    pai: { coluna: materia.cursoId, tabela: curso, id: curso.id, nome: curso.nome },
    tenant: tenantDoCurso(materia.cursoId),
  },
  conteudo: {
    tabela: conteudo,
    id: conteudo.id,
    nome: conteudo.nome,
    pai: { coluna: conteudo.materiaId, tabela: materia, id: materia.id, nome: materia.nome },
    tenant: tenantDoCurso(sql`(select m.curso_id from materia m where m.id = ${conteudo.materiaId})`),
  },
  subconteudo: {
    tabela: subConteudo,
    id: subConteudo.id,
    nome: subConteudo.nome,
    pai: { coluna: subConteudo.conteudoId, tabela: conteudo, id: conteudo.id, nome: conteudo.nome },
    tenant: tenantDoCurso(
      sql`(select m.curso_id from conteudo k join materia m on m.id = k.materia_id where k.id = ${subConteudo.conteudoId})`,
    ),
  },
  instituicao: { tabela: instituicao, id: instituicao.id, nome: instituicao.nome },
  banca: { tabela: banca, id: banca.id, nome: banca.nome },
  ano: { tabela: ano, id: ano.id, nome: sql<string>`${ano.ano}::text` },
};

export interface BuscaCatalogo {
  pagina: number;
  porPagina: number;
  direcao: 'asc' | 'desc';
  ordem: 'nome' | 'id';
  busca?: string;
  paiId?: number;
}

const semAcento = (x: SQL | AnyPgColumn) =>
  sql`translate(lower(${x}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;
const termo = (texto: string) =>
  `%${texto
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's writes and reads of the catalogue (the owner of its tables). */
export function catalogoAdminRepository(db: DbOrTx) {
  function doTenant(f: Forma, tenant: string): SQL[] {
    return f.tenant ? [sql`${f.tenant} = ${tenant}`] : [];
  }

  async function item(tipo: TipoCatalogo, tenant: string, id: number) {
    const f = FORMAS[tipo];
    const [row] = await db
      .select({ id: f.id, nome: f.nome, paiId: f.pai ? f.pai.coluna : sql<null>`null` })
      .from(f.tabela)
      .where(and(eq(f.id, id), ...doTenant(f, tenant)));
    return row as { id: number; nome: string; paiId: number | null } | undefined;
  }

  return {
    item,

    async listar(tipo: TipoCatalogo, tenant: string, q: BuscaCatalogo) {
      const f = FORMAS[tipo];
      const condicoes: SQL[] = doTenant(f, tenant);
      if (q.busca) condicoes.push(sql`${semAcento(f.nome)} like ${termo(q.busca)}`);
      if (q.paiId !== undefined && f.pai) condicoes.push(eq(f.pai.coluna, q.paiId));
      const where = condicoes.length > 0 ? and(...condicoes) : undefined;
      const chave = q.ordem === 'id' ? f.id : tipo === 'ano' ? ano.ano : semAcento(f.nome);
      const base = db
        .select({
          id: f.id,
          nome: f.nome,
          paiId: f.pai ? f.pai.coluna : sql<null>`null`,
          paiNome: f.pai ? f.pai.nome : sql<null>`null`,
        })
        .from(f.tabela);
      const comPai = f.pai ? base.leftJoin(f.pai.tabela, eq(f.pai.id, f.pai.coluna)) : base;
      const [linhas, [total]] = await Promise.all([
        comPai
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(chave) : desc(chave), asc(f.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(f.tabela).where(where),
      ]);
      return {
        linhas: linhas as { id: number; nome: string; paiId: number | null; paiNome: string | null }[],
        total: total?.n ?? 0,
      };
    },

    /** Another item of the kind with this name (any case or accent) under the same parent. */
    async nomeEmUso(
      tipo: TipoCatalogo,
      tenant: string,
      nome: string,
      paiId: number | null,
      excetoId?: number,
    ) {
      const f = FORMAS[tipo];
      const condicoes: SQL[] = [
        sql`${semAcento(f.nome)} = ${semAcento(sql`${nome}`)}`,
        ...doTenant(f, tenant),
      ];
      if (f.pai && paiId !== null) condicoes.push(eq(f.pai.coluna, paiId));
      if (excetoId !== undefined) condicoes.push(sql`${f.id} <> ${excetoId}`);
      const [row] = await db
        .select({ id: f.id })
        .from(f.tabela)
        .where(and(...condicoes));
      return row !== undefined;
    },

    /** Whether the parent exists in the product: a platform (for a course) or an item of the tree. */
    async paiExiste(tipo: TipoCatalogo, tenant: string, paiId: number): Promise<boolean> {
      if (tipo === 'curso') {
        const [p] = await db
          .select({ id: plataforma.id })
          .from(plataforma)
          .where(and(eq(plataforma.id, paiId), eq(plataforma.tenantId, tenant)));
        return p !== undefined;
      }
      const tipoPai = { materia: 'curso', conteudo: 'materia', subconteudo: 'conteudo' }[tipo as string];
      return tipoPai !== undefined && (await item(tipoPai as TipoCatalogo, tenant, paiId)) !== undefined;
    },

    async inserir(tipo: TipoCatalogo, nome: string, paiId: number | null): Promise<number> {
      const um = async (p: Promise<{ id: number }[]>) => (await p)[0]!.id;
      switch (tipo) {
        case 'curso':
          return um(db.insert(curso).values({ nome, plataformaId: paiId! }).returning({ id: curso.id }));
        case 'materia':
          return um(db.insert(materia).values({ nome, cursoId: paiId! }).returning({ id: materia.id }));
        case 'conteudo':
          return um(db.insert(conteudo).values({ nome, materiaId: paiId! }).returning({ id: conteudo.id }));
        case 'subconteudo':
          return um(
            db.insert(subConteudo).values({ nome, conteudoId: paiId! }).returning({ id: subConteudo.id }),
          );
        case 'instituicao':
          return um(db.insert(instituicao).values({ nome }).returning({ id: instituicao.id }));
        case 'banca':
          return um(db.insert(banca).values({ nome }).returning({ id: banca.id }));
        case 'ano':
          return um(
            db
              .insert(ano)
              .values({ ano: Number(nome) })
              .returning({ id: ano.id }),
          );
      }
    },

    async renomear(tipo: Exclude<TipoCatalogo, 'ano'>, id: number, nome: string) {
      const tabela = { curso, materia, conteudo, subconteudo: subConteudo, instituicao, banca }[tipo];
      await db.update(tabela).set({ nome }).where(eq(tabela.id, id));
    },

    /** The tree's children of the duplicate move to the item kept (a course's subjects…). */
    async moverFilhos(tipo: TipoCatalogo, de: number, para: number) {
      if (tipo === 'curso') await db.update(materia).set({ cursoId: para }).where(eq(materia.cursoId, de));
      if (tipo === 'materia')
        await db.update(conteudo).set({ materiaId: para }).where(eq(conteudo.materiaId, de));
      if (tipo === 'conteudo')
        await db.update(subConteudo).set({ conteudoId: para }).where(eq(subConteudo.conteudoId, de));
    },

    async apagar(tipo: Exclude<TipoCatalogo, 'ano'>, id: number) {
      const tabela = { curso, materia, conteudo, subconteudo: subConteudo, instituicao, banca }[tipo];
      await db.delete(tabela).where(eq(tabela.id, id));
    },

    /** The subjects of a course, with their contents and sub-contents, by name. */
    async arvore(tenant: string, cursoId: number) {
      const materias = await db
        .select({ id: materia.id, nome: materia.nome })
        .from(materia)
        .where(and(eq(materia.cursoId, cursoId), sql`${tenantDoCurso(materia.cursoId)} = ${tenant}`))
        .orderBy(asc(materia.nome), asc(materia.id));
      const ids = materias.map((m) => m.id);
      const conteudos =
        ids.length === 0
          ? []
          : await db
              .select({ id: conteudo.id, nome: conteudo.nome, materiaId: conteudo.materiaId })
              .from(conteudo)
              .where(inArray(conteudo.materiaId, ids))
              .orderBy(asc(conteudo.nome), asc(conteudo.id));
      const subs =
        conteudos.length === 0
          ? []
          : await db
              .select({ id: subConteudo.id, nome: subConteudo.nome, conteudoId: subConteudo.conteudoId })
              .from(subConteudo)
              .where(
                inArray(
                  subConteudo.conteudoId,
                  conteudos.map((c) => c.id),
                ),
              )
              .orderBy(asc(subConteudo.nome), asc(subConteudo.id));
      return materias.map((m) => ({
        ...m,
        conteudos: conteudos
          .filter((c) => c.materiaId === m.id)
          .map((c) => ({
            id: c.id,
            nome: c.nome,
            subConteudos: subs.filter((s) => s.conteudoId === c.id).map(({ id, nome }) => ({ id, nome })),
          })),
      }));
    },
  };
}
