import { mascararCpf } from '@aprovei/shared/conta/cpf.rules';
import { AppError } from '@aprovei/shared/errors';
import {
  escopoDosIdsPlanos,
  MENSAGENS_NEGOCIO,
  type TBuscaCuponsAdmin,
  type TBuscaUsosCupom,
  type TCupomAdmin,
  type TCupomFormSaida,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cupom, pedido, plano, usuario } from '../../db/schema/index.ts';
import { usoQueConta } from './repository/oferta.ts';

const doTenant = (tenant: string) => or(eq(cupom.tenantId, tenant), isNull(cupom.tenantId))!;
const usos = sql<number>`(select count(*) from pedido where pedido.cupom_id = cupom.id and ${usoQueConta})::int`;

const colunas = {
  id: cupom.id,
  codigo: cupom.codigo,
  tipo: sql<'VALOR_FIXO' | 'PERCENTUAL'>`${cupom.tipo}`,
  valorCentavos: cupom.valorCentavos,
  pontosBase: cupom.pontosBase,
  idsPlanos: cupom.idsPlanos,
  validoDe: cupom.validoDe,
  validoAte: cupom.validoAte,
  limiteUsos: cupom.limiteUsos,
  limiteUsosPorCpf: cupom.limiteUsosPorCpf,
  usos,
};

type Linha = { idsPlanos: number[] | null; validoDe: Date; validoAte: Date | null } & Omit<
  TCupomAdmin,
  'idsPlanos' | 'escopo' | 'validoDe' | 'validoAte'
>;
const paraResposta = (c: Linha): TCupomAdmin => ({
  ...c,
  escopo: escopoDosIdsPlanos(c.idsPlanos),
  idsPlanos: c.idsPlanos ?? [],
  validoDe: c.validoDe.toISOString(),
  validoAte: c.validoAte?.toISOString() ?? null,
});

const campos = (c: TCupomFormSaida) => ({
  codigo: c.codigo,
  tipo: c.tipo,
  valorCentavos: c.valorCentavos,
  pontosBase: c.pontosBase,
  idsPlanos: c.idsPlanos,
  validoDe: new Date(c.validoDe),
  validoAte: c.validoAte ? new Date(c.validoAte) : null,
  limiteUsos: c.limiteUsos,
  limiteUsosPorCpf: c.limiteUsosPorCpf,
});

/**
 * Discount coupons as the back office edits them (issue 22 §2): the rules the checkout applies are
 * cupom.rules.ts'; here the code's form (normalised like the checkout's field), its uniqueness, the
 * scope's plans, and the orders that carried each coupon.
 */
export function cuponsAdminService(db: DbOrTx) {
  async function detalhe(tenant: string, id: number): Promise<TCupomAdmin> {
    const [c] = await db
      .select(colunas)
      .from(cupom)
      .where(and(eq(cupom.id, id), doTenant(tenant)));
    if (!c) throw new AppError('NAO_ENCONTRADO', MENSAGENS_NEGOCIO.cupomNaoEncontrado);
    return paraResposta(c);
  }

  async function conferir(tenant: string, c: TCupomFormSaida, id: number | null) {
    const [mesmoCodigo] = await db
      .select({ id: cupom.id })
      .from(cupom)
      .where(and(eq(cupom.codigo, c.codigo), id === null ? undefined : ne(cupom.id, id)));
    if (mesmoCodigo)
      throw new AppError('CONFLITO', MENSAGENS_NEGOCIO.cupomDuplicado, [
        { campo: 'codigo', mensagem: MENSAGENS_NEGOCIO.cupomDuplicado },
      ]);
    const ids = c.idsPlanos ?? [];
    if (ids.length === 0) return;
    const [r] = await db
      .select({ n: count() })
      .from(plano)
      .where(
        and(
          sql`${plano.id} = any(${sql.param(ids)}::int[])`,
          or(eq(plano.tenantId, tenant), isNull(plano.tenantId)),
        ),
      );
    if ((r?.n ?? 0) !== ids.length)
      throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.planoNaoEncontrado, [
        { campo: 'idsPlanos', mensagem: MENSAGENS_NEGOCIO.planoNaoEncontrado },
      ]);
  }

  return {
    detalhe,

    async listar(tenant: string, q: TBuscaCuponsAdmin) {
      const condicoes: SQL[] = [doTenant(tenant)];
      if (q.busca) condicoes.push(sql`${cupom.codigo} like ${`%${q.busca.toUpperCase()}%`}`);
      const where = and(...condicoes);
      const coluna = { codigo: cupom.codigo, validoDe: cupom.validoDe, usos }[q.ordem];
      const [linhas, [total]] = await Promise.all([
        db
          .select(colunas)
          .from(cupom)
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(coluna) : desc(coluna), asc(cupom.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(cupom).where(where),
      ]);
      return { linhas: linhas.map(paraResposta), total: total?.n ?? 0 };
    },

    async criar(tenant: string, c: TCupomFormSaida) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('cupom-codigo'))`);
      await conferir(tenant, c, null);
      const [novo] = await db
        .insert(cupom)
        .values({ tenantId: tenant, ...campos(c) })
        .returning({ id: cupom.id });
      return detalhe(tenant, novo!.id);
    },

    async editar(tenant: string, id: number, c: TCupomFormSaida) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('cupom-codigo'))`);
      const antes = await detalhe(tenant, id);
      await conferir(tenant, c, id);
      await db.update(cupom).set(campos(c)).where(eq(cupom.id, id));
      return { antes, depois: await detalhe(tenant, id) };
    },

    /** The orders that carried the coupon, newest first, whatever became of them. */
    async usos(tenant: string, id: number, q: TBuscaUsosCupom) {
      await detalhe(tenant, id);
      const where = eq(pedido.cupomId, id);
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            pedidoId: pedido.id,
            criadoEm: pedido.criadoEm,
            comprador: usuario.nome,
            cpf: pedido.cpf,
            status: pedido.status,
            plano: plano.nomePlano,
            descontoCentavos: pedido.descontoCentavos,
            valorTotalCentavos: pedido.valorTotalCentavos,
          })
          .from(pedido)
          .innerJoin(usuario, eq(usuario.id, pedido.usuarioId))
          .leftJoin(plano, eq(plano.id, pedido.planoId))
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(pedido.criadoEm) : desc(pedido.criadoEm), desc(pedido.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(pedido).where(where),
      ]);
      return {
        linhas: linhas.map((l) => ({ ...l, criadoEm: l.criadoEm.toISOString(), cpf: mascararCpf(l.cpf) })),
        total: total?.n ?? 0,
      };
    },
  };
}
