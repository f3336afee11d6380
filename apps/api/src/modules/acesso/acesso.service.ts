import { AppError } from '@aprovei/shared/errors';
import {
  PLATAFORMAS_DO_TENANT,
  type PlataformaId,
  type Tenant,
} from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { sessaoAConferir, sessaoExpirada } from '../../lib/sessao.ts';
import { acessoRepository, type ConsultaExtra, type ContratoVigente } from './acesso.repository.ts';

/**
 * Entitlements, answered in one place for every module (ARCHITECTURE.md §6). A plan with
 * plataformaId null (plan 5, ESTAGIARIO) applies to every platform but never gives full access.
 */
export interface Acesso {
  admin: boolean;
  professor: boolean;
  /** An active paid subscription (a plan with full access) on any platform. */
  assinaturaAtiva: boolean;
  acessoCompleto(plataforma: number): boolean;
  /** Limited to the trainee's pre-selected items on this platform: no full access and not admin. */
  estagiario(plataforma: number): boolean;
  planoEnare: boolean;
  academy: boolean;
  /** May use the statistics page of this platform: a plan with 'Métricas de resultados', or admin. */
  metricas(plataforma: number): boolean;
  /** May use the curriculum calculator: a plan of this product with 'Calculadora de currículo', or admin. */
  calculadora: boolean;
  /** May use the study checklist of this platform: a plan with 'Checklist de estudos', or admin. */
  checklist(plataforma: number): boolean;
  /** May enter /home: any access-giving contract (the trainee plan included), or staff. */
  podeAcessarHome: boolean;
  /** Open-question answers the contracts of this product allow (ADR 013; packs come on top). */
  enviosQuestaoAberta: number;
  /** The product's platforms where the user has full access (every one for an admin). */
  plataformasCompletas: PlataformaId[];
}

export function computeAcesso(
  papel: string | undefined,
  contratos: ContratoVigente[],
  tenant: Tenant,
): Acesso {
  const admin = papel === 'ADMIN';
  const professor = papel === 'PROFESSOR';
  const doTenant = (p: number) => (PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(p);
  const temNoPlano = (p: number, funcionalidade: 'metricas' | 'checklist') =>
    admin || (doTenant(p) && contratos.some((c) => c[funcionalidade] && (c.plataformaId ?? p) === p));
  const acessoCompleto = (p: number) =>
    doTenant(p) && contratos.some((c) => c.acessoCompleto && c.plataformaId === p);
  return {
    admin,
    professor,
    assinaturaAtiva: contratos.some((c) => c.acessoCompleto),
    acessoCompleto,
    estagiario: (p: number) => !admin && !acessoCompleto(p),
    planoEnare: contratos.some((c) => c.planoEnare),
    academy: contratos.some((c) => c.academy),
    metricas: (p: number) => temNoPlano(p, 'metricas'),
    checklist: (p: number) => temNoPlano(p, 'checklist'),
    calculadora:
      admin || contratos.some((c) => c.calculadora && (c.plataformaId === null || doTenant(c.plataformaId))),
    podeAcessarHome: admin || professor || contratos.length > 0,
    enviosQuestaoAberta: contratos
      .filter((c) => c.plataformaId === null || doTenant(c.plataformaId))
      .reduce((total, c) => total + (c.enviosQuestaoAberta ?? 0), 0),
    plataformasCompletas: PLATAFORMAS_DO_TENANT[tenant].filter((p) => admin || acessoCompleto(p)),
  };
}

export interface EscopoEstudo {
  plataformaId: number;
  /** Trainees (no full access, not admin) see only the pre-selected items of the platform. */
  somenteEstagiario: boolean;
}

const plataformaDoTenant = (tenant: Tenant, plataformaId: number) =>
  (PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(plataformaId);
const plataformaNaoEncontrada = () =>
  new AppError('NAO_ENCONTRADO', 'Plataforma não encontrada para este produto.');

/** What study content of a platform the given entitlements allow; a platform of another product is a 404. */
export function escopoDe(acesso: Acesso, tenant: Tenant, plataformaId: number): EscopoEstudo {
  if (!plataformaDoTenant(tenant, plataformaId)) throw plataformaNaoEncontrada();
  return { plataformaId, somenteEstagiario: acesso.estagiario(plataformaId) };
}

export function acessoService(db: Db) {
  const repo = acessoRepository(db);

  /**
   * The entitlements read; on a route that left the session check to it (sessao.ts), the same
   * statement also says whether the session lives, and a dead one is a 401.
   */
  async function ler<T>(usuarioId: number, extra?: ConsultaExtra, item?: number) {
    const sessao = sessaoAConferir(usuarioId);
    const r = await repo.papelEContratos<T>(usuarioId, new Date(), extra, item, sessao?.sid);
    if (sessao) {
      if (!r.sessaoViva || r.papel === undefined) throw sessaoExpirada();
      sessao.conferida = true;
    }
    return r;
  }

  /**
   * The user's entitlements and, in the same round trip, one value of the caller's: `extra` is a
   * scalar sub-select (e.g. the item the user opens, as JSON; null when it finds no row) that may use
   * the placeholders `usuarioId` and `item` (see ConsultaExtra).
   */
  async function forUserCom<T>(
    usuarioId: number,
    tenant: Tenant,
    extra: ConsultaExtra,
    item?: number,
  ): Promise<{ acesso: Acesso; extra: T | null }> {
    const r = await ler<T>(usuarioId, extra, item);
    return { acesso: computeAcesso(r.papel, r.contratos, tenant), extra: r.extra };
  }

  return {
    /** Whether the sign-in `sid` of the user still lives (every authenticated request asks; batched). */
    sessaoViva: (usuarioId: number, sid: string) => repo.sessaoViva(usuarioId, sid),

    /**
     * What study content of a platform the user may see. A platform of another product is a 404.
     */
    async escopoEstudo(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<EscopoEstudo> {
      if (!plataformaDoTenant(tenant, plataformaId)) throw plataformaNaoEncontrada();
      const acesso = await this.forUser(usuarioId, tenant);
      return escopoDe(acesso, tenant, plataformaId);
    },

    /** escopoEstudo plus one value of the caller's (see forUserCom), in one round trip. */
    async escopoEstudoCom<T>(
      usuarioId: number,
      tenant: Tenant,
      plataformaId: number,
      extra: ConsultaExtra,
    ): Promise<EscopoEstudo & { extra: T | null }> {
      if (!plataformaDoTenant(tenant, plataformaId)) throw plataformaNaoEncontrada();
      const r = await forUserCom<T>(usuarioId, tenant, extra);
      return { ...escopoDe(r.acesso, tenant, plataformaId), extra: r.extra };
    },

    forUserCom,

    async forUser(usuarioId: number, tenant: Tenant): Promise<Acesso> {
      const r = await ler(usuarioId);
      return computeAcesso(r.papel, r.contratos, tenant);
    },
    temContratacao: (usuarioId: number) => repo.temContratacao(usuarioId),
    usuarioExiste: (tenant: Tenant, email: string, cpf: string) => repo.usuarioExiste(tenant, email, cpf),
  };
}

export type AcessoService = ReturnType<typeof acessoService>;
export type { ConsultaExtra, PlataformaId };
