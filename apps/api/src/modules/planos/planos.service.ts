import { dividirEmParcelas } from '@aprovei/shared/assinatura/parcelas.rules';
import { centavosParaReais } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AppError } from '@aprovei/shared/errors';
import { MENSAGENS_PLANOS, type TPlano } from '@aprovei/shared/planos/planos.schemas';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Empresa } from '../../config/empresa.ts';
import type { Db } from '../../db/client.ts';
import { gerarContratoPdf } from './contrato-pdf.ts';
import { planosRepository } from './planos.repository.ts';

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_PLANOS.planoNaoEncontrado);

type PlanoVitrine = NonNullable<Awaited<ReturnType<ReturnType<typeof planosRepository>['vitrinePorId']>>>;

/** A plan row (centavos) as the wire shows it (reais); each parcel from the one instalment rule. */
function paraPlano(p: PlanoVitrine): TPlano {
  const desconto = Math.max(0, p.valorOriginalCentavos - p.valorIntegralCentavos);
  return {
    id: p.id,
    nomePlano: p.nomePlano,
    descricao: p.descricao,
    descricaoDetalhada: p.descricaoDetalhada,
    valorIntegralPlano: centavosParaReais(p.valorIntegralCentavos),
    valorIntegralPlanoOriginal: centavosParaReais(Math.max(p.valorOriginalCentavos, p.valorIntegralCentavos)),
    valorPlanoComDesconto: centavosParaReais(p.valorIntegralCentavos),
    valorDesconto: centavosParaReais(desconto),
    possuiDesconto: desconto > 0,
    mensagemDesconto: p.mensagemDesconto,
    planoParcelado: p.parcelas.map((qtdParcela) => ({
      qtdParcela,
      valorParcelado: centavosParaReais(dividirEmParcelas(p.valorIntegralCentavos, qtdParcela).at(-1) ?? 0),
    })),
    ehDestaque: p.ehDestaque,
    ordem: p.ordem,
    tipoPlano: p.tipoPlano === 'P' ? 'P' : 'N',
    idPlataforma: p.plataformaId,
    planoEnare: p.planoEnare,
    duracaoMeses: p.duracaoMeses,
    funcionalidades: p.funcionalidades.map((funcionalidade) => ({ funcionalidade })),
  };
}

export function planosService(db: Db) {
  const repo = planosRepository(db);
  return {
    /**
     * The plan cards (spec doc 2 §4), by ordem: the tenant's active plans, of one platform (plus those of
     * every platform) when `plataformaId` is given. For a signed-in user the list is theirs: paid plans
     * only (they have an account already, so the free trainee plan is not offered again) and without the
     * plans they hold a contract with access to now. A platform of another product: 404.
     */
    async listar(tenant: Tenant, plataformaId: number | undefined, usuarioId: number | undefined) {
      if (
        plataformaId !== undefined &&
        !(PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(plataformaId)
      )
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_PLANOS.plataformaNaoEncontrada);
      const planos = await repo.listarVitrine({ tenantId: tenant, plataformaId, usuarioId });
      return planos.map(paraPlano);
    },

    /** An active plan of the tenant (or of every tenant), for the checkout; 404 otherwise. */
    async recuperarPorId(tenant: Tenant, id: number): Promise<TPlano> {
      const p = await repo.vitrinePorId(tenant, id);
      if (!p) throw naoEncontrado();
      return paraPlano(p);
    },

    /** Every plan feature (the landing's feature carousel). */
    listarFuncionalidades: () => repo.listarFuncionalidades(),

    /** An active plan the tenant sells, or one of every tenant (the trainee plan); undefined otherwise. */
    planoDisponivel: (tenant: Tenant, planoId: number) => repo.disponivel(tenant, planoId),

    /**
     * The plan's contract as a base64 PDF. 'enare' is the national-exam flow's document
     * (mostrar-contrato2): the same contract with the mock-exam clause, only for plans that include the
     * national mock exams.
     */
    async contratoBase64(
      tenant: Tenant,
      id: number,
      variante: 'padrao' | 'enare',
      politicaPrivacidadeUrl: string,
      empresa: Empresa,
    ): Promise<string> {
      const plano = await repo.planoParaContrato(id, tenant);
      if (!plano || (variante === 'enare' && !plano.planoEnare)) throw naoEncontrado();
      const produto = (await repo.nomeTenant(tenant)) ?? 'Aprovei';
      const pdf = await gerarContratoPdf({
        produto,
        empresa,
        plano,
        politicaPrivacidadeUrl,
        variante,
        geradoEm: new Date(),
      });
      return Buffer.from(pdf).toString('base64');
    },
  };
}
