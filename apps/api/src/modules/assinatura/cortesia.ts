import {
  SITUACAO_CONTRATACAO,
  SITUACAO_DESCRICAO,
  SITUACOES_COM_ACESSO,
  type SituacaoCodigo,
} from '@aprovei/shared/assinatura/situacao';
import {
  MENSAGENS_PESSOA_ADMIN,
  type TContratoPessoa,
  type TPlanoCortesia,
} from '@aprovei/shared/equipe/pessoa.schemas';
import { AppError } from '@aprovei/shared/errors';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao, plano } from '../../db/schema/index.ts';
import { criarContratacao, encerrarPorEstorno } from './contratos.ts';

/** Every contract of a person (the back office's person page), newest first. */
export async function contratosDaPessoa(db: DbOrTx, usuarioId: number, agora = new Date()) {
  const rows = await db
    .select({
      id: contratacao.id,
      planoId: plano.id,
      nomePlano: plano.nomePlano,
      plataformaId: plano.plataformaId,
      situacaoCodigo: contratacao.situacaoCodigo,
      metodoPagamento: contratacao.metodoPagamento,
      valorPagoCentavos: contratacao.valorPagoCentavos,
      dataInicio: contratacao.dataInicio,
      dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
      renovacaoAutomatica: contratacao.renovacaoAutomatica,
      canceladaEm: contratacao.canceladaEm,
    })
    .from(contratacao)
    .innerJoin(plano, eq(plano.id, contratacao.planoId))
    .where(eq(contratacao.usuarioId, usuarioId))
    .orderBy(desc(contratacao.dataInicio), desc(contratacao.id));
  return rows.map(({ situacaoCodigo, ...c }): TContratoPessoa => {
    const codigo = situacaoCodigo as SituacaoCodigo;
    return {
      ...c,
      situacao: { codigo, descricao: SITUACAO_DESCRICAO[codigo] },
      dataInicio: c.dataInicio.toISOString(),
      dataValidadeAssinatura: c.dataValidadeAssinatura.toISOString(),
      canceladaEm: c.canceladaEm?.toISOString() ?? null,
      vigente: SITUACOES_COM_ACESSO.includes(codigo) && c.dataValidadeAssinatura > agora,
    };
  });
}

/** The plans a courtesy may be granted of: those of the product (retired ones included, marked). */
export async function planosParaCortesia(db: DbOrTx, tenantId: string): Promise<TPlanoCortesia[]> {
  return db
    .select({
      id: plano.id,
      nomePlano: plano.nomePlano,
      plataformaId: plano.plataformaId,
      ativo: plano.ativo,
    })
    .from(plano)
    .where(eq(plano.tenantId, tenantId))
    .orderBy(asc(plano.plataformaId), asc(plano.ordem), asc(plano.id));
}

/** The end of a calendar day in Brasília (UTC−3 all year since 2019). */
const fimDoDiaNoBrasil = (data: string) => new Date(`${data}T23:59:59.999-03:00`);

/**
 * A courtesy contract: granted by staff, no order and no money (no payment method, nothing paid, no
 * renewal), ATIVA until the end of `validaAte`. Call inside the transaction that audits it.
 */
export async function concederCortesia(
  tx: DbOrTx,
  c: { tenantId: string; usuarioId: number; planoId: number; validaAte: string },
  agora = new Date(),
): Promise<number> {
  const [p] = await tx
    .select({ id: plano.id })
    .from(plano)
    .where(and(eq(plano.id, c.planoId), eq(plano.tenantId, c.tenantId)));
  if (!p) throw new AppError('VALIDACAO', MENSAGENS_PESSOA_ADMIN.planoInvalido);
  const validade = fimDoDiaNoBrasil(c.validaAte);
  if (Number.isNaN(validade.getTime())) throw new AppError('VALIDACAO', MENSAGENS_PESSOA_ADMIN.dataInvalida);
  if (validade <= agora) throw new AppError('VALIDACAO', MENSAGENS_PESSOA_ADMIN.dataPassada);
  return criarContratacao(tx, {
    usuarioId: c.usuarioId,
    planoId: p.id,
    situacaoCodigo: SITUACAO_CONTRATACAO.ATIVA,
    metodoPagamento: null,
    renovacaoAutomatica: false,
    valorPagoCentavos: 0,
    dataInicio: agora,
    dataValidadeAssinatura: validade,
  });
}

/**
 * Ends one of the person's contracts now, by the staff (a subscription or a courtesy): no renewal, no
 * access from this moment, its products ended with it, as after a refund. Answers the contract as it
 * was; NAO_ENCONTRADO when it is not hers, CONFLITO when it had already ended. Call inside the
 * transaction that audits it.
 */
export async function encerrarPelaEquipe(
  tx: DbOrTx,
  usuarioId: number,
  contratoId: number,
  agora = new Date(),
) {
  const [antes] = await tx
    .select({
      situacaoCodigo: contratacao.situacaoCodigo,
      dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
      renovacaoAutomatica: contratacao.renovacaoAutomatica,
    })
    .from(contratacao)
    .where(and(eq(contratacao.id, contratoId), eq(contratacao.usuarioId, usuarioId)))
    .for('update');
  if (!antes) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.contratoNaoEncontrado);
  const mudou = await encerrarPorEstorno(tx, contratoId, agora);
  if (mudou.length === 0) throw new AppError('CONFLITO', MENSAGENS_PESSOA_ADMIN.contratoJaEncerrado);
  return {
    situacaoCodigo: antes.situacaoCodigo,
    dataValidadeAssinatura: antes.dataValidadeAssinatura.toISOString(),
    renovacaoAutomatica: antes.renovacaoAutomatica,
  };
}
