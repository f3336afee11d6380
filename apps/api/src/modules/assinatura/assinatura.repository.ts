import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
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
