import { createHash, randomBytes } from 'node:crypto';
import type { TCadastroResposta } from '@aprovei/shared/conta/conta.schemas';
import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_IDENTIDADE_EXTERNA as M,
  mascararEmail,
  type Provedor,
  type TIdentidadesResposta,
  type TRetornoResposta,
  type ZCadastroExternoBody,
  type ZConfirmarVinculoBody,
  type ZInicioBody,
  type ZRetornoBody,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import { type Env, publicUrl } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { TokenKeys } from '../../lib/tokens.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import { authService } from '../auth/index.ts';
import { contaService } from '../conta/index.ts';
import { bilhetes } from './bilhetes.ts';
import { identidadeExternaRepository } from './identidade-externa.repository.ts';
import { provedoresConfigurados, provedoresExternos } from './provedores.ts';

/** How long the browser may stay at the provider before the sign-in is worthless. */
export const ENTRADA_VALIDADE_MINUTOS = 10;

type Conta = Parameters<ReturnType<typeof authService>['concluirEntrada']>[0];

const hash = (texto: string) => createHash('sha256').update(texto).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Sign-in with Google and Facebook (issue 23 §1). An identity is found by (product, provider, subject),
 * never by e-mail. A new one is linked only by its signed-in owner, or by the owner of the account with
 * the provider's verified e-mail after the password; otherwise it starts a registration.
 */
export function identidadeExternaService(deps: {
  db: Db;
  env: Env;
  keys: TokenKeys;
  captcha: Captcha;
  log: FastifyBaseLogger;
}) {
  const { db, env } = deps;
  const repo = identidadeExternaRepository(db);
  const auth = authService(db, env, deps.keys, deps.captcha);
  const contas = contaService(db, auth);
  const provedores = provedoresExternos(env, deps.log);
  const tickets = bilhetes(deps.keys.secret);
  const redirectUri = (tenant: Tenant, provedor: Provedor) =>
    `${publicUrl(env, tenant)}entrar/externo/${provedor}`;
  // The state is found only with the key the tab that started the sign-in keeps (login CSRF).
  const stateHash = (state: string, chave: string) => hash(`${state}.${chave}`);

  /** The one place where a provider's sign-in becomes our session (refresh rotation, revocation). */
  /** Our own session after the provider's sign-in, through the second step when the account has it on. */
  const entrarComo = (conta: Conta) => auth.concluirEntrada(conta);

  async function vincular(
    tenant: Tenant,
    usuarioId: number,
    b: { provedor: Provedor; sujeito: string; email: string | null },
  ) {
    try {
      await repo.vincular({ tenantId: tenant, usuarioId, ...b });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const dono = await repo.porSujeito(tenant, b.provedor, b.sujeito);
      if (dono && dono.usuarioId !== usuarioId)
        throw new AppError('CONFLITO', M.jaVinculadaOutro(b.provedor));
      if (!dono) throw new AppError('CONFLITO', M.jaTemProvedor(b.provedor));
    }
  }

  return {
    provedores: (tenant: Tenant) => provedoresConfigurados(env, tenant),

    async iniciar(
      tenant: Tenant,
      provedor: Provedor,
      body: z.output<typeof ZInicioBody>,
      usuarioId: number | undefined,
    ) {
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verificador = oidc.randomPKCECodeVerifier();
      const chave = randomBytes(24).toString('base64url');
      const url = await provedores.urlDeAutorizacao(provedor, tenant, {
        redirectUri: redirectUri(tenant, provedor),
        state,
        nonce,
        desafio: await oidc.calculatePKCECodeChallenge(verificador),
      });
      await repo.novaEntrada({
        stateHash: stateHash(state, chave),
        verificador,
        nonce,
        provedor,
        tenantId: tenant,
        intencao: body.intencao,
        usuarioId: body.intencao === 'vincular' ? (usuarioId ?? null) : null,
        retorno: body.retorno?.startsWith('/') && !body.retorno.startsWith('//') ? body.retorno : null,
        expiraEm: new Date(Date.now() + ENTRADA_VALIDADE_MINUTOS * 60_000),
      });
      return { url, chave };
    },

    /** The browser is back from the provider with `?code&state` (or an error). */
    async retorno(
      tenant: Tenant,
      provedor: Provedor,
      body: z.output<typeof ZRetornoBody>,
      usuarioAtual: number | undefined,
    ): Promise<TRetornoResposta> {
      const invalida = () => new AppError('VALIDACAO', M.entradaInvalida);
      const params = new URLSearchParams(body.parametros.replace(/^\?/, ''));
      const state = params.get('state');
      if (!state || !body.chave) throw invalida();
      const entrada = await repo.consumirEntrada(stateHash(state, body.chave));
      if (
        !entrada ||
        entrada.expiraEm < new Date() ||
        entrada.tenantId !== tenant ||
        entrada.provedor !== provedor
      )
        throw invalida();
      if (entrada.intencao === 'vincular' && entrada.usuarioId !== usuarioAtual)
        throw new AppError('PROIBIDO', M.vinculoDeOutroUsuario);

      const urlAtual = new URL(redirectUri(tenant, provedor));
      urlAtual.search = params.toString();
      const perfil = await provedores.perfil(provedor, tenant, urlAtual, {
        state,
        nonce: entrada.nonce,
        verificador: entrada.verificador,
      });
      const existente = await repo.porSujeito(tenant, provedor, perfil.sujeito);

      if (entrada.intencao === 'vincular') {
        const usuarioId = entrada.usuarioId!;
        if (existente && existente.usuarioId !== usuarioId)
          throw new AppError('CONFLITO', M.jaVinculadaOutro(provedor));
        if (!existente)
          await vincular(tenant, usuarioId, { provedor, sujeito: perfil.sujeito, email: perfil.email });
        return { resultado: 'vinculado', provedor };
      }

      if (existente) {
        const conta = await repo.conta(existente.usuarioId);
        if (!conta) throw new AppError('VALIDACAO', M.contaIndisponivel);
        const sessao = await entrarComo(conta);
        return 'desafio' in sessao
          ? { resultado: 'segundo_fator', retorno: entrada.retorno, ...sessao }
          : { resultado: 'sessao', retorno: entrada.retorno, ...sessao };
      }

      // Only a verified e-mail may point at an existing account, and even then its owner confirms.
      const conta =
        perfil.email && perfil.emailVerificado ? await repo.contaPorEmail(tenant, perfil.email) : undefined;
      if (conta) {
        const ticket = await tickets.emitir({
          tipo: 'confirmar',
          tenant,
          provedor,
          sujeito: perfil.sujeito,
          email: perfil.email!,
          usuarioId: conta.id,
        });
        return { resultado: 'confirmar', provedor, ticket, emailMascarado: mascararEmail(conta.email) };
      }
      const ticket = await tickets.emitir({
        tipo: 'cadastro',
        tenant,
        provedor,
        sujeito: perfil.sujeito,
        nome: perfil.nome,
        email: perfil.email,
      });
      return { resultado: 'cadastro', provedor, ticket, nome: perfil.nome, email: perfil.email };
    },

    /** The registration of a newcomer: no password; the e-mail is the provider's (locked). */
    async cadastrar(tenant: Tenant, body: z.output<typeof ZCadastroExternoBody>): Promise<TCadastroResposta> {
      const b = await tickets.ler(body.ticket, 'cadastro', tenant);
      if (await repo.porSujeito(tenant, b.provedor, b.sujeito))
        throw new AppError('CONFLITO', M.jaVinculadaOutro(b.provedor));
      const email = b.email ?? body.email;
      if (!email)
        throw new AppError('VALIDACAO', MENSAGENS_CONTA.emailAusente, [
          { campo: 'email', mensagem: MENSAGENS_CONTA.emailAusente },
        ]);
      const { ticket: _ticket, ...dados } = body;
      try {
        return await contas.cadastrar(
          tenant,
          { ...dados, email },
          {
            provedor: b.provedor,
            vincular: (tx, usuarioId) =>
              identidadeExternaRepository(tx).vincular({
                tenantId: tenant,
                usuarioId,
                provedor: b.provedor,
                sujeito: b.sujeito,
                email: b.email,
              }),
          },
        );
      } catch (error) {
        // Another registration with the same identity won the race.
        if (isUniqueViolation(error)) throw new AppError('CONFLITO', M.jaVinculadaOutro(b.provedor));
        throw error;
      }
    },

    /** The owner of the account with the provider's verified e-mail proves it with the password, then links. */
    async confirmar(tenant: Tenant, body: z.output<typeof ZConfirmarVinculoBody>) {
      const b = await tickets.ler(body.ticket, 'confirmar', tenant);
      const conta = await repo.conta(b.usuarioId);
      if (!conta || conta.tenantId !== tenant) throw new AppError('VALIDACAO', M.contaIndisponivel);
      if (!conta.senhaHash)
        throw new AppError('VALIDACAO', M.semSenha, [{ campo: 'senha', mensagem: M.semSenha }]);
      if (!(await auth.conferirSenha(conta, body.senha)))
        throw new AppError('VALIDACAO', M.senhaNaoConfere, [{ campo: 'senha', mensagem: M.senhaNaoConfere }]);
      const dono = await repo.porSujeito(tenant, b.provedor, b.sujeito);
      if (dono && dono.usuarioId !== conta.id) throw new AppError('CONFLITO', M.jaVinculadaOutro(b.provedor));
      if (!dono)
        await vincular(tenant, conta.id, { provedor: b.provedor, sujeito: b.sujeito, email: b.email });
      return entrarComo(conta);
    },

    async identidades(usuarioId: number): Promise<TIdentidadesResposta> {
      const conta = await repo.conta(usuarioId);
      const identidades = await repo.daConta(usuarioId);
      return {
        identidades: identidades.map((i) => ({
          provedor: i.provedor as Provedor,
          email: i.email,
          criadoEm: i.criadoEm.toISOString(),
        })),
        temSenha: Boolean(conta?.senhaHash),
      };
    },

    /** Never the last way to sign in: an account without a password keeps its only identity. */
    async desvincular(usuarioId: number, provedor: Provedor) {
      await db.transaction(async (tx) => {
        const txRepo = identidadeExternaRepository(tx);
        const conta = await txRepo.contaTravada(usuarioId);
        if (!conta) throw new AppError('NAO_AUTENTICADO', M.contaIndisponivel);
        const identidades = await txRepo.daConta(usuarioId);
        if (!identidades.some((i) => i.provedor === provedor))
          throw new AppError('NAO_ENCONTRADO', M.naoVinculada(provedor));
        if (!conta.senhaHash && identidades.length <= 1) throw new AppError('CONFLITO', M.ultimaForma);
        await txRepo.desvincular(usuarioId, provedor);
      });
      return { mensagem: M.desvinculada(provedor) };
    },
  };
}
