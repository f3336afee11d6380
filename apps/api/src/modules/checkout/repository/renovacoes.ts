import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contratacao, plano, usuario } from '../../../db/schema/index.ts';
import { prometerRenovacoes } from '../../assinatura/index.ts';

/**
 * The contracts the renewals charge (read here; assinatura writes them: renewed, failed, promised).
 */
export function renovacoesRepository(db: DbOrTx) {
  return {
    /** A contract with what renewing it needs: its plan's price and duration, its buyer. */
    async contratoParaRenovar(id: number, lock = false) {
      const query = db
        .select({
          id: contratacao.id,
          usuarioId: contratacao.usuarioId,
          planoId: contratacao.planoId,
          situacaoCodigo: contratacao.situacaoCodigo,
          metodoPagamento: contratacao.metodoPagamento,
          renovacaoAutomatica: contratacao.renovacaoAutomatica,
          dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
          tentativasRenovacao: contratacao.tentativasRenovacao,
          proximaTentativaRenovacao: contratacao.proximaTentativaRenovacao,
          tenantId: plano.tenantId,
          nomePlano: plano.nomePlano,
          valorCentavos: plano.valorIntegralCentavos,
          duracaoMeses: plano.duracaoMeses,
          usuarioTenantId: usuario.tenantId,
          cpf: usuario.cpf,
          email: usuario.email,
          nome: usuario.nome,
          excluidoEm: usuario.excluidoEm,
        })
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .innerJoin(usuario, eq(usuario.id, contratacao.usuarioId))
        .where(eq(contratacao.id, id));
      const [c] = lock ? await query.for('update', { of: contratacao }) : await query;
      return c;
    },

    /**
     * Card contracts with the automatic renewal on whose next attempt is due at `agora`: running ones
     * (1, 5) from one day before their end (or their scheduled retry). A failed one (3) waits for the
     * student's new card.
     */
    async renovacoesDevidas(agora: Date, antecedenciaMs: number): Promise<number[]> {
      const limite = new Date(agora.getTime() + antecedenciaMs).toISOString();
      const rowsDevidas = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(
          and(
            eq(contratacao.renovacaoAutomatica, true),
            eq(contratacao.metodoPagamento, 'CARTAO_CREDITO'),
            inArray(contratacao.situacaoCodigo, [
              SITUACAO_CONTRATACAO.ATIVA,
              SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
            ]),
            sql`${contratacao.dataValidadeAssinatura} <= ${limite}::timestamptz`,
            or(
              isNull(contratacao.proximaTentativaRenovacao),
              sql`${contratacao.proximaTentativaRenovacao} <= ${agora.toISOString()}::timestamptz`,
            ),
          ),
        )
        .orderBy(asc(contratacao.dataValidadeAssinatura));
      return rowsDevidas.map((r) => r.id);
    },

    /** The user's contracts whose renewal charge failed (code 3) and still renew: a new card retries them. */
    async contratosComFalha(usuarioId: number): Promise<number[]> {
      const lista = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            eq(contratacao.renovacaoAutomatica, true),
            eq(contratacao.situacaoCodigo, SITUACAO_CONTRATACAO.FALHA_COBRANCA),
          ),
        );
      return lista.map((r) => r.id);
    },

    /** assinatura's `prometerRenovacoes` (the demo's saved cards call it through here). */
    prometerRenovacoes: (usuarioId: number, comCartao: boolean, agora: Date) =>
      prometerRenovacoes(db, usuarioId, comCartao, agora),
  };
}
