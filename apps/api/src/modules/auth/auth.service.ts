import { randomUUID } from 'node:crypto';
import type { TLoginBody, TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { MENSAGEM_CAPTCHA } from '@aprovei/shared/captcha/captcha.schemas';
import { classifyLogin } from '@aprovei/shared/conta/cpf.rules';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGENS_SEGUNDO_FATOR,
  type TRespostaEntrada,
  type TSegundoPassoBody,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import type { Env } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken, type TokenKeys } from '../../lib/tokens.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import { segundoFatorService } from '../segundo-fator/index.ts';
import { authRepository, type UsuarioLogin } from './auth.repository.ts';
import { bloqueioDeSenha, tentativaDeCodigo } from './bloqueio.ts';

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
  const segundoFator = segundoFatorService(db, env);

  async function issueTokens(
    user: UsuarioLogin,
    familia: string,
    comSegundoFator: boolean,
  ): Promise<TTokenResponse> {
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
        segundoFator: comSegundoFator,
      },
      env.ACCESS_TOKEN_TTL_SECONDS,
    );
    const refresh = newRefreshToken();
    await repo.insertRefresh({
      usuarioId: user.id,
      familia,
      tokenHash: refresh.hash,
      segundoFator: comSegundoFator,
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
  const startSession = (user: UsuarioLogin, comSegundoFator = false) =>
    issueTokens(user, randomUUID(), comSegundoFator);

  /**
   * What every sign-in path calls once the person proved the first factor (password, or an external
   * identity provider): with the second factor on, the challenge of the second step (POST
   * /api/auth/segundo-fator), else the session's tokens. The wrong passwords are forgiven; the wrong
   * codes are not (they have their own count, bloqueio.ts).
   */
  async function concluirEntrada(user: UsuarioLogin): Promise<TRespostaEntrada> {
    await bloqueio.acertou(bloqueio.chaveConta(user.id));
    if (await segundoFator.ativo(user.id))
      return { segundo_fator: 'TOTP', desafio: await segundoFator.criarDesafio(user.id) };
    return startSession(user);
  }

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
    concluirEntrada,

    /**
     * Sign-in with CPF or e-mail. One message for every failure; past the account's failure limit (by
     * any of its identifiers) every try must carry a human check, else 400 CAPTCHA_NECESSARIO
     * (bloqueio.ts). The right password with a valid check still signs the owner in.
     */
    async login(tenant: Tenant, body: TLoginBody): Promise<TRespostaEntrada> {
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
      // Too many wrong codes of the second factor guard the password sign-in as well.
      if ((await bloqueio.excedeu(chave)) || (user && (await bloqueio.codigosEsgotados(user.id))))
        await exigirVerificacaoHumana(body.captcha);
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
      return concluirEntrada(user);
    },

    /**
     * The sign-in's second step: the challenge of the first and a code (the app's 6 digits or a recovery
     * code). A wrong code counts toward the account's lockout (429 past it) and leaves the challenge
     * for another try; the right one spends both the code and the challenge.
     */
    async segundoPasso(tenant: Tenant, body: TSegundoPassoBody): Promise<TTokenResponse> {
      const expirado = () => new AppError('NAO_AUTENTICADO', MENSAGENS_SEGUNDO_FATOR.desafioExpirado);
      const usuarioId = await segundoFator.desafioValido(body.desafio);
      const user = usuarioId === undefined ? undefined : await repo.findActiveUserById(usuarioId);
      if (!user || user.tenantId !== tenant) throw expirado();
      const ok = await tentativaDeCodigo(db, env, user.id, () =>
        segundoFator.verificar(user.id, body.codigo),
      );
      if (!ok)
        throw new AppError('CREDENCIAIS_INVALIDAS', MENSAGENS_SEGUNDO_FATOR.codigoInvalido, [
          { campo: 'codigo', mensagem: MENSAGENS_SEGUNDO_FATOR.codigoInvalido },
        ]);
      if (!(await segundoFator.gastarDesafio(body.desafio))) throw expirado();
      return startSession(user, true);
    },

    /**
     * The caller's session passed the second factor now (she just set it up): the same family, recorded
     * with it, and new tokens, so she goes on without signing in again.
     */
    async elevarSessao(usuarioId: number, familia: string): Promise<TTokenResponse> {
      const user = await repo.findActiveUserById(usuarioId);
      if (!user || !(await repo.elevarFamilia(usuarioId, familia, new Date())))
        throw new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
      return issueTokens(user, familia, true);
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
      return issueTokens(user, result.sessao.familia, result.sessao.segundoFator);
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
    async logout(refreshToken: string): Promise<void> {
      const sessao = await repo.findRefresh(hashRefreshToken(refreshToken));
      if (sessao) await repo.revokeFamily(sessao.familia, new Date());
    },
  };
}

/**
 * What the segundo-fator module needs from the sessions and the lockout, handed to it in app.ts (the
 * two modules do not import each other: auth asks segundo-fator for the second step of the sign-in).
 */
export function sessoesDoSegundoFator(db: Db, env: Env, keys: TokenKeys, captcha: Captcha) {
  const auth = authService(db, env, keys, captcha);
  return {
    /** A code checked under the account's lockout (wrong codes count as wrong passwords do). */
    tentativaDeCodigo: (usuarioId: number, conferir: () => Promise<boolean>) =>
      tentativaDeCodigo(db, env, usuarioId, conferir),
    elevarSessao: auth.elevarSessao,
    encerrarSessoes: (tx: DbOrTx, usuarioId: number) => revokeUserSessions(tx, usuarioId),
  };
}
