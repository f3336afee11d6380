import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao, plano, produto, produtoComprado } from '../../db/schema/index.ts';

const contratoColumns = {
  id: contratacao.id,
  usuarioId: contratacao.usuarioId,
  situacaoCodigo: contratacao.situacaoCodigo,
  metodoPagamento: contratacao.metodoPagamento,
  dataInicio: contratacao.dataInicio,
  dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
  renovacaoAutomatica: contratacao.renovacaoAutomatica,
  canceladaEm: contratacao.canceladaEm,
  planoId: plano.id,
  nomePlano: plano.nomePlano,
  descricao: plano.descricao,
  plataformaId: plano.plataformaId,
  acessoCompleto: plano.acessoCompleto,
  planoEnare: plano.planoEnare,
};

export type ContratoRow = {
  id: number;
  usuarioId: number;
  situacaoCodigo: number;
  metodoPagamento: string | null;
  dataInicio: Date;
  dataValidadeAssinatura: Date;
  renovacaoAutomatica: boolean;
  canceladaEm: Date | null;
  planoId: number;
  nomePlano: string;
  descricao: string;
  plataformaId: number | null;
  acessoCompleto: boolean;
  planoEnare: boolean;
};

/** A national-exam-only plan (mock exams without the study features) is shown in its own block. */
const somenteEnare = and(eq(plano.planoEnare, true), eq(plano.acessoCompleto, false));

export function assinaturaRepository(db: DbOrTx) {
  /** Plans of the platform, plus the plans valid on every platform (plataformaId null: the trainee plan). */
  const daPlataforma = (plataformaId: number) =>
    or(eq(plano.plataformaId, plataformaId), isNull(plano.plataformaId));

  async function ultimo(usuarioId: number, plataformaId: number, enare: boolean) {
    const [row] = await db
      .select(contratoColumns)
      .from(contratacao)
      .innerJoin(plano, eq(plano.id, contratacao.planoId))
      .where(
        and(
          eq(contratacao.usuarioId, usuarioId),
          daPlataforma(plataformaId),
          enare ? somenteEnare : sql`not (${somenteEnare})`,
        ),
      )
      .orderBy(desc(contratacao.dataInicio), desc(contratacao.id))
      .limit(1);
    return row as ContratoRow | undefined;
  }

  return {
    /** The user's latest main contract on the platform (by start date). */
    ultimoContrato: (usuarioId: number, plataformaId: number) => ultimo(usuarioId, plataformaId, false),
    /** The user's latest national-exam-only contract on the platform. */
    ultimoContratoEnare: (usuarioId: number, plataformaId: number) => ultimo(usuarioId, plataformaId, true),

    /** One of the user's contracts, locked for update when inside a transaction. */
    async contratoDoUsuario(usuarioId: number, id: number, lock = false) {
      const query = db
        .select(contratoColumns)
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .where(and(eq(contratacao.id, id), eq(contratacao.usuarioId, usuarioId)));
      const [row] = lock ? await query.for('update', { of: contratacao }) : await query;
      return row as ContratoRow | undefined;
    },

    async atualizarContrato(
      id: number,
      values: {
        situacaoCodigo: number;
        renovacaoAutomatica: boolean;
        canceladaEm: Date;
        dataValidadeAssinatura?: Date;
      },
    ) {
      await db
        .update(contratacao)
        .set({ ...values, atualizadoEm: sql`now()` })
        .where(eq(contratacao.id, id));
    },

    /** Stops every automatic renewal of the user (running contracts keep their access until validity). */
    async pararRenovacoes(usuarioId: number, agora: Date) {
      await db
        .update(contratacao)
        .set({
          renovacaoAutomatica: false,
          situacaoCodigo: sql`case when ${contratacao.situacaoCodigo} = ${SITUACAO_CONTRATACAO.ATIVA} then ${SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA} else ${contratacao.situacaoCodigo} end`,
          canceladaEm: sql`coalesce(${contratacao.canceladaEm}, ${agora.toISOString()}::timestamptz)`,
          atualizadoEm: sql`now()`,
        })
        .where(and(eq(contratacao.usuarioId, usuarioId), eq(contratacao.renovacaoAutomatica, true)));
    },

    /** Code 5 → 1 for the contracts that started before `inicioAte` (their 7 days are over). */
    async encerrarPrazosArrependimento(inicioAte: Date): Promise<number> {
      const mudados = await db
        .update(contratacao)
        .set({ situacaoCodigo: SITUACAO_CONTRATACAO.ATIVA, atualizadoEm: sql`now()` })
        .where(
          and(
            eq(contratacao.situacaoCodigo, SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO),
            sql`${contratacao.dataInicio} <= ${inicioAte.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: contratacao.id });
      return mudados.length;
    },

    /** Ends the products bought with a contract now (the withdrawal cancels the whole purchase). */
    async encerrarProdutos(contratacaoId: number, agora: Date) {
      await db
        .update(produtoComprado)
        .set({ dataValidadeAssinatura: agora })
        .where(
          and(
            eq(produtoComprado.contratacaoId, contratacaoId),
            gt(produtoComprado.dataValidadeAssinatura, agora),
          ),
        );
    },

    /** Products the user bought in this tenant, with their contract's situation, newest first. */
    produtosComprados(usuarioId: number, tenantId: string) {
      return db
        .select({
          idContratacao: contratacao.id,
          situacaoCodigo: contratacao.situacaoCodigo,
          id: produtoComprado.id,
          nomeProduto: produto.nomeProduto,
          dataInicio: produtoComprado.dataInicio,
          dataValidadeAssinatura: produtoComprado.dataValidadeAssinatura,
        })
        .from(produtoComprado)
        .innerJoin(contratacao, eq(contratacao.id, produtoComprado.contratacaoId))
        .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
        .where(and(eq(contratacao.usuarioId, usuarioId), eq(produto.tenantId, tenantId)))
        .orderBy(desc(contratacao.dataInicio), desc(contratacao.id), produtoComprado.id);
    },
  };
}
