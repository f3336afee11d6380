import type { TContratacaoProdutos, TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import {
  dentroDoPrazoArrependimento,
  type MetodoPagamento,
  PRAZO_ARREPENDIMENTO_DIAS,
  SITUACAO_CONTRATACAO,
  SITUACAO_DESCRICAO,
  SITUACOES_COM_ACESSO,
  type SituacaoCodigo,
} from '@aprovei/shared/assinatura/situacao';
import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contratacao } from '../../db/schema/index.ts';
import { entregasDosComprados } from '../produtos/index.ts';
import { assinaturaRepository, type ContratoRow } from './assinatura.repository.ts';
import { mudarSituacao, pararRenovacoes } from './contratos.ts';
import type { EventosDeContratos } from './eventos.ts';

const naoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Assinatura não encontrada.');

const situacao = (codigo: number) => ({
  codigo,
  descricao: SITUACAO_DESCRICAO[codigo as SituacaoCodigo] ?? 'Desconhecida',
});

const comAcesso = (c: ContratoRow, agora: Date) =>
  (SITUACOES_COM_ACESSO as readonly number[]).includes(c.situacaoCodigo) && c.dataValidadeAssinatura > agora;

/** Running and not cancelled: what the spec calls the active flag (false after a cancellation). */
const ativo = (c: ContratoRow, agora: Date) =>
  (c.situacaoCodigo === SITUACAO_CONTRATACAO.ATIVA ||
    c.situacaoCodigo === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO) &&
  c.dataValidadeAssinatura > agora;

const planoAtual = (c: ContratoRow) => ({ id: c.planoId, nomePlano: c.nomePlano, descricao: c.descricao });

/**
 * The contract's situation at `agora`: code 5 past the 7 days is already 1 (the hourly job writes it;
 * a cancellation before the job ran must not refund).
 */
function situacaoEm(c: Pick<ContratoRow, 'situacaoCodigo' | 'dataInicio'>, agora: Date): number {
  return c.situacaoCodigo === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO &&
    !dentroDoPrazoArrependimento(c.dataInicio, agora)
    ? SITUACAO_CONTRATACAO.ATIVA
    : c.situacaoCodigo;
}

/**
 * What cancelling does to a contract (ADR 003, glossary). Answers the new values, or null when there is
 * nothing to change (already cancelled or ended: cancelling twice is harmless).
 * - 5 PRAZO_ARREPENDIMENTO: the 7-day withdrawal (CDC art. 49) cancels the plan: ENCERRADA, access ends now
 *   (the purchase is refunded first: `cancelar`).
 * - 1 ATIVA: stops the automatic renewal: RENOVACAO_CANCELADA, access kept until dataValidadeAssinatura.
 * - 2 AGUARDANDO_PAGAMENTO and 3 FALHA_COBRANCA: the period was never paid, so there is no access to
 *   keep: ENCERRADA.
 * - 4 RENOVACAO_CANCELADA and 6 ENCERRADA: unchanged.
 * An ENCERRADA contract's products end with it (mudarSituacao).
 */
export function efeitoCancelamento(
  c: Pick<ContratoRow, 'situacaoCodigo' | 'dataValidadeAssinatura' | 'dataInicio'>,
  agora: Date,
): { situacaoCodigo: SituacaoCodigo; dataValidadeAssinatura?: Date } | null {
  switch (situacaoEm(c, agora)) {
    case SITUACAO_CONTRATACAO.ATIVA:
      return { situacaoCodigo: SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA };
    case SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO:
    case SITUACAO_CONTRATACAO.AGUARDANDO_PAGAMENTO:
    case SITUACAO_CONTRATACAO.FALHA_COBRANCA:
      return {
        situacaoCodigo: SITUACAO_CONTRATACAO.ENCERRADA,
        dataValidadeAssinatura: c.dataValidadeAssinatura > agora ? agora : undefined,
      };
    default:
      return null;
  }
}

/**
 * Stops the automatic renewals of a user whose account is being deleted (inside the caller's
 * transaction): no charge may follow a deletion. Contracts themselves are kept.
 */
export function pararRenovacoesDoUsuario(tx: DbOrTx, usuarioId: number): Promise<void> {
  return pararRenovacoes(tx, usuarioId, new Date());
}

/**
 * The end of the withdrawal periods (code 5 → 1, 7 days after the start): run by the hourly job.
 * Answers how many contracts changed.
 */
export async function encerrarPrazosArrependimento(db: Db, agora = new Date()): Promise<number> {
  const inicioAte = new Date(agora.getTime() - PRAZO_ARREPENDIMENTO_DIAS * 86_400_000);
  const mudados = await mudarSituacao(
    db,
    sql`${contratacao.dataInicio} <= ${inicioAte.toISOString()}::timestamptz`,
    [SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO],
    SITUACAO_CONTRATACAO.ATIVA,
    {},
    agora,
  );
  return mudados.length;
}

/** The account screen's subscription calls (spec doc 1 §7 "Subscription"). */
export function assinaturaService(db: Db, eventos: EventosDeContratos) {
  const repo = assinaturaRepository(db);

  function exigirPlataformaDoTenant(tenant: Tenant, plataformaId: number) {
    if (!(PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(plataformaId)) {
      throw new AppError('NAO_ENCONTRADO', 'Plataforma não encontrada para este produto.');
    }
  }

  function toContrato(c: ContratoRow, enare: ContratoRow | undefined, agora: Date): TContratoPlano {
    const metodo = (c.metodoPagamento as MetodoPagamento | null) ?? null;
    const renova = c.renovacaoAutomatica && metodo !== 'PIX';
    return {
      id: c.id,
      planoAtual: planoAtual(c),
      dataInicio: c.dataInicio.toISOString(),
      situacaoContratacao: situacao(c.situacaoCodigo),
      dataValidadeAssinatura: c.dataValidadeAssinatura.toISOString(),
      metodoPagamento: metodo,
      renovacaoAutomatica: renova,
      permiteRenovacao: renova,
      ativo: ativo(c, agora),
      possuiAcessoCompleto: c.acessoCompleto && comAcesso(c, agora),
      canceladaEm: c.canceladaEm?.toISOString() ?? null,
      contratacaoPlanoEnare:
        enare && enare.id !== c.id
          ? {
              id: enare.id,
              planoAtual: planoAtual(enare),
              dataInicio: enare.dataInicio.toISOString(),
              dataValidadeAssinatura: enare.dataValidadeAssinatura.toISOString(),
              situacaoContratacao: situacao(enare.situacaoCodigo),
            }
          : null,
    };
  }

  return {
    /** The latest contract on the platform with its national-exam block; null when there is none. */
    async ultimaAssinatura(usuarioId: number, tenant: Tenant, plataformaId: number) {
      exigirPlataformaDoTenant(tenant, plataformaId);
      const [principal, enare] = await Promise.all([
        repo.ultimoContrato(usuarioId, plataformaId),
        repo.ultimoContratoEnare(usuarioId, plataformaId),
      ]);
      const contrato = principal ?? enare;
      return contrato ? toContrato(contrato, enare, new Date()) : null;
    },

    /** Contracts with add-on products, each with its products and their delivery (spec doc 1 §3 "Product purchase"). */
    async contratacoesComProdutos(usuarioId: number, tenant: Tenant): Promise<TContratacaoProdutos[]> {
      const rows = await repo.produtosComprados(usuarioId, tenant);
      const entregas = await entregasDosComprados(
        db,
        rows.map((r) => r.id),
      );
      const porContrato = new Map<number, TContratacaoProdutos>();
      for (const r of rows) {
        let item = porContrato.get(r.idContratacao);
        if (!item) {
          item = {
            idContratacao: r.idContratacao,
            produtoComprado: [],
            situacaoContratacao: situacao(r.situacaoCodigo),
          };
          porContrato.set(r.idContratacao, item);
        }
        item.produtoComprado.push({
          id: r.id,
          nomeProduto: r.nomeProduto,
          dataInicio: r.dataInicio.toISOString(),
          dataValidadeAssinatura: r.dataValidadeAssinatura.toISOString(),
          entrega: entregas.get(r.id)!,
        });
      }
      return [...porContrato.values()];
    },

    /**
     * Cancels one of the user's contracts in one transaction (see efeitoCancelamento). Another user's
     * contract answers 404, as if it did not exist. Answers the contract as it is now.
     */
    async cancelar(usuarioId: number, id: number): Promise<TContratoPlano> {
      const agora = new Date();
      // Inside the withdrawal period the money goes back first (checkout listens: an outage answers 503,
      // nothing changes); the refund itself ends the contract, so the transaction below finds nothing left.
      const antes = await repo.contratoDoUsuario(usuarioId, id);
      if (!antes) throw naoEncontrada();
      if (situacaoEm(antes, agora) === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO)
        await eventos.anunciar({ tipo: 'desistencia', contratacaoId: id });
      const atualizado = await db.transaction(async (tx) => {
        const txRepo = assinaturaRepository(tx);
        const contrato = await txRepo.contratoDoUsuario(usuarioId, id, true);
        if (!contrato) throw naoEncontrada();
        const efeito = efeitoCancelamento(contrato, agora);
        // Ending the contract (6) ends its products with it (mudarSituacao).
        if (efeito)
          await mudarSituacao(
            tx,
            id,
            [contrato.situacaoCodigo as SituacaoCodigo],
            efeito.situacaoCodigo,
            {
              renovacaoAutomatica: false,
              canceladaEm: agora,
              ...(efeito.dataValidadeAssinatura
                ? { dataValidadeAssinatura: efeito.dataValidadeAssinatura }
                : {}),
            },
            agora,
          );
        const depois = await txRepo.contratoDoUsuario(usuarioId, id);
        const enare =
          depois?.plataformaId != null && !(depois.planoEnare && !depois.acessoCompleto)
            ? await txRepo.ultimoContratoEnare(usuarioId, depois.plataformaId)
            : undefined;
        return { contrato: depois!, enare };
      });
      return toContrato(atualizado.contrato, atualizado.enare, new Date());
    },
  };
}
