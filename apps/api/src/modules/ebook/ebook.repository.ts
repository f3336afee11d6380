import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ebook, ebookUsuario, materia, usuario } from '../../db/schema/index.ts';

export interface FiltroEbooks {
  tenantId: string;
  usuarioId: number;
  /** Only the e-books the user owns (my e-books). */
  somenteAdquiridos: boolean;
  nome?: string;
  idMateria?: number;
  idEbooks?: number[];
  decrescente: boolean;
  page: number;
  size: number;
}

const ACENTUADAS = 'áàâãäéèêëíìîïóòôõöúùûüç';
const SEM_ACENTO = 'aaaaaeeeeiiiiooooouuuuc';

/** The name lower-cased and without accents, for searching and ordering alike on both engines. */
const nomeSemAcento = sql`translate(lower(${ebook.nome}), ${ACENTUADAS}, ${SEM_ACENTO})`;

/** `%` and `_` typed in the search are literal; accents and case do not matter. */
export const termoDeBusca = (texto: string) =>
  `%${texto
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface BuscaAdmin {
  pagina: number;
  porPagina: number;
  direcao: 'asc' | 'desc';
  ordem: 'nome' | 'criadoEm' | 'valorCentavos';
  busca?: string;
  ativo?: boolean;
}

const colunasAdmin = {
  id: ebook.id,
  nome: ebook.nome,
  autor: ebook.autor,
  materia: { id: materia.id, nome: materia.nome },
  valorCentavos: ebook.valorCentavos,
  numPaginas: ebook.numPaginas,
  paginasGratis: ebook.paginasGratis,
  ativo: ebook.ativo,
  compras: sql<number>`(select count(*)::int from ${ebookUsuario} where ${ebookUsuario.ebookId} = ${ebook.id})`,
};

export function ebookRepository(db: DbOrTx) {
  return {
    async listar(f: FiltroEbooks) {
      const possui = and(eq(ebookUsuario.ebookId, ebook.id), eq(ebookUsuario.usuarioId, f.usuarioId));
      // A retired e-book leaves the store but stays in its owners' e-books.
      const condicoes: SQL[] = [eq(ebook.tenantId, f.tenantId)];
      if (!f.somenteAdquiridos) condicoes.push(eq(ebook.ativo, true));
      if (f.nome) condicoes.push(sql`${nomeSemAcento} like ${termoDeBusca(f.nome)}`);
      if (f.idMateria !== undefined) condicoes.push(eq(ebook.materiaId, f.idMateria));
      if (f.idEbooks) condicoes.push(inArray(ebook.id, f.idEbooks.length > 0 ? f.idEbooks : [0]));
      if (f.somenteAdquiridos) condicoes.push(sql`${ebookUsuario.usuarioId} is not null`);
      const where = and(...condicoes);
      const [content, [total]] = await Promise.all([
        db
          .select({
            id: ebook.id,
            nome: ebook.nome,
            autor: ebook.autor,
            capa: ebook.capa,
            valorCentavos: ebook.valorCentavos,
            numPaginas: ebook.numPaginas,
            paginasGratis: ebook.paginasGratis,
            descricao: ebook.descricao,
            materia: { id: materia.id, nome: materia.nome },
            adquirido: sql<boolean>`${ebookUsuario.usuarioId} is not null`,
          })
          .from(ebook)
          .innerJoin(materia, eq(materia.id, ebook.materiaId))
          .leftJoin(ebookUsuario, possui)
          .where(where)
          .orderBy(f.decrescente ? desc(nomeSemAcento) : asc(nomeSemAcento), asc(ebook.id))
          .limit(f.size)
          .offset(f.page * f.size),
        db.select({ n: count() }).from(ebook).leftJoin(ebookUsuario, possui).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The subjects of the tenant's e-books (of the user's only, when `usuarioId` is given), by name. */
    materias(tenantId: string, usuarioId?: number) {
      const condicoes: SQL[] = [eq(ebook.tenantId, tenantId), eq(ebook.ativo, true)];
      if (usuarioId !== undefined) {
        condicoes.push(
          sql`exists (select 1 from ${ebookUsuario} where ${ebookUsuario.ebookId} = ${ebook.id} and ${ebookUsuario.usuarioId} = ${usuarioId})`,
        );
      }
      return db
        .selectDistinct({ id: materia.id, nome: materia.nome })
        .from(ebook)
        .innerJoin(materia, eq(materia.id, ebook.materiaId))
        .where(and(...condicoes))
        .orderBy(asc(materia.nome), asc(materia.id));
    },

    /** The e-book of the tenant: on sale only, unless `tambemRetirado` (its owners still read it). */
    async findById(tenantId: string, id: number, tambemRetirado = false) {
      const condicoes = [eq(ebook.id, id), eq(ebook.tenantId, tenantId)];
      if (!tambemRetirado) condicoes.push(eq(ebook.ativo, true));
      const [e] = await db
        .select()
        .from(ebook)
        .where(and(...condicoes));
      return e;
    },

    /** The e-books on sale among `ids` (the ones missing are not on sale in this tenant). */
    aVenda(tenantId: string, ids: number[]) {
      return db
        .select({ id: ebook.id, nome: ebook.nome, valorCentavos: ebook.valorCentavos })
        .from(ebook)
        .where(and(inArray(ebook.id, ids), eq(ebook.tenantId, tenantId), eq(ebook.ativo, true)));
    },

    nomes(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: ebook.id, nome: ebook.nome }).from(ebook).where(inArray(ebook.id, ids));
    },

    async adquiridos(usuarioId: number, ids: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: ebookUsuario.ebookId })
        .from(ebookUsuario)
        .where(and(eq(ebookUsuario.usuarioId, usuarioId), inArray(ebookUsuario.ebookId, ids)));
      return rows.map((r) => r.id);
    },

    async conceder(usuarioId: number, ids: number[], pedidoId: number | null, quando: Date) {
      if (ids.length === 0) return;
      await db
        .insert(ebookUsuario)
        .values(ids.map((ebookId) => ({ usuarioId, ebookId, pedidoId, adquiridoEm: quando })))
        .onConflictDoNothing();
    },

    async revogar(pedidoId: number) {
      await db.delete(ebookUsuario).where(eq(ebookUsuario.pedidoId, pedidoId));
    },

    async leitor(usuarioId: number) {
      const [u] = await db
        .select({ nome: usuario.nome, cpf: usuario.cpf })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return u;
    },

    async materiaExiste(id: number): Promise<boolean> {
      const [m] = await db.select({ id: materia.id }).from(materia).where(eq(materia.id, id));
      return m !== undefined;
    },

    async nomeEmUso(tenantId: string, nome: string, excetoId?: number): Promise<boolean> {
      const condicoes = [eq(ebook.tenantId, tenantId), eq(ebook.nome, nome)];
      if (excetoId !== undefined) condicoes.push(ne(ebook.id, excetoId));
      const [e] = await db
        .select({ id: ebook.id })
        .from(ebook)
        .where(and(...condicoes));
      return e !== undefined;
    },

    /** The back office's list: every e-book of the tenant, on sale or retired, with how many own it. */
    async listarAdmin(tenantId: string, q: BuscaAdmin) {
      const condicoes: SQL[] = [eq(ebook.tenantId, tenantId)];
      if (q.busca) {
        const termo = termoDeBusca(q.busca);
        condicoes.push(
          sql`(${nomeSemAcento} like ${termo} or translate(lower(${ebook.autor}), ${ACENTUADAS}, ${SEM_ACENTO}) like ${termo})`,
        );
      }
      if (q.ativo !== undefined) condicoes.push(eq(ebook.ativo, q.ativo));
      const where = and(...condicoes);
      const coluna = { nome: nomeSemAcento, criadoEm: ebook.criadoEm, valorCentavos: ebook.valorCentavos }[
        q.ordem
      ];
      const ordem = q.direcao === 'asc' ? asc(coluna) : desc(coluna);
      const [linhas, [total]] = await Promise.all([
        db
          .select({ ...colunasAdmin, criadoEm: ebook.criadoEm })
          .from(ebook)
          .innerJoin(materia, eq(materia.id, ebook.materiaId))
          .where(where)
          .orderBy(ordem, asc(ebook.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(ebook).where(where),
      ]);
      return {
        linhas: linhas.map((l) => ({ ...l, criadoEm: l.criadoEm.toISOString() })),
        total: total?.n ?? 0,
      };
    },

    async detalheAdmin(tenantId: string, id: number) {
      const [e] = await db
        .select({
          ...colunasAdmin,
          criadoEm: ebook.criadoEm,
          descricao: ebook.descricao,
          capa: ebook.capa,
          arquivo: ebook.arquivo,
        })
        .from(ebook)
        .innerJoin(materia, eq(materia.id, ebook.materiaId))
        .where(and(eq(ebook.id, id), eq(ebook.tenantId, tenantId)));
      return e && { ...e, criadoEm: e.criadoEm.toISOString() };
    },

    async atualizar(id: number, valores: Partial<typeof ebook.$inferInsert>) {
      await db.update(ebook).set(valores).where(eq(ebook.id, id));
    },

    /** The catalogue's merge of two subjects: the duplicate's e-books move to the one kept. */
    async mudarMateria(de: number, para: number) {
      await db.update(ebook).set({ materiaId: para }).where(eq(ebook.materiaId, de));
    },

    async inserir(valores: typeof ebook.$inferInsert) {
      const [e] = await db.insert(ebook).values(valores).returning({ id: ebook.id });
      return e!.id;
    },
  };
}
