import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { Env } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contador } from '../../db/contador.ts';

/**
 * The password-guessing limit: past LOGIN_MAX_FALHAS password checks that failed within
 * LOGIN_JANELA_MINUTOS, an account (any of its identifiers: e-mail, CPF, and the current password asked
 * by the profile) is guarded until the window ends. The sign-in then asks for the human check with each
 * try (so a stranger who knows the e-mail cannot lock the owner out, and guessing costs a proof of work
 * per try); the profile's current-password check answers 429. A login that names no account is counted
 * by itself, so the limit does not tell existing accounts apart.
 *
 * Each check is counted before the password is verified (one atomic upsert, db/contador.ts), so
 * concurrent tries cannot all slip past the limit; a right password clears the count.
 */
export function bloqueioDeSenha(db: DbOrTx, env: Env) {
  const { contar, ler, zerar } = contador(db);
  const janelaMs = env.LOGIN_JANELA_MINUTOS * 60_000;
  return {
    chaveConta: (usuarioId: number) => `senha:conta:${usuarioId}`,
    /** Wrong codes of the second factor: their own count, so a right password does not forgive them. */
    chaveCodigo: (usuarioId: number) => `codigo:conta:${usuarioId}`,
    chaveLogin: (tenant: string, login: string) => `senha:login:${tenant}:${login}`,

    /** Counts one password check for the key; true once the window's allowance is used up. */
    async excedeu(chave: string): Promise<boolean> {
      const { total } = await contar(chave, janelaMs);
      return total > env.LOGIN_MAX_FALHAS;
    },

    /** Counts one password check for the key; 429 once the window's allowance is used up. */
    async tentar(chave: string): Promise<void> {
      if (await this.excedeu(chave)) throw new AppError('MUITAS_REQUISICOES', MENSAGENS.muitasRequisicoes);
    },

    /** The right password: the failures counted so far are forgiven. */
    acertou: (chave: string) => zerar(chave),

    /** Whether the second factor's allowance is used up now (read only, nothing counted). */
    async codigosEsgotados(usuarioId: number): Promise<boolean> {
      return (await ler(this.chaveCodigo(usuarioId))) >= env.LOGIN_MAX_FALHAS;
    },

    /** Whether the account's allowance is used up now (its sign-in asks for the human check). */
    async guardada(usuarioId: number): Promise<boolean> {
      return (
        (await ler(this.chaveConta(usuarioId))) >= env.LOGIN_MAX_FALHAS ||
        (await this.codigosEsgotados(usuarioId))
      );
    },
  };
}

/** What support sees and does about an account's lockout (the back office's person page). */
export function bloqueioDaConta(db: DbOrTx, env: Env) {
  const b = bloqueioDeSenha(db, env);
  return {
    bloqueada: (usuarioId: number) => b.guardada(usuarioId),
    desbloquear: async (usuarioId: number) => {
      await b.acertou(b.chaveConta(usuarioId));
      await b.acertou(b.chaveCodigo(usuarioId));
    },
  };
}

/**
 * A code of the second factor checked under the account's lockout: counted before the check (429 past
 * the limit), forgiven when right. Wrong codes are counted apart from wrong passwords (a right password
 * forgives only the latter), and past their limit the password sign-in asks for the human check too, as
 * the account is guarded (`guardada`) until the window ends or an admin unlocks it.
 */
export async function tentativaDeCodigo(
  db: DbOrTx,
  env: Env,
  usuarioId: number,
  conferir: () => Promise<boolean>,
): Promise<boolean> {
  const b = bloqueioDeSenha(db, env);
  const chave = b.chaveCodigo(usuarioId);
  await b.tentar(chave);
  const ok = await conferir();
  if (ok) await b.acertou(chave);
  return ok;
}
