import { MENSAGENS_COMPRA } from '@aprovei/shared/assinatura/assinatura.schemas';
import { aplicarCupom, type Cupom } from '@aprovei/shared/assinatura/cupom.rules';
import { opcoesParcelamento } from '@aprovei/shared/assinatura/parcelas.rules';
import {
  MENSAGENS_CHECKOUT,
  type TCupomAplicado,
  type TProdutoCheckout,
} from '@aprovei/shared/checkout/checkout.schemas';
import { centavosParaReais } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { maxParcelasEbook } from '@aprovei/shared/ebook/ebook.rules';
import type { TCupomEbookAplicado } from '@aprovei/shared/ebook/ebook.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { TPlanoParcela } from '@aprovei/shared/planos/planos.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  descricaoEntrega,
  MENSAGENS_PRODUTO,
  maxParcelasProduto,
  type TipoEntrega,
} from '@aprovei/shared/produtos/produtos.rules';
import type { TPacoteEnvios } from '@aprovei/shared/produtos/produtos.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ebookService } from '../ebook/index.ts';
import { checkoutRepository } from './checkout.repository.ts';

const planoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_COMPRA.plano);
const parcelasEmReais = (totalCentavos: number, maxParcelas: number): TPlanoParcela[] =>
  opcoesParcelamento(totalCentavos, maxParcelas).map((o) => ({
    qtdParcela: o.qtdParcela,
    valorParcelado: centavosParaReais(o.valorParcelaCentavos),
  }));

function cupomDaLinha(row: {
  codigo: string;
  tipo: string;
  valorCentavos: number | null;
  pontosBase: number | null;
  validoDe: Date;
  validoAte: Date | null;
  limiteUsos: number | null;
  limiteUsosPorCpf: number | null;
  idsPlanos: number[] | null;
}): Cupom {
  return {
    codigo: row.codigo,
    desconto:
      row.tipo === 'VALOR_FIXO'
        ? { tipo: 'VALOR_FIXO', valorCentavos: row.valorCentavos ?? 0 }
        : { tipo: 'PERCENTUAL', pontosBase: row.pontosBase ?? 0 },
    validoDe: row.validoDe,
    validoAte: row.validoAte,
    limiteUsos: row.limiteUsos,
    limiteUsosPorCpf: row.limiteUsosPorCpf,
    idsPlanos: row.idsPlanos,
  };
}

/** Whether `alvo` is the sum of some of `valores` (the add-on products a buyer may have ticked). */
function somaDeAlguns(valores: number[], alvo: number): boolean {
  let possiveis = new Set([0]);
  for (const v of valores) possiveis = new Set([...possiveis, ...[...possiveis].map((s) => s + v)]);
  return possiveis.has(alvo);
}

/**
 * The checkout's prices (spec doc 2 §4), computed here from the plan, the products and the coupon — never
 * taken from the browser: what the checkout screen shows, and what a purchase is charged.
 */
export function precificacao(db: Db) {
  const repo = checkoutRepository(db);

  async function planoAVenda(tenant: Tenant, idPlano: number) {
    const plano = await repo.planoAVenda(tenant, idPlano);
    if (!plano) throw planoNaoEncontrado();
    if (plano.valorCentavos <= 0) throw new AppError('VALIDACAO', MENSAGENS_CHECKOUT.planoGratuito);
    return plano;
  }

  /** The coupon's discount on the plan's price (or the e-books' total, idPlano null); throws its refusal text. */
  async function descontoDoCupom(
    r: DbOrTx,
    tenant: Tenant,
    compra: { idPlano: number | null; totalCentavos: number },
    codigo: string,
    cpf: string | null,
  ) {
    const cr = checkoutRepository(r);
    const row = await cr.cupomPorCodigo(tenant, codigo);
    const usos = row && cpf ? await cr.usosCupom(row.id, cpf) : { total: 0, doCpf: 0 };
    const resultado = aplicarCupom(codigo, row ? cupomDaLinha(row) : null, {
      totalCentavos: compra.totalCentavos,
      idPlano: compra.idPlano,
      cpf,
      usos,
      agora: new Date(),
    });
    if (!resultado.ok) throw new AppError('VALIDACAO', resultado.mensagem);
    return { cupomId: row!.id, descontoCentavos: resultado.descontoCentavos };
  }

  return {
    planoAVenda,
    descontoDoCupom,

    /** GET produtos/recuperar-produtos-por-plano-checkout/{idPlano} */
    async produtosDoPlano(tenant: Tenant, idPlano: number): Promise<TProdutoCheckout[]> {
      const plano = await planoAVenda(tenant, idPlano);
      const produtos = await repo.produtosOferecidos(tenant, [plano.id]);
      return produtos.map((p) => ({
        id: p.id,
        nome: p.nome,
        descricao: p.descricao,
        valor: centavosParaReais(p.valorCentavos),
        descricaoEntrega: descricaoEntrega({ tipo: p.tipoEntrega as TipoEntrega, ...p }),
      }));
    },

    /**
     * GET produtos/pacotes-envios: the send packs the student may buy on their own, with their
     * instalments; a student without a plan of this platform is refused (403), as the purchase is.
     */
    async pacotesEnvios(usuarioId: number, tenant: Tenant): Promise<TPacoteEnvios[]> {
      const planos = await repo.planosVigentes(usuarioId, tenant, new Date());
      if (planos.length === 0) throw new AppError('PROIBIDO', MENSAGENS_PRODUTO.semPlano);
      const pacotes = await repo.produtosOferecidos(tenant, planos, 'ENVIOS_QUESTAO_ABERTA');
      return pacotes.map((p) => ({
        id: p.id,
        nome: p.nome,
        descricao: p.descricao,
        valor: centavosParaReais(p.valorCentavos),
        enviosQuestaoAberta: p.enviosQuestaoAberta ?? 0,
        descricaoEntrega: descricaoEntrega({ tipo: 'ENVIOS_QUESTAO_ABERTA', ...p }),
        parcelas: parcelasEmReais(p.valorCentavos, maxParcelasProduto(p.valorCentavos)),
      }));
    },

    /**
     * GET planos/recupera-parcela-plano-mais-produto/{idPlano}/{total}/{cupom}/{cpf}: the instalments of
     * `total`, which must be the plan (after its coupon) plus some of the offered products; any other
     * amount is refused, so the browser cannot choose a price.
     */
    async parcelasPlanoMaisProduto(
      tenant: Tenant,
      p: { idPlano: number; total: number; cupom: string | null; cpf: string | null },
    ): Promise<TPlanoParcela[]> {
      const plano = await planoAVenda(tenant, p.idPlano);
      const desconto = p.cupom
        ? (
            await descontoDoCupom(
              db,
              tenant,
              { idPlano: plano.id, totalCentavos: plano.valorCentavos },
              p.cupom,
              p.cpf,
            )
          ).descontoCentavos
        : 0;
      const produtos = await repo.produtosOferecidos(tenant, [plano.id]);
      const extras = p.total - (plano.valorCentavos - desconto);
      if (
        extras < 0 ||
        !somaDeAlguns(
          produtos.map((x) => x.valorCentavos),
          extras,
        )
      ) {
        throw new AppError('VALIDACAO', MENSAGENS_CHECKOUT.totalInvalido);
      }
      return parcelasEmReais(p.total, plano.maxParcelas);
    },

    /** GET assinatura/aplicar-desconto-cupom: the plan's price with the coupon and its instalments. */
    async aplicarCupom(
      tenant: Tenant,
      q: { cupom: string; idPlano: number; cpf: string },
    ): Promise<TCupomAplicado> {
      const plano = await planoAVenda(tenant, q.idPlano);
      const { descontoCentavos } = await descontoDoCupom(
        db,
        tenant,
        { idPlano: plano.id, totalCentavos: plano.valorCentavos },
        q.cupom,
        q.cpf,
      );
      const comDesconto = plano.valorCentavos - descontoCentavos;
      return {
        cupom: q.cupom,
        valorIntegralPlano: centavosParaReais(plano.valorCentavos),
        valorDesconto: centavosParaReais(descontoCentavos),
        valorPlanoComDesconto: centavosParaReais(comDesconto),
        planoParcelado: comDesconto > 0 ? parcelasEmReais(comDesconto, plano.maxParcelas) : [],
      };
    },

    /**
     * GET assinatura/aplicar-desconto-cupom-ebook: the e-books' total (from their ids, on sale, not owned
     * by the buyer) with the coupon, and the instalments the discounted total allows.
     */
    async aplicarCupomEbook(
      usuarioId: number,
      tenant: Tenant,
      q: { cupom: string; idEbooks: number[]; cpf: string },
    ): Promise<TCupomEbookAplicado> {
      const { totalCentavos } = await ebookService(db).paraCompra(usuarioId, tenant, q.idEbooks);
      const { descontoCentavos } = await descontoDoCupom(
        db,
        tenant,
        { idPlano: null, totalCentavos },
        q.cupom,
        q.cpf,
      );
      const comDesconto = totalCentavos - descontoCentavos;
      return {
        cupom: q.cupom,
        valorTotalEbooks: centavosParaReais(totalCentavos),
        valorDesconto: centavosParaReais(descontoCentavos),
        valorTotalComDesconto: centavosParaReais(comDesconto),
        qtdMaximaParcelas: maxParcelasEbook(comDesconto),
      };
    },
  };
}

export type Precificacao = ReturnType<typeof precificacao>;
