import type { TEntradasPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import { and, desc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessaoRefresh, tentativaLogin, usuario } from '../../db/schema/index.ts';
import { bloqueioDaConta } from './bloqueio.ts';

/** How many of the latest sign-ins and failures the person's page lists. */
const RECENTES = 20;

/**
 * A person's recent sign-ins, failed password checks and lock state, for the back office. A sign-in is
 * a session family (each sign-in starts one: auth.repository.ts), active while one of its tokens may
 * still be refreshed; the failures are those still on record (tentativa_login keeps the lockout window).
 * Never a token or a hash.
 */
export async function entradasDaPessoa(
  db: DbOrTx,
  env: Env,
  usuarioId: number,
  agora = new Date(),
): Promise<TEntradasPessoa> {
  const [u] = await db
    .select({ tenantId: usuario.tenantId, cpf: usuario.cpf, email: usuario.email })
    .from(usuario)
    .where(eq(usuario.id, usuarioId));
  if (!u) return { bloqueada: false, entradas: [], falhas: [] };
  const viva = sql<boolean>`bool_or(${and(
    isNull(sessaoRefresh.usadoEm),
    isNull(sessaoRefresh.revogadoEm),
    gt(sessaoRefresh.expiraEm, agora),
  )})`;
  const inicio = min(sessaoRefresh.criadoEm);
  const [entradas, falhas, bloqueada] = await Promise.all([
    db
      .select({ em: inicio, ativa: viva })
      .from(sessaoRefresh)
      .where(eq(sessaoRefresh.usuarioId, usuarioId))
      .groupBy(sessaoRefresh.familia)
      .orderBy(desc(inicio))
      .limit(RECENTES),
    db
      .select({ em: tentativaLogin.criadoEm })
      .from(tentativaLogin)
      .where(
        and(
          eq(tentativaLogin.tenantId, u.tenantId),
          inArray(tentativaLogin.chave, [`cpf:${u.cpf}`, `email:${u.email.toLowerCase()}`]),
        ),
      )
      .orderBy(desc(tentativaLogin.criadoEm))
      .limit(RECENTES),
    bloqueioDaConta(db, env).bloqueada(usuarioId),
  ]);
  return {
    bloqueada,
    entradas: entradas.map((e) => ({
      em: new Date(e.em as unknown as string).toISOString(),
      ativa: Boolean(e.ativa),
    })),
    falhas: falhas.map((f) => ({ em: f.em.toISOString() })),
  };
}
