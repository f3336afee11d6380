import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MENSAGENS_CONTA, type ZAlterarSenhaBody } from '@aprovei/shared/conta/conta.schemas';
import { mascararCpf } from '@aprovei/shared/conta/cpf.rules';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { codigoSenhaRepository } from './codigo-senha.repository.ts';
import { contaRepository } from './conta.repository.ts';

export const CODIGO_VALIDADE_MINUTOS = 10;
export const CODIGO_MAX_TENTATIVAS = 5;
/** Codes one account may receive per hour (each new code replaces the previous one). */
export const CODIGOS_POR_HORA = 5;

type AlterarSenha = z.output<typeof ZAlterarSenhaBody>;

/**
 * Password change by a 6-digit code e-mailed to the account (spec doc 1 §2.4). Only an HMAC of the
 * code is stored; a code is single use, expires, and dies after a few wrong tries. Asking for a code
 * answers the same whether or not the CPF has an account, and takes the same time.
 */
export function senhaService(deps: { db: Db; mailer: Mailer; segredo: Uint8Array; log: FastifyBaseLogger }) {
  const { db, mailer, log } = deps;
  const contas = contaRepository(db);
  const codigos = codigoSenhaRepository(db);
  const hmac = (usuarioId: number, codigo: string) =>
    createHmac('sha256', deps.segredo).update(`${usuarioId}:${codigo}`).digest('hex');

  /** What became of a request for a code, logged once it is done (the request answered before). */
  type Desfecho = 'enviado' | 'sem-conta' | 'limite';

  async function enviarCodigo(tenant: Tenant, cpf: string): Promise<Desfecho> {
    const user = await contas.porCpf(tenant, cpf);
    if (!user) return 'sem-conta';
    return enviarCodigoA(tenant, user, cpf);
  }

  async function enviarCodigoA(
    tenant: Tenant,
    user: { id: number; nome: string; email: string },
    cpf: string,
  ): Promise<Desfecho> {
    // Accounts of a social login get one too: it is how they set a password of their own (issue 23).
    const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const emitido = await codigos.emitir(
      user.id,
      hmac(user.id, codigo),
      new Date(Date.now() + CODIGO_VALIDADE_MINUTOS * 60_000),
      { max: CODIGOS_POR_HORA, desde: new Date(Date.now() - 3_600_000) },
    );
    if (!emitido) {
      log.warn({ usuarioId: user.id }, 'password code limit reached');
      return 'limite';
    }
    const email = renderEmail(tenant, {
      assunto: 'Seu código para alterar a senha',
      titulo: 'Alteração de senha',
      blocos: [
        `Olá, ${user.nome}!`,
        `Use este código para alterar a senha da conta do CPF ${mascararCpf(cpf)}:`,
        { destaque: codigo },
        `Ele vale por ${CODIGO_VALIDADE_MINUTOS} minutos e só pode ser usado uma vez.`,
        'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
      ],
    });
    await mailer.enviar({ tenantId: tenant, usuarioId: user.id, para: user.email, sensivel: true, ...email });
    return 'enviado';
  }

  return {
    /** Answers at once; the lookup and the e-mail happen after, so time tells nothing about the CPF. */
    gerarCodigo(tenant: Tenant, cpf: string): { mensagem: string } {
      void enviarCodigo(tenant, cpf).then(
        (desfecho) => log.info({ desfecho }, 'password code request handled'),
        (error: unknown) => log.error({ err: error }, 'could not send the password code'),
      );
      return { mensagem: MENSAGENS_CONTA.codigoEnviado };
    },

    /**
     * A fresh code for the account, sent now (the back office's "resend" of a password e-mail: a stored
     * code is never sent twice). Answers what became of it.
     */
    async novoCodigo(tenant: Tenant, usuarioId: number): Promise<Desfecho> {
      const user = await contas.porId(usuarioId);
      if (!user || user.tenantId !== tenant) return 'sem-conta';
      return enviarCodigoA(tenant, user, user.cpf);
    },

    async alterarSenha(tenant: Tenant, body: AlterarSenha, sessaoAtual?: string) {
      const invalido = () =>
        new AppError('VALIDACAO', MENSAGENS_CONTA.codigoInvalido, [
          { campo: 'codigo', mensagem: MENSAGENS_CONTA.codigoInvalido },
        ]);
      const user = await contas.porCpf(tenant, body.login);
      if (!user) throw invalido();
      const atual = await codigos.gastarTentativa(user.id, new Date(), CODIGO_MAX_TENTATIVAS);
      if (!atual) throw invalido();
      const esperado = Buffer.from(atual.codigoHash, 'hex');
      const recebido = Buffer.from(hmac(user.id, body.codigo), 'hex');
      if (!timingSafeEqual(esperado, recebido)) throw invalido();
      const senhaHash = await hashPassword(body.senhaNova);
      const ok = await db.transaction(async (tx) => {
        // Marking the code used is the lock: of two requests with the same code only one gets here.
        if (!(await codigoSenhaRepository(tx).usar(atual.id, new Date()))) return false;
        // A social-login account now has a password too: it leaves the social-only mode.
        await contaRepository(tx).atualizar(user.id, { senhaHash, loginSocial: null });
        await revokeUserSessions(tx, user.id, sessaoAtual);
        return true;
      });
      if (!ok) throw invalido();
      return { mensagem: MENSAGENS_CONTA.senhaAlterada };
    },
  };
}
