import type {
  TBuscaSuporteAdmin,
  TMensagemSuporteAdmin,
  TSituacaoMensagemSuporte,
} from '@aprovei/shared/suporte/suporte-admin.schemas';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mensagemSuporte, respostaSuporte, usuario } from '../../db/schema/index.ts';

/** `%texto%` for ILIKE, with the pattern's own characters taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const situacaoDe = (encerradaEm: Date | null): TSituacaoMensagemSuporte =>
  encerradaEm ? 'ENCERRADA' : 'ABERTA';

const colunasLinha = {
  id: mensagemSuporte.id,
  usuarioId: mensagemSuporte.usuarioId,
  nome: usuario.nome,
  email: mensagemSuporte.email,
  assunto: mensagemSuporte.assunto,
  criadoEm: mensagemSuporte.criadoEm,
  encerradaEm: mensagemSuporte.encerradaEm,
  respostas: sql<number>`(select count(*)::int from ${respostaSuporte} where ${respostaSuporte.mensagemId} = ${mensagemSuporte.id})`,
};

type Linha = {
  id: number;
  usuarioId: number | null;
  nome: string | null;
  email: string;
  assunto: string;
  criadoEm: Date;
  encerradaEm: Date | null;
  respostas: number;
};

const paraLinha = ({ encerradaEm, criadoEm, ...l }: Linha): TMensagemSuporteAdmin => ({
  ...l,
  criadoEm: criadoEm.toISOString(),
  situacao: situacaoDe(encerradaEm),
  respostas: Number(l.respostas),
});

/** The support inbox of the back office: reads and the writes of replies and closing (modules/suporte). */
export function caixaSuporteRepository(db: DbOrTx) {
  const linhas = (onde: SQL | undefined) =>
    db
      .select(colunasLinha)
      .from(mensagemSuporte)
      .leftJoin(usuario, eq(usuario.id, mensagemSuporte.usuarioId))
      .where(onde);

  return {
    async pagina(tenantId: string, f: TBuscaSuporteAdmin) {
      const busca = f.busca?.trim();
      const onde = and(
        eq(mensagemSuporte.tenantId, tenantId),
        f.situacao === 'ABERTA' ? isNull(mensagemSuporte.encerradaEm) : undefined,
        f.situacao === 'ENCERRADA' ? isNotNull(mensagemSuporte.encerradaEm) : undefined,
        busca
          ? or(
              ilike(mensagemSuporte.assunto, contendo(busca)),
              ilike(mensagemSuporte.mensagem, contendo(busca)),
              ilike(mensagemSuporte.email, contendo(busca)),
              ilike(usuario.nome, contendo(busca)),
            )
          : undefined,
      );
      const coluna = {
        criadoEm: mensagemSuporte.criadoEm,
        assunto: mensagemSuporte.assunto,
        email: mensagemSuporte.email,
      }[f.ordem];
      const ordem = f.direcao === 'asc' ? asc(coluna) : desc(coluna);
      const [rows, [total]] = await Promise.all([
        linhas(onde)
          .orderBy(ordem, desc(mensagemSuporte.id))
          .limit(f.porPagina)
          .offset((f.pagina - 1) * f.porPagina),
        db
          .select({ n: count() })
          .from(mensagemSuporte)
          .leftJoin(usuario, eq(usuario.id, mensagemSuporte.usuarioId))
          .where(onde),
      ]);
      return { linhas: rows.map(paraLinha), total: total?.n ?? 0 };
    },

    /** One message of the product, locked for update when inside a transaction. */
    async mensagem(tenantId: string, id: number, lock = false) {
      const query = db
        .select()
        .from(mensagemSuporte)
        .where(and(eq(mensagemSuporte.id, id), eq(mensagemSuporte.tenantId, tenantId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async remetente(usuarioId: number) {
      const [row] = await db
        .select({ id: usuario.id, nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), isNull(usuario.excluidoEm)));
      return row ?? null;
    },

    async respostas(mensagemId: number) {
      const rows = await db
        .select({
          id: respostaSuporte.id,
          autorNome: respostaSuporte.autorNome,
          texto: respostaSuporte.texto,
          criadoEm: respostaSuporte.criadoEm,
        })
        .from(respostaSuporte)
        .where(eq(respostaSuporte.mensagemId, mensagemId))
        .orderBy(asc(respostaSuporte.criadoEm), asc(respostaSuporte.id));
      return rows.map((r) => ({ ...r, criadoEm: r.criadoEm.toISOString() }));
    },

    /** The same person's earlier messages (by account), newest first. */
    async anteriores(tenantId: string, usuarioId: number, antesDe: { id: number; criadoEm: Date }) {
      const rows = await linhas(
        and(
          eq(mensagemSuporte.tenantId, tenantId),
          eq(mensagemSuporte.usuarioId, usuarioId),
          ne(mensagemSuporte.id, antesDe.id),
          or(
            lt(mensagemSuporte.criadoEm, antesDe.criadoEm),
            and(eq(mensagemSuporte.criadoEm, antesDe.criadoEm), lt(mensagemSuporte.id, antesDe.id)),
          ),
        ),
      )
        .orderBy(desc(mensagemSuporte.criadoEm), desc(mensagemSuporte.id))
        .limit(20);
      return rows.map(paraLinha);
    },

    async inserirResposta(values: { mensagemId: number; autorId: number; autorNome: string; texto: string }) {
      const [row] = await db.insert(respostaSuporte).values(values).returning();
      return row!;
    },

    async encerrar(id: number, autorId: number, agora: Date) {
      await db
        .update(mensagemSuporte)
        .set({ encerradaEm: agora, encerradaPorId: autorId })
        .where(eq(mensagemSuporte.id, id));
    },
  };
}
