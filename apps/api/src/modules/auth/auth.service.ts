import { randomUUID } from 'node:crypto';
import type { TLoginBody, TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { MENSAGEM_CAPTCHA } from '@aprovei/shared/captcha/captcha.schemas';
import { classifyLogin } from '@aprovei/shared/conta/cpf.rules';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Env } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken, type TokenKeys } from '../../lib/tokens.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import { authRepository, type UsuarioLogin } from './auth.repository.ts';
import { bloqueioDeSenha } from './bloqueio.ts';

/**
 * Ends every open session of the user except the family `manter` (the caller's own), inside the
 * caller's transaction: a password change and the end of the other sessions commit together.
 */
export function revokeUserSessions(tx: DbOrTx, usuarioId: number, manter?: string): Promise<void> {
  return authRepository(tx).revokeUserSessions(usuarioId, new Date(), manter);
}

export function authService(db: Db, env: Env, keys: TokenKeys, captcha: Captcha) {
  const repo = authRepository(db);
  const bloqueio = bloqueioDeSenha(db, env);

  async function issueTokens(user: UsuarioLogin, familia: string): Promise<TTokenResponse> {
    const access_token = await signAccessToken(
      keys,
      {
        id: user.id,
        email: user.email,
        cpf: user.cpf,
        nome: user.nome,
        tenant: user.tenantId,
        roles: [user.papel as Papel],
        sessao: familia,
      },
      env.ACCESS_TOKEN_TTL_SECONDS,
    );
    const refresh = newRefreshToken();
    await repo.insertRefresh({
      usuarioId: user.id,
      familia,
      tokenHash: refresh.hash,
      expiraEm: new Date(Date.now() + env.REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return {
      access_token,
      refresh_token: refresh.token,
      token_type: 'Bearer',
      expires_in: env.ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  /** A new session (a new refresh family) for a user who just proved who they are. */
  const startSession = (user: UsuarioLogin) => issueTokens(user, randomUUID());

  const invalid = () => new AppError('CREDENCIAIS_INVALIDAS', MENSAGENS.credenciaisInvalidas);

  /** Past the failure limit: a sign-in goes on only with a human check never used before. */
  async function exigirVerificacaoHumana(payload: string | null | undefined): Promise<void> {
    try {
      await captcha.verificar(payload);
    } catch (error) {
      if (!(error instanceof AppError) || error.codigo !== 'VALIDACAO') throw error;
      throw new AppError('CAPTCHA_NECESSARIO', MENSAGEM_CAPTCHA, [
        { campo: 'captcha', mensagem: MENSAGEM_CAPTCHA },
      ]);
    }
  }

  return {
    startSession,

    /**
     * Sign-in with CPF or e-mail. One message for every failure; past the account's failure limit (by
     * any of its identifiers) every try must carry a human check, else 400 CAPTCHA_NECESSARIO
     * (bloqueio.ts). The right password with a valid check still signs the owner in.
     */
    async login(tenant: Tenant, body: TLoginBody): Promise<TTokenResponse> {
      const login = classifyLogin(body.login);
      const identificador = `${login.tipo}:${login.valor}`;
      const user =
        login.valor === ''
          ? undefined
          : await repo.findActiveUser(
              tenant,
              login.tipo === 'cpf' ? { cpf: login.valor } : { email: login.valor },
            );
      const chave = user ? bloqueio.chaveConta(user.id) : bloqueio.chaveLogin(tenant, identificador);
      if (await bloqueio.excedeu(chave)) await exigirVerificacaoHumana(body.captcha);
      let ok = false;
      if (user?.senhaHash) ok = await verifyPassword(user.senhaHash, body.senha);
      else await burnPasswordCheck(body.senha);
      if (!user || !ok) {
        await repo.recordFailure(
          tenant,
          identificador,
          new Date(Date.now() - env.LOGIN_JANELA_MINUTOS * 60_000),
        );
        throw invalid();
      }
      await bloqueio.acertou(chave);
      return startSession(user);
    },

    /** The current password asked again (profile): checked under the same lockout as the sign-in. */
    async conferirSenha(user: { id: number; senhaHash: string | null }, senha: string): Promise<boolean> {
      const chave = bloqueio.chaveConta(user.id);
      await bloqueio.tentar(chave);
      if (!user.senhaHash) {
        await burnPasswordCheck(senha);
        return false;
      }
      const ok = await verifyPassword(user.senhaHash, senha);
      if (ok) await bloqueio.acertou(chave);
      return ok;
    },

    /** Rotates the refresh token; a reused (already rotated) token revokes its whole family. */
    async refresh(tenant: Tenant, refreshToken: string): Promise<TTokenResponse> {
      const expired = () => new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
      const now = new Date();
      const result = await repo.consumeRefresh(hashRefreshToken(refreshToken), now);
      if (result.status === 'desconhecido') throw expired();
      if (result.status === 'invalido') {
        if (result.sessao.usadoEm) await repo.revokeFamily(result.sessao.familia, now);
        throw expired();
      }
      const user = await repo.findActiveUserById(result.sessao.usuarioId);
      if (!user || user.tenantId !== tenant) {
        await repo.revokeFamily(result.sessao.familia, now);
        throw expired();
      }
      return issueTokens(user, result.sessao.familia);
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
    async logout(refreshToken: string): Promise<void> {
      const sessao = await repo.findRefresh(hashRefreshToken(refreshToken));
      if (sessao) await repo.revokeFamily(sessao.familia, new Date());
    },
  };
}
