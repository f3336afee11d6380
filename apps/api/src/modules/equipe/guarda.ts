import type { TAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import {
  type AreaEquipe,
  ehEquipe,
  MENSAGEM_SEM_PERMISSAO,
  type Papel,
  podeUsar,
} from '@aprovei/shared/equipe/papeis';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import { passouSegundoFator } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { bearer } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { equipeRepository } from './equipe.repository.ts';

/** The staff member behind a back-office call, as the audit log records her. */
export interface Autor {
  id: number;
  nome: string;
  papel: Papel;
  tenant: string;
}

const autores = new WeakMap<FastifyRequest, Autor>();
/** The authors whose request has written its audit entry (see `vigiarAuditoria`). */
const auditados = new WeakSet<Autor>();

/** Binds a request to its author once the guard has let it through. */
export const registrarAutor = (request: FastifyRequest, autor: Autor) => {
  autores.set(request, autor);
};

export const marcarAuditado = (autor: Autor) => {
  auditados.add(autor);
};

/** A request that repeats a write its first sending audited (an idempotent retry) owes no second entry. */
export const repeticaoJaAuditada = (autor: Autor) => marcarAuditado(autor);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office POST/PUT/PATCH/DELETE that writes nothing (a preview, a dry run, an export): why. */
    semAuditoria?: string;
  }
}

const LEITURAS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every back-office write leaves an audit entry: a staff request that changed something (any method but a
 * read, answered 2xx) must have called `auditar`, unless its route says why it writes nothing
 * (`config.semAuditoria`). A miss is logged; with `estrito` (the tests) it fails the request, so a route
 * added without its audit fails whichever test calls it.
 */
export function vigiarAuditoria(app: FastifyInstance, { estrito }: { estrito: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const autor = autores.get(request);
    if (!autor || LEITURAS.has(request.method) || reply.statusCode >= 300) return payload;
    if (auditados.has(autor) || request.routeOptions.config.semAuditoria) return payload;
    const rota = `${request.method} ${request.routeOptions.url}`;
    request.log.error({ rota }, 'escrita do back office sem registro na auditoria');
    if (estrito) throw new Error(`Escrita do back office sem registro na auditoria: ${rota}`);
    return payload;
  });
}

/** The author of a request that passed `rotaDaEquipe` (its guard ran first). */
export function autorDe(request: FastifyRequest): Autor {
  const autor = autores.get(request);
  if (!autor) throw new AppError('NAO_AUTENTICADO', MENSAGENS.naoAutenticado);
  return autor;
}

/**
 * Staff reach the back office only from a session that passed the second factor (issue 23 §2): before
 * the area is even looked at, so a staff member without it learns nothing but that she must set it up.
 */
export function exigirSegundoFator(papel: string, claims: TAccessClaims): void {
  if (ehEquipe(papel) && !passouSegundoFator(claims))
    throw new AppError('SEGUNDO_FATOR_NECESSARIO', MENSAGENS.segundoFatorNecessario);
}

/**
 * The same demand for a staff route outside /api/admin (the teacher's correction queue): a preHandler
 * after `requireAuth`. A session with the second factor costs nothing; without it, the role is read.
 */
export function segundoFatorDaEquipe(app: FastifyInstance) {
  const repo = equipeRepository(app.database.db);
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (passouSegundoFator(user.claims)) return;
    const pessoa = await repo.papelDe(user.id, request.tenant);
    if (pessoa) exigirSegundoFator(pessoa.papel, user.claims);
  };
}

/** The OpenAPI tag that names a back-office route's area (the authorisation matrix test reads it). */
export const tagDaArea = (area: AreaEquipe) => `equipe:${area}`;

/**
 * The options every back-office route starts from: the guard runs on `onRequest`, before the body is
 * even parsed, so a caller without the role learns nothing from validation errors. It checks the
 * signed token and its session, the second factor of staff, then the role as the database holds it now
 * (a role taken away yesterday does not live on in a token).
 */
export function rotaDaEquipe(app: FastifyInstance, area: AreaEquipe) {
  const repo = equipeRepository(app.database.db);
  return {
    onRequest: async (request: FastifyRequest) => {
      await app.requireAuth(request);
      const user = currentUser(request);
      const pessoa = await repo.papelDe(user.id, request.tenant);
      if (!pessoa) throw new AppError('NAO_AUTENTICADO', MENSAGENS.naoAutenticado);
      exigirSegundoFator(pessoa.papel, user.claims);
      if (!podeUsar(pessoa.papel, area)) throw new AppError('PROIBIDO', MENSAGEM_SEM_PERMISSAO);
      registrarAutor(request, { ...pessoa, id: user.id, tenant: request.tenant });
    },
    tags: [tagDaArea(area)],
    security: bearer,
  };
}

/**
 * `rotaDaEquipe` as one call per route: `const daEquipe = opcoesDaEquipe(app, area)`, then
 * `r.get(path, daEquipe({ summary, querystring, response }), handler)` gives the guard and the area's
 * tag and security to that schema (its types stay the schema's, for the type provider).
 */
export function opcoesDaEquipe(app: FastifyInstance, area: AreaEquipe) {
  const g = rotaDaEquipe(app, area);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest: g.onRequest,
    schema: { ...schema, tags: g.tags, security: g.security },
  });
}
