import { AppError } from '@aprovei/shared/errors';
import {
  PLATAFORMAS_DO_TENANT,
  type PlataformaId,
  type Tenant,
} from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { acessoRepository, type ContratoVigente } from './acesso.repository.ts';

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
  /** May enter /home: any access-giving contract (the trainee plan included), or staff. */
  podeAcessarHome: boolean;
}

export function computeAcesso(
  papel: string | undefined,
  contratos: ContratoVigente[],
  tenant: Tenant,
): Acesso {
  const admin = papel === 'ADMIN';
  const professor = papel === 'PROFESSOR';
  const doTenant = (p: number) => (PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(p);
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
    podeAcessarHome: admin || professor || contratos.length > 0,
  };
}

export interface EscopoEstudo {
  plataformaId: number;
  /** Trainees (no full access, not admin) see only the pre-selected items of the platform. */
  somenteEstagiario: boolean;
}

export function acessoService(db: Db) {
  const repo = acessoRepository(db);
  return {
    /**
     * What study content of a platform the user may see. A platform of another product is a 404.
     */
    async escopoEstudo(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<EscopoEstudo> {
      if (!(PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(plataformaId)) {
        throw new AppError('NAO_ENCONTRADO', 'Plataforma não encontrada para este produto.');
      }
      const acesso = await this.forUser(usuarioId, tenant);
      return { plataformaId, somenteEstagiario: acesso.estagiario(plataformaId) };
    },

    async forUser(usuarioId: number, tenant: Tenant): Promise<Acesso> {
      const [papel, contratos] = await Promise.all([
        repo.papel(usuarioId),
        repo.contratosVigentes(usuarioId, new Date()),
      ]);
      return computeAcesso(papel, contratos, tenant);
    },
    temContratacao: (usuarioId: number) => repo.temContratacao(usuarioId),
    usuarioExiste: (tenant: Tenant, email: string, cpf: string) => repo.usuarioExiste(tenant, email, cpf),
  };
}

export type AcessoService = ReturnType<typeof acessoService>;
export type { PlataformaId };
