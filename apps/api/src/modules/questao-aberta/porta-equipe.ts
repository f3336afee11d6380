import type { AreaEquipe, Papel } from '@aprovei/shared/equipe/papeis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';

/** The staff member behind a back-office call (modules/equipe's `Autor`). */
export interface AutorEquipe {
  id: number;
  nome: string;
  papel: Papel;
  tenant: string;
}

export interface RegistroAuditoria {
  acao: string;
  entidade: string;
  entidadeId: string | number;
  antes?: unknown;
  depois?: unknown;
  motivo?: string | null;
}

/**
 * modules/equipe's guard and audit log, handed in by app.ts rather than imported: equipe reaches
 * questao-aberta through conta → assinatura → produtos, so an import would close a circle of modules.
 */
export interface PortaDaEquipe {
  rotaDaEquipe(
    app: FastifyInstance,
    area: AreaEquipe,
  ): {
    onRequest: (request: FastifyRequest) => Promise<void>;
    tags: string[];
    security: { bearer: never[] }[];
  };
  autorDe(request: FastifyRequest): AutorEquipe;
  auditar(tx: DbOrTx, autor: AutorEquipe, registro: RegistroAuditoria): Promise<void>;
}
